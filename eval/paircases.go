package eval

import "math/bits"

// Counted pairs. A loop of two variables with counted cases
// (countcases.go), such as example5's
//
//	piece p1, p2 with p1.player == me, p2.player == foe, p1.type == pawn, p2.type == pawn,
//	                  p1.col == p2.col, abs(p1.col - k.col) <= 1:
//		if (p1.isDoubled and p2.isDoubled) score closed / 4
//		else if (p1.isDoubled or p2.isDoubled) score closed / 2
//		else score closed
//
// runs with no binding dispatched when its outer tests are all dynamic
// tests of the first variable (p1.isDoubled), the first variable has no
// condition left to test once bound, the second's candidates read the
// first only as the square of a folded table (p1.col == p2.col) and read
// nothing else that may fail, and no branch reads the first variable: the
// first variable's candidates and every dynamic test's word are computed
// once, then each binding of the first variable costs a bit per outer
// test, a word per table and the partition of the second's candidates by
// case. The pairs are counted per case over the whole loop, and each
// case's score is computed once and added that many times: every pair
// runs the same branch as before, whose score reads neither variable and
// cannot fail, so the sum is the same.

// countPairs is the plan of a loop of counted pairs.
type countPairs struct {
	outer []dynCond // the first variable's tests: bit i of an assignment is outer[i]
	deps  []int     // the second variable's tables whose square is the first variable
	// base: the second variable without those tables, its candidates
	// before the first is bound.
	base loopVar
}

// planCountPairs gives a loop of counted cases its counted pairs when the
// conditions above hold.
func (l *loop) planCountPairs() {
	if l.sum != sumCases || len(l.vars) != 2 || len(l.vars[0].conds) > 0 {
		return
	}
	v0, v1 := &l.vars[0], &l.vars[1]
	p := &countPairs{}
	for _, t := range l.cases.outer {
		probe := loopVar{slot: v0.slot, player: v0.player}
		if !probe.foldDynamic(t) {
			return
		}
		p.outer = append(p.outer, probe.dyn[0])
	}
	p.base = *v1
	p.base.tables = nil
	for i, t := range v1.tables {
		switch {
		case t.coloured:
			return // read by the colours of the position
		case t.slot == int64(v0.slot):
			p.deps = append(p.deps, i)
		case t.slot >= 0: // another variable or a piece let: reading it cannot fail
			p.base.tables = append(p.base.tables, t)
		default:
			return
		}
	}
	for _, s := range l.cases.branch {
		if s != nil && refs(s.value, int64(v0.slot)) {
			return
		}
	}
	l.pairs = p
}

// countPairs adds up a loop of counted pairs (above).
func (e *evaluator) countPairs(l *loop) {
	v0, v1 := &l.vars[0], &l.vars[1]
	w0 := e.candidatesWord(l, v0)
	if w0 == 0 {
		return
	}
	p, cs := l.pairs, l.cases
	base := e.candidatesWord(l, &p.base)
	var outer, inner [maxCaseAtoms]uint64
	for i, d := range p.outer {
		outer[i] = e.dynWord(l, v0, d)
	}
	for j, d := range cs.inner {
		inner[j] = e.dynWord(l, v1, d)
	}
	var counts [1 << maxCaseAtoms]int
	shift := len(p.outer)
	for ; w0 != 0; w0 &= w0 - 1 {
		sq := bits.TrailingZeros64(w0)
		if e.interrupted() {
			return
		}
		w := base &^ (1 << sq)
		for _, i := range p.deps {
			if t := &v1.tables[i]; sq < len(t.words) {
				w &= t.words[sq]
			} else {
				w = 0
			}
		}
		a := 0
		for i := range p.outer {
			a |= int(outer[i]>>sq&1) << i
		}
		for b := 0; w != 0; b++ { // as countCases: the assignments part the candidates
			m := w
			for j := range cs.inner {
				if b>>j&1 != 0 {
					m &= inner[j]
				} else {
					m &^= inner[j]
				}
			}
			w &^= m
			counts[a|b<<shift] += bits.OnesCount64(m)
		}
	}
	for a, s := range cs.branch {
		if s != nil && counts[a] != 0 {
			if e.scoreTimes(s, counts[a]); e.err != nil {
				return
			}
		}
	}
}
