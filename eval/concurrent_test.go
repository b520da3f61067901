package eval

import (
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestEvaluatorsShareABot runs many evaluators of each embedded bot at once
// (go test -race checks that the bot is only read: the pesto bot's tables,
// phase weights and module-level lets too, which Lazy SMP's helper threads
// read at once) and checks that each gives the scores and explanations of a
// lone evaluator.
func TestEvaluatorsShareABot(t *testing.T) {
	for _, b := range EmbeddedBots() {
		t.Run(b.Name, func(t *testing.T) { evaluatorsShareABot(t, b) })
	}
}

func evaluatorsShareABot(t *testing.T, b Embedded) {
	bot, diags := Load(b.Name+".chs", b.Source)
	require.NotNil(t, bot, "%s: %v", b.Name, diags)
	positions := benchPositions(t)
	want := make([]int, len(positions))
	wantScore := make([]string, len(positions))
	lone := bot.NewEvaluator()
	for i, p := range positions {
		var err error
		want[i], err = lone.Evaluate(p)
		require.NoError(t, err, "%s: %s", b.Name, p.FEN())
		wantScore[i], _, _, err = lone.Explain(p, true)
		require.NoError(t, err, "%s: %s", b.Name, p.FEN())
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
		assert.Equal(t, want, got[w], "%s: evaluator %d's scores", b.Name, w)
		assert.Equal(t, wantScore, gotScore[w], "%s: evaluator %d's explained scores", b.Name, w)
	}
}
