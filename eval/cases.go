package eval

import (
	"github.com/chespel/chespel/lexer"
	"github.com/chespel/chespel/parser"
)

// Case splits. A loop whose block is one if and else-if chain whose
// conditions combine (with and, or, not) a few tests that the planner
// folds into the candidates, such as
//
//	piece p with type == pawn, abs(col - k.col) <= 1:
//		if (p.isDoubled) score 0.075
//		else score 0.15
//
// runs, outside verbose mode, as one loop per truth assignment of those
// tests: each with the tests (or their negations) as further conditions,
// and as its body the branch that the assignment chooses. Every binding
// runs the same branch as before, once, so the sum is the same (scores
// add up in another order, which a sum does not see); each loop is then
// planned on its own (a table, a count), and an assignment whose branch
// is empty has no loop. The tests and the statements must not fail, so
// that running them in another order, or not at all, changes nothing.

// maxCaseAtoms is the most tests a case split assigns: at most 2^3 loops.
const maxCaseAtoms = 3

// planCases gives a loop whose block is an if chain its case split (in
// split) when each of its loops has no more conditions left to test per
// binding than the loop itself.
func (c *compiler) planCases(l *loop, s *parser.LoopStmt, conds []parser.Expr, body []parser.Stmt) error {
	if l.table != nil || l.sum != sumEach || l.split != nil || l.unswitch != nil || len(body) != 1 || len(l.vars) != 1 {
		return nil
	}
	ifs, ok := body[0].(*parser.IfStmt)
	if !ok || ifs.Else == nil || stmtsMayFail(body) {
		return nil
	}
	for _, cond := range conds {
		if mayFail(cond) {
			return nil
		}
	}
	atoms, keys, err := c.caseAtoms(ifs)
	if err != nil || len(atoms) == 0 || len(atoms) > maxCaseAtoms {
		return err
	}
	var loops []*loop
	for a := range 1 << len(atoms) {
		truth := func(key string) bool {
			for i, k := range keys {
				if k == key {
					return a>>i&1 != 0
				}
			}
			return false
		}
		branch, err := c.chooseBranch(ifs, truth)
		if err != nil {
			return err
		}
		if len(branch) == 0 {
			continue
		}
		one := *s
		one.Conds = append(conds[:len(conds):len(conds)], assigned(atoms, a)...)
		one.Body = branch
		sub, err := c.loop(&one)
		if err != nil {
			return err
		}
		if testedConds(sub) > testedConds(l) {
			return nil // a test did not fold: no gain
		}
		loops = append(loops, sub)
	}
	l.split = loops
	return nil
}

// testedConds counts the conditions that a loop tests per binding.
func testedConds(l *loop) int {
	n := 0
	for i := range l.vars {
		n += len(l.vars[i].conds)
	}
	return n
}

// assigned returns the atoms as conditions for the truth assignment a
// (bit i for atom i): the atom, or not the atom.
func assigned(atoms []parser.Expr, a int) []parser.Expr {
	out := make([]parser.Expr, len(atoms))
	for i, atom := range atoms {
		out[i] = atom
		if a>>i&1 == 0 {
			not := &parser.Unary{Pos: atom.Position(), Op: lexer.NOT, X: atom}
			not.T = parser.Bool
			out[i] = not
		}
	}
	return out
}

// caseAtoms returns the distinct tests that the chain's conditions
// combine with and, or and not (two tests written alike are one), with
// their keys (nodeKey of the compiled test).
func (c *compiler) caseAtoms(ifs *parser.IfStmt) (atoms []parser.Expr, keys []string, err error) {
	var walk func(e parser.Expr) error
	walk = func(e parser.Expr) error {
		if x, y, ok := boolOperands(e); ok {
			if err := walk(x); err != nil || y == nil {
				return err
			}
			return walk(y)
		}
		key, err := c.atomKey(e)
		if err != nil {
			return err
		}
		for _, k := range keys {
			if k == key {
				return nil
			}
		}
		atoms, keys = append(atoms, e), append(keys, key)
		return nil
	}
	for s := ifs; s != nil; s = elseIf(s) {
		if err := walk(s.Cond); err != nil {
			return nil, nil, err
		}
	}
	return atoms, keys, nil
}

// atomKey is the key of a test: its compiled node's structure.
func (c *compiler) atomKey(e parser.Expr) (string, error) {
	n, err := c.compileExpr(e)
	if err != nil {
		return "", err
	}
	return nodeKey(n), nil
}

// boolOperands returns the operands of and, or (x and y) and not (x, nil
// y); ok is false for any other expression, a test.
func boolOperands(e parser.Expr) (x, y parser.Expr, ok bool) {
	switch e := e.(type) {
	case *parser.Binary:
		if e.Op == lexer.AND || e.Op == lexer.OR {
			return e.X, e.Y, true
		}
	case *parser.Unary:
		if e.Op == lexer.NOT {
			return e.X, nil, true
		}
	}
	return nil, nil, false
}

// elseIf returns the if of an else that holds one if statement, nil
// otherwise.
func elseIf(s *parser.IfStmt) *parser.IfStmt {
	if len(s.Else) != 1 {
		return nil
	}
	next, _ := s.Else[0].(*parser.IfStmt)
	return next
}

// chooseBranch returns the statements that the chain runs when each test
// has the truth value truth(key).
func (c *compiler) chooseBranch(ifs *parser.IfStmt, truth func(key string) bool) ([]parser.Stmt, error) {
	var holds func(e parser.Expr) (bool, error)
	holds = func(e parser.Expr) (bool, error) {
		x, y, ok := boolOperands(e)
		if !ok {
			key, err := c.atomKey(e)
			return truth(key), err
		}
		a, err := holds(x)
		if err != nil || y == nil {
			return !a, err
		}
		b, err := holds(y)
		if e.(*parser.Binary).Op == lexer.AND {
			return a && b, err
		}
		return a || b, err
	}
	for s := ifs; ; {
		ok, err := holds(s.Cond)
		switch {
		case err != nil:
			return nil, err
		case ok:
			return s.Then, nil
		}
		next := elseIf(s)
		if next == nil {
			return s.Else, nil
		}
		s = next
	}
}

// planCountLast marks a loop whose body is one score that does not read
// the last variable, all of whose conditions chose candidates: outside
// verbose mode, the last variable's bindings are counted and the score
// computed once for all of them (sumCountLast), as for `cell c with row ==
// $1, abs(col - k.col) <= 1: score -0.3`, which no table serves (a cell
// loop) and no sum by type.
func (l *loop) planCountLast() {
	last := &l.vars[len(l.vars)-1]
	if len(last.conds) == 0 && len(l.body) == 1 && l.body[0].kind == stScore &&
		!refs(l.body[0].value, int64(last.slot)) {
		l.sum = sumCountLast // cheaper than a sum by type: no visit
	}
}

// scoreTimes runs a score statement count times: it adds count times the
// score of one run. Its value does not read the variable whose bindings
// were counted, so each run would have computed the same num.
func (e *evaluator) scoreTimes(s *stmt, count int) {
	if count == 0 {
		return
	}
	mark := e.top
	n := e.evalNum(s.value)
	e.top = mark
	if e.err != nil {
		return
	}
	e.total += n.v * e.sign * int64(count)
	e.allInt = e.allInt && n.integral
}
