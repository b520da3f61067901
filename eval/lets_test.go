package eval

import (
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// example5PhaseLet is the example5 port with its phase count (pc, the
// knights, bishops, rooks and queens of both sides), which seven rules
// count each for itself, made one module-level let.
const example5PhaseLet = "module evaluation\n\n// the pieces that pick the phase, counted once per position\n" +
	"let pc = count(piece p with type != pawn, type != king)\n"

// example5Let returns the example5 port and its version with the phase
// count as one module-level let.
func example5Let(tb testing.TB) (port, withLet *Bot) {
	src, err := os.ReadFile("../testdata/bots/example5.chs")
	require.NoError(tb, err)
	const perRule = "\tlet pc = me.count(knight) + me.count(bishop) + me.count(rook) + me.count(queen) +\n" +
		"\t\tfoe.count(knight) + foe.count(bishop) + foe.count(rook) + foe.count(queen)\n"
	require.Equal(tb, 7, strings.Count(string(src), perRule), "the port counts the phase in seven rules")
	text := strings.ReplaceAll(string(src), perRule, "")
	text = strings.Replace(text, "module evaluation\n", example5PhaseLet, 1)
	port, diags := Load("example5.chs", src)
	require.NotNil(tb, port, "%v", diags)
	withLet, diags = Load("example5let.chs", []byte(text))
	require.NotNil(tb, withLet, "%v", diags)
	require.Zero(tb, diags.Errors())
	return port, withLet
}

// TestModuleLetExample5 checks that the module-level let gives the port's
// scores on every native position (and the reference interpreter's).
func TestModuleLetExample5(t *testing.T) {
	port, withLet := example5Let(t)
	a, b := port.NewEvaluator(), withLet.NewEvaluator()
	for i, p := range nativePositions(t) {
		want, err := a.Evaluate(p)
		require.NoError(t, err)
		got, err := b.Evaluate(p)
		require.NoError(t, err)
		assert.Equal(t, want, got, "position %d %s", i, p.FEN())
		if i%16 == 0 {
			sameScores(t, withLet, p)
		}
	}
}

// BenchmarkExample5PhaseLet measures the port and its version with the
// phase count as a module-level let, on the bench positions.
func BenchmarkExample5PhaseLet(b *testing.B) {
	port, withLet := example5Let(b)
	positions := benchPositions(b)
	for _, bc := range []struct {
		name string
		bot  *Bot
	}{{"port", port}, {"let", withLet}} {
		b.Run(bc.name, func(b *testing.B) {
			e := bc.bot.NewEvaluator()
			for i := 0; b.Loop(); i++ {
				if _, err := e.Evaluate(positions[i%len(positions)]); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
