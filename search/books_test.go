package search

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/chespel/chespel/board"
)

// fixedBook answers one position (by FEN) with one move (in UCI).
type fixedBook struct{ fen, move string }

func (b fixedBook) Lookup(p *board.Position) (board.Move, bool) {
	if p.FEN() != b.fen {
		return 0, false
	}
	m, err := p.ParseUCI(b.move)
	return m, err == nil
}

// TestBooks checks that the first book with a move answers.
func TestBooks(t *testing.T) {
	r, err := board.Chess()
	require.NoError(t, err)
	start := r.StartPosition()
	afterD4, err := r.ParseFEN("rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR b KQkq - 0 1")
	require.NoError(t, err)
	books := Books{nil, fixedBook{start.FEN(), "d2d4"}, fixedBook{start.FEN(), "e2e4"}, fixedBook{afterD4.FEN(), "g8f6"}}

	m, ok := books.Lookup(start)
	require.True(t, ok, "start")
	assert.Equal(t, "d2d4", start.UCI(m), "the first book that answers")
	m, ok = books.Lookup(afterD4)
	require.True(t, ok, "after d4")
	assert.Equal(t, "g8f6", afterD4.UCI(m), "a later book")
	_, ok = Books{}.Lookup(start)
	assert.False(t, ok, "no books")
}
