package board

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestCapturesEveryGame checks Captures against LegalMoves' captures and
// promotions in every position of games.txt (every embedded game) and one
// move later: the pieces that captureReach passes over have none.
func TestCapturesEveryGame(t *testing.T) {
	rules := embeddedRules(t)
	check := func(p *Position, name string) {
		var want []Move
		for _, m := range p.LegalMoves(nil) {
			if m.IsCapture() || m.promoPiece() != Empty {
				want = append(want, m)
			}
		}
		assert.ElementsMatch(t, want, p.Captures(nil), name)
	}
	for _, c := range readGames(t) {
		p := mustFEN(t, rules[c.game], c.fen)
		check(p, c.game+" "+c.fen)
		for _, m := range p.LegalMoves(nil) {
			u := p.Make(m)
			check(p, c.game+" "+c.fen+" "+p.UCI(m))
			p.Unmake(m, u)
		}
	}
}
