package search

import (
	"testing"
	"time"

	"github.com/chespel/chespel/board"
	"github.com/stretchr/testify/assert"
)

func TestBudget(t *testing.T) {
	ms := time.Millisecond
	cases := []struct {
		name       string
		lim        Limits
		side       board.Color
		soft, hard time.Duration
	}{
		{"no limit", Limits{Depth: 5}, board.White, 0, 0},
		{"infinite ignores time", Limits{Infinite: true, MoveTime: 10 * ms}, board.White, 0, 0},
		{"movetime", Limits{MoveTime: 100 * ms}, board.White, 100 * ms, 100 * ms},
		{"maxTime", Limits{MaxTime: 4 * time.Second}, board.Black, 4 * time.Second, 4 * time.Second},
		// The aim is (left - 20 ms) / 25 + 3/4 of the increment; soft is half
		// the aim, hard three times the aim.
		{"white's clock", Limits{WTime: 1000 * ms, BTime: 5 * ms}, board.White, 980 * ms / 25 / 2, 980 * ms / 25 * 3},
		{"black's clock with increment", Limits{WTime: 5 * ms, BTime: 2020 * ms, BInc: 100 * ms}, board.Black, (2000*ms/25 + 75*ms) / 2, (2000*ms/25 + 75*ms) * 3},
		{"moves to go", Limits{WTime: 1020 * ms, MovesToGo: 10}, board.White, 50 * ms, 300 * ms},
		// A third of the time left (plus the increment) caps three times the aim.
		{"a third of the clock", Limits{WTime: 620 * ms, WInc: 100 * ms}, board.White, (600*ms/25 + 75*ms) / 2, 200*ms + 75*ms},
		// The increment comes after the move: never more than the clock holds.
		{"big increment, little time", Limits{WTime: 320 * ms, WInc: 1000 * ms}, board.White, 150 * ms, 300 * ms},
		// Before the time control: up to three quarters of what is left.
		{"last move before the control", Limits{WTime: 1020 * ms, MovesToGo: 1}, board.White, 375 * ms, 750 * ms},
		{"almost no time", Limits{WTime: 5 * ms}, board.White, ms, ms},
		{"maxTime caps the clock", Limits{WTime: 60 * time.Second, MaxTime: 500 * ms}, board.White, 500 * ms, 500 * ms},
	}
	for _, c := range cases {
		b := c.lim.budget(c.side)
		assert.Equal(t, c.soft, b.soft, "%s: soft", c.name)
		assert.Equal(t, c.hard, b.hard, "%s: hard", c.name)
	}
}

// TestStretchByInstability pins how the best move's changes scale a
// clock's soft limit, and that movetime's is left alone.
func TestStretchByInstability(t *testing.T) {
	ms := time.Millisecond
	clock := budget{soft: 800 * ms, hard: 2400 * ms}
	cases := []struct {
		name     string
		unstable int
		soft     time.Duration
	}{
		{"stable for several iterations", 0, 600 * ms},
		{"changed three iterations ago", changeWeight / 4, 700 * ms},
		{"changed two iterations ago", changeWeight / 2, 800 * ms},
		{"changed in the last iteration", changeWeight, 1000 * ms},
		{"changed in each of the last two", changeWeight + changeWeight/2, 1200 * ms},
	}
	for _, c := range cases {
		b := clock.stretch(c.unstable)
		assert.Equal(t, c.soft, b.soft, "%s: soft", c.name)
		assert.Equal(t, clock.hard, b.hard, "%s: hard", c.name)
	}
	assert.Equal(t, 1800*ms, budget{soft: 1500 * ms, hard: 1800 * ms}.stretch(changeWeight).soft, "never past the hard limit")
	movetime := budget{soft: 100 * ms, hard: 100 * ms}
	assert.Equal(t, movetime, movetime.stretch(0), "movetime: soft is hard")
}
