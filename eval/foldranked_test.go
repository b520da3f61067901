package eval

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// rankedRules are loop conditions that compare the ranks of two pieces: the
// default bot's pawn shield, a shield in front of the opponent's king (the
// other piece of the other colour), and a test that reads only the
// variable's rank beside the other square's col, and pawns facing each
// other across the board (two variables of two colours).
const rankedRules = `module evaluation
sym rule shield:
	let k = me.king
	score count(piece q with player == me, type == pawn, rank == k.rank + 1, abs(q.col - k.col) <= 1) * 0.1
sym rule facing:
	let f = foe.king
	score count(piece q with player == me, type == pawn, rank == f.rank + 1) * 0.01
sym rule beside:
	let k = me.king
	score count(piece q with player == me, type != king, rank >= 3, q.col == k.col) * 0.001
sym rule facingPawns:
	piece a with player == me, type == pawn:
		piece b with player == foe, type == pawn, rank == a.rank, abs(b.col - a.col) <= 1:
			score 0.0001
`

// TestRankedConditionsFold pins foldRanked: the rank comparison of
// pawnShield is a coloured table (no condition left to test per piece),
// whose entries hold for each colour of the pawns and of the king, and the
// scores are the reference interpreter's.
func TestRankedConditionsFold(t *testing.T) {
	bot := load(t, "ranked", rankedRules)
	shield := bot.rules[0].body[1].value.x.count
	require.NotNil(t, shield, "shield's count is a loop")
	v := shield.vars[0]
	assert.Empty(t, v.conds, "rank == k.rank + 1 is folded")
	require.Len(t, v.tables, 2, "the ranks' coloured table, and the cols' table")
	ranks := v.tables[0]
	require.True(t, ranks.coloured)
	require.Len(t, ranks.words, 4*64, "a block of 64 entries for each colour of the pawns and of the king")
	const g1, g8 = 6, 62
	assert.Equal(t, uint64(0xff00), ranks.words[g1], "white pawns, white king on g1: the second row")
	assert.Equal(t, uint64(0x00ff000000000000), ranks.words[3*64+g8], "black pawns, black king on g8: the seventh row")
	assert.Equal(t, uint64(0xff00), ranks.words[64+g8], "white pawns, black king on g8 (its first rank): white's second rank")
	assert.False(t, v.tables[1].coloured, "abs(q.col - k.col) <= 1 reads no rank")
	outer := bot.rules[3].body[0].loop
	require.Len(t, outer.body, 1)
	require.Equal(t, stLoop, outer.body[0].kind)
	b := outer.body[0].loop.vars[0]
	assert.Empty(t, b.conds, "b's rank against a's, of the other colour: folded")
	require.NotEmpty(t, b.tables)
	assert.True(t, b.tables[0].coloured)

	ev := bot.NewEvaluator()
	tested := 0
	for i, p := range nativePositions(t) {
		if drawReason(p) != "" {
			continue
		}
		tested++
		got, err := ev.Evaluate(p)
		require.NoError(t, err, p.FEN())
		ref, err := refEvaluate(bot, p)
		require.NoError(t, err, p.FEN())
		assert.Equal(t, ref, int64(got), "position %d %s: the reference interpreter", i, p.FEN())
	}
	assert.GreaterOrEqual(t, tested, 200, "positions compared")
}
