package eval

import (
	"github.com/chespel/chespel/board"
	"github.com/chespel/chespel/lexer"
	"github.com/chespel/chespel/parser"
	"github.com/chespel/chespel/types"
)

// loop plans a loop once at load time: conditions player == me|foe
// and type == T (or type != T) on a piece variable choose the pieces to
// visit instead of being tested, and every other condition is tested as
// soon as the last variable it uses is bound (types.CondVars).
func (c *compiler) loop(s *parser.LoopStmt) (*loop, error) {
	if c.plain {
		return c.plainLoop(s)
	}
	l := newLoop(c.g, s)
	conds, body := hoistIf(s.Conds, s.Body)
	conds = splitAnd(conds)
	last := condVars(s, conds)
	ordered := false // a condition that may fail was met: the rest keep their order
	for i, cond := range conds {
		// A cell loop tests its first condition on its first cell whatever
		// the plan: that one may fail and still be planned.
		fails := mayFail(cond) && !(i == 0 && l.cells)
		if fails && !ordered && len(l.vars) == 1 && len(l.vars[0].conds) == 0 && last[i] == 0 {
			// The first condition that may fail, on the only variable,
			// after conditions that all chose candidates: a lazy table.
			n, err := c.compileExpr(cond)
			if err != nil {
				return nil, err
			}
			if l.vars[0].foldLazy(c.g, n, c.frame) {
				ordered = true
				continue
			}
		}
		ordered = ordered || fails
		if ordered {
			n, err := c.compileExpr(cond)
			if err != nil {
				return nil, err
			}
			lastVar := &l.vars[len(l.vars)-1]
			lastVar.conds = append(lastVar.conds, n)
			continue
		}
		if !l.cells && last[i] >= 0 && l.vars[last[i]].restrict(cond) {
			continue
		}
		n, err := c.compileExpr(cond)
		if err != nil {
			return nil, err
		}
		switch {
		case last[i] < 0:
			l.pre = append(l.pre, n)
		case l.vars[last[i]].fold(c.g, n, c.frame), l.vars[last[i]].foldDynamic(n),
			!l.cells && l.vars[last[i]].foldColoured(c.g, n, c.frame),
			!l.cells && l.vars[last[i]].foldRanked(c.g, n, c.frame):
		default:
			l.vars[last[i]].conds = append(l.vars[last[i]].conds, n)
		}
	}
	cbody, err := c.block(body)
	if err != nil {
		return nil, err
	}
	l.body = cbody
	for i := range l.vars {
		l.vars[i].kind = onlyKind(l.vars[i].types, c.g.kinds)
		l.vars[i].compact(c.g)
		v := &l.vars[i]
		v.plain = l.small && !l.cells && v.player >= 0 && v.kind >= 0 && len(v.dyn) == 0 && len(v.tables) == 0
	}
	l.planTable(c.g, c.frame)
	l.wordTable = l.small && l.table != nil && len(l.pre) == 0
	if l.table != nil {
		return l, nil // the whole body in one table: no split
	}
	l.planAggregate()
	l.planCountLast()
	if err := c.planSplit(l, s, conds, body); err != nil {
		return nil, err
	}
	if err := c.planUnswitch(l, s, conds, body); err != nil {
		return nil, err
	}
	if err := c.planCountCases(l, body); err != nil {
		return nil, err
	}
	if err := c.planCases(l, s, conds, body); err != nil {
		return nil, err
	}
	return l, nil
}

// planUnswitch gives a loop whose block is one if with an else, whose
// condition reads no loop variable and cannot fail, one loop per branch
// for the non-verbose path (unswitch): the condition is tested once, and
// each branch's loop is planned on its own (a table, a sum by type). Every
// binding ran the same branch, so the sum is the same; the condition,
// which cannot fail, is then tested even when no binding would have.
func (c *compiler) planUnswitch(l *loop, s *parser.LoopStmt, conds []parser.Expr, body []parser.Stmt) error {
	if l.table != nil || l.sum == sumByType || len(body) != 1 {
		return nil
	}
	ifs, ok := body[0].(*parser.IfStmt)
	if !ok || ifs.Else == nil || mayFail(ifs.Cond) || condVars(s, []parser.Expr{ifs.Cond})[0] >= 0 {
		return nil
	}
	cond, err := c.compileExpr(ifs.Cond)
	if err != nil {
		return err
	}
	u := &unswitch{cond: cond}
	for i, branch := range [][]parser.Stmt{ifs.Then, ifs.Else} {
		one := *s
		one.Conds, one.Body = conds, branch
		sub, err := c.loop(&one)
		if err != nil {
			return err
		}
		u.loops[i] = sub
	}
	l.unswitch = u
	return nil
}

// unswitch is a loop's plan as one loop per branch of its block's if.
type unswitch struct {
	cond  *node
	loops [2]*loop // then, else
}

// runUnswitched runs an unswitched loop: the condition once, then the
// loop of the branch it chooses.
func (e *evaluator) runUnswitched(u *unswitch) {
	mark := e.top
	cond := e.evalBool(u.cond)
	e.top = mark
	if e.err != nil {
		return
	}
	if cond {
		e.loop(u.loops[0])
	} else {
		e.loop(u.loops[1])
	}
}

// newLoop returns a loop over s's variables, every candidate allowed.
func newLoop(g *geo, s *parser.LoopStmt) *loop {
	l := &loop{cells: s.Kind == parser.CellLoop, small: g.cells <= 64}
	all, _ := g.all.Low()
	for _, v := range s.Vars {
		l.vars = append(l.vars, loopVar{slot: v.Slot, player: -1, types: allKinds, kind: -1, mask: g.all, byColour: [2]board.Set{g.all, g.all},
			maskW: all, byColourW: [2]uint64{all, all}})
	}
	return l
}

// plainLoop compiles a loop as written, without a plan: every condition
// is tested, in order, once all the variables are bound. Tests compare
// the planned loops with it.
func (c *compiler) plainLoop(s *parser.LoopStmt) (*loop, error) {
	l := newLoop(c.g, s)
	last := &l.vars[len(l.vars)-1]
	for _, cond := range s.Conds {
		n, err := c.compileExpr(cond)
		if err != nil {
			return nil, err
		}
		last.conds = append(last.conds, n)
	}
	body, err := c.block(s.Body)
	l.body = body
	return l, err
}

// planSplit gives a loop whose block holds several statements and no let
// one loop per statement, for the non-verbose path: the same statements
// run for the same bindings, so the sum is the same, and each loop may
// then be planned on its own (an if becomes a condition, a score a
// piece-square table). The verbose path keeps the loop whole, so that the
// lines come in the order of the bindings. The statements themselves are
// not compiled again (compiler.done).
func (c *compiler) planSplit(l *loop, s *parser.LoopStmt, conds []parser.Expr, body []parser.Stmt) error {
	if len(body) < 2 || stmtsMayFail(body) {
		return nil
	}
	for _, st := range body {
		if _, isLet := st.(*parser.LetStmt); isLet {
			return nil
		}
	}
	for _, st := range body {
		one := *s
		one.Conds, one.Body = conds, []parser.Stmt{st}
		sub, err := c.loop(&one)
		if err != nil {
			return err
		}
		l.split = append(l.split, sub)
	}
	return nil
}

// hoistIf turns a loop whose body is one if without else into a loop with
// one more condition: the same iterations run the same statements, and the
// condition may then choose the loop's candidates (fold).
func hoistIf(conds []parser.Expr, body []parser.Stmt) ([]parser.Expr, []parser.Stmt) {
	for len(body) == 1 {
		s, ok := body[0].(*parser.IfStmt)
		if !ok || s.Else != nil {
			break
		}
		conds = append(conds[:len(conds):len(conds)], s.Cond)
		body = s.Then
	}
	return conds, body
}

// splitAnd makes each condition A and B two conditions, A then B: all
// must hold, in order, as and requires; each part may then be planned.
func splitAnd(conds []parser.Expr) []parser.Expr {
	var out []parser.Expr
	for _, c := range conds {
		if b, ok := c.(*parser.Binary); ok && b.Op == lexer.AND {
			out = append(out, splitAnd([]parser.Expr{b.X, b.Y})...)
			continue
		}
		out = append(out, c)
	}
	return out
}

// condVars is types.CondVars for the loop with conditions conds.
func condVars(s *parser.LoopStmt, conds []parser.Expr) []int {
	l := *s
	l.Conds = conds
	return types.CondVars(&l)
}

// restrict folds a condition on the variable into its choice of pieces
// when it is player == P, type == T or type != T with constant P or T,
// and reports whether it did.
func (v *loopVar) restrict(c parser.Expr) bool {
	if set, ok := v.typeSet(c); ok {
		v.types &= set
		return true
	}
	b, ok := c.(*parser.Binary)
	if !ok || (b.Op != lexer.EQ && b.Op != lexer.NE) {
		return false
	}
	fn, ok := v.call(b.X)
	cst, ok2 := constant(b.Y)
	if !ok || !ok2 {
		if fn, ok = v.call(b.Y); !ok {
			return false
		}
		if cst, ok2 = constant(b.X); !ok2 {
			return false
		}
	}
	switch {
	case fn == types.FnPiecePlayer && b.Op == lexer.EQ && v.player < 0:
		v.player = cst
		return true
	case fn == types.FnPieceType && b.Op == lexer.EQ:
		v.types &= 1 << cst
		return true
	case fn == types.FnPieceType && b.Op == lexer.NE:
		v.types &^= 1 << cst
		return true
	}
	return false
}

// typeSet returns the types that a condition type == A or type == B or
// ... on the variable allows.
func (v *loopVar) typeSet(c parser.Expr) (uint32, bool) {
	b, ok := c.(*parser.Binary)
	if !ok {
		return 0, false
	}
	switch b.Op {
	case lexer.OR:
		x, ok := v.typeSet(b.X)
		y, ok2 := v.typeSet(b.Y)
		return x | y, ok && ok2
	case lexer.EQ:
		fn, ok := v.call(b.X)
		t, ok2 := constant(b.Y)
		if !ok || !ok2 {
			if fn, ok = v.call(b.Y); !ok {
				return 0, false
			}
			if t, ok2 = constant(b.X); !ok2 {
				return 0, false
			}
		}
		return 1 << t, fn == types.FnPieceType
	}
	return 0, false
}

// call returns the builtin that e calls directly on the variable: v.f,
// f(v), or a bare f in a one-variable loop.
func (v *loopVar) call(e parser.Expr) (int, bool) {
	switch e := e.(type) {
	case *parser.Ident:
		if e.Kind == parser.ImplicitCall && e.Slot == v.slot {
			return e.Builtin, true
		}
	case *parser.Call:
		var recv parser.Expr
		switch {
		case e.Implicit:
			if e.Slot == v.slot && len(e.Args) == 0 {
				return e.Builtin, true
			}
			return 0, false
		case e.RecvFirst && len(e.Args) == 1:
			recv = e.Args[0]
		case e.Recv != nil && len(e.Args) == 0:
			recv = e.Recv
		default:
			return 0, false
		}
		if id, ok := recv.(*parser.Ident); ok && id.Kind == parser.Local && id.Slot == v.slot {
			return e.Builtin, true
		}
	}
	return 0, false
}

// constant returns the value of a predeclared player or type constant.
func constant(e parser.Expr) (int, bool) {
	id, ok := e.(*parser.Ident)
	if !ok || id.Kind != parser.Predeclared || id.Const < 0 || id.Const >= types.MaxConsts {
		return 0, false
	}
	return types.ConstValue(id.Const), true
}

// The order of evaluation of loop conditions (docs/language.md): for each
// binding of the variables in board order, the conditions are tested left
// to right, the first false one ending the test, and a condition is never
// tested once one before it is false. The plans above test conditions
// earlier (on fewer variables, once before the loop, as sets), in another
// order or not at all; that gives the same result for conditions that
// cannot fail, since testing them has no effect. The first condition of a
// cell loop is tested on the first binding in any case, so that it may be
// planned even if it may fail (me.king fails without a king). A condition that may fail
// (a division, a king that a player may lack) would then fail where the
// written order never tests it, so from the first such condition on the
// conditions are tested in their written order once every variable is
// bound; and a loop whose statements may fail is not split (its bindings
// run each statement in turn, so the first failure is the same).

// mayFail reports whether evaluating e may raise a run-time error.
func mayFail(e parser.Expr) bool {
	switch e := e.(type) {
	case *parser.Binary:
		return e.Op == lexer.SLASH && !nonZeroConstant(e.Y) || mayFail(e.X) || mayFail(e.Y)
	case *parser.Unary:
		return mayFail(e.X)
	case *parser.ListLit:
		for _, el := range e.Elems {
			if mayFail(el) {
				return true
			}
		}
	case *parser.Ident:
		return e.Kind == parser.ImplicitCall && failingBuiltins[e.Builtin]
	case *parser.Count: // its conditions and value run for its own bindings
		for _, c := range e.Loop.Conds {
			if mayFail(c) {
				return true
			}
		}
		return e.Value != nil && mayFail(e.Value)
	case *parser.Call:
		if failingBuiltins[e.Builtin] || e.Recv != nil && mayFail(e.Recv) {
			return true
		}
		for _, a := range e.Args {
			if mayFail(a) {
				return true
			}
		}
	}
	return false
}

// nonZeroConstant reports whether e is a num literal other than zero: a
// division by it cannot fail.
func nonZeroConstant(e parser.Expr) bool {
	n, ok := e.(*parser.NumLit)
	return ok && n.Value != 0
}

// failingBuiltins are the functions that may raise a run-time error.
var failingBuiltins = map[int]bool{types.FnPlayerKing: true}

// stmtsMayFail reports whether running the statements may raise a
// run-time error.
func stmtsMayFail(stmts []parser.Stmt) bool {
	for _, s := range stmts {
		switch s := s.(type) {
		case *parser.ScoreStmt:
			if mayFail(s.Value) || s.Reason != nil && mayFail(s.Reason) {
				return true
			}
		case *parser.LetStmt:
			if mayFail(s.Value) {
				return true
			}
		case *parser.IfStmt:
			if mayFail(s.Cond) || stmtsMayFail(s.Then) || stmtsMayFail(s.Else) {
				return true
			}
		case *parser.LoopStmt:
			for _, c := range s.Conds {
				if mayFail(c) {
					return true
				}
			}
			if stmtsMayFail(s.Body) {
				return true
			}
		}
	}
	return false
}
