package board

import (
	"fmt"
	"slices"

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
	dense        []int16    // mailbox square -> 0-based index a1, b1, ..., or -1
	bit          []uint64   // mailbox square -> its bit in Position.occ (occupancy.go)
	squareOf     [66]Square // a first piece's dense index plus one -> its mailbox square, NoSquare at 0 and 65 (occupancy.go)
	squares      []Square
	relRank      [2][]int8 // rank counted from each side, 0-based, -1 off the board
	forward      [2]int    // mailbox step one rank forward for each side
	kinds        []kindInfo
	royalMask    uint32            // bit k set when kind k is royal
	seeValue     [MaxKinds + 1]int // kind k's value as a capturer in SEE: its value, or seeRoyal
	pieceValue   [MaxKinds + 1]int // kind k's value, 0 past the rule set's kinds (SEE's table, without Value's test)
	seeMin       int               // the lowest seeValue of a kind
	irreversible uint32            // bit k set when kind k only moves forward
	epAttackers  [2][]epAttacker
	gen          [2][]kindGen
	attack       [2]attackTable
	simple       bool          // the pin-based legality fast path applies (see legal.go)
	watch        [2]watchTable // per attacking side, see watch.go
	castling     *castling
	stdCastles   *castleSet // the castlings from the default files (or none)
	zones        [][2][]bool
	keys         zobrist
	startFEN     string
	view         *viewTables // the move tables by dense index, for View (view_tables.go)
	limits       *limits     // what a legal position may hold, see reach.go
	end          endRules
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
	if err := r.compileEnd(rs.End); err != nil {
		return err
	}
	if err := r.compileLimits(rs, zones); err != nil {
		return err
	}
	if _, err := r.ParseFEN(rs.StartFEN); err != nil {
		return fmt.Errorf("start FEN: %w", err)
	}
	r.view = r.buildView()
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
		r.seeValue[i], r.pieceValue[i] = p.Value, p.Value
		if p.Royal {
			r.royalMask |= 1 << i
			r.seeValue[i] = seeRoyal
		}
		if k.irreversible {
			r.irreversible |= 1 << i
		}
	}
	r.seeMin = slices.Min(r.seeValue[:len(rs.Pieces)])
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
		if name == p.Name {
			return nil, fmt.Errorf("pieces.%s.promotion: %q is the piece itself: a piece promotes to another kind", p.Name, name)
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

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
