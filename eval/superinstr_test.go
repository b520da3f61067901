package eval

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestPlayerSuperinstructions pins the one-node forms of session 8: a
// negated num literal is a constant, not (tests of empty cells) is one
// negated test, and me.king and foe.castled are read with no library
// call; the scores are the reference interpreter's.
func TestPlayerSuperinstructions(t *testing.T) {
	src := "module evaluation\nsym rule r:\n\tlet k = foe.king\n" +
		"\tlet undeveloped = not ($b1.isEmpty and $c1.isEmpty)\n" +
		"\tif (undeveloped) score -0.3\n\tif (me.castled) score 0.2\n\tif (not foe.castled) score k.rank * 0.01\n"
	bot := load(t, "superinstructions", src)
	body := bot.rules[0].body
	assert.Equal(t, opPlayerKing, body[0].value.op, "foe.king")
	assert.Equal(t, int64(1), body[0].value.k, "the foe")
	undeveloped := body[1].value
	assert.Equal(t, opEmptyCells, undeveloped.op, "not (... and ...): one node")
	assert.Equal(t, uint64(1), undeveloped.mask, "negated")
	assert.Equal(t, opNum, body[2].then[0].value.op, "-0.3")
	assert.Equal(t, int64(-300), body[2].then[0].value.k)
	assert.Equal(t, opPlayerCastled, body[3].value.op, "me.castled")
	assert.Equal(t, opNot, body[4].value.op)
	assert.Equal(t, opPlayerCastled, body[4].value.x.op, "foe.castled")
	for _, p := range nativePositions(t) {
		sameScores(t, bot, p)
	}
}
