package eval

import "math/bits"

// Two load-time plans make the commonest loops cheap:
//
//   - an emptiness test of the variable's attack lists (p.coveredBy == [],
//     p.attackedBy != []) becomes a set of pieces read off the position's
//     attack maps, like a folded condition but computed per position;
//   - a one-variable piece loop whose conditions are all folded and whose
//     body is one score whose value depends on the piece only through its
//     type (score p.value, score 1) adds, outside verbose mode, the value
//     once per type times the number of pieces of that type, instead of
//     running the body for each piece.

// dynCond is an emptiness test of the variable's attack list folded into
// the candidates: kind 0 coveredBy, 1 attackedBy; neg for != [].
type dynCond struct {
	kind int64
	neg  bool
}

// foldDynamic folds c into v's candidates when it is an emptiness test of
// v's own attack lists, and reports whether it did.
func (v *loopVar) foldDynamic(c *node) bool {
	if c.op != opUnattacked || c.k > 1 || c.x.op != opSlot || c.x.k != int64(v.slot) {
		return false
	}
	v.dyn = append(v.dyn, dynCond{kind: c.k, neg: c.mask != 0})
	return true
}

// dynamic returns the pieces that satisfy a dynamic condition.
func (f *facts) dynamic(d dynCond) uint64 {
	var m uint64
	for c := range 2 {
		by := f.attacked(c ^ int(d.kind))
		if d.neg {
			m |= f.occ[c] & by
		} else {
			m |= f.occ[c] &^ by
		}
	}
	return m
}

// planAggregate marks a loop whose body can be summed by type.
func (l *loop) planAggregate() {
	if l.cells || len(l.vars) != 1 || len(l.vars[0].conds) != 0 || len(l.body) != 1 {
		return
	}
	s := l.body[0]
	l.byType = s.kind == stScore && typeOnly(s.value, int64(l.vars[0].slot))
}

// typeOnly reports whether n reads the variable in slot only through its
// piece type.
func typeOnly(n *node, slot int64) bool {
	if n == nil {
		return true
	}
	switch n.op {
	case opVarType, opVarValue:
		return true
	case opSlot, opVarPlayer, opVarRow, opVarCol, opVarStartRow, opVarRowNum, opVarColNum, opVarStartRowNum:
		if n.k == slot {
			return false
		}
	}
	if !typeOnly(n.x, slot) || !typeOnly(n.y, slot) {
		return false
	}
	for _, a := range n.args {
		if !typeOnly(a, slot) {
			return false
		}
	}
	return true
}

// sumByType runs an aggregated loop: the score once per piece type among
// the candidates, times their number.
func (e *evaluator) sumByType(l *loop, m uint64) {
	v, s := &l.vars[0], l.body[0]
	f := &e.facts
	for t := range numTypes {
		mt := m & (f.byType[white][t] | f.byType[black][t])
		if mt == 0 {
			continue
		}
		e.slots[v.slot].x = int64(lowest(mt))
		mark := e.top
		n := e.evalNum(s.value)
		e.top = mark
		if e.err != nil {
			return
		}
		e.total += n.v * e.sign * int64(bits.OnesCount64(mt))
		e.allInt = e.allInt && n.integral
	}
}
