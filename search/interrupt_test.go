package search

import (
	"context"
	"errors"
	"sync/atomic"
	"testing"
	"time"

	"github.com/chespel/chespel/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// errHalted is what spinEval returns when its flag is raised.
var errHalted = errors.New("halted")

// spinEval is an Interruptible evaluator whose evaluations after the first
// free ones never end by themselves: they spin until the search raises the
// flag (or, so that a broken search cannot hang the test, for a minute).
// fail makes it fail at once instead, with its flag down; onSpin, when
// set, is called as the first spin begins.
type spinEval struct {
	free, calls int
	flag        *atomic.Bool
	halted      int
	fail        error
	onSpin      func()
}

func (e *spinEval) SetInterrupt(stop *atomic.Bool) { e.flag = stop }

func (e *spinEval) Evaluate(p *board.Position) (int, error) {
	if e.calls++; e.calls <= e.free {
		return 0, nil
	}
	if e.fail != nil {
		return 0, e.fail
	}
	if e.onSpin != nil {
		e.onSpin()
		e.onSpin = nil
	}
	for end := time.Now().Add(time.Minute); time.Now().Before(end); {
		if e.flag != nil && e.flag.Load() {
			e.halted++
			return 0, errHalted
		}
	}
	return 0, nil
}

// TestInterruptibleEvaluatorStopsOnTime checks that the search raises an
// Interruptible evaluator's flag at its deadline and when its context is
// cancelled, takes the error that follows for the time being up (no
// Result.Err, a legal move), and removes the flag after the search.
func TestInterruptibleEvaluatorStopsOnTime(t *testing.T) {
	const start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
	for _, tc := range []struct {
		name   string
		free   int
		lim    Limits
		cancel bool
	}{
		{"movetime inside the first iteration", 0, Limits{MoveTime: 200 * time.Millisecond}, false},
		{"movetime after an iteration", 30, Limits{MoveTime: 200 * time.Millisecond}, false},
		{"maxTime", 0, Limits{MaxTime: 200 * time.Millisecond}, false},
		{"cancelled infinite search", 30, Limits{Infinite: true}, true},
	} {
		ev := &spinEval{free: tc.free}
		ctx, cancel := context.WithCancel(context.Background())
		if tc.cancel {
			ev.onSpin = cancel // cancelled inside the slow evaluation
		}
		p := position(t, start)
		res := NewEngine(ev, 1).Search(ctx, p, tc.lim, nil)
		cancel()
		assert.NoError(t, res.Err, "%s: time up is not an error", tc.name)
		assert.Equal(t, 1, ev.halted, "%s: one evaluation was interrupted", tc.name)
		assert.True(t, legal(p, res.Move), "%s: a legal move", tc.name)
		assert.Nil(t, ev.flag, "%s: the flag is removed after the search", tc.name)
	}
}

// TestInterruptibleEvaluatorErrorIsReported checks that an error of an
// Interruptible evaluator whose flag is down is the bot's error.
func TestInterruptibleEvaluatorErrorIsReported(t *testing.T) {
	boom := errors.New("division by zero")
	ev := &spinEval{free: 30, fail: boom}
	res := NewEngine(ev, 1).Search(context.Background(), position(t, "4k3/8/8/8/8/8/8/4K2R w - - 0 1"), Limits{MoveTime: time.Minute}, nil)
	require.ErrorIs(t, res.Err, boom, "the bot's error is reported")
	assert.Zero(t, ev.halted, "no interruption")
}
