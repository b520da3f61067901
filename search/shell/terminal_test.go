package shell

import (
	"context"
	"io"
	"strings"
	"testing"

	"github.com/chespel/chespel/board"
	"github.com/chespel/chespel/carn"
	"github.com/chespel/chespel/search"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// fakeTerminal is a lineSource that acts as a terminal: it returns its
// lines in order, io.EOF (Ctrl-D) for each line "<ctrl-d>", then io.EOF.
type fakeTerminal struct {
	lines []string
}

func (f *fakeTerminal) ReadLine(string) (string, error) {
	if len(f.lines) == 0 {
		return "", io.EOF
	}
	line := f.lines[0]
	f.lines = f.lines[1:]
	if line == "<ctrl-d>" {
		return "", io.EOF
	}
	return line, nil
}

func (f *fakeTerminal) Reader() io.Reader                  { return strings.NewReader(strings.Join(f.lines, "\n")) }
func (f *fakeTerminal) Terminal() bool                     { return true }
func (f *fakeTerminal) SetCompleter(func(string) []string) {}
func (f *fakeTerminal) Close() error                       { return nil }

// runTerminal runs the shell's loop on lines as typed on a terminal.
func runTerminal(t *testing.T, cfg Config, lines ...string) string {
	var out lockedBuffer
	s := &shell{cfg: cfg, ctx: context.Background(), in: &fakeTerminal{lines: lines}, out: &out, errOut: &out,
		pos: cfg.Rules.StartPosition(), limits: cfg.Limits}
	s.engine = newTestEngine(cfg)
	require.NoError(t, s.loop())
	return out.String()
}

func TestCtrlDAtAQuestionReturnsToThePrompt(t *testing.T) {
	cfg := configure(t, testConfig(t), "depth 1")
	out := runTerminal(t, cfg, "play", "<ctrl-d>", "d", "play", "h", "h", "e4", "<ctrl-d>", "d")
	assert.Contains(t, out, "fen: rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\n", "d after the first Ctrl-D")
	assert.Contains(t, out, "to resume: play rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1\n", "Ctrl-D in the game")
	assert.True(t, strings.HasSuffix(out, "fen: rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1\nscore: -0.02 (black to move)\n"),
		"d shows the game's position:\n%s", out)
}

func TestProgressOnATerminalIsOneLine(t *testing.T) {
	cfg := configure(t, testConfig(t), "depth 3")
	out := runTerminal(t, cfg, "startpos")
	assert.NotContains(t, out, "info:", "no info lines on a terminal")
	assert.Equal(t, 3, strings.Count(out, "\r\x1b[Kdepth "), "one rewrite of the line per depth:\n%q", out)
	assert.Contains(t, out, "\r\x1b[Kmove: b1c3 (Nc3)\n", "the line is cleared before the move")
}

func TestDrawViews(t *testing.T) {
	cfg := testConfig(t)
	p, err := ParsePosition(cfg.Rules, "startpos moves e2e4")
	require.NoError(t, err)
	m, err := cfg.Rules.StartPosition().ParseUCI("e2e4")
	require.NoError(t, err)
	plain := view{}.draw(p, board.White, m)
	assert.Equal(t, p.Draw(), plain, "the plain view is board.Draw")
	black := view{}.draw(p, board.Black, 0)
	assert.True(t, strings.HasPrefix(black, "1 R N B K Q B N R\n"), "black's view starts at rank 1, from the h-file:\n%s", black)
	assert.True(t, strings.HasSuffix(black, "  h g f e d c b a\n"), "black's view names the files from h:\n%s", black)
	uni := view{unicode: true}.draw(p, board.White, 0)
	assert.True(t, strings.HasPrefix(uni, "8 ♜ ♞ ♝ ♛ ♚ ♝ ♞ ♜\n"), "glyphs:\n%s", uni)
	xrs, err := carn.Embedded("xiangqi")
	require.NoError(t, err)
	xr, err := board.Compile(xrs)
	require.NoError(t, err)
	xp := xr.StartPosition()
	assert.Equal(t, xp.Draw(), view{unicode: true}.draw(xp, board.White, 0), "no glyphs for a game whose pieces are not all chess pieces")
	col := view{color: true}.draw(p, board.White, m)
	assert.Contains(t, col, ansiLastMove+ansiWhitePiece+"P"+ansiReset, "the moved pawn stands out")
	assert.Contains(t, col, ansiLastMove+ansiDim+"."+ansiReset, "the square it left stands out")
	assert.Contains(t, col, ansiBlackPiece+"k"+ansiReset, "black pieces are coloured")
}

func TestColorTerminalHonoursNoColor(t *testing.T) {
	t.Setenv("TERM", "xterm-256color")
	t.Setenv("NO_COLOR", "1")
	assert.False(t, colorTerminal(), "NO_COLOR set")
	t.Setenv("NO_COLOR", "")
	assert.True(t, colorTerminal(), "NO_COLOR empty")
	t.Setenv("TERM", "dumb")
	assert.False(t, colorTerminal(), "a dumb terminal")
}

// newTestEngine is the engine Run would make for cfg.
func newTestEngine(cfg Config) *search.Engine {
	e := search.NewEngine(cfg.Bot, cfg.HashMB)
	e.SetBook(cfg.Book)
	return e
}
