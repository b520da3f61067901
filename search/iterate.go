package search

import (
	"sort"
	"time"

	"github.com/chespel/chespel/board"
)

// Aspiration windows: from this depth on, each iteration first searches a
// window this wide (thousandths) around the last score, widening it on a
// fail.
const (
	aspirationDepth = 5
	aspirationDelta = 300
)

// maxIterations is the deepest iteration: half of MaxPly, leaving the rest
// to extensions and quiescence.
const maxIterations = MaxPly / 2

// iterate runs the iterations, deeper each time, until a limit, and returns
// the result of the deepest completed one, improved by the part of an
// interrupted one that found a move.
func (s *searcher) iterate(root []board.Move, lim Limits, onInfo func(Info)) Result {
	b := lim.budget(s.pos.SideToMove())
	last := maxIterations
	if lim.Depth > 0 {
		last = min(lim.Depth, maxIterations)
	}
	res := Result{Move: root[0]}
	lines := max(1, min(lim.MultiPV, len(root)))
	var prev []Info // the lines of the last completed iteration
	unstable := 0   // the best move's recent changes, halved each iteration
	for depth := 1; depth <= last; depth++ {
		searched := min(depth+s.ahead, last)
		cur := s.searchLines(searched, lines, prev)
		if len(cur) == 0 {
			s.takePartial(&res)
			break
		}
		unstable /= 2
		if depth > 1 && cur[0].PV[0] != res.Move {
			unstable += changeWeight
		}
		res.Move, res.Info = cur[0].PV[0], cur[0]
		if len(cur) < lines {
			break // stopped after the best line: it stands
		}
		s.completed = true
		if searched == last && s.reached != nil {
			s.reached()
			break
		}
		if onInfo != nil {
			for _, i := range cur {
				onInfo(i)
			}
		}
		prev = cur
		if s.enough(b.stretch(unstable), depth, int32(res.Score), len(root), lim) {
			break
		}
	}
	res.Nodes, res.Time, res.SelDepth = s.nodes, time.Since(s.start), max(res.SelDepth, s.seldepth)
	res.Err = s.err
	return res
}

// enough reports whether a timed search should not start another iteration:
// past its soft limit, with a single legal move, or with a mate found.
func (s *searcher) enough(b budget, depth int, score int32, legal int, lim Limits) bool {
	if s.ponder != nil {
		s.checkPonder()
	}
	if !b.timed() || s.ponder != nil {
		return false
	}
	if time.Since(s.start) >= b.soft || legal == 1 {
		return true
	}
	_, mate := Score(score).Mate()
	return mate && depth >= int(MateScore-abs32(score))
}

// takePartial keeps the move of an interrupted iteration when one was
// searched fully and raised alpha: it is at least as good as the last
// completed iteration's, which the iteration searched first.
func (s *searcher) takePartial(res *Result) {
	if s.iterBest.IsNull() || s.pvLen[0] == 0 {
		return
	}
	res.Move = s.iterBest
	res.Score = Score(s.iterScore)
	res.PV = append([]board.Move(nil), s.pv[0][:s.pvLen[0]]...)
}

// aspiration searches the root at depth, first in a narrow window around
// the last score and wider after each fail.
func (s *searcher) aspiration(depth int, last int32) int32 {
	if depth < aspirationDepth || last >= mateBound || last <= -mateBound {
		return s.alphaBeta(depth, 0, -infinity, infinity, false)
	}
	delta := int32(aspirationDelta)
	alpha, beta := max(last-delta, -infinity), min(last+delta, infinity)
	for {
		v := s.alphaBeta(depth, 0, alpha, beta, false)
		switch {
		case s.stopped:
			return v
		case v <= alpha:
			s.reportBound(depth, v, UpperBound)
			alpha = max(v-delta, -infinity)
		case v >= beta:
			s.reportBound(depth, v, LowerBound)
			beta = min(v+delta, infinity)
		default:
			return v
		}
		delta *= 2
		if delta > MaxEval {
			alpha, beta = -infinity, infinity
		}
	}
}

// info describes the completed iteration.
func (s *searcher) info(depth int, score int32) Info {
	return Info{
		Depth:    depth,
		SelDepth: max(s.seldepth, depth),
		Score:    Score(score),
		Nodes:    s.nodes + s.othersSeen,
		Time:     time.Since(s.start),
		PV:       append([]board.Move(nil), s.pv[0][:s.pvLen[0]]...),
		HashFull: s.tt.hashfull(),
	}
}

// searchLines searches the root at depth for the n best lines (MultiPV),
// each excluding the moves of the lines before, and returns them best
// first; fewer when the search stopped (none: not even the best line
// completed). prev holds the last iteration's lines, which give each line
// its first move to try and its aspiration window.
func (s *searcher) searchLines(depth, n int, prev []Info) []Info {
	defer func() { s.excluded = s.excluded[:0] }()
	var cur []Info
	for k := range n {
		s.iterBest, s.rootBest, s.lastPV = 0, 0, nil
		var center int32
		if k < len(prev) {
			center, s.rootBest, s.lastPV = int32(prev[k].Score), prev[k].PV[0], prev[k].PV
		}
		if n > 1 {
			s.lineNumber = k + 1
		}
		v := s.aspiration(depth, center)
		if s.stopped {
			return cur
		}
		i := s.info(depth, v)
		if len(i.PV) == 0 {
			i.PV = []board.Move{s.pv[0][0]}
		}
		if n > 1 {
			i.MultiPV = k + 1
		}
		cur = append(cur, i)
		s.excluded = append(s.excluded, i.PV[0])
	}
	if n > 1 {
		sort.SliceStable(cur, func(a, b int) bool { return cur[a].Score > cur[b].Score })
		for k := range cur {
			cur[k].MultiPV = k + 1
		}
	}
	return cur
}
