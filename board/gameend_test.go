package board

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestMakrukCountingFEN: Fairy-Stockfish's makruk FEN carries a running
// count in place of the en passant square and halfmove clock
// ("8/8/5M2/3k4/8/8/8/K7 w - 128 7 134"), which chespel refused. Each case
// is a position, moves, and the FEN that Fairy-Stockfish 11.1 prints after
// them ("position fen F moves M" then "d").
func TestMakrukCountingFEN(t *testing.T) {
	r := embeddedRules(t)["makruk"]
	cases := []struct{ fen, moves, want string }{
		// a running count advances one ply per move
		{"8/8/5M2/3k4/8/8/8/K7 w - 128 7 134", "a1b1", "8/8/5M2/3k4/8/8/8/1K6 b - 128 8 134"},
		// the pieces' honour starts at twice the pieces on the board: a met, 64 moves
		{"8/8/5M2/3k4/8/8/8/K7 w - - 3 40", "a1b1", "8/8/5M2/3k4/8/8/8/1K6 b - 128 6 40"},
		// the board's honour (no pawn left): 64 moves, counted from 0
		{"8/8/3r4/3k4/8/4R3/8/K3R3 b - - 0 30", "d5d4 e3e2", "8/8/3r4/8/3k4/8/4R3/K3R3 b - 128 1 31"},
		// the capture of the last pawn bares the king: one khon 44 moves, one rook 16, two rooks 8
		{"4k3/8/8/3p4/8/2S5/8/K2N4 w - - 10 50", "c3d4 e8d7 d4d5", "8/3k4/8/3S4/8/8/8/K2N4 b - 88 8 51"},
		{"4k3/8/8/3p4/8/2S5/8/K2R4 w - - 10 50", "c3d4 e8d7 d4d5", "8/3k4/8/3S4/8/8/8/K2R4 b - 32 8 51"},
		{"4k3/8/8/3p4/8/2S5/8/KRR5 w - - 10 50", "c3d4 e8d7 d4d5", "8/3k4/8/3S4/8/8/8/KRR5 b - 16 10 51"},
		// no count while a pawn is on the board, even against a bare king
		{"4k3/8/8/3p4/2P5/8/8/K2N4 w - - 10 50", "c4d5 e8d7", "8/3k4/8/3P4/8/8/8/K2N4 w - - 1 51"},
	}
	for _, c := range cases {
		p := mustFEN(t, r, c.fen)
		require.Equal(t, c.fen, p.FEN(), "read and written back")
		for _, text := range strings.Fields(c.moves) {
			m, err := p.ParseUCI(text)
			require.NoError(t, err, "%s: %s", c.fen, text)
			p.Make(m)
		}
		assert.Equal(t, c.want, p.FEN(), "%s moves %s", c.fen, c.moves)
	}
}

// TestCountingEndsTheGame: a count that reaches its limit is a draw.
func TestCountingEndsTheGame(t *testing.T) {
	r := embeddedRules(t)["makruk"]
	p := mustFEN(t, r, "8/8/5R2/3k4/8/8/8/K7 w - 32 31 134")
	assert.False(t, p.Outcome().Over(), "one ply before the limit")
	m, err := p.ParseUCI("a1b1")
	require.NoError(t, err)
	u := p.Make(m)
	assert.Equal(t, Outcome{Counting, "1/2-1/2"}, p.Outcome(), "at the limit")
	p.Unmake(m, u)
	assert.Equal(t, "8/8/5R2/3k4/8/8/8/K7 w - 32 31 134", p.FEN(), "unmake restores the count")
}

// TestShatranjBareKing: a side left with its king alone loses, unless it
// can bare the other king at once (Fairy-Stockfish's perft counts 0 where
// chespel counted 6).
func TestShatranjBareKing(t *testing.T) {
	r := embeddedRules(t)["shatranj"]
	cases := []struct {
		fen   string
		moves uint64
		want  Outcome
	}{
		{"8/P7/2k5/8/8/8/8/4K3 w - - 0 1", 0, Outcome{BareKing, "1-0"}},
		{"8/8/8/8/8/2kN4/8/K7 b - - 0 1", 6, Outcome{NotOver, "*"}},      // black may take the knight
		{"8/8/8/8/8/2k5/1N6/K7 b - - 0 1", 5, Outcome{NotOver, "*"}},     // one piece: black plays on
		{"8/8/8/8/8/2k5/1N6/KN6 b - - 0 1", 0, Outcome{BareKing, "1-0"}}, // two: lost at once
		{"8/8/8/8/8/2k5/8/K7 b - - 0 1", 7, Outcome{InsufficientMaterial, "1/2-1/2"}},
	}
	for _, c := range cases {
		p := mustFEN(t, r, c.fen)
		assert.Equal(t, c.moves, p.Perft(1), c.fen)
		assert.Equal(t, c.want, p.Outcome(), c.fen)
	}
}

// TestStalemateLoses: in shatranj and xiangqi a stalemated side loses.
func TestStalemateLoses(t *testing.T) {
	rules := embeddedRules(t)
	p := mustFEN(t, rules["xiangqi"], "3k5/R8/9/9/9/9/9/9/9/4RK3 b - - 0 1")
	assert.Equal(t, Outcome{Stalemate, "1-0"}, p.Outcome(), "xiangqi")
	assert.Equal(t, -1, p.NoMovesResult(), "xiangqi")
	p = mustFEN(t, rules["chess"], "k7/2K5/1Q6/8/8/8/8/8 b - - 0 1")
	assert.Equal(t, Outcome{Stalemate, "1/2-1/2"}, p.Outcome(), "chess")
}
