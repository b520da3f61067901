package eval

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestHints pins chespel check's hints about slow loops: none for the
// default bot, whose loops are planned; one for a loop that tests the
// position for each pair of pieces, and one for a body that reads the
// position for each of many bindings, each with its estimate.
func TestHints(t *testing.T) {
	bot, diags := Load(DefaultName+".chs", DefaultSource)
	require.NotNil(t, bot, "%v", diags)
	assert.Empty(t, Hints(bot), "the default bot's loops are planned")

	src := "module evaluation\n" +
		"sym rule pairs:\n\tpiece a, b with a.player == me, b.player == foe, a.attackedBy.len > b.coveredBy.len:\n\t\tscore 0.01\n" +
		"sym rule cells:\n\tcell c with c.row >= $1:\n\t\tlet a = len(c.attackedBy(me)) - len(c.attackedBy(foe))\n\t\tscore a * len(c.attackedBy(me)) * len(c.attackedBy(foe)) * 0.01\n" +
		"sym rule table:\n\tpiece p with player == me:\n\t\tif (p.row > $4) score 0.1\n\t\telse if (p.col == $a) score 0.05\n"
	bot, diags = Load("slow.chs", []byte(src))
	require.NotNil(t, bot, "%v", diags)
	hints := Hints(bot)
	require.Len(t, hints, 2, "%v", hints)
	assert.Equal(t, 3, hints[0].Pos.Line, "the pair loop")
	assert.Contains(t, hints[0].Msg, "tests the condition at line 3 for each of up to 256 bindings")
	assert.True(t, hints[0].Warning)
	assert.Equal(t, 6, hints[1].Pos.Line, "the cell loop")
	assert.Contains(t, hints[1].Msg, "runs its body for each of up to 64 bindings")
}

// TestHintsGolden compares the hints of each bot of testdata/hints with
// NAME.golden, one "line:col: message" per hint: slow counting expressions
// (count, exists, sum, in rules and module-level lets) draw the loop's
// hints, named by their form, and their fast forms none.
func TestHintsGolden(t *testing.T) {
	bots, err := filepath.Glob("testdata/hints/*.chs")
	require.NoError(t, err)
	require.NotEmpty(t, bots)
	for _, path := range bots {
		src, err := os.ReadFile(path)
		require.NoError(t, err)
		bot, diags := Load(filepath.Base(path), src)
		require.NotNil(t, bot, "%s: %v", path, diags)
		var b strings.Builder
		for _, h := range Hints(bot) {
			fmt.Fprintf(&b, "%d:%d: %s\n", h.Pos.Line, h.Pos.Col, h.Msg)
		}
		golden(t, strings.TrimSuffix(path, ".chs")+".golden", b.String())
	}
}
