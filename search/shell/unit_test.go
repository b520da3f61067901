package shell

import (
	"context"
	"strings"
	"testing"

	"github.com/chespel/chespel/board"
	"github.com/chespel/chespel/carn"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestCompleter(t *testing.T) {
	s := &shell{cfg: testConfig(t)}
	c := &completer{words: s.complete}
	for _, tc := range []struct {
		line string
		want []string
		n    int
	}{
		{"", []string{"startpos ", "fen ", "eval ", "position ", "d ", "go ", "set ", "book ", "play ", "uci ", "help ", "quit "}, 0},
		{"e", []string{"val "}, 1},
		{"PL", []string{"ay "}, 2},
		{"x", nil, 1},
		{"eval ", []string{"v ", "startpos "}, 0},
		{"eval v s", []string{"tartpos "}, 1},
		{"play st", []string{"artpos "}, 2},
		{"startpos m", []string{"oves "}, 1},
		{"position startpos moves e2e4 e7e5 g1", []string{"f3 ", "h3 ", "e2 "}, 2},
		{"startpos moves zz ", nil, 0},
		{"set max", []string{"Time ", "Depth "}, 3},
		{"set unicode o", []string{"n ", "ff "}, 1},
		{"go depth 5 m", []string{"ovetime "}, 1},
	} {
		got, n := c.Do([]rune(tc.line), len([]rune(tc.line)))
		var words []string
		for _, w := range got {
			words = append(words, string(w))
		}
		assert.ElementsMatch(t, tc.want, words, "%q", tc.line)
		assert.Equal(t, tc.n, n, "%q", tc.line)
	}
}

func TestUndoNeedsAHumanMove(t *testing.T) {
	cfg := testConfig(t)
	g := &game{pos: cfg.Rules.StartPosition(), ai: [2]bool{true, false}}
	assert.False(t, g.undo(), "nothing to undo before any move")
	for _, uci := range []string{"e2e4", "e7e5", "g1f3"} {
		m, err := g.pos.ParseUCI(uci)
		require.NoError(t, err)
		g.plies = append(g.plies, ply{move: m, mover: g.pos.SideToMove(), undo: g.pos.Make(m)})
	}
	require.True(t, g.undo())
	assert.Equal(t, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1", g.pos.FEN(), "back to the human's turn before e5")
	assert.False(t, g.undo(), "the bot's first move is not the human's to take back")
}

func TestParseMove(t *testing.T) {
	cfg := testConfig(t)
	p := cfg.Rules.StartPosition()
	for text, want := range map[string]string{"Nf3": "g1f3", "g1f3": "g1f3", "e4": "e2e4", "e2e4": "e2e4", "Ng1f3": "g1f3"} {
		m, err := p.ParseMove(text)
		if assert.NoError(t, err, text) {
			assert.Equal(t, want, p.UCI(m), text)
		}
	}
	for _, text := range []string{"e5", "e2e5", "Qh5", "zz", ""} {
		_, err := p.ParseMove(text)
		assert.Error(t, err, text)
	}
}

func TestRunNeedsRulesAndBot(t *testing.T) {
	err := Run(context.Background(), strings.NewReader(""), nil, nil, Config{})
	assert.EqualError(t, err, "shell: the config needs Rules and Bot")
}

// TestNoBannerWhenPiped pins that piped input gets no banner and no
// prompt: the first line a GUI reads after "uci" is "id name".
func TestNoBannerWhenPiped(t *testing.T) {
	var out lockedBuffer
	require.NoError(t, Run(context.Background(), strings.NewReader("uci\nquit\n"), &out, &out, testConfig(t)))
	assert.True(t, strings.HasPrefix(out.String(), "id name material\n"), out.String())
}

func TestWhose(t *testing.T) {
	r := testConfig(t).Rules
	for _, tc := range []struct {
		pos   string
		mover bool
		want  string
	}{
		{"startpos", false, "(white to move)"},
		{"startpos moves e2e4", true, "(white, who moved)"},
		{"startpos moves f2f3 e7e5 g2g4 d8h4", false, "(white is checkmated)"},
		{"startpos moves f2f3 e7e5 g2g4 d8h4", true, "(black, who moved; white is checkmated)"},
		{"7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", false, "(black is stalemated)"},
		{"8/8/4k3/8/8/4K3/4R3/8 w - - 100 80", false, "(white to move; draw by fifty-move rule)"},
		{"8/8/4k3/8/8/4K3/8/8 b - - 0 1", true, "(white, who moved; draw by insufficient material)"},
	} {
		p, err := r.ParsePosition(tc.pos)
		require.NoError(t, err, tc.pos)
		assert.Equal(t, tc.want, Whose(p, tc.mover), "%s, mover %v", tc.pos, tc.mover)
	}
}

// TestWhoseBareKing pins a bug: a shatranj game ended by the bare-king rule
// was labelled "draw by bare king".
func TestWhoseBareKing(t *testing.T) {
	rs, err := carn.Embedded("shatranj")
	require.NoError(t, err)
	r, err := board.Compile(rs)
	require.NoError(t, err)
	p, err := r.ParsePosition("8/8/2k5/8/8/8/8/R3K3 w - - 0 1")
	require.NoError(t, err)
	assert.Equal(t, "(white to move; black's king is bared)", Whose(p, false))
}

// TestHelpListsEveryCommand checks that help names every command that Tab
// completes and every setting, each with an example line.
func TestHelpListsEveryCommand(t *testing.T) {
	for _, word := range append(append([]string{}, commandWords...), settingNames()...) {
		assert.Contains(t, helpText, word, "help names %s", word)
	}
	for _, word := range commandWords[1:] {
		assert.Regexp(t, `(?m)^  `+word+`\b`, helpText, "help lists %s", word)
		if word != "help" && word != "quit" { // their line is their example
			assert.Regexp(t, `(?m)^ {25}`+word+`\b`, helpText, "help has an example of %s", word)
		}
	}
}

// TestGoMovetimeSaturates pins that a huge "go movetime" is a long limit,
// not a duration that overflows to a negative one.
func TestGoMovetimeSaturates(t *testing.T) {
	s := &shell{cfg: testConfig(t)}
	lim, ok := s.goLimits("movetime 9223372036854775807")
	require.True(t, ok)
	assert.Positive(t, lim.MoveTime, "movetime 2^63-1 ms")
	lim, ok = s.goLimits("movetime 20000000000000")
	require.True(t, ok)
	assert.Positive(t, lim.MoveTime, "movetime 2e13 ms")
}
