package eval

import (
	"math/bits"

	"github.com/chespel/chespel/parser"
)

// Counted cases of a last variable. A piece loop whose block is one if and
// else-if chain, such as example5's
//
//	piece p1, p2 with p1.player == me, p2.player == foe, ..., p1.col == p2.col:
//		if (p1.isDoubled and p2.isDoubled) score closed / 4
//		else if (p1.isDoubled or p2.isDoubled) score closed / 2
//		else score closed
//
// whose tests either read no last variable (p1.isDoubled) or are dynamic
// tests of the last variable that choose its candidates (p2.isDoubled),
// and whose branches are each one score that does not read the last
// variable, runs outside verbose mode as follows: for each binding of the
// other variables, the tests that read them are evaluated once, and for
// each truth assignment of the last variable's tests the bindings that
// have it are counted and the branch's score added that many times
// (sumCases). Every binding runs the same branch as before and each score
// computes the same num, so the sum is the same. A case split into loops
// (cases.go) would bind the earlier variables again for each case, and
// choose the candidates again for each case; it is left to the loops of
// one variable whose branches read the variable.

// countCases is the plan of sumCases.
type countCases struct {
	outer []*node   // the tests that read no last variable, bit i of an assignment
	inner []dynCond // the last variable's tests, the bits above
	// branch: per assignment, the score statement that it runs, nil for
	// none.
	branch []*stmt
}

// planCountCases gives a piece loop on a small board whose block is an if
// chain as above its counted cases (sumCases).
func (c *compiler) planCountCases(l *loop, body []parser.Stmt) error {
	last := &l.vars[len(l.vars)-1]
	if !l.small || l.cells || l.sum != sumEach || l.split != nil || l.unswitch != nil ||
		len(last.conds) > 0 || len(body) != 1 || stmtsMayFail(body) {
		return nil
	}
	ifs, ok := body[0].(*parser.IfStmt)
	if !ok || ifs.Else == nil {
		return nil
	}
	atoms, keys, err := c.caseAtoms(ifs)
	if err != nil || len(atoms) == 0 || len(atoms) > maxCaseAtoms {
		return err
	}
	cases, order, ok, err := c.sortAtoms(atoms, last)
	if !ok || err != nil {
		return err
	}
	cases.branch = make([]*stmt, 1<<len(atoms))
	for a := range cases.branch {
		truth := func(key string) bool {
			for i, k := range keys {
				if k == key {
					return a>>order[i]&1 != 0
				}
			}
			return false
		}
		branch, err := c.chooseBranch(ifs, truth)
		if err != nil || len(branch) == 0 {
			if err != nil {
				return err
			}
			continue
		}
		score, isScore := branch[0].(*parser.ScoreStmt)
		if len(branch) != 1 || !isScore {
			return nil
		}
		cs, err := c.stmt(score)
		if err != nil {
			return err
		}
		if refs(cs.value, int64(last.slot)) {
			return nil
		}
		cases.branch[a] = cs
	}
	l.sum, l.cases = sumCases, cases
	l.planCountPairs()
	return nil
}

// sortAtoms compiles the atoms into the outer tests and the last
// variable's dynamic tests; order gives each atom's bit. ok is false when
// an atom is neither.
func (c *compiler) sortAtoms(atoms []parser.Expr, last *loopVar) (cases *countCases, order []int, ok bool, err error) {
	cases = &countCases{}
	var inner []int // the atoms of the last variable
	for i, atom := range atoms {
		n, err := c.compileExpr(atom)
		if err != nil {
			return nil, nil, false, err
		}
		if !refs(n, int64(last.slot)) {
			cases.outer = append(cases.outer, n)
			order = append(order, len(cases.outer)-1)
			continue
		}
		probe := loopVar{slot: last.slot, player: last.player} // the player: a test of attackers reads it
		if !probe.foldDynamic(n) {
			return nil, nil, false, nil
		}
		cases.inner = append(cases.inner, probe.dyn[0])
		inner = append(inner, i)
		order = append(order, -1)
	}
	for j, i := range inner {
		order[i] = len(cases.outer) + j
	}
	return cases, order, true, nil
}

// countCases adds up the last variable's bindings by case: the outer
// tests once, then for each assignment of the last variable's tests the
// number of its candidates that have it, times its branch's score.
func (e *evaluator) countCases(l *loop, v *loopVar, used uint64) {
	w := e.candidatesWord(l, v) &^ used
	if w == 0 {
		return
	}
	cs := l.cases
	mark := e.top
	a := 0
	for i, t := range cs.outer {
		if e.evalBool(t) {
			a |= 1 << i
		}
	}
	e.top = mark
	if e.err != nil {
		return
	}
	shift := len(cs.outer)
	if w&(w-1) == 0 { // one candidate (most of kingSafety's pawns face one): its case alone
		b := 0
		for j, d := range cs.inner {
			b |= int(e.dynWord(l, v, d)&w>>bits.TrailingZeros64(w)) << j
		}
		if s := cs.branch[a|b<<shift]; s != nil {
			e.scoreTimes(s, 1)
		}
		return
	}
	var words [maxCaseAtoms]uint64
	for j, d := range cs.inner {
		words[j] = e.dynWord(l, v, d)
	}
	// The assignments part the candidates: the loop ends once each has
	// had its case.
	for b := 0; w != 0; b++ {
		m := w
		for j := range cs.inner {
			if b>>j&1 != 0 {
				m &= words[j]
			} else {
				m &^= words[j]
			}
		}
		w &^= m
		if s := cs.branch[a|b<<shift]; s != nil && m != 0 {
			if e.scoreTimes(s, bits.OnesCount64(m)); e.err != nil {
				return
			}
		}
	}
}
