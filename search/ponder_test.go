package search

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
)

// TestPonderRunsUntilTheHit: a ponder search on a clock ignores the clock
// until Limits.Ponder is closed, then stops within its hard limit from the
// hit, keeping its iterations.
func TestPonderRunsUntilTheHit(t *testing.T) {
	p := position(t, "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3")
	hit := make(chan struct{})
	lim := Limits{WTime: 300 * time.Millisecond, BTime: 300 * time.Millisecond, Ponder: hit}
	done := make(chan Result, 1)
	go func() { done <- NewEngine(&materialEval{}, 16).Search(context.Background(), p, lim, nil) }()
	select {
	case <-done:
		t.Fatal("a ponder search returned before its hit")
	case <-time.After(400 * time.Millisecond):
	}
	at := time.Now()
	close(hit)
	var res Result
	select {
	case res = <-done:
	case <-time.After(5 * time.Second):
		t.Fatal("no result after the hit")
	}
	hard := lim.HardLimit(p.SideToMove())
	assert.Less(t, time.Since(at), hard+time.Second, "stopped soon after the hard limit (%v) from the hit (a second's slack for a loaded machine)", hard)
	assert.True(t, legal(p, res.Move), "a legal move")
	assert.GreaterOrEqual(t, res.Depth, 2, "the iterations of the pondering are kept")
}
