package eval

import (
	"runtime"
	"testing"
	"time"

	"github.com/chespel/chespel/board"
	"github.com/stretchr/testify/assert"
)

// The same-run ratio: a bot and its Go version (native_test.go) run in
// alternating blocks of evaluations on one OS thread, each block timed by
// the thread's CPU clock, and the ratio of the sums is the figure
// ("x-go"). The thread's clock leaves out the time that other processes
// take; alternating the blocks, in the order first-second, second-first
// (ABBA), cancels the machine's drift under a changing load (a CPU second
// that does less work while the neighbours run): a drift that is linear
// over four blocks cancels exactly. So the ratio holds on a shared machine
// where separate benchmark runs move by ±40%.

// ratioBlockEvals is the least number of evaluations in a block: about two
// milliseconds of work, so that reading the clock (a system call) costs
// nothing that shows, and the load's drift within a block is small.
const ratioBlockEvals = 2000

// blockEvals is the number of evaluations of a block over n positions in
// turn: whole rounds of the positions, at least ratioBlockEvals, so that
// both sides evaluate each position as often.
func blockEvals(n int) int {
	return (ratioBlockEvals + n - 1) / n * n
}

// blockTimes sums the CPU time of the blocks of two sides run in turn.
type blockTimes struct {
	first, second time.Duration
	pairs         int
}

// pair runs one block of each side, timed by clock: first then second
// when i is even, second then first when it is odd.
func (t *blockTimes) pair(i int, clock func() time.Duration, first, second func()) {
	if i%2 == 0 {
		t.first += timed(clock, first)
		t.second += timed(clock, second)
	} else {
		t.second += timed(clock, second)
		t.first += timed(clock, first)
	}
	t.pairs++
}

// timed returns the time by clock that run takes.
func timed(clock func() time.Duration, run func()) time.Duration {
	start := clock()
	run()
	return clock() - start
}

// ratio is the first side's time over the second's.
func (t blockTimes) ratio() float64 {
	return float64(t.first) / float64(t.second)
}

// perEval returns each side's time per evaluation, in nanoseconds, for
// blocks of n evaluations.
func (t blockTimes) perEval(n int) (first, second float64) {
	evals := float64(t.pairs * n)
	return float64(t.first.Nanoseconds()) / evals, float64(t.second.Nanoseconds()) / evals
}

// BenchmarkRatio runs each bot of nativeCases beside its Go version, in
// alternating blocks on one thread (see blockTimes), over the bench
// positions (positions=bench), and example5 on the four positions of the
// original's measurement (positions=original). It reports x-go, the bot's
// CPU time over its Go version's, with each side's time per evaluation
// (cpu-ns/eval and go-cpu-ns/eval, thread CPU time). An op is one block of
// each side, so ns/op is the wall-clock time of a pair of blocks:
//
//	go test ./eval -run '^$' -bench 'Ratio/.*/bot=(example5|default)$' -count 5
func BenchmarkRatio(b *testing.B) {
	positions := benchFENPositions(b)
	b.Run("positions=bench", func(b *testing.B) {
		for _, c := range nativeCases {
			b.Run("bot="+c.name, func(b *testing.B) { benchRatio(b, c, positions) })
		}
	})
	b.Run("positions=original", func(b *testing.B) {
		b.Run("bot=example5", func(b *testing.B) { benchRatio(b, nativeCases[0], example5OriginalPositions(b)) })
	})
}

// benchRatio runs the bot of c and its Go version over positions in
// alternating blocks on this goroutine's thread.
func benchRatio(b *testing.B, c nativeCase, positions []*board.Position) {
	if _, ok := threadCPUTime(); !ok {
		b.Skip("no thread CPU clock on this system")
	}
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	ev := c.load(b).NewEvaluator()
	native := c.native(b)
	n := blockEvals(len(positions))
	interpreted := func() {
		for i := range n {
			if _, err := ev.Evaluate(positions[i%len(positions)]); err != nil {
				b.Fatal(err)
			}
		}
	}
	goVersion := func() {
		for i := range n {
			native.evaluate(positions[i%len(positions)])
		}
	}
	interpreted() // the first evaluations fill the caches and tables
	goVersion()
	clock := func() time.Duration { d, _ := threadCPUTime(); return d }
	var t blockTimes
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		t.pair(i, clock, interpreted, goVersion)
	}
	bot, goNs := t.perEval(n)
	b.ReportMetric(t.ratio(), "x-go")
	b.ReportMetric(bot, "cpu-ns/eval")
	b.ReportMetric(goNs, "go-cpu-ns/eval")
}

// driftClock is a fake clock for blockTimes: a block of cost c advances it
// by c times the machine's slowness, which grows by one at every block (a
// load that rises steadily), and it records the order of the blocks.
type driftClock struct {
	now   time.Duration
	slow  time.Duration
	order string
}

func (d *driftClock) clock() time.Duration { return d.now }

// block returns a block named name of cost c.
func (d *driftClock) block(name string, c time.Duration) func() {
	return func() {
		d.now += c * d.slow
		d.slow++
		d.order += name
	}
}

func TestBlockTimesAlternateAndCancelADrift(t *testing.T) {
	d := &driftClock{slow: 10}
	var bt blockTimes
	for i := range 6 {
		bt.pair(i, d.clock, d.block("A", 3), d.block("B", 2))
	}
	assert.Equal(t, "ABBAABBAABBA", d.order)
	// A's blocks ran at slowness 10, 13, 14, 17, 18, 21 and B's at 11, 12,
	// 15, 16, 19, 20: both sum to 93.
	assert.Equal(t, time.Duration(3*93), bt.first)
	assert.Equal(t, time.Duration(2*93), bt.second)
	assert.Equal(t, 1.5, bt.ratio())
	first, second := bt.perEval(31)
	assert.Equal(t, 1.5, first, "279 over 6 blocks of 31")
	assert.Equal(t, 1.0, second, "186 over 6 blocks of 31")
}

func TestBlockEvalsIsWholeRoundsOfThePositions(t *testing.T) {
	assert.Equal(t, 2016, blockEvals(28), "72 rounds of the bench positions")
	assert.Equal(t, 2000, blockEvals(4), "500 rounds of the original's positions")
	assert.Equal(t, 2000, blockEvals(1))
}
