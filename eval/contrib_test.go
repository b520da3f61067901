package eval

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/chespel/chespel/board"
	"github.com/chespel/chespel/lexer"
)

// TestContributionsSumToTheScore checks the tuning hook on the default
// bot: what the score statements report adds up to Evaluate's score, and
// every statement it names is a score statement of the script.
func TestContributionsSumToTheScore(t *testing.T) {
	bot, diags := Load(DefaultName+".chs", DefaultSource)
	require.NotNil(t, bot, "%v", diags)
	rules, err := board.Chess()
	require.NoError(t, err)
	ev := bot.NewEvaluator()
	for _, fen := range []string{
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
		"r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N2N2/PP2BPPP/R1BQK2R w KQ - 0 8",
		"8/8/8/4k3/8/8/8/3QK3 b - - 0 1",
		"8/5k2/8/8/3R4/8/8/4K3 w - - 0 1",
	} {
		p, err := rules.ParseFEN(fen)
		require.NoError(t, err)
		want, err := ev.Evaluate(p)
		require.NoError(t, err)
		sum, n := int64(0), 0
		got, err := ev.Contributions(p, func(at lexer.Pos, v int64) {
			sum += v
			n++
			assert.True(t, at.IsValid(), "%s: a statement's position", fen)
		})
		require.NoError(t, err)
		assert.Equal(t, want, got, "%s: the score", fen)
		assert.Equal(t, int64(want), sum, "%s: the contributions add up", fen)
		assert.Positive(t, n, "%s: statements ran", fen)
	}
	_, err = ev.Contributions(nil, func(lexer.Pos, int64) {})
	assert.Error(t, err, "no position")
}
