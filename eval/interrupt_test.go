package eval

import (
	"context"
	"errors"
	"sync/atomic"
	"testing"
	"time"

	"github.com/chespel/chespel/board"
	"github.com/chespel/chespel/search"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// slowSource is a bot whose one loop visits every ordered 6-tuple of
// pieces: about 6.5×10⁸ bindings from the start position, seconds or
// minutes of evaluation (a condition that never holds keeps the planner
// from folding the loop).
const slowSource = `module evaluation

rule slow:
	piece a, b, c, d, e, f with a.row + b.row + c.row + d.row + e.row + f.row > 100:
		score 1
`

// startFEN is chess's start position.
const startFEN = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"

// loadSlow compiles slowSource.
func loadSlow(t *testing.T) *Bot {
	t.Helper()
	bot, diags := Load("slow.chs", []byte(slowSource))
	require.NotNil(t, bot, "%v", diags)
	return bot
}

// TestInterruptStopsEvaluation checks that raising the flag given to
// SetInterrupt stops an evaluation under way with ErrInterrupted, that
// evaluations return it at once while it stays up, and that the evaluator
// works again once the flag is removed.
func TestInterruptStopsEvaluation(t *testing.T) {
	ev := loadSlow(t).NewEvaluator()
	stop := new(atomic.Bool)
	ev.SetInterrupt(stop)
	time.AfterFunc(50*time.Millisecond, func() { stop.Store(true) })
	_, err := ev.Evaluate(position(t, startFEN))
	assert.ErrorIs(t, err, ErrInterrupted, "the slow evaluation under way")
	_, err = ev.Evaluate(position(t, startFEN))
	assert.ErrorIs(t, err, ErrInterrupted, "an evaluation while the flag is up")

	ev.SetInterrupt(nil)
	v, err := ev.Evaluate(position(t, "4k3/8/8/8/8/8/8/4K2R w - - 0 1"))
	require.NoError(t, err, "without the flag")
	assert.Equal(t, 0, v, "three pieces: no 6-tuple, score 0")
}

// recorder counts the interrupted evaluations of an evaluator that it
// forwards to, flag included.
type recorder struct {
	*Evaluator
	interrupted atomic.Int64
}

func (r *recorder) Evaluate(p *board.Position) (int, error) {
	v, err := r.Evaluator.Evaluate(p)
	if errors.Is(err, ErrInterrupted) {
		r.interrupted.Add(1)
	}
	return v, err
}

// TestSlowBotSearchIsInterrupted searches with a bot whose one evaluation
// takes seconds, under a 100 ms limit and under a cancelled context: the
// search stops inside the evaluation (rather than after it), answers a
// legal move and reports no error.
func TestSlowBotSearchIsInterrupted(t *testing.T) {
	bot := loadSlow(t)
	for _, tc := range []struct {
		name string
		lim  search.Limits
		stop time.Duration // cancel the context after this, 0: never
	}{
		{"movetime 100", search.Limits{MoveTime: 100 * time.Millisecond}, 0},
		{"cancelled infinite search", search.Limits{Infinite: true}, 100 * time.Millisecond},
	} {
		t.Run(tc.name, func(t *testing.T) {
			rec := &recorder{Evaluator: bot.NewEvaluator()}
			var ev search.Evaluator = rec
			_, ok := ev.(search.Interruptible)
			require.True(t, ok, "the evaluator is interruptible")
			ctx, cancel := context.WithCancel(context.Background())
			defer cancel()
			if tc.stop > 0 {
				time.AfterFunc(tc.stop, cancel)
			}
			engine := search.NewEngine(ev, 1)
			res := engine.Search(ctx, position(t, startFEN), tc.lim, nil)
			assert.NoError(t, res.Err, "%s: time up is not a bot error", tc.name)
			assert.Positive(t, rec.interrupted.Load(), "%s: the evaluation was interrupted", tc.name)
			p := position(t, startFEN)
			_, err := p.ParseUCI(p.UCI(res.Move))
			assert.NoError(t, err, "%s: a legal move", tc.name)
			// The flag is removed after the search: the evaluator is usable.
			_, err = rec.Evaluate(position(t, "4k3/8/8/8/8/8/8/4K2R w - - 0 1"))
			assert.NoError(t, err, "%s: evaluating after the search", tc.name)
		})
	}
}
