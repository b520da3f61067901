package board

import (
	"context"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestParsePosition(t *testing.T) {
	r, err := Compile(chessRuleSet()) // its own rules, apart from the shared Chess() that other tests use
	require.NoError(t, err)
	for text, want := range map[string]string{
		"startpos":                                  "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
		"  StartPos  ":                              "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
		"startpos moves e2e4 e7e5":                  "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2",
		"startpos MOVES e4 Nf6 Nc3":                 "rnbqkb1r/pppppppp/5n2/8/4P3/2N5/PPPP1PPP/R1BQKBNR b KQkq - 2 2",
		"8/8/8/4k3/8/8/3QK3/8 w - - 0 1 moves d2d5": "8/8/8/3Qk3/8/8/4K3/8 b - - 1 1",
		"8/8/8/4k3/8/8/3QK3/8 w - - 0 1":            "8/8/8/4k3/8/8/3QK3/8 w - - 0 1",
		"960:518 moves e2e4":                        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1",
	} {
		p, err := r.ParsePosition(text)
		if assert.NoError(t, err, text) {
			assert.Equal(t, want, p.FEN(), text)
		}
	}
	for text, want := range map[string]string{
		"":                                    "missing position: want a FEN or startpos, optionally followed by moves such as: moves e2e4 e7e5",
		"moves e2e4":                          "missing position: want a FEN or startpos, optionally followed by moves such as: moves e2e4 e7e5",
		"startpos e2e4":                       `unexpected "e2e4" after startpos: want startpos alone, or startpos followed by moves such as: moves e2e4`,
		"startpos moves":                      `missing moves after "moves": want moves such as e2e4 e7e5 (or Nf3)`,
		"startpos moves e2e4 e2e4":            `move 2 "e2e4": illegal move e2e4`,
		"startpos moves e2e4e2e4e2e4e2e4e2e4": `move 1 "e2e4e2e4e2e4e2e4e2e4": bad move "e2e4e2e4e2e4e2e4e2e4"...: 20 characters, too long for a move`,
	} {
		_, err := r.ParsePosition(text)
		assert.EqualError(t, err, want, "%q", text)
	}
}

func TestPerftCommandProgressAndStop(t *testing.T) {
	var out, progress strings.Builder
	require.NoError(t, PerftCommandContext(context.Background(), &out, &progress, chessRuleSet(), "startpos moves e2e4", 3, false))
	assert.Regexp(t, `^depth 1: 20 nodes, [0-9.]+s\ndepth 2: 600 nodes, [0-9.]+s\n$`, progress.String(), "one line per shallower depth")
	assert.Contains(t, out.String(), "nodes: 13160\n", "the count at depth 3")
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	err := PerftCommandContext(ctx, &out, nil, chessRuleSet(), "startpos", 5, false)
	assert.EqualError(t, err, "stopped at depth 5 after 0 nodes", "a cancelled perft stops")
	err = PerftCommandContext(ctx, &out, nil, chessRuleSet(), "startpos", 5, true)
	assert.EqualError(t, err, "stopped after 0 nodes", "a cancelled divide stops")
}

// FuzzParsePosition checks that any text either fails to parse or gives a
// position whose FEN reads back as the same position, and that a position
// followed by the moves of a legal game reads as that game's end.
func FuzzParsePosition(f *testing.F) {
	r := chess(f)
	for _, seed := range []string{
		"startpos", "startpos moves e2e4 e7e5 Nf3", "StartPos MOVES d4",
		"8/8/8/4k3/8/8/3QK3/8 w - - 0 1 moves Qd5+", "startpos moves", "moves e2e4",
		"startpos e2e4", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 moves e2e4 e2e4",
	} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, text string) {
		p, err := r.ParsePosition(text)
		if err != nil {
			return
		}
		q, err := r.ParsePosition(p.FEN())
		require.NoError(t, err, "the FEN of %q", text)
		assert.Equal(t, p.FEN(), q.FEN(), "the FEN of %q", text)
	})
}
