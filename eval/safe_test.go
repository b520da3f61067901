package eval

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestSafeMobilityOfAVariableIsOneNode pins the planner's form of
// p.safeMobility: one opVarMobility node marked safe, and a sum of them
// summed with no score per piece, as p.mobility is; and weighted
// safeChecks as one fused count, as kingAttacks are. The scores are the
// straightforward path's.
func TestSafeMobilityOfAVariableIsOneNode(t *testing.T) {
	src := "module evaluation\nsym rule mobility:\n" +
		"\tlet m = sum(piece p with player == me, type == knight or type == bishop: p.safeMobility)\n\tscore m * 0.1\n" +
		"\tpiece q with player == me, type == queen, q.safeMobility > 10:\n\t\tscore q.safeMobility * 0.01\n" +
		"\tscore 0.2 * foe.safeChecks(queen) - 0.1 * me.safeChecks(knight)\n"
	bot := load(t, "safe", src)
	body := bot.rules[0].body
	value := body[0].value.count.body[0].value
	assert.Equal(t, opVarMobility, value.op, "p.safeMobility in a sum: one node")
	assert.Equal(t, uint64(1), value.mask, "marked safe")
	assert.Equal(t, sumSafeMobility, body[0].value.count.sum, "the sum of the safe mobilities, with no score per piece")
	assert.True(t, body[0].value.count.mobilityWord, "read at once on one word, as a sum of p.mobility is")
	l := body[2].loop
	require.Len(t, l.vars[0].conds, 1)
	assert.Equal(t, opVarMobility, l.vars[0].conds[0].x.op)
	assert.Equal(t, opZoneCount, body[3].value.op, "weighted safe checks: one fused count (kindcount.go)")
	groups := body[3].value.fused.groups
	require.Len(t, groups, 2, "one group a player")
	assert.Equal(t, []int64{1, 0}, []int64{int64(groups[0].rel), int64(groups[1].rel)}, "foe's, then mine")
	assert.Equal(t, int64(200), groups[0].ws[kQueen], "foe's queens")
	assert.Equal(t, int64(-100), groups[1].ws[kKnight], "my knights")
	for _, p := range nativePositions(t) {
		sameScores(t, bot, p)
	}
}
