package search

import (
	"context"
	"fmt"
	"time"

	"github.com/chespel/chespel/board"
)

// BenchDepth is the depth of "chespel bench" when none is given.
const BenchDepth = 6

// benchHashMB is the transposition table of each bench position.
const benchHashMB = 16

// BenchFENs are the positions of Bench, chess: openings, middlegames with
// tactics, and endgames of every kind, so that one figure reflects play.
var BenchFENs = []string{
	"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
	"r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3",
	"rnbqkb1r/pp2pppp/3p1n2/8/3NP3/8/PPP2PPP/RNBQKB1R w KQkq - 1 5",
	"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 10",
	"4rrk1/pp1n3p/3q2pQ/2p1pb2/2PP4/2P3N1/P2B2PP/4RRK1 b - - 7 19",
	"rq3rk1/ppp2ppp/1bnpb3/3N2B1/3NP3/7P/PPPQ1PP1/2KR3R w - - 7 14",
	"r1bq1r1k/1pp1n1pp/1p1p4/4p2Q/4Pp2/1BNP4/PPP2PPP/3R1RK1 w - - 2 14",
	"r3r1k1/2p2ppp/p1p1bn2/8/1q2P3/2NPQN2/PPP3PP/R4RK1 b - - 2 15",
	"r1bbk1nr/pp3p1p/2n5/1N4p1/2Np1B2/8/PPP2PPP/2KR1B1R w kq - 0 13",
	"r1bq1rk1/ppp1nppp/4n3/3p3Q/3P4/1BP1B3/PP1N2PP/R4RK1 w - - 1 16",
	"4r1k1/r1q2ppp/ppp2n2/4P3/5Rb1/1N1BQ3/PPP3PP/R5K1 w - - 1 17",
	"2rqkb1r/ppp2p2/2npb1p1/1N1Nn2p/2P1PP2/8/PP2B1PP/R1BQK2R b KQ - 0 11",
	"r1bq1r1k/b1p1npp1/p2p3p/1p6/3PP3/1B2NN2/PP3PPP/R2Q1RK1 w - - 1 16",
	"3r1rk1/p5pp/bpp1pp2/8/q1PP1P2/b3P3/P2NQRPP/1R2B1K1 b - - 6 22",
	"r1q2rk1/2p1bppp/2Pp4/p6b/Q1PNp3/4B3/PP1R1PPP/2K4R w - - 2 18",
	"4k2r/1pb2ppp/1p2p3/1R1p4/3P4/2r1PN2/P4PPP/1R4K1 b - - 3 22",
	"3q2k1/pb3p1p/4pbp1/2r5/PpN2N2/1P2P2P/5PP1/Q2R2K1 b - - 4 26",
	"r5rk/5p1p/5R2/4B3/8/8/7P/7K w - - 0 1",
	"6k1/pp4p1/2p5/2bp4/8/P5Pb/1P3rrP/2BRRN1K b - - 0 1",
	"6k1/6p1/6Pp/ppp5/3pn2P/1P3K2/1PP2P2/8 b - - 3 54",
	"3b4/5kp1/1p1p1p1p/pP1PpP1P/P1P1P3/3KN3/8/8 w - - 0 1",
	"2K5/p7/7P/5pR1/8/5k2/r7/8 w - - 0 1",
	"8/6pk/1p6/8/PP3p1p/5P2/4KP1q/3Q4 w - - 0 1",
	"7k/3p2pp/4q3/8/4Q3/5Kp1/P6b/8 w - - 0 1",
	"8/2p5/8/2kPKp1p/2p4P/2P5/3P4/8 w - - 0 1",
	"8/1p3pp1/7p/5P1P/2k3P1/8/2K2P2/8 w - - 0 1",
	"5k2/7R/4P2p/5K2/p1r2P1p/8/8/8 b - - 0 1",
	"8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
}

// BenchPositions are the FENs that BenchGame searches in the game of
// rules: BenchFENs for standard chess (board.Chess), the start position
// for another game.
func BenchPositions(rules *board.Rules) []string {
	if chess, err := board.Chess(); err == nil && rules == chess {
		return BenchFENs
	}
	return []string{rules.StartFEN()}
}

// BenchResult is the outcome of Bench: positions searched, total nodes,
// the evaluations done (the positions that the evaluation cache did not
// answer), the wall-clock time taken and the CPU time that the process used
// meanwhile (CPUTime; 0 where the system cannot tell).
type BenchResult struct {
	Positions int
	Nodes     uint64
	Evals     uint64
	Time      time.Duration
	CPU       time.Duration
}

// countingEvaluator counts the evaluations that reach the evaluator.
type countingEvaluator struct {
	Evaluator
	n uint64
}

func (c *countingEvaluator) Evaluate(p *board.Position) (int, error) {
	c.n++
	return c.Evaluator.Evaluate(p)
}

// NPS returns the nodes searched per second of wall-clock time, the figure
// that OpenBench reads and that UCI's nps means.
func (b BenchResult) NPS() uint64 {
	return Info{Nodes: b.Nodes, Time: b.Time}.NPS()
}

// NPSCPU returns the nodes searched per CPU second, or 0 when the CPU time
// is unknown. On a machine that other processes share, it is the search's
// own speed, which NPS understates.
func (b BenchResult) NPSCPU() uint64 { return perSecond(b.Nodes, b.CPU) }

// EvalsCPU returns the evaluations done per CPU second, or 0 when the CPU
// time is unknown.
func (b BenchResult) EvalsCPU() uint64 { return perSecond(b.Evals, b.CPU) }

// EvalShare returns the evaluations per node, the share of the nodes that
// reached the evaluator: the others were answered by the evaluation cache,
// the transposition table, or the rules of the game (mate, draws).
func (b BenchResult) EvalShare() float64 {
	if b.Nodes == 0 {
		return 0
	}
	return float64(b.Evals) / float64(b.Nodes)
}

// perSecond returns n per second of d, 0 when d is not positive.
func perSecond(n uint64, d time.Duration) uint64 {
	if d <= 0 {
		return 0
	}
	return uint64(float64(n) / d.Seconds())
}

// Bench searches every position of BenchFENs to depth plies with an
// evaluator of evs, each with a fresh transposition table, and returns the
// totals. The node and evaluation counts are the same on every run with the
// same evaluator. It stops at the first evaluation error or when ctx is
// cancelled.
func Bench(ctx context.Context, evs Evaluators, depth int) (total BenchResult, err error) {
	rules, err := board.Chess()
	if err != nil {
		return total, err
	}
	return BenchGame(ctx, evs, rules, depth)
}

// BenchGame is Bench in the game of rules: on BenchFENs for standard chess,
// on the game's start position for any other game (BenchPositions).
func BenchGame(ctx context.Context, evs Evaluators, rules *board.Rules, depth int) (total BenchResult, err error) {
	fens := BenchPositions(rules)
	start, cpu := time.Now(), CPUTime()
	ev := &countingEvaluator{Evaluator: evs.NewEvaluator()}
	defer func() { total.Evals = ev.n }()
	e := NewEngine(ev, benchHashMB)
	for i, fen := range fens {
		p, err := rules.ParseFEN(fen)
		if err != nil {
			return total, fmt.Errorf("bench position %d: %w", i+1, err)
		}
		e.Clear()
		res := e.Search(ctx, p, Limits{Depth: depth}, nil)
		total.Positions++
		total.Nodes += res.Nodes
		if res.Err != nil {
			return total, fmt.Errorf("bench position %d (%s): %w", i+1, fen, res.Err)
		}
		if err := ctx.Err(); err != nil {
			return total, err
		}
	}
	total.Time = time.Since(start)
	if cpu > 0 {
		total.CPU = CPUTime() - cpu
	}
	return total, nil
}

// BenchEvalCount is the number of evaluations that BenchEvals does when
// asked for none: a few tenths of a second for a bot of a few microseconds.
const BenchEvalCount = 100_000

// EvalBenchResult is the outcome of BenchEvals: the positions evaluated in
// turn, the evaluations done, the wall-clock time and the CPU time (0 where
// the system cannot tell).
type EvalBenchResult struct {
	Positions int
	Evals     uint64
	Time      time.Duration
	CPU       time.Duration
}

// MicrosPerEval returns the CPU time of one evaluation in microseconds,
// or, when the CPU time is unknown, the wall-clock time and false.
func (r EvalBenchResult) MicrosPerEval() (us float64, cpu bool) {
	if r.Evals == 0 {
		return 0, r.CPU > 0
	}
	d := r.CPU
	if d <= 0 {
		d = r.Time
	}
	return float64(d.Nanoseconds()) / 1000 / float64(r.Evals), r.CPU > 0
}

// BenchEvals times the evaluation alone: an evaluator of evs evaluates the
// positions of BenchPositions(rules) in turn, n evaluations in all
// (BenchEvalCount when n < 1), without a search and so without the
// evaluation cache. Each position is evaluated once before the clocks
// start, so that an evaluation error is reported with its position and the
// evaluator's lazily built state is in place. It stops when ctx is
// cancelled.
func BenchEvals(ctx context.Context, evs Evaluators, rules *board.Rules, n int) (res EvalBenchResult, err error) {
	if n < 1 {
		n = BenchEvalCount
	}
	fens := BenchPositions(rules)
	ev := evs.NewEvaluator()
	positions := make([]*board.Position, len(fens))
	for i, fen := range fens {
		if positions[i], err = rules.ParseFEN(fen); err != nil {
			return res, fmt.Errorf("bench position %d: %w", i+1, err)
		}
		if _, err := ev.Evaluate(positions[i]); err != nil {
			return res, fmt.Errorf("bench position %d (%s): %w", i+1, fen, err)
		}
	}
	res.Positions = len(positions)
	start, cpu := time.Now(), CPUTime()
	for done := 0; done < n; {
		if err := ctx.Err(); err != nil {
			return res, err
		}
		for _, p := range positions[:min(len(positions), n-done)] {
			if _, err := ev.Evaluate(p); err != nil {
				return res, err
			}
			done++
		}
		res.Evals = uint64(done)
	}
	res.Time = time.Since(start)
	if cpu > 0 {
		res.CPU = CPUTime() - cpu
	}
	return res, nil
}
