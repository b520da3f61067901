package eval

// A sym rule whose body, after its lets whose values are the same for both
// sides, is one if whose condition reads nothing but those lets and
// constants (example5's "if (pc >= 5): piece p ..." in four rules) chooses
// the same branch in both passes. Outside verbose mode its test runs once:
// the lets, the test, then the chosen branch for me and for the foe. An if
// without else whose condition is such a test and another (castling's
// "if (pc >= 5 and me.castled)") tests the first once, and when it holds
// runs an if of the other for each side. A loop unswitched on such a test
// (plan.go) tests it once too, and runs the loop of its branch for each
// side.

// planShared gives rule r its shared if (rule.shared) when it has one;
// lets are its leading lets of the same value for both sides.
func planShared(r *rule, lets []*stmt) {
	if !r.sym || len(r.again) != 1 || r.first[len(r.first)-1] != r.again[0] {
		return
	}
	slots := map[int64]bool{}
	for _, l := range lets {
		slots[int64(l.slot)] = true
	}
	s := r.again[0]
	if u := s.loop; s.kind == stLoop && u.unswitch != nil && sameForBoth(u.unswitch.cond, slots) {
		// pstRook's loop with if (pc >= 5) inside, unswitched (plan.go):
		// pc >= 5 once, then the loop of its branch for each side
		then := &stmt{kind: stLoop, pos: s.pos, loop: u.unswitch.loops[0]}
		els := &stmt{kind: stLoop, pos: s.pos, loop: u.unswitch.loops[1]}
		r.shared = &stmt{kind: stIf, pos: s.pos, value: u.unswitch.cond, then: []*stmt{then}, els: []*stmt{els}}
		return
	}
	if s.kind != stIf {
		return
	}
	switch c := s.value; {
	case sameForBoth(c, slots):
		r.shared = s
	case c.op == opAnd && len(s.els) == 0 && sameForBoth(c.x, slots):
		// castling's if (pc >= 5 and me.castled): pc >= 5 once, then
		// if (me.castled) for each side
		inner := &stmt{kind: stIf, pos: s.pos, value: c.y, then: s.then}
		r.shared = &stmt{kind: stIf, pos: s.pos, value: c.x, then: []*stmt{inner}}
	}
}

// sameForBoth reports whether n, which cannot fail, reads nothing but
// constants and the slots in slots.
func sameForBoth(n *node, slots map[int64]bool) bool {
	if n == nil {
		return true
	}
	switch n.op {
	case opNum, opBool, opInt:
		return true
	case opSlot:
		return slots[n.k]
	case opNot, opAnd, opOr, opLt, opLe, opGt, opGe, opEqNum, opEqInt, opEqBool, opNeg, opAbs, opAdd, opSub, opMul:
		return sameForBoth(n.x, slots) && sameForBoth(n.y, slots)
	}
	return false
}

// runShared runs a rule with a shared if outside verbose mode: the lets
// before it, its test once, and the chosen branch for each side.
func (e *evaluator) runShared(r *rule, side int, sign int64) {
	e.me, e.sign = side, sign
	if len(r.first) > 1 {
		if e.block(r.first[:len(r.first)-1]); e.err != nil {
			return
		}
	}
	mark := e.top
	cond := e.evalBool(r.shared.value)
	e.top = mark
	branch := r.shared.then
	if !cond {
		branch = r.shared.els
	}
	if e.err != nil || len(branch) == 0 {
		return
	}
	e.branch(branch)
	if e.err == nil {
		e.me, e.sign = side^1, -sign
		e.branch(branch)
	}
}

// branch runs the statements of an if's branch: one loop without a block.
func (e *evaluator) branch(stmts []*stmt) {
	if len(stmts) == 1 && stmts[0].kind == stLoop {
		e.loop(stmts[0].loop)
		return
	}
	e.block(stmts)
}
