package search

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/chespel/chespel/board"
	"github.com/chespel/chespel/carn"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// searchFixed searches fen to a fixed depth with a fresh engine.
func searchFixed(t *testing.T, fen string, depth int) (*board.Position, Result) {
	t.Helper()
	p := position(t, fen)
	e := NewEngine(&materialEval{}, 16)
	res := e.Search(context.Background(), p, Limits{Depth: depth}, nil)
	require.NoError(t, res.Err)
	return p, res
}

// pvText returns a principal variation in UCI text.
func pvText(p *board.Position, pv []board.Move) string {
	q := p.Clone()
	var words []string
	for _, m := range pv {
		words = append(words, q.UCI(m))
		q.Make(m)
	}
	return strings.Join(words, " ")
}

func TestMates(t *testing.T) {
	cases := []struct {
		name, fen string
		depth     int
		move      string
		mate      int
	}{
		{"back rank mate in 1", "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", 3, "a1a8", 1},
		{"queen mate in 1", "7k/8/5K2/8/8/8/8/6Q1 w - - 0 1", 3, "g1g7", 1},
		{"mate in 2 (two rooks ladder)", "7k/8/8/8/8/8/R7/1R4K1 w - - 0 1", 5, "", 2},
		{"mate in 3", "r1b1kb1r/pppp1ppp/5q2/4n3/3KP3/2N3PN/PPP4P/R1BQ1B1R b kq - 0 1", 7, "f8c5", 3},
		{"scholar's mate", "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4", 3, "h5f7", 1},
		{"mate in 2 (rook sacrifice)", "6k1/pp4p1/2p5/2bp4/8/P5Pb/1P3rrP/2BRRN1K b - - 0 1", 5, "g2g1", 2},
		{"mate in 3 (rook and bishop)", "r5rk/5p1p/5R2/4B3/8/8/7P/7K w - - 0 1", 7, "f6a6", 3},
		{"queen sacrifice, mate in 2", "r1bq2rk/pp3pbp/2p1p1pQ/7P/3P4/2PB1N2/PP3PPR/2KR4 w - - 0 1", 5, "h6h7", 2},
		{"queen takes f7, mate in 2", "3qrbk1/ppp1r2n/3pP2p/3P4/2P4P/1P3Q2/PB6/R4R1K w - - 0 1", 5, "f3f7", 2},
		{"black queen sacrifice, mate in 3", "1k1r4/pp1b1R2/3q2pp/4p3/2B5/4Q3/PPP2B2/2K5 b - - 0 1", 7, "d6d1", 3},
		{"quiet queen move, mate in 2 (WAC 4)", "2rr3k/pp3pp1/1nnqbN1p/3pN3/2pP4/2P3Q1/PPB4P/R4RK1 w - - 0 1", 9, "g3g6", 2},
		{"mated in 1 after the only move", "1r5k/8/8/8/8/8/r7/6K1 w - - 0 1", 4, "", -1},
	}
	for _, c := range cases {
		p, res := searchFixed(t, c.fen, c.depth)
		n, ok := res.Score.Mate()
		assert.True(t, ok, "%s: score %v is a mate", c.name, res.Score)
		assert.Equal(t, c.mate, n, "%s: mate distance (pv %s)", c.name, pvText(p, res.PV))
		if c.move != "" {
			assert.Equal(t, c.move, p.UCI(res.Move), "%s: move", c.name)
		}
	}
}

func TestNoLegalMove(t *testing.T) {
	cases := []struct {
		name, fen string
		mate      bool
	}{
		{"checkmated", "R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1", true},
		{"stalemated", "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", false},
	}
	for _, c := range cases {
		_, res := searchFixed(t, c.fen, 3)
		assert.True(t, res.Move.IsNull(), "%s: no move", c.name)
		n, mate := res.Score.Mate()
		assert.Equal(t, c.mate, mate, "%s: mate score", c.name)
		assert.Equal(t, 0, n, "%s: mate distance", c.name)
		if !c.mate {
			assert.Equal(t, Score(0), res.Score, "%s: draw score", c.name)
		}
	}
}

func TestTactics(t *testing.T) {
	cases := []struct {
		name, fen string
		depth     int
		move      string
	}{
		{"knight fork of king and queen", "q3k3/8/8/1N6/8/8/8/4K3 w - - 0 1", 4, "b5c7"},
		{"rook takes a defended queen", "4k3/8/2p5/3q4/8/8/3R4/4K3 w - - 0 1", 3, "d2d5"},
		{"skewer along the eighth rank", "r3k3/8/8/8/8/8/8/4K2R w - - 0 1", 4, "h1h8"},
		{"the only block that does not lose the queen", "k7/pp6/8/8/8/8/4QPPP/2r3K1 w - - 0 1", 4, "e2f1"},
		{"trade queens into a won pawn race", "7k/3p2pp/4q3/8/4Q3/5Kp1/P6b/8 w - - 0 1", 5, "e4e6"},
		{"rook lift against the king", "5rk1/1ppb3p/p1pb4/6q1/3P1p1r/2P1R2P/PP1BQ1P1/5RKN w - - 0 1", 5, "e3g3"},
		{"take the rook on the back rank", "3k4/8/8/8/3b4/8/5PPP/r3R1K1 w - - 0 1", 4, "e1a1"},
	}
	for _, c := range cases {
		p, res := searchFixed(t, c.fen, c.depth)
		assert.Equal(t, c.move, p.UCI(res.Move), "%s: move (pv %s, score %v)", c.name, pvText(p, res.PV), res.Score)
	}
}

func TestRepetitionIsADraw(t *testing.T) {
	p := position(t, "8/7k/8/8/8/8/8/2K3R1 w - - 0 1")
	for _, uci := range []string{"c1d1", "h7h8", "d1c1"} {
		m, err := p.ParseUCI(uci)
		require.NoError(t, err, uci)
		p.Make(m)
	}
	e := NewEngine(&materialEval{}, 1)
	res := e.Search(context.Background(), p, Limits{Depth: 3}, nil)
	assert.Equal(t, "h8h7", p.UCI(res.Move))
	assert.Equal(t, Score(0), res.Score, "Kh7 repeats the first position")

	_, fresh := searchFixed(t, "7k/8/8/8/8/8/8/2K3R1 b - - 0 1", 3)
	assert.Less(t, int(fresh.Score), -4000, "without the history Black is a rook down")
}

func TestFiftyMoveRuleIsADraw(t *testing.T) {
	_, res := searchFixed(t, "7k/8/8/8/8/8/8/2K3R1 b - - 99 80", 3)
	assert.Equal(t, Score(0), res.Score, "Kh7 is the hundredth reversible ply")
	_, res = searchFixed(t, "7k/8/8/8/8/8/8/2K3R1 b - - 90 80", 3)
	assert.Less(t, int(res.Score), -4000, "ten plies to go")
	// A mate on the hundredth ply is a mate: Ra8# with the clock at 99.
	p, res := searchFixed(t, "6k1/5ppp/8/8/8/8/8/R5K1 w - - 99 80", 3)
	assert.Equal(t, "a1a8", p.UCI(res.Move))
	n, mate := res.Score.Mate()
	assert.True(t, mate && n == 1, "mate in 1, got %v", res.Score)
}

func TestFixedDepthIsDeterministic(t *testing.T) {
	const fen = "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3"
	p1, a := searchFixed(t, fen, 6)
	_, b := searchFixed(t, fen, 6)
	assert.Equal(t, pvText(p1, a.PV), pvText(p1, b.PV))
	assert.Equal(t, a.Nodes, b.Nodes)
	assert.Equal(t, a.Score, b.Score)
}

// legal reports whether m is a legal move in p.
func legal(p *board.Position, m board.Move) bool {
	for _, l := range p.LegalMoves(nil) {
		if l == m {
			return true
		}
	}
	return false
}

func TestTinyTimeLimitStillMoves(t *testing.T) {
	p := position(t, "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3")
	for _, lim := range []Limits{{MaxTime: time.Millisecond}, {MoveTime: time.Millisecond}, {Nodes: 1}, {WTime: time.Millisecond}} {
		res := NewEngine(&materialEval{}, 1).Search(context.Background(), p, lim, nil)
		assert.True(t, legal(p, res.Move), "%+v: legal move, got %v", lim, res.Move)
	}
}

// lateEval is materialEval that counts the evaluations made after limit
// has passed since its first one (which comes after the search started).
type lateEval struct {
	materialEval
	limit    time.Duration
	deadline time.Time
	late     int
}

func (e *lateEval) Evaluate(p *board.Position) (int, error) {
	now := time.Now()
	if e.deadline.IsZero() {
		e.deadline = now.Add(e.limit)
	}
	if !now.Before(e.deadline) {
		e.late++
	}
	return e.materialEval.Evaluate(p)
}

// TestMaxTimeIsAHardCap checks that a 50 ms search stops within a poll of
// its deadline: it evaluates at most pollMask+1 positions once the time is
// up. Counted in evaluations, not milliseconds, the bound holds on a machine
// of any speed and load; a search that ignored its cap would never return.
func TestMaxTimeIsAHardCap(t *testing.T) {
	p := position(t, "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3")
	ev := &lateEval{limit: 50 * time.Millisecond}
	res := NewEngine(ev, 1).Search(context.Background(), p, Limits{MaxTime: ev.limit}, nil)
	require.True(t, legal(p, res.Move))
	assert.LessOrEqual(t, ev.late, pollMask+1, "evaluations after the 50 ms cap")
}

func TestNodesLimit(t *testing.T) {
	p := position(t, "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3")
	res := NewEngine(&materialEval{}, 16).Search(context.Background(), p, Limits{Nodes: 5000}, nil)
	assert.Equal(t, uint64(5000), res.Nodes)
	assert.True(t, legal(p, res.Move))
}

func TestContextCancellation(t *testing.T) {
	p := position(t, "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3")
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan Result, 1)
	go func() { done <- NewEngine(&materialEval{}, 16).Search(ctx, p, Limits{Infinite: true}, nil) }()
	time.Sleep(30 * time.Millisecond)
	cancel()
	// An infinite search ends only by its context: any return proves the
	// property, so the bound is generous enough for a loaded machine.
	select {
	case res := <-done:
		assert.True(t, legal(p, res.Move))
	case <-time.After(10 * time.Second):
		t.Fatal("an infinite search not stopped by its context")
	}
}

func TestEvalErrorStopsTheSearch(t *testing.T) {
	p := position(t, "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3")
	for _, failAt := range []int{1, 50, 5000} {
		ev := &failingEval{failAt: failAt}
		res := NewEngine(ev, 1).Search(context.Background(), p, Limits{Depth: 8}, nil)
		assert.ErrorIs(t, res.Err, errDivision, "fail at %d", failAt)
		assert.Equal(t, failAt, ev.calls, "fail at %d: no evaluation after the error", failAt)
		assert.True(t, legal(p, res.Move), "fail at %d: legal move", failAt)
	}
}

// oneMoveBook knows one move in one position.
type oneMoveBook struct {
	fen, move string
}

func (b oneMoveBook) Lookup(p *board.Position) (board.Move, bool) {
	if p.FEN() != b.fen {
		return 0, false
	}
	m, err := p.ParseUCI(b.move)
	return m, err == nil
}

func TestBookMoveBeforeSearch(t *testing.T) {
	start := "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
	ev := &materialEval{}
	e := NewEngine(ev, 1)
	e.SetBook(oneMoveBook{start, "b1a3"})
	p := position(t, start)
	res := e.Search(context.Background(), p, Limits{Depth: 4}, nil)
	assert.True(t, res.FromBook)
	assert.Equal(t, "b1a3", p.UCI(res.Move))
	assert.Zero(t, ev.calls, "no search")

	p.Make(res.Move)
	res = e.Search(context.Background(), p, Limits{Depth: 2}, nil)
	assert.False(t, res.FromBook, "out of book")
	assert.Positive(t, ev.calls)
}

func TestInfoPerIteration(t *testing.T) {
	p := position(t, "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3")
	var depths []int
	res := NewEngine(&materialEval{}, 16).Search(context.Background(), p, Limits{Depth: 5}, func(i Info) {
		if !i.CurrMove.IsNull() {
			return // a progress report, on a slow machine
		}
		if i.Bound != Exact {
			assert.Equal(t, 5, i.Depth, "aspiration windows start at depth 5")
			return
		}
		depths = append(depths, i.Depth)
		assert.NotEmpty(t, i.PV, "depth %d has a pv", i.Depth)
		assert.True(t, legalLine(p, i.PV), "depth %d: legal pv", i.Depth)
		assert.GreaterOrEqual(t, i.SelDepth, i.Depth)
	})
	assert.Equal(t, []int{1, 2, 3, 4, 5}, depths)
	assert.Equal(t, 5, res.Depth)
	assert.Equal(t, res.PV[0], res.Move)
}

func TestScoreText(t *testing.T) {
	cases := []struct {
		score    Score
		uci, str string
	}{
		{0, "cp 0", "0.0"},
		{250, "cp 25", "0.25"},
		{2125, "cp 212", "2.125"},
		{-9, "cp 0", "-0.009"},
		{-1500, "cp -150", "-1.5"},
		{Score(mateIn(1)), "mate 1", "#1"},
		{Score(mateIn(5)), "mate 3", "#3"},
		{Score(matedIn(2)), "mate -1", "#-1"},
		{Score(matedIn(0)), "mate 0", "#0"},
	}
	for _, c := range cases {
		assert.Equal(t, c.uci, c.score.UCI(), "%d", c.score)
		assert.Equal(t, c.str, c.score.String(), "%d", c.score)
	}
}

func TestSearchLeavesThePositionAlone(t *testing.T) {
	p := position(t, "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 10")
	fen, hash := p.FEN(), p.Hash()
	NewEngine(&materialEval{}, 1).Search(context.Background(), p, Limits{Depth: 4}, nil)
	assert.Equal(t, fen, p.FEN())
	assert.Equal(t, hash, p.Hash())
}

func TestPartialIterationKeepsALegalMove(t *testing.T) {
	// Node limits that stop the search at many points of its iterations:
	// every answer is legal and its variation starts with it.
	p := position(t, "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 10")
	for nodes := uint64(1); nodes < 200_000; nodes = nodes*3 + 7 {
		res := NewEngine(&materialEval{}, 1).Search(context.Background(), p, Limits{Nodes: nodes}, nil)
		require.True(t, legal(p, res.Move), "nodes %d", nodes)
		if len(res.PV) > 0 {
			assert.Equal(t, res.Move, res.PV[0], "nodes %d", nodes)
			assert.True(t, legalLine(p, res.PV), "nodes %d: pv %s", nodes, pvText(p, res.PV))
		}
	}
}

// legalLine reports whether each move of line is legal after the ones before.
func legalLine(p *board.Position, line []board.Move) bool {
	q := p.Clone()
	for _, m := range line {
		if !legal(q, m) {
			return false
		}
		q.Make(m)
	}
	return true
}

// TestSearchDoesNotAllocatePerNode pins that a search allocates per
// search and per iteration (the position's copy, the variations), not per
// node.
func TestSearchDoesNotAllocatePerNode(t *testing.T) {
	p := position(t, "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 10")
	e := NewEngine(&materialEval{}, 1)
	var nodes uint64
	allocs := testing.AllocsPerRun(2, func() {
		e.Clear()
		nodes = e.Search(context.Background(), p, Limits{Depth: 5}, nil).Nodes
	})
	require.Greater(t, nodes, uint64(10_000))
	t.Logf("%.0f allocations for %d nodes", allocs, nodes)
	assert.Less(t, allocs, 100.0, "allocations for %d nodes", nodes)
}

func TestEvalCacheSavesEvaluations(t *testing.T) {
	p := position(t, "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3")
	ev := &materialEval{}
	e := NewEngine(ev, 16)
	first := e.Search(context.Background(), p, Limits{Depth: 5}, nil)
	firstCalls := ev.calls
	assert.Less(t, firstCalls, int(first.Nodes), "transpositions are evaluated once")
	e.SetHash(16) // a fresh table: the same search again, evaluations cached
	ev.calls = 0
	second := e.Search(context.Background(), p, Limits{Depth: 5}, nil)
	assert.Equal(t, first.Nodes, second.Nodes)
	assert.Less(t, ev.calls, firstCalls/4, "the second search finds most evaluations cached")
	e.Clear()
	ev.calls = 0
	e.Search(context.Background(), p, Limits{Depth: 5}, nil)
	assert.Equal(t, firstCalls, ev.calls, "Clear empties the cache")
}

// TestEveryRuleSet searches the start position of every embedded rule set:
// the search knows nothing of chess beyond what board tells it.
func TestEveryRuleSet(t *testing.T) {
	for _, name := range carn.Names() {
		rs, err := carn.Embedded(name)
		require.NoError(t, err, name)
		r, err := board.Compile(rs)
		require.NoError(t, err, name)
		p := r.StartPosition()
		res := NewEngine(&materialEval{}, 1).Search(context.Background(), p, Limits{Depth: 4}, nil)
		assert.NoError(t, res.Err, name)
		assert.True(t, legal(p, res.Move), "%s: legal move %s", name, p.UCI(res.Move))
		assert.True(t, legalLine(p, res.PV), "%s: legal pv", name)
	}
}
