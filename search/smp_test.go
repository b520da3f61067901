package search

import (
	"context"
	"errors"
	"fmt"
	"testing"
	"time"

	"github.com/chespel/chespel/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// materialEvals gives each thread its own materialEval (which keeps state).
var materialEvals = EvaluatorsFunc(func() Evaluator { return &materialEval{} })

// TestTornSlotIsNeverRead pins the lock-free table: a slot whose words come
// from two different entries (two threads writing at once) is not found
// under either key.
func TestTornSlotIsNeverRead(t *testing.T) {
	tt := newTable(1)
	tt.newSearch()
	a := ttEntry{key: 0x1234_0000_0000_0001, move: 77, score: 500, depth: 9, bound: boundExact, age: tt.age}
	b := ttEntry{key: 0x1234_0000_0000_0001 + 1<<40, move: 99, score: -300, depth: 3, bound: boundLower, age: tt.age}
	var sa, sb ttSlot
	sa.save(a)
	sb.save(b)
	torn := ttSlot{check: sa.check, move: sb.move, data: sa.data}
	assert.NotEqual(t, a.key, torn.load().key, "a's check with b's move")
	torn = ttSlot{check: sb.check, move: sb.move, data: sa.data}
	assert.NotEqual(t, b.key, torn.load().key, "b's check with a's data")
	assert.Equal(t, a, sa.load(), "a whole slot reads back as written")
	assert.Equal(t, b, sb.load(), "a whole slot reads back as written (negative score)")
}

// TestThreadsFindTheSameMates searches mates with two threads: the main
// thread decides, and the helpers sharing its table must not spoil its
// answer. Run with -race, this is also the test of the shared table.
func TestThreadsFindTheSameMates(t *testing.T) {
	cases := []struct {
		name, fen, move string
		depth, mate     int
	}{
		{"back rank mate in 1", "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", "a1a8", 3, 1},
		{"mate in 3 (rook and bishop)", "r5rk/5p1p/5R2/4B3/8/8/7P/7K w - - 0 1", "f6a6", 7, 3},
		{"queen sacrifice, mate in 2", "r1bq2rk/pp3pbp/2p1p1pQ/7P/3P4/2PB1N2/PP3PPR/2KR4 w - - 0 1", "h6h7", 5, 2},
	}
	for _, c := range cases {
		p := position(t, c.fen)
		e := NewEngine(&materialEval{}, 16)
		e.SetThreads(2, materialEvals)
		res := e.Search(context.Background(), p, Limits{Depth: c.depth}, nil)
		n, ok := res.Score.Mate()
		assert.True(t, ok && n == c.mate, "%s: score %v, want mate %d", c.name, res.Score, c.mate)
		assert.Equal(t, c.move, p.UCI(res.Move), "%s: move", c.name)
	}
}

// TestThreadsCountEveryThreadsNodes checks that the result's nodes are
// the main thread's and the helpers'.
func TestThreadsCountEveryThreadsNodes(t *testing.T) {
	p := position(t, "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3")
	e := NewEngine(&materialEval{}, 16)
	e.SetThreads(3, materialEvals)
	require.Equal(t, 3, e.Threads())
	var last Info
	res := e.Search(context.Background(), p, Limits{Depth: 6}, func(i Info) { last = i })
	assert.True(t, legal(p, res.Move), "a legal move")
	assert.Equal(t, 6, last.Depth, "the main thread's iterations are reported")
	require.Len(t, e.helpers, 2, "two helpers kept after the search")
	helpers := e.helpers[0].s.nodes + e.helpers[1].s.nodes
	assert.Positive(t, helpers, "the helpers searched")
	assert.Equal(t, e.s.nodes+helpers, res.Nodes, "the main thread's nodes and the helpers', exactly")
	assert.GreaterOrEqual(t, res.Nodes, last.Nodes, "the result counts at least the last report's nodes")
}

// TestThreadsStopWithTheMainThread cancels an infinite search with helpers:
// Search returns, the helpers are stopped, and the engine searches again.
func TestThreadsStopWithTheMainThread(t *testing.T) {
	p := position(t, "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3")
	e := NewEngine(&materialEval{}, 16)
	e.SetThreads(2, materialEvals)
	for range 2 {
		ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
		res := e.Search(ctx, p, Limits{Infinite: true}, nil)
		cancel()
		assert.True(t, legal(p, res.Move), "a legal move after stop")
	}
	e.Clear()
	var depths []int
	res := e.Search(context.Background(), p, Limits{Depth: 3, Nodes: 1}, func(i Info) { depths = append(depths, i.Depth) })
	// A node limit counts every thread and stops the main thread after its
	// first iteration; a helper that completed a deeper one meanwhile (even
	// before the main thread completed any, on a busy machine) is reported
	// last and played.
	require.NotEmpty(t, depths)
	if len(depths) == 1 {
		assert.Contains(t, []int{1, 3}, depths[0], "one iteration reported")
	} else {
		assert.Equal(t, []int{1, res.Depth}, depths, "the main thread's iteration, then the helper's")
	}
	assert.Equal(t, depths[len(depths)-1], res.Depth, "the result is the last line reported")
}

// TestBestThread pins the choice between the main thread's result and the
// helpers': a deeper iteration wins with a score at least as good, or when
// it completed the depth limit.
func TestBestThread(t *testing.T) {
	main := Result{Move: 1, Info: Info{Depth: 8, Score: 50}}
	cases := []struct {
		name   string
		helper Result
		limit  int
		want   board.Move
	}{
		{"deeper and better", Result{Move: 2, Info: Info{Depth: 9, Score: 60}}, 0, 2},
		{"deeper and as good", Result{Move: 2, Info: Info{Depth: 9, Score: 50}}, 0, 2},
		{"deeper but worse", Result{Move: 2, Info: Info{Depth: 9, Score: 40}}, 0, 1},
		{"deeper, worse, at the depth limit", Result{Move: 2, Info: Info{Depth: 9, Score: 40}}, 9, 2},
		{"as deep and better", Result{Move: 2, Info: Info{Depth: 8, Score: 90}}, 0, 1},
		{"deeper with an error", Result{Move: 2, Info: Info{Depth: 9, Score: 90}, Err: errors.New("bot")}, 0, 1},
	}
	for _, c := range cases {
		got := best(main, []*helper{{res: c.helper}}, c.limit)
		assert.Equal(t, c.want, got.Move, c.name)
	}
	none := Result{Move: 1, Info: Info{Score: 700}} // stopped inside depth 1, a partial move
	got := best(none, []*helper{{res: Result{Move: 2, Info: Info{Depth: 2, Score: -100}}}}, 0)
	assert.Equal(t, board.Move(2), got.Move, "the main thread completed no iteration")
}

// TestThreadsKeepMultiPV pins that a helper, which searches one line,
// does not end a MultiPV search to a fixed depth: every line reaches it.
func TestThreadsKeepMultiPV(t *testing.T) {
	p := position(t, "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3")
	e := NewEngine(&materialEval{}, 16)
	e.SetThreads(2, materialEvals)
	var last []Info
	res := e.Search(context.Background(), p, Limits{Depth: 5, MultiPV: 3}, func(i Info) {
		if i.MultiPV == 1 {
			last = nil
		}
		last = append(last, i)
	})
	assert.Equal(t, 5, res.Depth, "the result's depth")
	require.Len(t, last, 3, "three lines in the last iteration")
	for _, i := range last {
		assert.Equal(t, 5, i.Depth, "line %d", i.MultiPV)
	}
}

// TestSetThreads pins the option's bounds and its fallback without
// evaluators.
func TestSetThreads(t *testing.T) {
	e := NewEngine(&materialEval{}, 1)
	assert.Equal(t, 1, e.Threads(), "default")
	e.SetThreads(0, materialEvals)
	assert.Equal(t, 1, e.Threads(), "below 1")
	e.SetThreads(1000, materialEvals)
	assert.Equal(t, MaxThreads, e.Threads(), "above the maximum")
	e.SetThreads(4, nil)
	assert.Equal(t, 1, e.Threads(), "no evaluators for helpers")
	e.SetThreads(2, materialEvals)
	e.SetEvaluator(&materialEval{})
	assert.Equal(t, 1, e.Threads(), "a new bot drops the old bot's helpers")
}

// BenchmarkLazySMP searches the first 17 bench positions (the openings and
// middlegames) to depth 9 with the material evaluator, with 1 and 2
// threads, and reports the main thread's nodes: what the helpers save it
// by filling the table, a figure that a loaded machine does not change
// much (the time to depth is that figure divided by each thread's speed):
//
//	go test ./search -run XXX -bench LazySMP -benchtime 1x
func BenchmarkLazySMP(b *testing.B) {
	for _, threads := range []int{1, 2} {
		b.Run(fmt.Sprintf("threads=%d", threads), func(b *testing.B) {
			var main, total uint64
			for range b.N {
				for _, fen := range BenchFENs[:17] {
					p := position(b, fen)
					e := NewEngine(&materialEval{}, 16)
					e.SetThreads(threads, materialEvals)
					res := e.Search(context.Background(), p, Limits{Depth: 9}, nil)
					main += e.s.nodes
					total += res.Nodes
				}
			}
			b.ReportMetric(float64(main)/float64(b.N), "main-nodes/op")
			b.ReportMetric(float64(total)/float64(b.N), "nodes/op")
		})
	}
}
