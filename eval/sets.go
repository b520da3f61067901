package eval

import "github.com/chespel/chespel/parser"

// Sets and lets without copies through memory. A list value (a board.Set
// and an arena range) is too large for the compiler to keep in registers,
// so that building one and reading it back goes through the stack, at the
// cost of stalled loads; a board.Set alone stays in registers. The library
// functions whose lists are sets of cells or pieces therefore implement
// set, and the commonest readers of such a list (len, isEmpty, == [])
// count the set without making a list. A let stores only the field of its
// slot that its type reads (value.n, value.x), not a whole value.

func init() {
	for i := range library {
		if b := &library[i]; b.set != nil && b.list == nil {
			set := b.set
			b.list = func(e *evaluator, n *node) list { return setList(set(e, n)) }
		}
	}
}

// listLen returns the length of the list n evaluates to, counting a set
// function's result without making a list of it.
func (e *evaluator) listLen(n *node) int {
	if n.op == opCall && n.fn != nil && n.fn.set != nil {
		s := n.fn.set(e, n)
		return s.Count()
	}
	return e.evalList(n).len()
}

// uncachedLet computes a let's value into its slot.
func (e *evaluator) uncachedLet(s *stmt) {
	slot := &e.slots[s.slot]
	switch t := s.value.t; {
	case t == parser.Num:
		slot.n = e.evalNum(s.value)
	case t == parser.Bool:
		slot.x = b2i(e.evalBool(s.value))
	case isSmallInt(t):
		slot.x = e.evalInt(s.value)
	default:
		*slot = e.evalValue(s.value)
	}
}
