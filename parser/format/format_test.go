package format_test

import (
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/chespel/chespel/eval"
	"github.com/chespel/chespel/lexer"
	"github.com/chespel/chespel/lexer/errtest"
	"github.com/chespel/chespel/parser/format"
	"github.com/chespel/chespel/types"
)

// script is a Chespel source found in the project.
type script struct {
	name string
	src  []byte
}

// projectScripts returns every .chs file of the project (fuzz corpora
// aside) and every ```chespel block of README.md and docs/.
func projectScripts(t *testing.T) []script {
	t.Helper()
	root := filepath.Join("..", "..")
	var out []script
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (d.Name() == "fuzz" || strings.HasPrefix(d.Name(), ".") && path != root) {
			return filepath.SkipDir
		}
		switch {
		case strings.HasSuffix(path, ".chs"):
			src, err := os.ReadFile(path)
			out = append(out, script{path, src})
			return err
		case strings.HasSuffix(path, ".md"):
			page, err := os.ReadFile(path)
			for _, b := range errtest.ChespelBlocks(string(page)) {
				out = append(out, script{path + ":" + strconv.Itoa(b.Line), []byte(b.Src)})
			}
			return err
		}
		return nil
	})
	require.NoError(t, err)
	require.Greater(t, len(out), 30, "the walk found the project's scripts")
	return out
}

// positionsRE matches the positions of a printed tree or message.
var positionsRE = regexp.MustCompile(`@?\d+:\d+:? ?`)

// checked returns what the checker makes of src: the program's tree print
// and the messages, positions left out.
func checked(name string, src []byte) (tree string, msgs []string) {
	prog, errs := types.Load(name, src)
	for _, e := range errs {
		msgs = append(msgs, e.Msg)
	}
	if prog != nil {
		tree = positionsRE.ReplaceAllString(types.Sprint(prog), "")
	}
	return tree, msgs
}

// fens are the positions on which formatted bots must score as before.
var fens = []string{
	"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
	"r1bqkbnr/pppp1ppp/2n5/4p3/3PP3/5N2/PPP2PPP/RNBQKB1R b KQkq - 0 3",
	"8/5k2/8/8/3Q4/8/8/4K3 w - - 0 1",
	"r3k2r/pp3ppp/2n1b3/3pP3/3P4/2N2N2/PP3PPP/R3K2R w KQkq - 2 12",
}

// scores returns the bot's score of each of fens (for a chess bot) or of
// its game's start position, or nil when src does not load as a bot.
func scores(t *testing.T, name string, src []byte) []int {
	bot, errs := eval.Load(name, src)
	if bot == nil || errs.Errors() > 0 {
		return nil
	}
	rules := bot.Program().Rules
	positions := fens
	if rules.Name() != "chess" {
		positions = []string{rules.StartFEN()}
	}
	var out []int
	for _, fen := range positions {
		pos, err := rules.ParseFEN(fen)
		require.NoError(t, err)
		s, err := bot.NewEvaluator().Evaluate(pos)
		if err != nil {
			s = -1 << 30
		}
		out = append(out, s)
	}
	return out
}

// TestProjectScripts formats every script of the project: formatting twice
// changes nothing more than once, and the formatted script checks to the
// same program with the same messages and scores the same positions alike.
func TestProjectScripts(t *testing.T) {
	formatted := 0
	for _, s := range projectScripts(t) {
		once, err := format.Source(s.name, s.src)
		if err != nil {
			var list lexer.ErrorList
			assert.ErrorAs(t, err, &list, "%s: only a syntax error stops the formatter", s.name)
			continue
		}
		formatted++
		twice, err := format.Source(s.name, once)
		if !assert.NoError(t, err, "%s: the formatted text formats", s.name) {
			continue
		}
		assert.Equal(t, string(once), string(twice), "%s: formatting is idempotent", s.name)
		tree, msgs := checked(s.name, s.src)
		tree2, msgs2 := checked(s.name, once)
		assert.Equal(t, tree, tree2, "%s: the same program", s.name)
		assert.Equal(t, msgs, msgs2, "%s: the same messages", s.name)
		assert.Equal(t, scores(t, s.name, s.src), scores(t, s.name, once), "%s: the same scores", s.name)
	}
	assert.Greater(t, formatted, 30, "scripts formatted")
}
