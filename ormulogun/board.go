package ormulogun

import (
	"fmt"
	"math/rand/v2"
	"strings"

	"github.com/chespel/chespel/board"
)

// CheckRules reports an error unless positions of s can be set up under
// rules: its kings must be a royal piece lettered K, every letter of s must
// be a piece of the rule set, and each side's material must be possible
// with either side to move (board.Rules.CheckMaterial: no more royal pieces,
// pawns or promoted pieces than the start position and promotions give).
// Any board of the rule set will do: the spec's files and ranks count to
// its size.
func CheckRules(rules *board.Rules, s *Spec) error {
	var counts [2][]int
	for side := range counts {
		counts[side] = make([]int, rules.NumKinds())
	}
	for _, p := range s.Pieces {
		k, ok := rules.KindOfLetter(p.Letter)
		if !ok {
			return &Error{Col: p.Col, Msg: fmt.Sprintf("rule set %s has no piece lettered %c (it has %s)", rules.Name(), p.Letter, letters(rules))}
		}
		counts[letterSlot(p.Letter)/26][k]++
	}
	if k, ok := rules.KindOfLetter('K'); !ok || !rules.IsRoyal(k) {
		return &Error{Msg: fmt.Sprintf("rule set %s has no royal piece lettered K; endgame specs need one for the kings", rules.Name())}
	}
	if err := s.CheckKings(); err != nil {
		return err
	}
	var errs [2]error
	for black := range errs {
		us := board.Color(black)
		if errs[black] = rules.CheckMaterial(us, counts[0]); errs[black] == nil {
			errs[black] = rules.CheckMaterial(us.Other(), counts[1])
		}
	}
	if errs[0] != nil && errs[1] != nil {
		return &Error{Msg: fmt.Sprintf("%s is no position of %s: %v", s, rules.Name(), errs[0])}
	}
	return nil
}

// geometry returns the board of a rule set as a spec reads it.
func geometry(rules *board.Rules) Geometry {
	return Geometry{Files: rules.Files(), Ranks: rules.Ranks()}
}

// letters lists the upper-case letters of the rule set's pieces, "P N B R Q K".
func letters(rules *board.Rules) string {
	names := make([]string, rules.NumKinds())
	for k := range names {
		names[k] = string(rules.Letter(board.Kind(k)))
	}
	return strings.Join(names, " ")
}

// BoardGenerator draws random positions of a spec that the board has
// checked: legal (the side not to move is not in check), quiet (the side to
// move is not in check and has no capture, en passant included; a pawn
// that can only promote by a push is quiet) and not over (the side to move
// has a legal move). The upper-case side is the side to move. The same spec,
// rules and seed give the same positions.
type BoardGenerator struct {
	// MaxTries bounds the candidates of one Next call; 0 means
	// DefaultMaxTries.
	MaxTries int

	gen      *Generator
	rules    *board.Rules
	accepted *board.Position // the candidate the check accepted last
	moves    []board.Move    // the check's move buffer
}

// NewBoardGenerator prepares to generate positions of s under rules with
// rng, on the rule set's board. It fails when s cannot describe a position
// of the rule set (see CheckRules and NewGenerator). Each piece is placed
// only where the board says a piece of its kind can stand for either
// colour (board.Rules.CanStand: a pawn behind its start rank or in its
// promotion zone, a xiangqi general outside its palace, an elephant across
// the river never are), and the board checks every candidate.
func NewBoardGenerator(s *Spec, rules *board.Rules, rng *rand.Rand) (*BoardGenerator, error) {
	if err := CheckRules(rules, s); err != nil {
		return nil, err
	}
	g := &BoardGenerator{rules: rules, moves: make([]board.Move, 0, 256)}
	geo := geometry(rules)
	gen, err := newGenerator(s, rng, g.check, geo, func(i int) Mask { return stands(rules, geo, s.Pieces[i].Letter) })
	if err != nil {
		return nil, err
	}
	g.gen = gen
	return g, nil
}

// stands returns the squares, in our frame, where the piece with letter
// can stand whichever colour the upper-case side plays.
func stands(rules *board.Rules, geo Geometry, letter byte) Mask {
	k, _ := rules.KindOfLetter(letter)
	ours := letter >= 'A' && letter <= 'Z'
	var m Mask
	for _, s := range geo.All().Squares() {
		ok := true
		for _, black := range []bool{false, true} {
			c := board.White
			if ours == black {
				c = board.Black
			}
			b := geo.Turn(s, black)
			ok = ok && rules.CanStand(c, k, rules.Square(b.File(), b.Rank()))
		}
		if ok {
			m.add(s)
		}
	}
	return m
}

// Generate returns one random chess position of s, drawn with rng: legal,
// quiet and not over, the upper-case side to move. For many positions make a
// BoardGenerator once.
func Generate(s *Spec, rng *rand.Rand) (*board.Position, error) {
	rules, err := board.Chess()
	if err != nil {
		return nil, err
	}
	g, err := NewBoardGenerator(s, rules, rng)
	if err != nil {
		return nil, err
	}
	return g.Next()
}

// Next returns a new random position, which belongs to the caller, or an
// error after MaxTries candidates that were dead ends or that the board
// refused.
func (g *BoardGenerator) Next() (*board.Position, error) {
	g.gen.MaxTries = g.MaxTries
	if _, err := g.gen.Next(); err != nil {
		return nil, err
	}
	pos := g.accepted
	g.accepted = nil
	return pos, nil
}

// check sets the candidate up on the board and keeps it when it is legal,
// quiet and not over.
func (g *BoardGenerator) check(p Position) bool {
	pos, err := g.rules.ParseFEN(p.FEN())
	if err != nil {
		return false // among others: the side not to move is in check
	}
	var ok bool
	ok, g.moves = playable(pos, g.moves[:0])
	if ok {
		g.accepted = pos
	}
	return ok
}

// playable reports whether pos is legal (the side not to move is not in
// check), quiet (the side to move is not in check and has no legal capture)
// and not over (the side to move has a legal move). buf is a move buffer,
// returned for reuse.
func playable(pos *board.Position, buf []board.Move) (bool, []board.Move) {
	if pos.InCheck() {
		return false, buf
	}
	undo := pos.MakeNull()
	opponentInCheck := pos.InCheck()
	pos.UnmakeNull(undo)
	if opponentInCheck {
		return false, buf
	}
	buf = pos.LegalMoves(buf)
	if len(buf) == 0 {
		return false, buf
	}
	for _, m := range buf {
		if m.IsCapture() {
			return false, buf
		}
	}
	return true, buf
}

// Match reports whether pos belongs to the spec's family seen from
// perspective's side: exactly the spec's material, every piece of the
// position accounted for (kings included), upper case being perspective's
// pieces, and some assignment of the pieces to the spec's satisfying every
// filter, in perspective's frame on the position's board (turned 180
// degrees when perspective is black, as the generator turns it). It
// rejects a position of other material by counting and does not allocate
// once the spec has been matched on that board; a bot's endgame module
// calls it for every evaluated position. Goroutines may share a spec.
func Match(s *Spec, pos *board.Position, perspective board.Color) bool {
	rules := pos.Rules()
	us, them := perspective, perspective.Other()
	if pos.Count(us) != s.sides[0] || pos.Count(them) != s.sides[1] {
		return false
	}
	if !sameBoardMaterial(s, pos, us) {
		return false
	}
	geo := geometry(rules)
	var buf [maxPieces]Piece
	pieces := buf[:0]
	black := perspective == board.Black
	for _, c := range [2]board.Color{us, them} {
		for _, sq := range pos.PieceList(c) {
			letter := TurnLetter(rules.PieceLetter(pos.At(sq)), black)
			ours := SquareAt(rules.File(sq), rules.Rank(sq))
			pieces = append(pieces, Piece{Letter: letter, Square: geo.Turn(ours, black)})
		}
	}
	return s.MatchOn(geo, pieces)
}

// sameBoardMaterial reports whether pos has as many pieces of each letter as
// s, upper case for side us. The side totals are already known to agree.
func sameBoardMaterial(s *Spec, pos *board.Position, us board.Color) bool {
	rules := pos.Rules()
	count := s.material
	for side, c := range [2]board.Color{us, us.Other()} {
		for _, sq := range pos.PieceList(c) {
			slot := letterSlot(rules.Letter(pos.At(sq).Kind()))
			if slot < 0 {
				return false
			}
			slot += 26 * side
			if count[slot] == 0 {
				return false
			}
			count[slot]--
		}
	}
	return true
}
