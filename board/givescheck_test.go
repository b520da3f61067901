package board

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestGivesCheckAgreesWithInCheckAfterMake checks GivesCheck against
// InCheck after Make for every legal move of every position of games.txt
// (every embedded game) and of the positions one ply after it, and that it
// leaves the position as it was.
func TestGivesCheckAgreesWithInCheckAfterMake(t *testing.T) {
	rules := embeddedRules(t)
	for _, c := range readGames(t) {
		p := mustFEN(t, rules[c.game], c.fen)
		checkGivesCheck(t, p, 1, c.game+" "+c.fen)
	}
}

// checkGivesCheck compares GivesCheck with InCheck after Make for each
// legal move of p, then does the same depth plies further.
func checkGivesCheck(t *testing.T, p *Position, depth int, name string) {
	fen := p.FEN()
	for _, m := range p.LegalMoves(nil) {
		text := p.UCI(m)
		got := p.GivesCheck(m)
		require.Equal(t, fen, p.FEN(), "%s: %s left the position", name, text)
		u := p.Make(m)
		assert.Equal(t, p.InCheck(), got, "%s: %s", name, text)
		if depth > 0 {
			checkGivesCheck(t, p, depth-1, name+" "+text)
		}
		p.Unmake(m, u)
	}
}

// TestGivesCheckTestsOnlyTouchedLinesInChess pins that chess's attacks are
// all step groups and lines, so that GivesCheck takes touchedCheck there.
func TestGivesCheckTestsOnlyTouchedLinesInChess(t *testing.T) {
	r, err := Chess()
	require.NoError(t, err)
	for c := White; c <= Black; c++ {
		assert.True(t, r.attack[c].touchOnly, "side %d", c)
	}
}
