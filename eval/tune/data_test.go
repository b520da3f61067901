package tune

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/chespel/chespel/board"
)

// chess returns the chess rules.
func chess(t testing.TB) *board.Rules {
	t.Helper()
	r, err := board.Chess()
	require.NoError(t, err)
	return r
}

// TestReadDataForms reads the result forms of EPD and FEN lines.
func TestReadDataForms(t *testing.T) {
	text := `# results in every form
rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - c9 "1-0";
rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 [0.5]

rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - id "x"; c9 "1/2-1/2";
rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - [0]
rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -; [1.0]
rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - c9 "0-1";
rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - [1-0]
`
	got, err := ReadData("data.epd", strings.NewReader(text), chess(t))
	require.NoError(t, err)
	var res []float64
	for _, s := range got {
		res = append(res, s.Result)
		assert.Equal(t, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", s.FEN)
	}
	assert.Equal(t, []float64{1, 0.5, 0.5, 0, 1, 0, 1}, res)
}

// TestReadDataErrors: a bad line is one error naming the file, the line
// and what was expected.
func TestReadDataErrors(t *testing.T) {
	start := "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -"
	cases := []struct{ name, text, want string }{
		{"no result", "\n" + start + "\n",
			`data.epd:2: want the game's result: the operation c9 "1-0"; ("0-1", "1/2-1/2") or a last field [1.0] ([0.5], [0])`},
		{"bad c9", start + ` c9 "2-0";`, `data.epd:1: want c9 "1-0", "0-1" or "1/2-1/2", got c9 "2-0"`},
		{"bad bracket", start + ` [1.5]`, `data.epd:1: want a result [1.0], [0.5] or [0], got "[1.5]"`},
		{"lone bracket", start + ` 1.0]`, `data.epd:1: a result [R] without its [`},
		{"short", "8/8/8 w [1]", `data.epd:1: epd: 2 fields, want the 4 position fields and operations`},
		{"open quote", start + ` c9 "1-0;`, `data.epd:1: epd: a quoted operand is not closed`},
	}
	for _, c := range cases {
		_, err := ReadData("data.epd", strings.NewReader(c.text), chess(t))
		assert.EqualError(t, err, c.want, c.name)
	}
	_, err := ReadData("data.epd", strings.NewReader("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - [1]"), chess(t))
	require.Error(t, err)
	assert.True(t, strings.HasPrefix(err.Error(), "data.epd:1: "), "a bad FEN names its line: %v", err)
}

// TestReadPGN takes the quiet positions of finished games: not in check,
// the move played neither a capture nor a promotion; an unfinished game
// gives none.
func TestReadPGN(t *testing.T) {
	text := `[Event "a"]
[Result "0-1"]

1. f3 e5 2. g4 Qh4# 0-1

[Event "b"]
[Result "1-0"]

1. e4 d5 2. exd5 Qxd5 3. Nc3 1-0

[Event "unfinished"]
[Result "*"]

1. d4 d5 *
`
	got, err := ReadData("games.pgn", strings.NewReader(text), chess(t))
	require.NoError(t, err)
	var lines []string
	for _, s := range got {
		lines = append(lines, s.FEN+" "+map[float64]string{0: "0", 1: "1"}[s.Result])
	}
	want := []string{
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 0",
		"rnbqkbnr/pppppppp/8/8/8/5P2/PPPPP1PP/RNBQKBNR b KQkq - 0 1 0",
		"rnbqkbnr/pppp1ppp/8/4p3/8/5P2/PPPPP1PP/RNBQKBNR w KQkq - 0 2 0",
		"rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2 0",
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 1",
		"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1 1",
		"rnb1kbnr/ppp1pppp/8/3q4/8/8/PPPP1PPP/RNBQKBNR w KQkq - 0 3 1",
	}
	assert.Equal(t, want, lines)
	_, err = ReadData("games.pgn", strings.NewReader("[Event \"x\"]\n\n1. e5 *\n"), chess(t))
	assert.Error(t, err, "an illegal move")
}
