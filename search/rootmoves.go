package search

import (
	"slices"
	"time"

	"github.com/chespel/chespel/board"
)

// restrictRoot keeps the legal moves that only names (UCI's searchmoves),
// in the order of legal; with no names, or none of them legal, it keeps
// every move.
func restrictRoot(legal, only []board.Move) []board.Move {
	if len(only) == 0 {
		return legal
	}
	var kept []board.Move
	for _, m := range legal {
		if slices.Contains(only, m) {
			kept = append(kept, m)
		}
	}
	if len(kept) == 0 {
		return legal
	}
	return kept
}

// rootRestricted reports whether the root searches only some of its moves:
// searchmoves, or the lines of an iteration after the first with MultiPV.
func (s *searcher) rootRestricted() bool { return s.rootMoves != nil || len(s.excluded) > 0 }

// filterRoot drops from the root's moves those that searchmoves leaves out
// and those an earlier line of this iteration took.
func (s *searcher) filterRoot(moves []board.Move) []board.Move {
	out := moves[:0]
	for _, m := range moves {
		if (s.rootMoves == nil || slices.Contains(s.rootMoves, m)) && !slices.Contains(s.excluded, m) {
			out = append(out, m)
		}
	}
	return out
}

// currMoveAfter is how long a search runs before it reports the root move
// it is searching (UCI's currmove), as GUIs show it for long searches.
const currMoveAfter = time.Second

// reportCurrMove sends the root move now searched, once the search has run
// long enough.
func (s *searcher) reportCurrMove(depth int, m board.Move, n int) {
	if s.onInfo != nil && time.Since(s.start) >= currMoveAfter {
		s.onInfo(Info{Depth: depth, CurrMove: m, CurrMoveNumber: n})
	}
}

// reportBound sends a root search that failed outside its aspiration
// window: the score is a bound, the variation the one that failed high, or
// the last one on a fail low.
func (s *searcher) reportBound(depth int, v int32, b ScoreBound) {
	if s.onInfo == nil {
		return
	}
	i := s.info(depth, v)
	i.Bound = b
	if b == UpperBound || len(i.PV) == 0 {
		i.PV = s.lastPV
	}
	i.MultiPV = s.lineNumber
	s.onInfo(i)
}
