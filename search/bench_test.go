package search

import (
	"context"
	"testing"
	"time"

	"github.com/chespel/chespel/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestBenchIsDeterministic(t *testing.T) {
	a, err := Bench(context.Background(), one(&materialEval{}), 4)
	require.NoError(t, err)
	b, err := Bench(context.Background(), one(&materialEval{}), 4)
	require.NoError(t, err)
	assert.Equal(t, len(BenchFENs), a.Positions)
	assert.Equal(t, a.Nodes, b.Nodes, "same node count on every run")
	assert.Equal(t, a.Evals, b.Evals, "same evaluation count on every run")
	assert.Positive(t, a.Evals, "evaluations counted")
	assert.Less(t, a.Evals, a.Nodes, "the evaluation cache answers some nodes")
	assert.Positive(t, a.NPS())
}

func TestBenchReportsEvalErrors(t *testing.T) {
	_, err := Bench(context.Background(), one(&failingEval{failAt: 100}), 4)
	assert.ErrorIs(t, err, errDivision)
	assert.Contains(t, err.Error(), "bench position 1 (rnbqkbnr/")
}

// one makes Evaluators of a single evaluator, for tests that search once.
func one(ev Evaluator) Evaluators { return EvaluatorsFunc(func() Evaluator { return ev }) }

// BenchmarkBench runs Bench at BenchDepth with the Go test evaluator and
// reports nodes per second (the figure "chespel bench" prints).
func BenchmarkBench(b *testing.B) {
	var nodes uint64
	cpu := CPUTime()
	for range b.N {
		res, err := Bench(context.Background(), one(&materialEval{}), BenchDepth)
		require.NoError(b, err)
		nodes += res.Nodes
	}
	reportCPU(b, nodes, CPUTime()-cpu)
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
	b.ReportMetric(float64(nodes)/float64(b.N), "nodes/op")
}

// BenchmarkDepthInOneSecond searches the start position for one second and
// reports the depth of the last completed iteration and the nodes per
// second.
func BenchmarkDepthInOneSecond(b *testing.B) {
	p := position(b, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")
	var depth, nodes int
	cpu := CPUTime()
	for range b.N {
		res := NewEngine(&materialEval{}, 64).Search(context.Background(), p, Limits{MoveTime: time.Second}, nil)
		depth += res.Depth
		nodes += int(res.Nodes)
	}
	reportCPU(b, uint64(nodes), CPUTime()-cpu)
	b.ReportMetric(float64(depth)/float64(b.N), "depth")
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
}

// reportCPU reports nodes per CPU second and the share of the wall clock
// that the process got: on a loaded machine the wall-clock rate understates
// the search's speed.
func reportCPU(b *testing.B, nodes uint64, cpu time.Duration) {
	if cpu <= 0 {
		return
	}
	b.ReportMetric(float64(nodes)/cpu.Seconds(), "nodes/cpu-s")
	b.ReportMetric(cpu.Seconds()/b.Elapsed().Seconds(), "cpu/wall")
}

// costlyEval is materialEval made to cost about cost of CPU per call, like
// a Chespel bot's evaluation (about 2.5 µs for the targets of issue 6). The
// cost is a fixed amount of arithmetic, calibrated against the process's
// CPU time, so that a loaded machine slows it down as it slows the search.
type costlyEval struct {
	materialEval
	spins int
}

// spinSink keeps the compiler from removing the spinning.
var spinSink uint64

func spin(n int) {
	x := spinSink | 1
	for range n {
		x = x*6364136223846793005 + 1442695040888963407
	}
	spinSink = x
}

// newCostlyEval calibrates the spinning to cost per call.
func newCostlyEval(cost time.Duration) *costlyEval {
	const probe = 20_000_000
	before := CPUTime()
	spin(probe)
	used := CPUTime() - before
	if used <= 0 {
		used = time.Duration(probe) // no CPU clock: assume a nanosecond a spin
	}
	return &costlyEval{spins: int(int64(probe) * int64(cost) / int64(used))}
}

func (e *costlyEval) Evaluate(p *board.Position) (int, error) {
	spin(e.spins)
	return e.materialEval.Evaluate(p)
}

// BenchmarkDepthInOneSecondCostlyEval is BenchmarkDepthInOneSecond with an
// evaluation of 2.5 µs: the target is depth 7 and 350 thousand nodes per
// second. It also reports evaluations per node.
func BenchmarkDepthInOneSecondCostlyEval(b *testing.B) {
	p := position(b, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")
	var depth, nodes, evals int
	ev := newCostlyEval(2500 * time.Nanosecond)
	b.ResetTimer()
	cpu := CPUTime()
	for range b.N {
		ev.calls = 0
		res := NewEngine(ev, 64).Search(context.Background(), p, Limits{MoveTime: time.Second}, nil)
		depth += res.Depth
		nodes += int(res.Nodes)
		evals += ev.calls
	}
	reportCPU(b, uint64(nodes), CPUTime()-cpu)
	b.ReportMetric(float64(depth)/float64(b.N), "depth")
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
	b.ReportMetric(float64(evals)/float64(nodes), "evals/node")
}

// BenchmarkBenchCostlyEval is BenchmarkBench with an evaluation of 2.5 µs:
// the nodes per second that "chespel bench" would print for such a bot.
func BenchmarkBenchCostlyEval(b *testing.B) {
	ev := newCostlyEval(2500 * time.Nanosecond)
	b.ResetTimer()
	var nodes uint64
	cpu := CPUTime()
	for range b.N {
		res, err := Bench(context.Background(), one(ev), BenchDepth)
		require.NoError(b, err)
		nodes += res.Nodes
	}
	reportCPU(b, nodes, CPUTime()-cpu)
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
}

func TestBenchReportsCPUAndShare(t *testing.T) {
	res, err := Bench(context.Background(), one(&materialEval{}), 3)
	require.NoError(t, err)
	if CPUTime() > 0 {
		assert.Positive(t, res.CPU, "CPU time measured")
		assert.Positive(t, res.NPSCPU(), "nodes per CPU second")
		assert.Positive(t, res.EvalsCPU(), "evaluations per CPU second")
	}
	assert.InDelta(t, float64(res.Evals)/float64(res.Nodes), res.EvalShare(), 1e-12, "evaluations per node")
	assert.Zero(t, BenchResult{}.EvalShare(), "no nodes, no share")
	assert.Zero(t, BenchResult{Nodes: 5}.NPSCPU(), "no CPU time, no rate")
}

func TestBenchEvalsCountsAndTimes(t *testing.T) {
	rules, err := board.Chess()
	require.NoError(t, err)
	ev := &materialEval{}
	res, err := BenchEvals(context.Background(), one(ev), rules, 100)
	require.NoError(t, err)
	assert.Equal(t, len(BenchFENs), res.Positions, "every bench position")
	assert.Equal(t, uint64(100), res.Evals, "exactly the evaluations asked for")
	assert.Equal(t, 100+len(BenchFENs), ev.calls, "one warm-up evaluation per position, then the timed ones")
	us, cpu := res.MicrosPerEval()
	assert.Positive(t, us, "time per evaluation")
	assert.Equal(t, CPUTime() > 0, cpu, "CPU time where the system tells it")
}

func TestBenchEvalsReportsEvalErrors(t *testing.T) {
	rules, err := board.Chess()
	require.NoError(t, err)
	_, err = BenchEvals(context.Background(), one(&failingEval{failAt: 3}), rules, 100)
	assert.ErrorIs(t, err, errDivision)
	assert.Contains(t, err.Error(), "bench position 3 (")
}

func TestBenchEvalsStopsWhenCancelled(t *testing.T) {
	rules, err := board.Chess()
	require.NoError(t, err)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	res, err := BenchEvals(ctx, one(&materialEval{}), rules, 1000)
	assert.ErrorIs(t, err, context.Canceled)
	assert.Zero(t, res.Evals, "nothing timed after the cancellation")
}
