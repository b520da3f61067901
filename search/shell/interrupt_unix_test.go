//go:build unix

package shell

import (
	"context"
	"strings"
	"syscall"
	"testing"

	"github.com/chespel/chespel/search"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// interruptDuring runs the shell on in with a search that has no limit,
// sends this process an interrupt once the output holds after, and returns
// the output once the shell ends.
func interruptDuring(t *testing.T, in, after string) string {
	t.Helper()
	cfg := testConfig(t)
	cfg.Limits = search.Limits{}
	cfg.CatchInterrupt = true
	var out lockedBuffer
	done := make(chan error, 1)
	go func() { done <- Run(context.Background(), strings.NewReader(in), &out, &out, cfg) }()
	waitFor(func() bool { return strings.Contains(out.String(), after) })
	require.Contains(t, out.String(), after, "the search started")
	require.NoError(t, syscall.Kill(syscall.Getpid(), syscall.SIGINT))
	require.NoError(t, <-done)
	return out.String()
}

// TestInterruptStopsSearch checks that Ctrl-C during a search stops the
// search, which answers its best move so far, and not the shell, which
// goes on to the next line.
func TestInterruptStopsSearch(t *testing.T) {
	out := interruptDuring(t, "startpos\nfen 7k/5Q2/6K1/8/8/8/8/8 b - - 0 1\n", "score: 0 (white to move)\n")
	assert.Contains(t, out, "\nmove: ", "the stopped search answers a move")
	assert.True(t, strings.HasSuffix(out, "game over: stalemate, 1/2-1/2\n"), "the shell went on:\n%s", out)
}

// TestInterruptLeavesPlay checks that Ctrl-C while the bot thinks in play
// mode leaves play mode with the FEN to go on from.
func TestInterruptLeavesPlay(t *testing.T) {
	out := interruptDuring(t, "play\nai\nai\nfen 7k/5Q2/6K1/8/8/8/8/8 b - - 0 1\n", "score: 0 (white to move)\n")
	assert.Contains(t, out, "play stopped; to resume: play rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\n")
	assert.True(t, strings.HasSuffix(out, "game over: stalemate, 1/2-1/2\n"), "the shell went on:\n%s", out)
}
