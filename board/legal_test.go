package board

import (
	"math/rand/v2"
	"testing"

	"github.com/chespel/chespel/carn"
	"github.com/stretchr/testify/assert"
)

// TestFastLegalityMatchesTheFullTest compares the legal moves, in order,
// with the pseudo-legal moves that the full test (legalAfter) keeps, on
// random games of every embedded game, checks included: the fast paths
// (pins, the checkers that a move out of check must answer, the watched
// lines) must decide every move as playing it does. InCheck, kept from
// Make to Unmake, must agree with the full attack test, after a pass too.
func TestFastLegalityMatchesTheFullTest(t *testing.T) {
	for _, name := range carn.Names() {
		r := embeddedGame(t, name)
		rng := rand.New(rand.NewPCG(uint64(len(name)), 29))
		checks := 0
		for game := range 8 {
			p := r.StartPosition()
			for ply := range 120 {
				assert.Equal(t, p.inCheck(p.side), p.InCheck(), "%s game %d ply %d: in check, %s", name, game, ply, p.FEN())
				u := p.MakeNull()
				assert.Equal(t, p.inCheck(p.side), p.InCheck(), "%s game %d ply %d: in check after a pass, %s", name, game, ply, p.FEN())
				p.UnmakeNull(u)
				moves := p.LegalMoves(nil)
				full := p.keepLegalBy(p.pseudoMoves(nil, genAll), 0, p.legalAfter)
				if over, _ := p.BareKingEnd(); r.end.bareKing && over {
					full = nil
				}
				assert.Equal(t, p.moveNames(full), p.moveNames(moves), "%s game %d ply %d: %s", name, game, ply, p.FEN())
				if p.InCheck() {
					checks++
				}
				if len(moves) == 0 {
					break
				}
				p.Make(moves[pickMove(rng, p, moves)])
			}
		}
		assert.Positive(t, checks, "%s: the games reach checks", name)
	}
}

// moveNames writes moves in UCI, for readable failures.
func (p *Position) moveNames(moves []Move) []string {
	out := make([]string, len(moves))
	for i, m := range moves {
		out[i] = p.UCI(m)
	}
	return out
}
