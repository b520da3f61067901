//go:build unix

package shell

import (
	"context"
	"strings"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/chespel/chespel/board"
	"github.com/chespel/chespel/search"
)

// slowBot is materialBot whose evaluations, once started is set, never end
// by themselves: they spin until the search raises the flag it gives
// through search.Interruptible (or for a minute, so that a broken search
// cannot hang the tests). Its explanations stay quick.
type slowBot struct {
	materialBot
	flag    atomic.Pointer[atomic.Bool]
	started atomic.Bool // an evaluation is spinning
	halted  atomic.Int64
}

func (b *slowBot) SetInterrupt(stop *atomic.Bool) { b.flag.Store(stop) }

func (b *slowBot) Evaluate(p *board.Position) (int, error) {
	b.started.Store(true)
	for end := time.Now().Add(time.Minute); time.Now().Before(end); {
		if f := b.flag.Load(); f != nil && f.Load() {
			b.halted.Add(1)
			return 0, errHalted
		}
	}
	return b.materialBot.Evaluate(p)
}

// errHalted is what slowBot returns when its flag is raised.
var errHalted = assert.AnError

// TestInterruptStopsSlowEvaluation checks that Ctrl-C during a search
// whose one evaluation never ends by itself stops that evaluation: the
// search answers a move (no error: the time is up), and the shell goes on.
func TestInterruptStopsSlowEvaluation(t *testing.T) {
	bot := &slowBot{}
	var _ search.Interruptible = bot
	cfg := testConfig(t)
	cfg.Bot, cfg.Limits, cfg.CatchInterrupt = bot, search.Limits{}, true
	var out lockedBuffer
	done := make(chan error, 1)
	in := "startpos\nfen 7k/5Q2/6K1/8/8/8/8/8 b - - 0 1\n"
	go func() { done <- Run(context.Background(), strings.NewReader(in), &out, &out, cfg) }()
	waitFor(bot.started.Load)
	require.True(t, bot.started.Load(), "the search started")
	require.NoError(t, syscall.Kill(syscall.Getpid(), syscall.SIGINT))
	select {
	case err := <-done:
		require.NoError(t, err)
	case <-time.After(30 * time.Second):
		t.Fatal("the shell did not go on after Ctrl-C")
	}
	assert.Equal(t, int64(1), bot.halted.Load(), "the evaluation was interrupted")
	assert.Contains(t, out.String(), "\nmove: ", "the stopped search answers a move:\n%s", out.String())
	assert.NotContains(t, out.String(), "error", "the interruption is no error:\n%s", out.String())
	assert.True(t, strings.HasSuffix(out.String(), "game over: stalemate, 1/2-1/2\n"), "the shell went on:\n%s", out.String())
}
