package eval

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestLetsByColour pins the lets by colour (colour.go): example5's white,
// a value by colour that still reads the king, and the lets that read it
// specialised per colour, with the scores of the reference interpreter.
// (A chess position always has both kings: its FEN is refused without.)
func TestLetsByColour(t *testing.T) {
	src := "module evaluation\nsym rule r:\n\tlet white = me.king.startingRow == $1\n" +
		"\tlet undeveloped = (white and not ($b1.isEmpty and $g1.isEmpty)) or (not white and not ($b8.isEmpty and $g8.isEmpty))\n" +
		"\tlet far = foe.king.startingRow != $8 or white\n" +
		"\tif (undeveloped) score 0.1\n\tif (far and $e4.isEmpty) score 0.2\n" +
		"\tlet mine = me.count(pawn) > 3\n\tif (mine and white) score 0.3\n"
	bot := load(t, "colour", src)
	body := bot.rules[0].body
	white := body[0].value
	require.Equal(t, opByColour, white.op, "white: a value by colour")
	assert.Equal(t, opKingThen, white.x.op, "read after the king")
	assert.Equal(t, []int64{1, 0}, []int64{white.x.k, white.y.k}, "true for white, false for black")
	undeveloped := body[1].value
	require.Equal(t, opByColour, undeveloped.op, "undeveloped: one expression per colour")
	assert.Equal(t, opEmptyCells, undeveloped.x.op, "for white: not ($b1.isEmpty and $g1.isEmpty)")
	assert.Equal(t, opEmptyCells, undeveloped.y.op, "for black: the eighth row's")
	assert.Equal(t, opByColour, body[2].value.op, "far, of the foe's king and white: by colour too")
	assert.Equal(t, opAnd, body[6].value.op, "an if's test is left as written")
	positions := benchPositions(t)
	for _, p := range positions {
		sameScores(t, bot, p)
	}
}
