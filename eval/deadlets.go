package eval

// Dead table lets. Outside verbose mode a block table (blocktable.go)
// reads only the square of its piece let: the lets computed from that
// piece which it was built with (example5's pstKing: let edge = k.col in
// [...]; kingSafety: let files = ...) are folded into its entries. Such a
// let, itself read off a table (stTable with lets), whose slot no later
// statement of the pass reads, is left out of the passes that run outside
// verbose mode (the copies of planFast); verbose mode runs it, for the
// statements as written.

// pruneDeadLets removes from r's passes the table lets that nothing after
// them reads, and plans again the passes that are then one loop.
func pruneDeadLets(r *rule) {
	r.first, r.again = withoutDeadLets(r.first), withoutDeadLets(r.again)
	if r.shared != nil { // kingSafety's lets inside if (pc >= 5)
		shared := *r.shared
		shared.then, shared.els = withoutDeadLets(shared.then), withoutDeadLets(shared.els)
		r.shared = &shared
	}
	for i, body := range [][]*stmt{r.first, r.again} {
		if len(body) == 1 && body[0].kind == stLoop {
			r.loops[i] = body[0].loop
		}
	}
}

// withoutDeadLets returns pass without its dead table lets, pass itself
// when it has none.
func withoutDeadLets(pass []*stmt) []*stmt {
	var out []*stmt
	for i, s := range pass {
		dead := s.kind == stTable && s.lets != nil && !stmtsRead(pass[i+1:], int64(s.slot))
		if dead && out == nil {
			out = append([]*stmt{}, pass[:i]...)
		}
		if !dead && out != nil {
			out = append(out, s)
		}
	}
	if out == nil {
		return pass
	}
	return out
}

// stmtsRead reports whether running stmts outside verbose mode may read
// slot: a table statement reads its piece let's slot only.
func stmtsRead(stmts []*stmt, slot int64) bool {
	for _, s := range stmts {
		switch s.kind {
		case stTable:
			root := s.slot
			if s.lets != nil {
				root = s.lets.root
			}
			if int64(root) == slot {
				return true
			}
		case stLoop:
			if loopReads(s.loop, slot) {
				return true
			}
		default:
			if nodeReads(s.value, slot) || nodeReads(s.reason, slot) ||
				stmtsRead(s.then, slot) || stmtsRead(s.els, slot) {
				return true
			}
		}
	}
	return false
}

// loopReads reports whether a loop may read slot: in its conditions, the
// squares its folded conditions read, or its body (which its plans are made
// from).
func loopReads(l *loop, slot int64) bool {
	for _, n := range l.pre {
		if nodeReads(n, slot) {
			return true
		}
	}
	for i := range l.vars {
		v := &l.vars[i]
		for _, n := range v.conds {
			if nodeReads(n, slot) {
				return true
			}
		}
		for _, t := range v.tables {
			if nodeReads(t.square, slot) {
				return true
			}
		}
	}
	if l.unswitch != nil && nodeReads(l.unswitch.cond, slot) {
		return true
	}
	for _, sub := range l.split {
		if loopReads(sub, slot) {
			return true
		}
	}
	return stmtsRead(l.body, slot)
}

// nodeReads reports whether evaluating n may read slot, counts included.
func nodeReads(n *node, slot int64) bool {
	if n == nil {
		return false
	}
	if n.readsSlot() && n.k == slot || n.count != nil && loopReads(n.count, slot) {
		return true
	}
	if nodeReads(n.x, slot) || nodeReads(n.y, slot) {
		return true
	}
	for _, a := range n.args {
		if nodeReads(a, slot) {
			return true
		}
	}
	return false
}
