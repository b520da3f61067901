package eval

import (
	"context"
	"testing"

	"github.com/chespel/chespel/search"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestDefaultBotSearches plays the default bot through the search, at a
// fixed depth: the contract between eval and search, end to end.
func TestDefaultBotSearches(t *testing.T) {
	bot, diags := Load(DefaultName+".chs", DefaultSource)
	require.NotNil(t, bot, "%v", diags)
	engine := search.NewEngine(bot.NewEvaluator(), 1)
	p := position(t, "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3")
	res := engine.Search(context.Background(), p, search.Limits{Depth: 3}, nil)
	require.NoError(t, res.Err)
	_, err := p.ParseUCI(p.UCI(res.Move))
	assert.NoError(t, err, "a legal move")
}

// BenchmarkSearchDefault runs the search's bench with the default bot at a
// small depth: nodes per second with the real evaluation.
func BenchmarkSearchDefault(b *testing.B) {
	bot, diags := Load(DefaultName+".chs", DefaultSource)
	require.NotNil(b, bot, "%v", diags)
	for b.Loop() {
		res, err := search.Bench(context.Background(), search.EvaluatorsFunc(func() search.Evaluator { return bot.NewEvaluator() }), 4)
		require.NoError(b, err)
		b.ReportMetric(float64(res.NPS()), "nodes/s")
	}
}
