package eval

import "github.com/chespel/chespel/board"

// value is what a frame slot or a list element holds: n for a num, x for a
// bool (0 or 1), row or col (0-based), cell (its dense index), player (0 me,
// 1 foe, as the rule sees it), type (its board.Kind) or piece (its cell), s
// for a string and l for a list.
type value struct {
	n num
	x int64
	s string
	l list
}

// list is a list value. The lists that functions return are sets of cells
// or of pieces (a piece is known by its cell) in board order: the cells of
// set, with off = -1. A list literal's elements are the n values from
// off in the evaluation's arena.
type list struct {
	set board.Set
	off int32
	n   int32
}

func setList(s board.Set) list { return list{set: s, off: -1} }

func (l list) isMask() bool { return l.off < 0 }

func (l list) len() int {
	if l.isMask() {
		return l.set.Count()
	}
	return int(l.n)
}
