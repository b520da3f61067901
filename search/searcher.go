package search

import (
	"context"
	"sync/atomic"
	"time"

	"github.com/chespel/chespel/board"
)

// searcher is the state of one search, kept by its Engine and reused so that
// searching allocates nothing per node: a move buffer and a score buffer per
// ply, the triangular principal variation table, the move orderer.
type searcher struct {
	pos    *board.Position
	eval   Evaluator
	tt     *table
	cache  *evalCache
	ord    *orderer
	big    [board.MaxKinds + 1]bool // kinds whose presence allows a null move
	moves  [MaxPly + 1][]board.Move
	scores [MaxPly + 1][]int32
	pv     [MaxPly + 1][MaxPly + 1]board.Move
	pvLen  [MaxPly + 1]int

	nodes    uint64
	seldepth int

	done      <-chan struct{}
	start     time.Time
	deadline  time.Time // zero: none
	maxNodes  uint64    // zero: none
	stopped   bool
	err       error
	halt      *atomic.Bool // the interruptible evaluator's stop flag, or nil
	raise     func()       // raises halt, while watched
	haltTimer *time.Timer  // raises halt at the deadline, or nil

	// ponder is Limits.Ponder until the ponder hit, then nil; hitHard is
	// the hard limit that starts at the hit.
	ponder  <-chan struct{}
	hitHard time.Duration

	rootBest  board.Move // the best move of the last completed iteration
	iterBest  board.Move // the best move so far of the current iteration
	iterScore int32

	onInfo     func(Info)   // reports progress and bounds, or nil
	rootMoves  []board.Move // searchmoves, or nil for every move
	excluded   []board.Move // root moves that earlier lines of the iteration took
	lastPV     []board.Move // the variation of the line before, for bound reports
	lineNumber int          // the MultiPV rank being searched, 0 without MultiPV
	completed  bool         // an iteration has completed: node limits apply

	// Lazy SMP (smp.go): the main thread reads the helpers' node count
	// (others, last seen: othersSeen) for node limits and reports; each
	// helper adds its nodes to report, searches each iteration ahead
	// plies deeper than its number, and calls reached when it completes
	// the last iteration of a depth limit.
	others     *atomic.Uint64
	othersSeen uint64
	report     *atomic.Uint64
	ahead      int
	reached    func()
	crumbs     *crumbs // the nodes near the root that each thread is in
	thread     uint32  // this thread's number in crumbs
}

// nullMoveMinValue is the value (thousandths) of the cheapest non-royal
// piece that makes null move pruning safe: with only royal pieces and
// pieces below two pawns (pawns), zugzwang is too likely.
const nullMoveMinValue = 2000

// newSearcher allocates the buffers for searches under rules r.
func newSearcher(r *board.Rules) *searcher {
	s := &searcher{ord: newOrderer(r)}
	for k := range r.NumKinds() {
		s.big[k] = !r.IsRoyal(board.Kind(k)) && r.Value(board.Kind(k)) >= nullMoveMinValue
	}
	for i := range s.moves {
		s.moves[i] = make([]board.Move, 0, 256)
		s.scores[i] = make([]int32, 256)
	}
	return s
}

// begin prepares a search of pos.
func (s *searcher) begin(ctx context.Context, pos *board.Position, eval Evaluator, tt *table, cache *evalCache, lim Limits, start time.Time) {
	s.pos, s.eval, s.tt, s.cache = pos, eval, tt, cache
	s.ord.reset()
	s.others, s.othersSeen, s.report, s.ahead, s.reached, s.crumbs, s.thread = nil, 0, nil, 0, nil, nil, 0
	s.nodes, s.seldepth = 0, 0
	s.done = ctx.Done()
	s.start = start
	s.deadline = time.Time{}
	s.ponder, s.hitHard = lim.Ponder, 0
	if b := lim.budget(pos.SideToMove()); b.timed() && s.ponder == nil {
		s.deadline = start.Add(b.hard)
	} else if b.timed() {
		s.hitHard = b.hard
	}
	s.maxNodes = lim.Nodes
	s.stopped, s.err = false, nil
	s.rootBest, s.iterBest, s.iterScore = 0, 0, 0
	s.onInfo, s.rootMoves, s.excluded, s.lastPV, s.lineNumber, s.completed = nil, nil, s.excluded[:0], nil, 0, false
	if len(lim.SearchMoves) > 0 {
		var buf [256]board.Move
		if root := restrictRoot(pos.LegalMoves(buf[:0]), lim.SearchMoves); len(root) < len(pos.LegalMoves(buf[:0])) {
			s.rootMoves = append([]board.Move(nil), root...)
		}
	}
}

// pollMask sets how often the clock and the context are looked at: every
// pollMask+1 nodes.
const pollMask = 31

// countNode counts a node and reports whether the search must stop.
func (s *searcher) countNode() bool {
	if s.stopped {
		return true
	}
	s.nodes++
	if s.maxNodes > 0 && s.nodes+s.othersSeen >= s.maxNodes && s.completed {
		s.stopped = true
	}
	if s.nodes&pollMask == 0 {
		s.poll()
	}
	return s.stopped
}

// poll stops the search when the context is done or the deadline passed.
func (s *searcher) poll() {
	if s.report != nil {
		s.report.Add(pollMask + 1)
	}
	if s.others != nil {
		s.othersSeen = s.others.Load()
	}
	if s.ponder != nil {
		s.checkPonder()
	}
	select {
	case <-s.done:
		s.stopped = true
		return
	default:
	}
	if !s.deadline.IsZero() && !time.Now().Before(s.deadline) {
		s.stopped = true
	}
}

// evaluate returns the clamped static evaluation, or 0 after stopping the
// search on the evaluator's first error. An error after the search raised
// the evaluator's stop flag (see Interruptible) is the time being up, not
// an error.
func (s *searcher) evaluate() int32 {
	key := s.pos.Hash()
	if v, ok := s.cache.get(key); ok {
		return v
	}
	v, err := s.eval.Evaluate(s.pos)
	if err != nil {
		if s.err == nil && !s.interrupted() {
			s.err = err
		}
		s.stopped = true
		return 0
	}
	score := clampEval(v)
	s.cache.put(key, score)
	return score
}

// hasBigPiece reports whether the side to move has a piece that makes a
// null move safe (see nullMoveMinValue).
func (s *searcher) hasBigPiece() bool {
	for _, sq := range s.pos.PieceList(s.pos.SideToMove()) {
		if s.big[s.pos.At(sq).Kind()] {
			return true
		}
	}
	return false
}

// buffers returns the empty move buffer of ply, for move generation.
func (s *searcher) buffers(ply int) []board.Move { return s.moves[ply][:0] }

// scoreBuffer returns the ordering score buffer of ply for n moves.
func (s *searcher) scoreBuffer(ply, n int) []int32 {
	if cap(s.scores[ply]) < n {
		s.scores[ply] = make([]int32, n)
	}
	return s.scores[ply][:n]
}

// keep stores a buffer back after generation, so that growth is kept.
func (s *searcher) keep(ply int, moves []board.Move) { s.moves[ply] = moves[:0] }

// updatePV makes m followed by the child's variation the variation of ply.
func (s *searcher) updatePV(ply int, m board.Move) {
	s.pv[ply][ply] = m
	n := s.pvLen[ply+1]
	copy(s.pv[ply][ply+1:n], s.pv[ply+1][ply+1:n])
	s.pvLen[ply] = max(n, ply+1)
}
