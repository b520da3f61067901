package ormulogun

import (
	"fmt"
	"math/rand/v2"
	"strings"

	"github.com/chespel/chespel/board"
)

// CheckRules reports an error unless positions of s can be set up under
// rules: Ormulogun's frame is an 8×8 board, its kings must be a royal piece
// lettered K, and every letter of s must be a piece of the rule set.
func CheckRules(rules *board.Rules, s *Spec) error {
	if rules.Files() != 8 || rules.Ranks() != 8 {
		return &Error{Msg: fmt.Sprintf("rule set %s has a %d×%d board; endgame specs describe 8×8 boards", rules.Name(), rules.Files(), rules.Ranks())}
	}
	if k, ok := rules.KindOfLetter('K'); !ok || !rules.IsRoyal(k) {
		return &Error{Msg: fmt.Sprintf("rule set %s has no royal piece lettered K; endgame specs need one for the kings", rules.Name())}
	}
	for _, p := range s.Pieces {
		if _, ok := rules.KindOfLetter(p.Letter); !ok {
			return &Error{Col: p.Col, Msg: fmt.Sprintf("rule set %s has no piece lettered %c (it has %s)", rules.Name(), p.Letter, letters(rules))}
		}
	}
	return nil
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
// rng. It fails when s cannot describe a position of the rule set (see
// CheckRules and NewGenerator).
func NewBoardGenerator(s *Spec, rules *board.Rules, rng *rand.Rand) (*BoardGenerator, error) {
	if err := CheckRules(rules, s); err != nil {
		return nil, err
	}
	g := &BoardGenerator{rules: rules, moves: make([]board.Move, 0, 256)}
	gen, err := NewGenerator(s, rng, g.check)
	if err != nil {
		return nil, err
	}
	g.gen = gen
	return g, nil
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
// filter, in perspective's frame (the board turned 180 degrees when
// perspective is black, as the generator turns it). A board that is not 8×8
// never matches. It rejects a position of other material by counting, and
// never allocates; a bot's endgame module calls it for every evaluated
// position. It does not change s, so goroutines may share a spec.
func Match(s *Spec, pos *board.Position, perspective board.Color) bool {
	rules := pos.Rules()
	us, them := perspective, perspective.Other()
	if pos.Count(us) != s.sides[0] || pos.Count(them) != s.sides[1] || rules.Files() != 8 || rules.Ranks() != 8 {
		return false
	}
	if !sameBoardMaterial(s, pos, us) {
		return false
	}
	var buf [maxPieces]Piece
	pieces := buf[:0]
	black := perspective == board.Black
	for _, c := range [2]board.Color{us, them} {
		for _, sq := range pos.PieceList(c) {
			letter := TurnLetter(rules.PieceLetter(pos.At(sq)), black)
			ours := SquareAt(rules.File(sq), rules.Rank(sq))
			pieces = append(pieces, Piece{Letter: letter, Square: Turn(ours, black)})
		}
	}
	return s.Match(pieces)
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
			slot += 6 * side
			if count[slot] == 0 {
				return false
			}
			count[slot]--
		}
	}
	return true
}
