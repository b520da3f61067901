package search

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

const (
	startFEN    = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
	afterE4FEN  = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"
	afterE4E5   = "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2"
	afterE4E5Nf = "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2"
)

func TestOpeningBookMatchesAsTheModuleSays(t *testing.T) {
	r := chessRules(t)
	b, err := NewOpeningBook(r, []BookRule{{startFEN, afterE4FEN}, {afterE4E5, afterE4E5Nf}})
	require.NoError(t, err)
	assert.Equal(t, 2, b.Len())
	cases := []struct {
		name, fen, move string
	}{
		{"the start position", startFEN, "e2e4"},
		{"other move counters", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 7 30", "e2e4"},
		{"an en passant square no pawn can use", "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2", "g1f3"},
		{"other castling rights", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w Kkq - 0 1", ""},
		{"other side to move", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1", ""},
	}
	for _, c := range cases {
		p := position(t, c.fen)
		m, ok := b.Lookup(p)
		assert.Equal(t, c.move != "", ok, "%s: found", c.name)
		if ok {
			assert.Equal(t, c.move, p.UCI(m), "%s: move", c.name)
		}
	}
}

func TestOpeningBookErrors(t *testing.T) {
	r := chessRules(t)
	cases := []struct {
		name string
		book []BookRule
		want string
	}{
		{"unreachable", []BookRule{{startFEN, afterE4FEN}, {startFEN, afterE4E5}},
			`opening rule 2: no legal move leads from "` + startFEN + `" to "` + afterE4E5 + `"`},
		{"bad from", []BookRule{{"8/8 w - - 0 1", afterE4FEN}}, "opening rule 1: from position: fen: piece placement: 2 ranks, want 8"},
		{"bad to", []BookRule{{startFEN, "x"}}, "opening rule 1: to position: fen: "},
	}
	for _, c := range cases {
		_, err := NewOpeningBook(r, c.book)
		var be *BookError
		require.ErrorAs(t, err, &be, c.name)
		assert.Contains(t, err.Error(), c.want, c.name)
	}
}

func TestOpeningBookInTheEngine(t *testing.T) {
	r := chessRules(t)
	b, err := NewOpeningBook(r, []BookRule{{startFEN, afterE4FEN}})
	require.NoError(t, err)
	e := NewEngine(&materialEval{}, 1)
	e.SetBook(b)
	p := r.StartPosition()
	res := e.Search(context.Background(), p, Limits{Depth: 3}, nil)
	assert.True(t, res.FromBook)
	assert.Equal(t, "e2e4", p.UCI(res.Move))
}
