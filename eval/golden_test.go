package eval

import (
	"flag"
	"math"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/chespel/chespel/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata/golden")

// golden compares got with the file, or rewrites the file with -update.
func golden(t *testing.T, path, got string) {
	t.Helper()
	if *update {
		require.NoError(t, os.WriteFile(path, []byte(got), 0o644))
		return
	}
	want, err := os.ReadFile(path)
	require.NoError(t, err, "run go test ./eval -update to create %s", path)
	assert.Equal(t, string(want), got, "%s (go test ./eval -update rewrites it)", path)
}

// TestGolden runs every bot of testdata/golden on the positions that its
// "// fen: FEN" comment lines list, and compares the verbose evaluation
// (justification lines, score and negated score) with NAME.golden.
func TestGolden(t *testing.T) {
	bots, err := filepath.Glob("testdata/golden/*.chs")
	require.NoError(t, err)
	require.NotEmpty(t, bots)
	for _, path := range bots {
		t.Run(filepath.Base(path), func(t *testing.T) {
			src, err := os.ReadFile(path)
			require.NoError(t, err)
			golden(t, strings.TrimSuffix(path, ".chs")+".golden", runBot(t, filepath.Base(path), src))
		})
	}
}

// runBot evaluates a bot on its listed positions, verbose, and returns the
// transcript; Evaluate must agree with Explain wherever the position is not
// over.
func runBot(t *testing.T, name string, src []byte) string {
	bot, diags := Load(name, src)
	require.NotNil(t, bot, "%s: %v", name, diags)
	var out strings.Builder
	for _, fen := range fens(src) {
		p := position(t, fen)
		out.WriteString("fen: " + fen + "\n")
		score, negated, lines, err := bot.NewEvaluator().Explain(p, true)
		if err != nil {
			out.WriteString("error: " + err.Error() + "\n\n")
			_, everr := bot.NewEvaluator().Evaluate(p)
			assert.EqualError(t, everr, err.Error(), "Evaluate's error on %s", fen)
			continue
		}
		for _, l := range lines {
			out.WriteString(l + "\n")
		}
		out.WriteString("score: " + score + " (negated: " + negated + ")\n\n")
		checkEvaluate(t, bot, p, score)
	}
	return out.String()
}

// checkEvaluate checks that Evaluate gives Explain's score (in
// thousandths), and that the non-verbose Explain does too, for positions
// that are not over.
func checkEvaluate(t *testing.T, bot *Bot, p *board.Position, score string) {
	var buf [256]board.Move
	if len(p.LegalMoves(buf[:0])) == 0 {
		return
	}
	got, err := bot.NewEvaluator().Evaluate(p)
	require.NoError(t, err)
	plain, _, lines, err := bot.NewEvaluator().Explain(p, false)
	require.NoError(t, err)
	assert.Nil(t, lines, "non-verbose lines on %s", p.FEN())
	assert.Equal(t, score, plain, "non-verbose score on %s", p.FEN())
	want, err := strconv.ParseFloat(score, 64)
	require.NoError(t, err)
	assert.Equal(t, int(math.Round(want*1000)), got, "Evaluate on %s", p.FEN())
	asWritten, err := bot.evaluatePlain(p)
	require.NoError(t, err)
	assert.Equal(t, int64(got), asWritten, "Evaluate and loops as written on %s", p.FEN())
}

// evaluatePlain evaluates p with the bot's loops compiled as written,
// without any plan (no folded condition, no split loop, no table): the
// reference for the planned evaluation.
func (b *Bot) evaluatePlain(p *board.Position) (int64, error) {
	plain, err := prepareFor(b.file, b.prog, b.g.rules, true)
	if err != nil {
		return 0, err
	}
	total, _, err := plain.NewEvaluator().ev.run(plain, p, false)
	return total, err
}

// fens returns the positions that a bot's "// fen: " lines list.
func fens(src []byte) []string {
	var out []string
	for _, line := range strings.Split(string(src), "\n") {
		if fen, ok := strings.CutPrefix(strings.TrimSpace(line), "// fen: "); ok {
			out = append(out, fen)
		}
	}
	return out
}

// position reads "startpos" or a FEN.
func position(t *testing.T, fen string) *board.Position {
	rules, err := board.Chess()
	require.NoError(t, err)
	if fen == "startpos" {
		return rules.StartPosition()
	}
	p, err := rules.ParseFEN(fen)
	require.NoError(t, err, fen)
	return p
}
