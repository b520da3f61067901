package eval

import "math/bits"

// value is what a frame slot or a list element holds: n for a num, x for a
// bool (0 or 1), row, col, cell (0-63), player (0 me, 1 foe, as the rule
// sees it), type (0 pawn ... 5 king) or piece (its cell), s for a string
// and l for a list.
type value struct {
	n num
	x int64
	s string
	l list
}

// list is a list value. The lists that functions return are sets of cells
// or of pieces (a piece is known by its cell) in board order: the bits of
// mask, with off = -1. A list literal's elements are the n values from
// off in the evaluation's arena.
type list struct {
	mask uint64
	off  int32
	n    int32
}

func maskList(m uint64) list { return list{mask: m, off: -1} }

func (l list) isMask() bool { return l.off < 0 }

func (l list) len() int {
	if l.isMask() {
		return bits.OnesCount64(l.mask)
	}
	return int(l.n)
}
