package search

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestPonderRunsUntilTheHit: a ponder search on a clock ignores the clock
// until Limits.Ponder is closed (here once depth 3 is reported, well past
// the clock's time), then stops within its hard limit from the hit,
// keeping its iterations.
func TestPonderRunsUntilTheHit(t *testing.T) {
	p := position(t, "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3")
	hit := make(chan struct{})
	lim := Limits{WTime: 30 * time.Millisecond, BTime: 30 * time.Millisecond, Ponder: hit}
	deep := make(chan struct{}, 1)
	done := make(chan Result, 1)
	start := time.Now()
	go func() {
		done <- NewEngine(&materialEval{}, 16).Search(context.Background(), p, lim, func(i Info) {
			if i.Depth == 3 {
				deep <- struct{}{}
			}
		})
	}()
	select {
	case <-done:
		t.Fatal("a ponder search returned before its hit")
	case <-deep:
	}
	hard := lim.HardLimit(p.SideToMove())
	time.Sleep(time.Until(start.Add(50*hard)) + 10*time.Millisecond)
	require.Greater(t, time.Since(start), 50*hard, "pondering well past the clock's hard limit")
	select {
	case <-done:
		t.Fatal("a ponder search returned past its clock's time, before its hit")
	default:
	}
	at := time.Now()
	close(hit)
	var res Result
	// Unhit, the search runs forever: returning at all after the hit shows
	// the clock times it; the bound is only generous for a loaded machine.
	select {
	case res = <-done:
	case <-time.After(hard + 10*time.Second):
		t.Fatalf("no result within %v after the hit: the clock's hard limit is %v", time.Since(at), hard)
	}
	assert.True(t, legal(p, res.Move), "a legal move")
	assert.GreaterOrEqual(t, res.Depth, 3, "the iterations of the pondering are kept")
}
