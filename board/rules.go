package board

import (
	"fmt"
	"iter"
	"strings"

	"github.com/chespel/chespel/carn"
)

// Rules is a rule set compiled for play: the board geometry, the pieces and
// their move tables, castling, promotion and the Zobrist keys. Compile makes
// one; it never changes afterwards, so goroutines may share it.
type Rules struct {
	name         string
	files        int
	ranks        int
	pad          int // mailbox padding: the longest step of any piece
	stride       int // mailbox row length: files + pad
	size         int // mailbox cells
	fileOf       []int8
	rankOf       []int8
	dense        []int16 // mailbox square -> 0-based index a1, b1, ..., or -1
	squares      []Square
	relRank      [2][]int8 // rank counted from each side, 0-based, -1 off the board
	forward      [2]int    // mailbox step one rank forward for each side
	kinds        []kindInfo
	royalMask    uint32 // bit k set when kind k is royal
	irreversible uint32 // bit k set when kind k only moves forward
	epAttackers  [2][]epAttacker
	gen          [2][]kindGen
	attack       [2]attackTable
	simple       bool // the pin-based legality fast path applies (see legal.go)
	castling     *castling
	castleMask   []uint8 // rights kept when a move starts or ends on a square
	zones        [][2][]bool
	keys         zobrist
	startFEN     string
}

// kindInfo is what the board knows about one kind of piece.
type kindInfo struct {
	name         string
	letter       byte
	value        int
	royal        bool
	irreversible bool // every move goes forward: a move resets the fifty-move clock
	promo        *promotion
	colorbound   bool // every vector keeps the square colour
	knightLike   bool // a leaper that never steps to a neighbouring square
}

// promotion is a compiled promotion block.
type promotion struct {
	rank      int // 0-based relative rank from which a destination promotes
	choices   []Kind
	mandatory bool
}

// Compile checks a rule set and compiles it into move tables. The errors
// name what is wrong: an unknown piece name, a bad letter, a start FEN that
// does not parse, castling geometry that does not fit the board.
func Compile(rs *carn.RuleSet) (*Rules, error) {
	if rs == nil {
		return nil, fmt.Errorf("rules: no rule set")
	}
	r := &Rules{name: rs.Name, files: rs.Files, ranks: rs.Ranks, startFEN: rs.StartFEN}
	if err := r.compile(rs); err != nil {
		return nil, fmt.Errorf("rules %s: %w", rs.Name, err)
	}
	return r, nil
}

func (r *Rules) compile(rs *carn.RuleSet) error {
	if rs.Files < 1 || rs.Files > carn.MaxSize || rs.Ranks < 1 || rs.Ranks > carn.MaxSize {
		return fmt.Errorf("board is %d×%d, want 1..%d files and ranks", rs.Files, rs.Ranks, carn.MaxSize)
	}
	if err := r.compileKinds(rs); err != nil {
		return err
	}
	r.layout(longestStep(rs))
	zones, err := r.compileZones(rs)
	if err != nil {
		return err
	}
	if err := r.compileCastling(rs); err != nil {
		return err
	}
	if err := r.compileTables(rs, zones); err != nil {
		return err
	}
	r.keys = newZobrist(len(r.kinds), r.size)
	if _, err := r.ParseFEN(rs.StartFEN); err != nil {
		return fmt.Errorf("start FEN: %w", err)
	}
	return nil
}

// compileKinds checks names and letters and records each kind.
func (r *Rules) compileKinds(rs *carn.RuleSet) error {
	if len(rs.Pieces) == 0 || len(rs.Pieces) > MaxKinds {
		return fmt.Errorf("%d pieces, want 1..%d", len(rs.Pieces), MaxKinds)
	}
	seenName := map[string]bool{}
	seenLetter := map[byte]bool{}
	for i, p := range rs.Pieces {
		if p.Name == "" || seenName[p.Name] {
			return fmt.Errorf("pieces: name %q is empty or not unique", p.Name)
		}
		if p.Letter < 'A' || p.Letter > 'Z' || seenLetter[p.Letter] {
			return fmt.Errorf("pieces.%s: letter %q, want an upper-case letter A..Z used by no other piece", p.Name, p.Letter)
		}
		seenName[p.Name], seenLetter[p.Letter] = true, true
		k := kindInfo{name: p.Name, letter: p.Letter, value: p.Value, royal: p.Royal}
		k.irreversible, k.colorbound, k.knightLike = vectorTraits(p)
		r.kinds = append(r.kinds, k)
		if p.Royal {
			r.royalMask |= 1 << i
		}
		if k.irreversible {
			r.irreversible |= 1 << i
		}
	}
	for i, p := range rs.Pieces {
		if p.Promotion == nil {
			continue
		}
		promo, err := r.compilePromotion(p)
		if err != nil {
			return err
		}
		r.kinds[i].promo = promo
	}
	return nil
}

func (r *Rules) compilePromotion(p carn.Piece) (*promotion, error) {
	pr := p.Promotion
	if pr.Rank < 1 || pr.Rank > r.ranks {
		return nil, fmt.Errorf("pieces.%s.promotion: rank %d, want 1..%d", p.Name, pr.Rank, r.ranks)
	}
	if len(pr.Choices) == 0 {
		return nil, fmt.Errorf("pieces.%s.promotion: no choices", p.Name)
	}
	promo := &promotion{rank: pr.Rank - 1, mandatory: pr.Mandatory}
	for _, name := range pr.Choices {
		k, ok := r.PieceIndex(name)
		if !ok {
			return nil, fmt.Errorf("pieces.%s.promotion: unknown piece %q", p.Name, name)
		}
		promo.choices = append(promo.choices, k)
	}
	return promo, nil
}

// vectorTraits classifies a piece by its vectors: whether it only moves
// forward, whether it keeps its square colour, and whether it is a leaper
// that never reaches a neighbouring square (the knight).
func vectorTraits(p carn.Piece) (irreversible, colorbound, knightLike bool) {
	irreversible, colorbound, knightLike = true, true, true
	for _, rule := range []carn.Rule{p.Move, p.Capture} {
		for _, alt := range rule.Alternatives {
			if alt.JumpOver != carn.NoJumpOver {
				knightLike = false
			}
			for _, v := range alt.Vectors {
				irreversible = irreversible && v.Rank > 0
				colorbound = colorbound && (v.File+v.Rank)%2 == 0
				knightLike = knightLike && abs(v.File) <= 2 && abs(v.Rank) <= 2 && max(abs(v.File), abs(v.Rank)) > 1
			}
		}
	}
	return irreversible, colorbound, knightLike
}

// longestStep is the mailbox padding: the largest coordinate of any single
// step a generator takes (a leap, or a ray's primitive direction), so that
// one step from a real square lands on the board or on padding.
func longestStep(rs *carn.RuleSet) int {
	limit := max(rs.Files, rs.Ranks, 2) - 1
	pad := 1
	for _, p := range rs.Pieces {
		for _, rule := range []carn.Rule{p.Move, p.Capture} {
			for _, alt := range rule.Alternatives {
				if alt.Castle != carn.NoCastle {
					continue // castling moves use no step
				}
				for _, v := range alt.Vectors {
					n := 1
					if alt.JumpOver != carn.NoJumpOver {
						n = max(1, gcd(abs(v.File), abs(v.Rank)))
					}
					if abs(v.File) <= limit && abs(v.Rank) <= limit {
						pad = max(pad, abs(v.File)/n, abs(v.Rank)/n)
					}
				}
			}
		}
	}
	return pad
}

// layout sets up the padded mailbox: pad empty rows below and above the
// board, pad empty cells between rows (shared by both edges), so that a step
// of at most pad files and ranks from a real square lands on the board or on
// padding.
func (r *Rules) layout(pad int) {
	r.pad = pad
	r.stride = r.files + pad
	r.size = (r.ranks+2*pad)*r.stride + pad
	r.fileOf = make([]int8, r.size)
	r.rankOf = make([]int8, r.size)
	r.dense = make([]int16, r.size)
	r.relRank = [2][]int8{make([]int8, r.size), make([]int8, r.size)}
	for i := range r.size {
		r.fileOf[i], r.rankOf[i], r.dense[i] = -1, -1, -1
		r.relRank[White][i], r.relRank[Black][i] = -1, -1
	}
	for rank := range r.ranks {
		for file := range r.files {
			sq := r.Square(file, rank)
			r.fileOf[sq], r.rankOf[sq] = int8(file), int8(rank)
			r.dense[sq] = int16(len(r.squares))
			r.relRank[White][sq], r.relRank[Black][sq] = int8(rank), int8(r.ranks-1-rank)
			r.squares = append(r.squares, sq)
		}
	}
	r.forward = [2]int{r.stride, -r.stride}
}

// compileZones turns each named zone into a per-side set of squares.
func (r *Rules) compileZones(rs *carn.RuleSet) (map[string]int, error) {
	index := map[string]int{}
	for name, z := range rs.Zones {
		for _, s := range z.Squares {
			if s.File < 0 || s.File >= r.files || s.Rank < 0 || s.Rank >= r.ranks {
				return nil, fmt.Errorf("zones.%s: square (%d,%d) is off the %d×%d board", name, s.File, s.Rank, r.files, r.ranks)
			}
		}
		index[name] = len(index)
	}
	return index, nil
}

// zoneSets builds the per-side square sets of every zone, indexed like
// compileZones numbered them.
func (r *Rules) zoneSets(rs *carn.RuleSet, index map[string]int) [][2][]bool {
	sets := make([][2][]bool, len(index))
	for name, z := range rs.Zones {
		set := [2][]bool{make([]bool, r.size), make([]bool, r.size)}
		for _, s := range z.Squares {
			set[White][r.Square(s.File, s.Rank)] = true
			set[Black][r.Square(s.File, r.ranks-1-s.Rank)] = true
		}
		sets[index[name]] = set
	}
	return sets
}

// Name returns the rule set's name.
func (r *Rules) Name() string { return r.name }

// Files returns the number of files.
func (r *Rules) Files() int { return r.files }

// Ranks returns the number of ranks.
func (r *Rules) Ranks() int { return r.ranks }

// NumSquares returns the number of squares of the board, files × ranks.
func (r *Rules) NumSquares() int { return len(r.squares) }

// Square returns the square on a 0-based file and rank. It returns NoSquare
// when the file or rank is off the board.
func (r *Rules) Square(file, rank int) Square {
	if file < 0 || file >= r.files || rank < 0 || rank >= r.ranks {
		return NoSquare
	}
	return Square((rank+r.pad)*r.stride + file + r.pad)
}

// File returns the 0-based file of a square, or -1 for one off the board.
func (r *Rules) File(sq Square) int {
	if !r.onBoard(sq) {
		return -1
	}
	return int(r.fileOf[sq])
}

// Rank returns the 0-based rank of a square (rank 0 is White's back rank),
// or -1 for one off the board.
func (r *Rules) Rank(sq Square) int {
	if !r.onBoard(sq) {
		return -1
	}
	return int(r.rankOf[sq])
}

// RelativeRank returns the 0-based rank of a square counted from side c's
// back rank, or -1 for one off the board.
func (r *Rules) RelativeRank(sq Square, c Color) int {
	if !r.onBoard(sq) {
		return -1
	}
	return int(r.relRank[c&1][sq])
}

// Index returns a square's 0-based dense index, file + rank × files (a1 is
// 0, b1 is 1, ...), for tables indexed by square; -1 for one off the board.
func (r *Rules) Index(sq Square) int {
	if sq < 0 || int(sq) >= r.size {
		return -1
	}
	return int(r.dense[sq])
}

// SquareAt returns the square of a dense index, the inverse of Index.
func (r *Rules) SquareAt(index int) Square {
	if index < 0 || index >= len(r.squares) {
		return NoSquare
	}
	return r.squares[index]
}

// Squares iterates over the real squares of the board: a1, b1, ..., then
// the next rank.
func (r *Rules) Squares() iter.Seq[Square] {
	return func(yield func(Square) bool) {
		for _, sq := range r.squares {
			if !yield(sq) {
				return
			}
		}
	}
}

func (r *Rules) onBoard(sq Square) bool {
	return sq > 0 && int(sq) < r.size && r.dense[sq] >= 0
}

// SquareName returns a square's name: a file letter from 'a' and a 1-based
// rank ("e4", "a10"), or "-" for NoSquare.
func (r *Rules) SquareName(sq Square) string {
	if !r.onBoard(sq) {
		return "-"
	}
	return fmt.Sprintf("%c%d", 'a'+r.fileOf[sq], r.rankOf[sq]+1)
}

// ParseSquare reads a square's name ("e4", "a10").
func (r *Rules) ParseSquare(s string) (Square, error) {
	sq, n := r.scanSquare(s)
	if n == 0 || n != len(s) {
		return NoSquare, fmt.Errorf("bad square %q: want a file a..%c and a rank 1..%d", s, 'a'+r.files-1, r.ranks)
	}
	return sq, nil
}

// scanSquare reads a square name at the start of s and returns it with the
// number of bytes read, or 0 bytes when s does not start with one.
func (r *Rules) scanSquare(s string) (Square, int) {
	if len(s) < 2 || s[0] < 'a' || int(s[0]-'a') >= r.files || s[1] < '1' || s[1] > '9' {
		return NoSquare, 0
	}
	rank, n := int(s[1]-'0'), 2
	if len(s) > 2 && s[2] >= '0' && s[2] <= '9' && rank*10+int(s[2]-'0') <= r.ranks {
		rank, n = rank*10+int(s[2]-'0'), 3
	}
	if rank > r.ranks {
		return NoSquare, 0
	}
	return r.Square(int(s[0]-'a'), rank-1), n
}

// NumKinds returns the number of piece kinds.
func (r *Rules) NumKinds() int { return len(r.kinds) }

// PieceIndex returns the kind of the piece with this name.
func (r *Rules) PieceIndex(name string) (Kind, bool) {
	for i, k := range r.kinds {
		if k.name == name {
			return Kind(i), true
		}
	}
	return NoKind, false
}

// KindOfLetter returns the kind whose FEN letter is letter, in either case.
func (r *Rules) KindOfLetter(letter byte) (Kind, bool) {
	up := strings.ToUpper(string(letter))
	for i, k := range r.kinds {
		if string(k.letter) == up {
			return Kind(i), true
		}
	}
	return NoKind, false
}

// KindName returns the name of a kind ("knight").
func (r *Rules) KindName(k Kind) string {
	if int(k) >= len(r.kinds) {
		return ""
	}
	return r.kinds[k].name
}

// Letter returns the upper-case FEN letter of a kind.
func (r *Rules) Letter(k Kind) byte {
	if int(k) >= len(r.kinds) {
		return '?'
	}
	return r.kinds[k].letter
}

// Value returns a kind's value in thousandths of a pawn.
func (r *Rules) Value(k Kind) int {
	if int(k) >= len(r.kinds) {
		return 0
	}
	return r.kinds[k].value
}

// IsRoyal reports whether a kind is royal: the game is lost when a royal
// piece can be captured.
func (r *Rules) IsRoyal(k Kind) bool { return k < 32 && r.royalMask>>k&1 != 0 }

// PieceLetter returns a piece's FEN letter: upper case for White, lower for
// Black, '.' for Empty.
func (r *Rules) PieceLetter(p Piece) byte {
	if p == Empty {
		return '.'
	}
	l := r.Letter(p.Kind())
	if p.Color() == Black {
		l += 'a' - 'A'
	}
	return l
}

// StartFEN returns the rule set's start position.
func (r *Rules) StartFEN() string { return r.startFEN }

// StartPosition returns a new position at the start of the game.
func (r *Rules) StartPosition() *Position {
	p, err := r.ParseFEN(r.startFEN)
	if err != nil { // Compile parsed it already
		return nil
	}
	return p
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
