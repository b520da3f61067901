package eval

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestFastPathsMatchReference runs every fast path (plans, folds, tables,
// splits, aggregates) against the reference interpreter on the golden
// bots, the embedded bots and the benchmark positions: scores and errors.
func TestFastPathsMatchReference(t *testing.T) {
	files, err := filepath.Glob("testdata/golden/*.chs")
	require.NoError(t, err)
	sources := map[string][]byte{}
	for _, b := range EmbeddedBots() {
		sources[b.Name+".chs"] = b.Source
	}
	for _, f := range files {
		src, err := os.ReadFile(f)
		require.NoError(t, err)
		sources[filepath.Base(f)] = src
	}
	positions := benchPositions(t)
	for name, src := range sources {
		bot, diags := Load(name, src)
		if bot == nil {
			continue // errors.chs does not load
		}
		require.Zero(t, diags.Errors(), name)
		t.Run(name, func(t *testing.T) {
			for _, p := range positions {
				sameScores(t, bot, p)
			}
		})
	}
}

// TestGuardedConditionsNeverFail pins the order of evaluation of loop
// conditions: left to right for each binding, so that a condition behind
// a false one is never evaluated, whatever the planner does. Each case
// gives the error (or none) on two positions: one where the guard holds
// for some binding, one where it never does.
func TestGuardedConditionsNeverFail(t *testing.T) {
	const (
		withQueens = "4k3/8/8/8/8/8/3Q4/4K3 w - - 0 1"
		noQueens   = "4k3/8/8/8/8/8/3R4/4K3 w - - 0 1"
	)
	tests := []struct {
		name, body      string
		errQueen, errNo string
	}{
		{"a guard on a later variable", "\tpiece a, b with b.type == queen, 1 / a.value > 0:\n\t\tscore 1\n",
			"g.chs:3:37: in rule r: division by zero", ""},
		{"a guard without a variable", "\tpiece p with me.count(queen) > 0, 1 / p.value > 0:\n\t\tscore 1\n",
			"g.chs:3:38: in rule r: division by zero", ""},
		{"a hoisted if after a guard", "\tpiece p with p.type == queen:\n\t\tif (1 / (p.rank - 2) > 0) score 1\n",
			"g.chs:4:9: in rule r: division by zero", ""},
		{"a cell loop's guard", "\tcell c with c.isEmpty == false, me.count(queen) > 0, 1 / (c.rank(me) - 1) > 0:\n\t\tscore 1\n",
			"g.chs:3:57: in rule r: division by zero", ""},
		{"a guarded condition inside a count", "\tscore count(piece a with a.type == queen, 1 / (a.rank - 2) > 0)\n",
			"g.chs:3:46: in rule r: division by zero", ""},
		{"a count that may fail behind a guard on a later variable", "\tpiece a, b with b.type == queen, count(piece q with 1 / (a.rank - 2) > 0) > 0:\n\t\tscore 1\n",
			"", ""}, // a bound to the queen has no b: the count never runs on rank 2
		{"statements that fail in binding order", "\tpiece p with player == me:\n\t\tscore 1 / (p.rank - 2)\n\t\tscore 1 / (p.rank - 1)\n",
			"g.chs:5:11: in rule r: division by zero", "g.chs:5:11: in rule r: division by zero"},
	}
	for _, tt := range tests {
		bot, diags := Load("g.chs", []byte("module evaluation\nrule r:\n"+tt.body))
		require.NotNil(t, bot, "%s: %v", tt.name, diags)
		for _, c := range []struct{ fen, want string }{{withQueens, tt.errQueen}, {noQueens, tt.errNo}} {
			p := position(t, c.fen)
			_, err := bot.NewEvaluator().Evaluate(p)
			assert.Equal(t, c.want, errText(err), "%s on %s", tt.name, c.fen)
			sameScores(t, bot, p)
		}
	}
}
