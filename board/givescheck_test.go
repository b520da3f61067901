package board

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestGivesCheckAgreesWithInCheckAfterMake checks GivesCheck against
// InCheck after Make, and InCheck against the full test of every royal
// (which the touched lines of givescheck.go stand for), for every legal
// move of every position of games.txt (every embedded game) and of the
// positions one ply after it, and that it leaves the position as it was.
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
		assert.Equal(t, p.inCheck(p.side), p.InCheck(), "%s: %s: InCheck against the full test", name, text)
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

// TestInCheckAfterNullMoveInCheck pins the one position where the side not
// to move is in check, a null move made in check: a move after it that
// touches no line of that check must still find it (InCheck takes the full
// test while such a null move is on the board, not only the touched lines).
func TestInCheckAfterNullMoveInCheck(t *testing.T) {
	r, err := Chess()
	require.NoError(t, err)
	p := mustFEN(t, r, "k7/8/8/8/8/8/4r3/4K3 w - - 0 1")
	require.True(t, p.InCheck())
	null := p.MakeNull()
	m, err := p.ParseMove("a8b8")
	require.NoError(t, err)
	assert.True(t, p.GivesCheck(m), "GivesCheck a8b8")
	u := p.Make(m)
	assert.True(t, p.InCheck(), "InCheck after a8b8")
	p.Unmake(m, u)
	p.UnmakeNull(null)
	m, err = p.ParseMove("e1e2")
	require.NoError(t, err)
	u = p.Make(m)
	assert.False(t, p.InCheck(), "InCheck after e1xe2")
	p.Unmake(m, u)
}
