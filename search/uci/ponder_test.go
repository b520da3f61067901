package uci

import (
	"context"
	"io"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// pipeSession runs Run on a pipe; send writes lines, and close ends the
// session and returns the whole output.
func pipeSession(t *testing.T, cfg Config) (send func(string), out *syncBuffer, close func() string) {
	pr, pw := io.Pipe()
	out = newSyncBuffer()
	done := make(chan error, 1)
	go func() { done <- Run(context.Background(), pr, out, cfg) }()
	send = func(s string) {
		_, err := io.WriteString(pw, s)
		require.NoError(t, err)
	}
	close = func() string {
		require.NoError(t, pw.Close())
		select {
		case err := <-done:
			require.NoError(t, err)
		case <-time.After(20 * time.Second):
			t.Fatalf("Run did not return; output so far:\n%s", out.String())
		}
		return out.String()
	}
	return send, out, close
}

// waitBest waits for the next bestmove line.
func waitBest(t *testing.T, out *syncBuffer) {
	t.Helper()
	select {
	case <-out.best:
	case <-time.After(20 * time.Second):
		t.Fatalf("no bestmove; output so far:\n%s", out.String())
	}
}

// waitFor waits until the output holds text, and fails the test after a
// wait long enough for a slow machine.
func waitFor(t *testing.T, out *syncBuffer, text string) {
	t.Helper()
	for deadline := time.Now().Add(20 * time.Second); !strings.Contains(out.String(), text); time.Sleep(time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("no %q; output so far:\n%s", text, out.String())
		}
	}
}

// TestPonderWaitsForPonderhit: a go ponder on a clock answers neither
// when its clock's time is past nor when it found a mate, only after
// ponderhit, and then within the clock's time from the hit.
func TestPonderWaitsForPonderhit(t *testing.T) {
	send, out, close := pipeSession(t, testConfig(t))
	send("position fen 6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1\ngo ponder wtime 200 btime 200\n")
	sent := time.Now()
	waitFor(t, out, " score mate 1 ") // found while pondering, however slow the machine
	time.Sleep(time.Until(sent.Add(400 * time.Millisecond)))
	assert.NotContains(t, out.String(), "bestmove", "no bestmove while pondering, past the clock's time")
	hit := time.Now()
	send("ponderhit\n")
	waitBest(t, out)
	// The mate is known at the hit: the answer does not wait for the search.
	assert.Less(t, time.Since(hit), 200*time.Millisecond+protocolBound, "the answer comes within the clock's time after ponderhit (slack for a loaded machine)")
	assert.Contains(t, close(), "bestmove a1a8", "the mate found while pondering")
}

// TestPonderhitTimesTheSearch: after ponderhit a long ponder search stops
// by its clock (a search that would otherwise run until stop).
func TestPonderhitTimesTheSearch(t *testing.T) {
	send, out, close := pipeSession(t, testConfig(t))
	send("position startpos moves e2e4 e7e5\ngo ponder wtime 3000 btime 3000\n")
	waitFor(t, out, "info depth 1 ") // an iteration done before the hit, however slow the machine
	assert.NotContains(t, out.String(), "bestmove", "no bestmove while pondering")
	hit := time.Now()
	send("ponderhit\n")
	waitBest(t, out)
	// Unhit, the search runs until stop: any answer shows the clock times it
	// after the hit; the bound is the whole 3 s clock plus slack for a load.
	assert.Less(t, time.Since(hit), 3*time.Second+protocolBound, "timed by a 3 s clock after the hit")
	text := close()
	assert.Contains(t, text, "info depth", "the search's lines")
	requireLegal(t, testConfig(t), []string{"e2e4", "e7e5"}, bestMoveOf(t, text))
}

// TestStopWhilePondering: a ponder miss is answered by stop at once, and
// the next go searches the real position.
func TestStopWhilePondering(t *testing.T) {
	cfg := testConfig(t)
	send, out, close := pipeSession(t, cfg)
	send("position startpos moves e2e4 e7e5\ngo ponder wtime 3000 btime 3000\n")
	time.Sleep(50 * time.Millisecond)
	send("stop\n")
	waitBest(t, out)
	send("position startpos moves e2e4 d7d5\ngo depth 2\n")
	waitBest(t, out)
	text := close()
	assert.Equal(t, 2, strings.Count(text, "bestmove "), "one answer per go:\n%s", text)
	requireLegal(t, cfg, []string{"e2e4", "d7d5"}, bestMoveOf(t, text))
}

// TestPonderhitWithoutPonderIsIgnored: a ponderhit after an ordinary go
// neither stops it nor answers twice.
func TestPonderhitWithoutPonderIsIgnored(t *testing.T) {
	send, out, close := pipeSession(t, testConfig(t))
	send("position startpos\ngo depth 3\nponderhit\n")
	waitBest(t, out)
	send("ponderhit\nisready\n")
	text := close()
	assert.Equal(t, 1, strings.Count(text, "bestmove "), "one answer:\n%s", text)
	assert.Contains(t, text, "info depth 3 ", "the search ran to its depth")
}

// TestThreadsOption searches with two threads through the protocol, and
// rejects a value out of range.
func TestThreadsOption(t *testing.T) {
	cfg := testConfig(t)
	out, _ := runSession(t, cfg, "uci\nsetoption name Threads value 2\nsetoption name Threads value 65\nposition startpos moves e2e4\ngo depth 5\n#wait\nquit\n")
	assert.Contains(t, out, "option name Threads type spin default 1 min 1 max 64\n", "announced")
	assert.Contains(t, out, "info string error: setoption Threads: got value \"65\", want a number from 1 to 64\n", "out of range")
	assert.Contains(t, out, "info depth 5 ", "searched to depth 5")
	requireLegal(t, cfg, []string{"e2e4"}, bestMoveOf(t, out))
	cfg.Evals = nil
	out, _ = runSession(t, cfg, "uci\nsetoption name Threads value 2\nquit\n")
	assert.NotContains(t, out, "option name Threads", "not offered without Evals")
	assert.Contains(t, out, "unknown option Threads", "refused without Evals")
}
