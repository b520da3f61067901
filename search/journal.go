package search

import "github.com/chespel/chespel/board"

// The history journal: a node that searches its hash move before it
// generates its other moves (alphaBeta, hashFirstDepth) scores those moves
// only if the hash move does not cut off, after its subtree has changed
// the history. While such a node waits, every history change is written
// down, so that its moves are scored with the history as it stood before
// (scoreAsOf), as if they had been generated first.

// historyEdit is one change of a history score: its index and the score
// it replaced.
type historyEdit struct{ at, old int32 }

// openJournal starts recording history changes for one waiting node and
// returns its mark, the place of its first change.
func (o *orderer) openJournal() int {
	o.waiting++
	return len(o.journal)
}

// closeJournal ends a node's wait; the changes are forgotten once no node
// waits.
func (o *orderer) closeJournal() {
	o.waiting--
	if o.waiting == 0 {
		o.journal = o.journal[:0]
	}
}

// scoreAsOf is score with the history as it stood at mark: the changes
// since are undone for the scoring and done again after.
func (o *orderer) scoreAsOf(mark int, moves []board.Move, scores []int32, hashMove board.Move, ply int) {
	for k := len(o.journal) - 1; k >= mark; k-- {
		o.swapEdit(k)
	}
	o.score(moves, scores, hashMove, ply)
	for k := mark; k < len(o.journal); k++ {
		o.swapEdit(k)
	}
}

// swapEdit exchanges the journal's kth score with the history's: undone
// from the last to the first, the edits leave the history as it was and
// the journal holding the scores that replaced them; done again from the
// first to the last, they put both back.
func (o *orderer) swapEdit(k int) {
	e := &o.journal[k]
	o.history[e.at], e.old = e.old, o.history[e.at]
}
