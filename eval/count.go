package eval

import (
	"math/bits"

	"github.com/chespel/chespel/board"
	"github.com/chespel/chespel/parser"
)

// compileCount compiles count(...) or exists(...): its header is a loop
// without a body, planned as any loop (its conditions choose candidates
// where they can), run by countLoop; sum(...) is the loop whose body is
// `score VALUE`, run by sumLoop. The conditions (and sum's value) are
// compiled a second time into the node's args, never run, so that the
// planner's analyses of an enclosing loop (refs, typeOnly) see what the
// count reads.
func (cp *compiler) compileCount(e *parser.Count) (*node, error) {
	header := e.Loop
	if e.Value != nil { // a loop whose body scores the value
		sum := *e.Loop
		sum.Body = []parser.Stmt{&parser.ScoreStmt{Pos: e.Pos, Value: e.Value}}
		header = &sum
	}
	l, err := cp.loop(header)
	if err != nil {
		return nil, err
	}
	n := &node{op: opCount, t: e.Type(), count: l, pos: e.Pos}
	switch {
	case e.Value != nil:
		n.k = countSum
		l.mobilityWord = l.small && (l.sum == sumMobility || l.sum == sumSafeMobility) && len(l.vars) == 1 && len(l.pre) == 0 &&
			l.table == nil && l.split == nil && l.unswitch == nil
	case e.Exists:
		n.k = countExists
	}
	conds := e.Loop.Conds
	if e.Value != nil {
		conds = append(conds[:len(conds):len(conds)], e.Value)
	}
	for _, c := range conds {
		a, err := cp.compileExpr(c)
		if err != nil {
			return nil, err
		}
		n.args = append(n.args, a)
	}
	if o := cp.occupiedAt(e, n); o != nil {
		return o, nil
	}
	return n, nil
}

// The forms of an opCount node, in its k.
const (
	countCount  = 0
	countExists = 1
	countSum    = 2
)

// countNum evaluates count(...), the number of bindings, or sum(...).
func (e *evaluator) countNum(n *node) num {
	switch n.k {
	case countSum:
		if l := n.count; l.mobilityWord { // sumLoop's bind, with no call on the way
			return intNum(int64(e.mobilityOf(l, board.SetOfWords(e.candidatesWord(l, &l.vars[0])))))
		}
		return e.sumLoop(n.count)
	case countFused:
		return e.fusedNum(n.fused)
	}
	return intNum(e.countLoop(n.count, false))
}

// sumLoop evaluates sum(...): its loop, whose body scores the value, runs
// with a score of its own (exact, saturated once at the end), its own
// sign and no justification lines, so that the loop's plans (tables,
// aggregates) add the values up as they add up a rule's scores.
func (e *evaluator) sumLoop(l *loop) num {
	total, allInt, sign, verbose := e.total, e.allInt, e.sign, e.verbose
	e.total, e.allInt, e.sign, e.verbose = 0, true, 1, false
	e.loop(l)
	s := num{saturate(e.total), e.allInt}
	e.total, e.allInt, e.sign, e.verbose = total, allInt, sign, verbose
	return s
}

// existsBool evaluates exists(...): whether there is a binding.
func (e *evaluator) existsBool(n *node) bool {
	return e.countLoop(n.count, true) > 0
}

// countLoop counts the bindings of a loop's variables that pass its
// conditions, in the order a loop binds them; with exists it stops at the
// first.
func (e *evaluator) countLoop(l *loop, exists bool) int64 {
	mark := e.top
	defer func() { e.top = mark }()
	for _, c := range l.pre {
		if !e.evalBool(c) || e.err != nil {
			return 0
		}
	}
	e.top = mark
	return e.countFrom(l, 0, board.Set{}, exists)
}

// countFrom binds variable i to each candidate not bound to an earlier
// variable (used) and counts the bindings of the rest.
func (e *evaluator) countFrom(l *loop, i int, used board.Set, exists bool) int64 {
	v := &l.vars[i]
	// The candidates, chosen as bind chooses them: written out here and there
	// since a shared function is not inlined (+55 instructions per evaluation
	// of example5).
	var m board.Set
	w, only := uint64(0), true
	if l.small { // the candidates on one word
		u, _ := used.Low()
		w = e.candidatesWord(l, v) &^ u
	} else {
		m = e.candidates(l, v).AndNot(used)
		w, only = m.Low()
	}
	last := i+1 == len(l.vars)
	if last && len(v.conds) == 0 { // every condition chose candidates
		switch {
		case only && exists:
			return b2i(w != 0)
		case only:
			return int64(bits.OnesCount64(w))
		case exists:
			return b2i(!m.IsEmpty())
		}
		return int64(m.Count())
	}
	var n int64
	for e.err == nil && !(exists && n > 0) {
		var sq int
		if only {
			if w == 0 {
				break
			}
			sq = bits.TrailingZeros64(w)
			w &= w - 1
		} else if sq = m.Pop(); sq < 0 {
			break
		}
		if e.interrupted() {
			break
		}
		e.slots[v.slot].x = int64(sq)
		if len(v.conds) > 0 && !e.conds(v.conds) {
			continue
		}
		if last {
			n++
			continue
		}
		next := used
		next.Add(sq)
		n += e.countFrom(l, i+1, next, exists)
	}
	return n
}
