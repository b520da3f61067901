package types

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestPhaseMaterial checks M0, the start position's phase material, in
// every embedded game with the rule set's values, and with PeSTO's
// weights in chess: the pieces that neither promote nor are royal count
// (xiangqi's soldiers do not promote, so they count).
func TestPhaseMaterial(t *testing.T) {
	tests := []struct {
		game  string
		total int64 // thousandths
	}{
		{"chess", 62000}, {"capablanca", 94000}, {"xiangqi", 96000}, {"makruk", 45000},
		{"shatranj", 40000}, {"amazon", 68000}, {"newzealand", 62000},
	}
	for _, tt := range tests {
		src := "module search\ngame = \"" + tt.game + "\"\nmodule evaluation\nrule r:\n\tscore phase\n"
		prog, errs := Load("phase.chs", []byte(src))
		require.NotNil(t, prog, "%s: %v", tt.game, errs)
		assert.Equal(t, tt.total, prog.Phase.Total, "M0 of %s", tt.game)
		assert.False(t, prog.Phase.Custom, "%s: default weights", tt.game)
	}
	prog, errs := Load("pesto.chs", []byte("module evaluation\nphase weights: knight = 1, bishop = 1, rook = 2, queen = 4\nrule r:\n\tscore phase\n"))
	require.NotNil(t, prog, "%v", errs)
	assert.Equal(t, int64(24000), prog.Phase.Total, "PeSTO's 24")
	assert.Equal(t, []int64{0, 1000, 1000, 2000, 4000, 0}, prog.Phase.Weights, "PeSTO's weights by kind")
	assert.True(t, prog.Phase.Custom)
}

// TestModuleLetSlots checks that module-level lets take the first slots of
// every rule's frame, endgame rules included, in source order.
func TestModuleLetSlots(t *testing.T) {
	src := "module endgame\nendgame 'KQk':\n\trule e:\n\t\tlet x = b\n\t\tscore x\n" +
		"module evaluation\nlet a = 1\nlet b = a + count(piece p)\nrule r:\n\tlet c = a\n\tscore b + c\n"
	prog, errs := Load("lets.chs", []byte(src))
	require.NotNil(t, prog, "%v", errs)
	require.Len(t, prog.Lets, 2)
	assert.Equal(t, 0, prog.Lets[0].Name.Slot, "let a")
	assert.Equal(t, 1, prog.Lets[1].Name.Slot, "let b")
	assert.Equal(t, 2, prog.LetFrame, "b's count variable takes slot 1 before b does")
	assert.Equal(t, 3, prog.Evaluation[0].Slots, "rule r: a, b, then c")
	assert.Equal(t, 3, prog.Endgames[0].Rules[0].Slots, "endgame rule e: a, b, then x")
}
