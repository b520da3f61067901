package eval

import (
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestEvaluatorsShareABot runs many evaluators of one bot at once (go test
// -race checks that the bot is only read) and checks that each gives the
// scores and explanations of a lone evaluator.
func TestEvaluatorsShareABot(t *testing.T) {
	bot, diags := Load(DefaultName+".chs", DefaultSource)
	require.NotNil(t, bot, "%v", diags)
	positions := benchPositions(t)
	want := make([]int, len(positions))
	wantScore := make([]string, len(positions))
	lone := bot.NewEvaluator()
	for i, p := range positions {
		var err error
		want[i], err = lone.Evaluate(p)
		require.NoError(t, err)
		wantScore[i], _, _, err = lone.Explain(p, true)
		require.NoError(t, err)
	}
	const workers = 8
	got := make([][]int, workers)
	gotScore := make([][]string, workers)
	var wg sync.WaitGroup
	for w := range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			ev := bot.NewEvaluator()
			for _, p := range positions {
				p = p.Clone() // a position is one goroutine's: Explain makes moves on it
				v, _ := ev.Evaluate(p)
				got[w] = append(got[w], v)
				s, _, _, _ := ev.Explain(p, true)
				gotScore[w] = append(gotScore[w], s)
			}
		}()
	}
	wg.Wait()
	for w := range workers {
		assert.Equal(t, want, got[w], "evaluator %d's scores", w)
		assert.Equal(t, wantScore, gotScore[w], "evaluator %d's explained scores", w)
	}
}
