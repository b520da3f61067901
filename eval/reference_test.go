package eval

import (
	"strings"

	"github.com/chespel/chespel/board"
	"github.com/chespel/chespel/lexer"
	"github.com/chespel/chespel/ormulogun"
	"github.com/chespel/chespel/parser"
	"github.com/chespel/chespel/types"
)

// The reference interpreter: it walks the checked syntax tree as the
// language defines it, with none of the evaluator's lowering (no compiled
// nodes but for one library call at a time, no superinstructions, no
// plans, folds, tables, splits or aggregates). Loops bind their variables
// to every ordered tuple of distinct pieces or cells in board order and
// test the conditions of each binding left to right, stopping at the
// first false one. Library functions run through their implementations
// (library), their receiver and arguments put in frame slots first.
// Tests compare every fast path with it, scores and errors.

// refValue is a reference value: a value, or the elements of a list.
type refValue struct {
	v     value
	elems []value
}

// refRun is one reference evaluation.
type refRun struct {
	bot     *Bot
	e       *evaluator      // the position's facts, me, and library calls
	base    int             // the first scratch slot for library calls
	lists   map[int][]value // the lists that let slots hold
	globals []value         // the module-level lets' values
	total   int64
}

// refEvaluate evaluates p with the bot's program by the reference
// interpreter; it returns the clamped score, or the first run-time error.
func refEvaluate(b *Bot, p *board.Position) (int64, error) {
	r := &refRun{bot: b, e: &b.NewEvaluator().ev, lists: map[int][]value{}}
	r.e.facts.load(p)
	if drawReason(p) != "" {
		return 0, nil
	}
	if err := r.lets(); err != nil {
		return 0, err
	}
	stm := p.SideToMove()
	for _, rule := range b.prog.Evaluation {
		if err := r.rule(rule, rule.Name, int(stm), 1); err != nil {
			return 0, err
		}
	}
	for _, g := range b.prog.Endgames {
		// from the side to move first, else from the other side, negated
		side, sign := stm, int64(1)
		if !ormulogun.Match(g.Spec, p, stm) {
			if side, sign = stm.Other(), -1; !ormulogun.Match(g.Spec, p, side) {
				continue
			}
		}
		for _, rule := range g.Rules {
			if err := r.rule(rule, g.Name+"/"+rule.Name, int(side), sign); err != nil {
				return 0, err
			}
		}
	}
	return min(max(r.total, -maxEval), maxEval), nil
}

// lets computes the module-level lets, in source order, with me the side
// to move, into globals: the first slots of every rule's frame.
func (r *refRun) lets() (err error) {
	defer r.recoverFailure(&err)
	prog := r.bot.prog
	e := r.e
	r.base = prog.LetFrame
	e.slots = make([]value, prog.LetFrame+4)
	e.me, e.sign = e.facts.side, 1
	for _, s := range prog.Lets {
		e.rule = &rule{name: "let " + s.Name.Name}
		r.block([]parser.Stmt{s})
	}
	r.globals = append([]value(nil), e.slots[:len(prog.Lets)]...)
	return nil
}

// recoverFailure turns a refFailure panic into *err.
func (r *refRun) recoverFailure(err *error) {
	switch f := recover().(type) {
	case nil:
	case refFailure:
		*err = f.err
	default:
		panic(f)
	}
}

// refFailure stops a reference evaluation with a run-time error.
type refFailure struct{ err *RuntimeError }

func (r *refRun) rule(pr *parser.Rule, name string, side int, sign int64) (err error) {
	defer func() {
		switch f := recover().(type) {
		case nil:
		case refFailure:
			err = f.err
		default:
			panic(f)
		}
	}()
	e := r.e
	r.base = pr.Slots
	e.slots = make([]value, pr.Slots+4)
	copy(e.slots, r.globals)
	e.rule = &rule{name: name, sym: pr.Sym}
	e.me, e.sign = side, sign
	r.block(pr.Body)
	if pr.Sym {
		e.me, e.sign = side^1, -sign
		r.block(pr.Body)
	}
	return nil
}

// fail stops the evaluation with an error at pos.
func (r *refRun) fail(pos lexer.Pos, msg string) {
	panic(refFailure{&RuntimeError{File: r.bot.file, Line: pos.Line, Col: pos.Col, Rule: r.e.rule.name, Msg: msg}})
}

func (r *refRun) block(stmts []parser.Stmt) {
	for _, s := range stmts {
		switch s := s.(type) {
		case *parser.ScoreStmt:
			r.total += r.expr(s.Value).v.n.v * r.e.sign
		case *parser.LetStmt:
			v := r.expr(s.Value)
			r.e.slots[s.Name.Slot], r.lists[s.Name.Slot] = v.v, v.elems
		case *parser.IfStmt:
			if r.expr(s.Cond).v.x != 0 {
				r.block(s.Then)
			} else {
				r.block(s.Else)
			}
		case *parser.LoopStmt:
			r.loop(s, 0, nil)
		}
	}
}

// loop binds variable i of s, then the next, and runs the body for every
// binding whose conditions hold, tested left to right.
func (r *refRun) loop(s *parser.LoopStmt, i int, used []int) {
	if i == len(s.Vars) {
		for _, c := range s.Conds {
			if r.expr(c).v.x == 0 {
				return
			}
		}
		r.block(s.Body)
		return
	}
	n := r.e.g.cells
	for x := range n {
		if s.Kind == parser.PieceLoop {
			all := r.e.facts.view.All()
			if !all.Has(x) {
				continue
			}
		}
		if containsInt(used, x) {
			continue
		}
		r.e.slots[s.Vars[i].Slot] = value{x: int64(x)}
		r.loop(s, i+1, append(used, x))
	}
}

// count counts, into n, the bindings of a counting expression's variables
// from variable i on whose conditions hold, tested left to right; with
// exists it stops at the first.
func (r *refRun) count(s *parser.LoopStmt, i int, used []int, exists bool, n *int64) {
	if exists && *n > 0 {
		return
	}
	if i == len(s.Vars) {
		for _, c := range s.Conds {
			if r.expr(c).v.x == 0 {
				return
			}
		}
		*n++
		return
	}
	for x := range r.e.g.cells {
		if s.Kind == parser.PieceLoop {
			all := r.e.facts.view.All()
			if !all.Has(x) {
				continue
			}
		}
		if containsInt(used, x) {
			continue
		}
		r.e.slots[s.Vars[i].Slot] = value{x: int64(x)}
		r.count(s, i+1, append(used, x), exists, n)
	}
}

// sum adds up a sum's value over its bindings, exactly, saturated once.
func (r *refRun) sum(x *parser.Count) num {
	total, integral := int64(0), true
	var walk func(i int, used []int)
	walk = func(i int, used []int) {
		if i == len(x.Loop.Vars) {
			for _, c := range x.Loop.Conds {
				if r.expr(c).v.x == 0 {
					return
				}
			}
			v := r.expr(x.Value).v.n
			total, integral = total+v.v, integral && v.integral
			return
		}
		for c := range r.e.g.cells {
			all := r.e.facts.view.All()
			if x.Loop.Kind == parser.PieceLoop && !all.Has(c) || containsInt(used, c) {
				continue
			}
			r.e.slots[x.Loop.Vars[i].Slot] = value{x: int64(c)}
			walk(i+1, append(used, c))
		}
	}
	walk(0, nil)
	return num{saturate(total), integral}
}

func containsInt(xs []int, x int) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

// expr evaluates an expression.
func (r *refRun) expr(x parser.Expr) refValue {
	switch x := x.(type) {
	case *parser.NumLit:
		return refValue{v: value{n: num{x.Value, x.Integral}}}
	case *parser.BoolLit:
		return refValue{v: value{x: b2i(x.Value)}}
	case *parser.StringLit:
		return refValue{v: value{s: x.Value}}
	case *parser.RowLit:
		return refValue{v: value{x: int64(x.Row - 1)}}
	case *parser.ColLit:
		return refValue{v: value{x: int64(x.Col - 1)}}
	case *parser.CellLit:
		return refValue{v: value{x: int64(r.e.g.cell(x.Col-1, x.Row-1))}}
	case *parser.Ident:
		return r.ident(x)
	case *parser.ListLit:
		var out refValue
		for _, el := range x.Elems {
			out.elems = append(out.elems, r.expr(el).v)
		}
		return out
	case *parser.Unary:
		v := r.expr(x.X)
		if x.Op == lexer.NOT {
			return refValue{v: value{x: 1 - v.v.x}}
		}
		return refValue{v: value{n: r.asNum(x.X.Type(), v).neg()}}
	case *parser.Binary:
		return r.binary(x)
	case *parser.Call:
		return r.callExpr(x)
	case *parser.Count:
		if x.Value != nil {
			return refValue{v: value{n: r.sum(x)}}
		}
		var n int64
		r.count(x.Loop, 0, nil, x.Exists, &n)
		if x.Exists {
			return refValue{v: value{x: b2i(n > 0)}}
		}
		return refValue{v: value{n: intNum(n)}}
	}
	panic("reference: unknown expression")
}

func (r *refRun) ident(x *parser.Ident) refValue {
	switch x.Kind {
	case parser.Local:
		return refValue{v: r.e.slots[x.Slot], elems: r.lists[x.Slot]}
	case parser.Predeclared:
		return refValue{v: value{x: int64(types.ConstValue(x.Const))}}
	case parser.TableRef:
		return refValue{v: value{x: int64(x.Slot)}}
	case parser.GlobalCall:
		return r.call(x.Builtin, x.Type(), x.Pos, parser.NoType, refValue{}, nil, nil)
	}
	recv := refValue{v: r.e.slots[x.Slot]}
	return r.call(x.Builtin, x.Type(), x.Pos, types.Builtins[x.Builtin].Recv, recv, nil, nil)
}

// asNum reads a num, row or col operand as a num (rows and cols count
// from 1).
func (r *refRun) asNum(t parser.Type, v refValue) num {
	if t == parser.Row || t == parser.Col {
		return intNum(v.v.x + 1)
	}
	return v.v.n
}

func (r *refRun) binary(x *parser.Binary) refValue {
	switch x.Op {
	case lexer.AND:
		if r.expr(x.X).v.x == 0 {
			return refValue{}
		}
		return refValue{v: value{x: b2i(r.expr(x.Y).v.x != 0)}}
	case lexer.OR:
		if r.expr(x.X).v.x != 0 {
			return refValue{v: value{x: 1}}
		}
		return refValue{v: value{x: b2i(r.expr(x.Y).v.x != 0)}}
	}
	a, b := r.expr(x.X), r.expr(x.Y)
	ta, tb := x.X.Type(), x.Y.Type()
	switch x.Op {
	case lexer.CONCAT:
		return refValue{v: value{s: r.text(ta, a) + r.text(tb, b)}}
	case lexer.EQ, lexer.NE:
		return refValue{v: value{x: b2i(r.equal(ta, a, b) == (x.Op == lexer.EQ))}}
	case lexer.IN:
		for _, el := range b.elems {
			if r.equal(ta, a, refValue{v: el}) {
				return refValue{v: value{x: 1}}
			}
		}
		return refValue{}
	}
	na, nb := r.asNum(ta, a), r.asNum(tb, b)
	switch x.Op {
	case lexer.PLUS:
		return refValue{v: value{n: na.add(nb)}}
	case lexer.MINUS:
		return refValue{v: value{n: na.sub(nb)}}
	case lexer.STAR:
		return refValue{v: value{n: na.mul(nb)}}
	case lexer.SLASH:
		q, ok := na.div(nb)
		if !ok {
			r.fail(x.Pos, "division by zero")
		}
		return refValue{v: value{n: q}}
	case lexer.LT:
		return refValue{v: value{x: b2i(na.v < nb.v)}}
	case lexer.LE:
		return refValue{v: value{x: b2i(na.v <= nb.v)}}
	case lexer.GT:
		return refValue{v: value{x: b2i(na.v > nb.v)}}
	case lexer.GE:
		return refValue{v: value{x: b2i(na.v >= nb.v)}}
	}
	panic("reference: unknown operator")
}

// equal compares two values of type t (lists element by element).
func (r *refRun) equal(t parser.Type, a, b refValue) bool {
	if !t.IsList() {
		return equalValues(t, a.v, b.v)
	}
	if len(a.elems) != len(b.elems) {
		return false
	}
	for i := range a.elems {
		if !equalValues(t.Elem(), a.elems[i], b.elems[i]) {
			return false
		}
	}
	return true
}

// text is a value's text form.
func (r *refRun) text(t parser.Type, v refValue) string {
	if !t.IsList() {
		return r.e.text(t, v.v)
	}
	parts := make([]string, len(v.elems))
	for i, el := range v.elems {
		parts[i] = r.e.text(t.Elem(), el)
	}
	return "[" + strings.Join(parts, ", ") + "]"
}

func (r *refRun) callExpr(x *parser.Call) refValue {
	args := x.Args
	var recv refValue
	recvType := types.Builtins[x.Builtin].Recv
	switch {
	case x.Implicit:
		recv = refValue{v: r.e.slots[x.Slot]}
	case x.RecvFirst && len(args) > 0:
		recv, args = r.expr(args[0]), args[1:]
	case x.Recv != nil:
		recv = r.expr(x.Recv)
	}
	var vals []refValue
	var argTypes []parser.Type
	for _, a := range args {
		vals = append(vals, r.expr(a))
		argTypes = append(argTypes, a.Type())
	}
	return r.call(x.Builtin, x.Type(), x.Pos, recvType, recv, vals, argTypes)
}

// call runs library function fn on its evaluated receiver and arguments.
func (r *refRun) call(fn int, t parser.Type, pos lexer.Pos, recvType parser.Type, recv refValue, args []refValue, argTypes []parser.Type) refValue {
	switch fn {
	case types.FnAbs:
		a := r.asNum(argTypes[0], args[0])
		if a.v < 0 {
			a = a.neg()
		}
		return refValue{v: value{n: a}}
	case types.FnMin, types.FnMax:
		a, b := r.asNum(argTypes[0], args[0]), r.asNum(argTypes[1], args[1])
		if (fn == types.FnMin) == (b.v < a.v) {
			a = b
		}
		return refValue{v: value{n: a}}
	case types.FnListLen:
		return refValue{v: value{n: intNum(int64(len(recv.elems)))}}
	case types.FnListIsEmpty:
		return refValue{v: value{x: b2i(len(recv.elems) == 0)}}
	}
	e := r.e
	n := &node{op: opCall, t: t, fn: &library[fn], k: int64(fn), pos: pos}
	e.slots[r.base] = recv.v
	n.x = &node{op: opSlot, t: recvType, k: int64(r.base), pos: pos}
	for i, a := range args {
		v := a.v
		if types.Builtins[fn].Params[i] == parser.Num {
			v.n = r.asNum(argTypes[i], a)
		}
		e.slots[r.base+1+i] = v
		n.args = append(n.args, &node{op: opSlot, t: types.Builtins[fn].Params[i], k: int64(r.base + 1 + i), pos: pos})
	}
	e.err = nil
	var out refValue
	switch {
	case t.IsList():
		l := e.evalList(n)
		for m := l.set; ; {
			i := m.Pop()
			if i < 0 {
				break
			}
			out.elems = append(out.elems, value{x: int64(i)})
		}
	case t == parser.Num:
		out.v.n = e.evalNum(n)
	case t == parser.Bool:
		out.v.x = b2i(e.evalBool(n))
	default:
		out.v.x = e.evalInt(n)
	}
	if e.err != nil {
		panic(refFailure{e.err.(*RuntimeError)})
	}
	return out
}
