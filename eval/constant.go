package eval

import (
	"strings"

	"github.com/chespel/chespel/board"
	"github.com/chespel/chespel/parser"
	"github.com/chespel/chespel/types"
)

// Constant returns the value of e, a checked expression of a script for
// the game rules, written as a Chespel literal (1.5, $d4, knight, [$4, $5],
// "text"), when that value does not depend on the position: e is made of
// literals, predeclared constants, operators, the library functions of
// nums, lists and squares only (abs, min, max, len, isEmpty, opponent,
// type.value and the cell functions of fold.go's geometric), and names
// whose declarations let returns: the value of the let that declares
// them, nil for a loop variable. It is computed by the evaluator itself,
// with the exact num arithmetic. ok is false for any other e, and for one
// whose evaluation fails (a division by zero). The language server shows
// it on the hover of a let.
func Constant(rules *board.Rules, e parser.Expr, let func(decl *parser.Ident) parser.Expr) (text string, ok bool) {
	if rules == nil || e == nil || let == nil {
		return "", false
	}
	c := &constants{
		let:  let,
		cp:   &compiler{g: newGeo(rules), plain: true, done: map[parser.Stmt]*stmt{}},
		vals: map[*parser.Ident]value{},
		busy: map[*parser.Ident]bool{},
	}
	c.e = &evaluator{g: c.cp.g, rule: &rule{name: "constant"}, sign: 1}
	v, ok := c.value(e)
	if !ok {
		return "", false
	}
	return c.e.literal(e.Type(), v), true
}

// constants evaluates constant expressions and the lets they read.
type constants struct {
	let  func(*parser.Ident) parser.Expr
	cp   *compiler
	e    *evaluator
	vals map[*parser.Ident]value // the lets computed so far, by declaration
	busy map[*parser.Ident]bool  // the lets being computed, against cycles
}

// value evaluates e after the lets that it reads.
func (c *constants) value(e parser.Expr) (value, bool) {
	slots := map[int]value{}
	ok := true
	parser.Inspect(e, func(n parser.Node) bool {
		if !ok {
			return false
		}
		x, isExpr := n.(parser.Expr)
		if !isExpr || x.Type() == parser.NoType {
			ok = false
			return false
		}
		switch n := n.(type) {
		case *parser.BadExpr:
			ok = false
		case *parser.Call:
			ok = !n.Implicit
		case *parser.Ident:
			switch n.Kind {
			case parser.Predeclared:
			case parser.Local:
				var v value
				v, ok = c.local(n)
				slots[n.Slot] = v
			default:
				ok = false
			}
		}
		return ok
	})
	if !ok {
		return value{}, false
	}
	node, err := c.cp.compileExpr(e)
	if err != nil || !positionFree(node) {
		return value{}, false
	}
	for s, v := range slots {
		if s < 0 || s > 1<<16 {
			return value{}, false
		}
		for len(c.e.slots) <= s {
			c.e.slots = append(c.e.slots, value{})
		}
		c.e.slots[s] = v
	}
	v := c.e.evalValue(node)
	return v, c.e.err == nil
}

// local returns the value of the let that declares the name id.
func (c *constants) local(id *parser.Ident) (value, bool) {
	decl := id.Decl
	if decl == nil {
		decl = id
	}
	if v, ok := c.vals[decl]; ok {
		return v, true
	}
	x := c.let(decl)
	if x == nil || c.busy[decl] {
		return value{}, false
	}
	c.busy[decl] = true
	v, ok := c.value(x)
	delete(c.busy, decl)
	if ok {
		c.vals[decl] = v
	}
	return v, ok
}

// constantCalls are the library functions, besides the geometric ones,
// whose result depends on their operands only.
var constantCalls = map[int64]bool{
	types.FnListLen: true, types.FnListIsEmpty: true,
	types.FnPlayerOpponent: true, types.FnTypeValue: true,
}

// positionFree reports whether the compiled n reads nothing of the
// position: its variables hold constants (Constant checks them), and its
// functions read the game at most.
func positionFree(n *node) bool {
	if n == nil {
		return true
	}
	switch n.op {
	case opNum, opBool, opInt, opString, opSlot, opToNum, opNeg, opAbs, opNot,
		opAnd, opOr, opAdd, opSub, opMul, opDiv, opLt, opLe, opGt, opGe,
		opEqNum, opEqInt, opEqBool, opEqStr, opEqList, opEmpty, opIn, opInMask,
		opConcat, opList, opVarRow, opVarCol, opVarRowNum, opVarColNum:
	case opCall:
		if !geometric[int(n.k)] && !constantCalls[n.k] {
			return false
		}
	default:
		return false
	}
	if !positionFree(n.x) || !positionFree(n.y) {
		return false
	}
	for _, a := range n.args {
		if !positionFree(a) {
			return false
		}
	}
	return true
}

// literal writes a value of type t as Chespel would: its text form, with
// $ before a row, col or cell and a string in quotes.
func (e *evaluator) literal(t parser.Type, v value) string {
	switch {
	case t.IsList():
		parts := make([]string, v.l.len())
		for i := range parts {
			parts[i] = e.literal(t.Elem(), e.elem(v.l, i))
		}
		return "[" + strings.Join(parts, ", ") + "]"
	case t == parser.Row, t == parser.Col, t == parser.Cell:
		return "$" + e.text(t, v)
	case t == parser.String:
		return `"` + strings.NewReplacer(`\`, `\\`, `"`, `\"`).Replace(v.s) + `"`
	}
	return e.text(t, v)
}
