package search

import (
	"context"
	"sync"
	"sync/atomic"
	"time"

	"github.com/chespel/chespel/board"
)

// MaxThreads is the most threads a search uses (UCI's Threads maximum).
const MaxThreads = 64

// helper is one helper thread of a Lazy SMP search: its own evaluator and
// searcher (history, killers, buffers), kept between searches like the
// main thread's. The table and the cache of evaluations are shared.
type helper struct {
	eval Evaluator
	s    *searcher
	res  Result // the last search's result
}

// SetThreads makes each search use n threads (clamped to 1..MaxThreads):
// the main thread, which decides the move and reports, and n-1 helpers
// that search the same position at once, sharing the transposition table
// and the cache of evaluations (Lazy SMP). Each helper scores positions
// with its own evaluator from evals; with evals nil the search uses one
// thread. At one thread a search
// of fixed depth is deterministic; with helpers it is not, since what the
// main thread finds in the table depends on timing. SetEvaluator drops the
// helpers' evaluators: call SetThreads again with the new bot's.
func (e *Engine) SetThreads(n int, evals Evaluators) {
	n = min(max(n, 1), MaxThreads)
	if evals == nil {
		n = 1
	}
	e.threads, e.evals, e.helpers = n, evals, nil
}

// Threads returns the number of threads a search uses.
func (e *Engine) Threads() int { return max(e.threads, 1) }

// startHelpers starts the helper threads on pos (the main searcher s set
// up already) and returns the function that stops them, waits for them
// and returns the main thread's result res with every thread's nodes,
// or the result of a helper that completed a deeper iteration (best).
// A helper that completes the depth limit ends the search by calling
// finish, which cancels the main thread's context.
func (e *Engine) startHelpers(ctx context.Context, finish func(), s *searcher, pos *board.Position, lim Limits, start time.Time) (stop func(res Result) Result) {
	n := e.Threads() - 1
	if n == 0 {
		s.others = nil
		return func(res Result) Result { return res }
	}
	for len(e.helpers) < n {
		e.helpers = append(e.helpers, &helper{eval: e.evals.NewEvaluator()})
	}
	others, marks := new(atomic.Uint64), new(crumbs)
	s.others, s.crumbs, s.thread = others, marks, 1
	hctx, cancel := context.WithCancel(ctx)
	var wg sync.WaitGroup
	for i, h := range e.helpers[:n] {
		if h.s == nil || h.s.pos.Rules() != pos.Rules() {
			h.s = newSearcher(pos.Rules())
		}
		hs := h.s
		hl := helperLimits(lim)
		hs.begin(hctx, pos.Clone(), h.eval, e.tt, e.cache, hl, start)
		hs.report, hs.ahead, hs.crumbs, hs.thread = others, (i+1)%2, marks, uint32(i+2)
		if lim.MultiPV <= 1 {
			hs.reached = finish // a helper searches one line: it cannot end a MultiPV search
		}
		root := RootMoves(hs.pos, hl)
		h.res = Result{}
		wg.Add(1)
		go func() {
			defer wg.Done()
			defer hs.watch(hctx)()
			h.res = hs.iterate(root, hl, nil)
		}()
	}
	return func(res Result) Result {
		cancel()
		wg.Wait()
		var nodes uint64
		for _, h := range e.helpers[:n] {
			nodes += h.s.nodes
		}
		if lim.MultiPV <= 1 {
			res = best(res, e.helpers[:n], lim.Depth)
		}
		res.Nodes = s.nodes + nodes
		return res
	}
}

// best returns the result to play: the main thread's res, unless a helper
// completed a deeper iteration with a score at least as good, or the
// depth limit (0: none) that the main thread did not reach, or any iteration when
// the main thread completed none or failed (Stockfish's choice of the
// best thread before its voting).
func best(res Result, helpers []*helper, limit int) Result {
	for _, h := range helpers {
		r := h.res
		if r.Err == nil && r.Depth > res.Depth && (r.Score >= res.Score || res.Depth == 0 || res.Err != nil || r.Depth == limit) {
			res = r
		}
	}
	return res
}

// helperLimits are a helper's limits: the same depth and root moves, one
// line, and no clock nor node limit of its own: the main thread's end
// stops it.
func helperLimits(lim Limits) Limits {
	return Limits{Depth: lim.Depth, SearchMoves: lim.SearchMoves, Infinite: true, NoBook: true}
}
