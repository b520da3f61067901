package eval

import (
	"github.com/chespel/chespel/board"
	"github.com/chespel/chespel/parser"
	"github.com/chespel/chespel/types"
)

// The expression evaluator: one function per result kind, each a switch on
// the node's op. The switches are long because they are the interpreter's
// dispatch; BenchmarkEval guards them.

// evalNum evaluates a num expression.
func (e *evaluator) evalNum(n *node) num {
	switch n.op {
	case opNum:
		return num{n.k, n.integral}
	case opSlot:
		return e.slots[n.k].n
	case opToNum:
		return intNum(e.evalInt(n.x) + 1)
	case opVarRowNum:
		return num{(e.g.row(int(e.slots[n.k].x)) + 1) * 1000, true}
	case opVarColNum:
		return num{(e.g.col(int(e.slots[n.k].x)) + 1) * 1000, true}
	case opVarStartRowNum:
		x := int(e.slots[n.k].x)
		return num{(e.g.startRow(e.facts.typeAt(x), e.facts.colorAt(x)) + 1) * 1000, true}
	case opVarValue:
		return e.g.value(int(e.facts.typeAt(int(e.slots[n.k].x))))
	case opVarMobility:
		return intNum(int64(e.mobility(int(e.slots[n.k].x), n.mask)))
	case opNeg:
		return e.evalNum(n.x).neg()
	case opAbs:
		if a := e.evalNum(n.x); a.v < 0 {
			return a.neg()
		} else {
			return a
		}
	case opAdd:
		return e.operand(n.x).add(e.operand(n.y))
	case opSub:
		return e.operand(n.x).sub(e.operand(n.y))
	case opMul:
		if y := n.y; y.op == opSlot { // 0.04 * minors: the let read without a call
			return e.operand(n.x).mul(e.slots[y.k].n)
		}
		return e.operand(n.x).mul(e.operand(n.y))
	case opDiv:
		q, ok := e.operand(n.x).div(e.operand(n.y))
		if !ok {
			e.fail(n, "division by zero")
		}
		return q
	case opCall:
		if n.x == nil {
			return e.globalNum(n)
		}
		return n.fn.num(e, n)
	case opPhase:
		return e.phase()
	case opTaper:
		return e.taper(e.operand(n.x), e.operand(n.y)) // taper(0.25, 0.1): no call for a constant
	case opCount:
		return e.countNum(n)
	case opKindCount:
		return e.kindCountNum(n)
	case opZoneCount:
		return e.zoneCountNum(n)
	}
	e.fail(n, "internal error: not a num")
	return num{}
}

// unattacked evaluates opUnattacked.
func (e *evaluator) unattacked(n *node) bool {
	sq := int(e.evalInt(n.x) & (maxCells - 1))
	f := &e.facts
	var c int
	switch n.k {
	case 0:
		c = int(f.colorAt(sq))
	case 1:
		c = int(f.colorAt(sq)) ^ 1
	default:
		c = e.me ^ int(e.evalInt(n.y))
	}
	a := f.attacked(c)
	return !a.Has(sq)
}

// operand evaluates an operand of arithmetic, a constant without a call.
func (e *evaluator) operand(n *node) num {
	if n.op == opNum {
		return num{n.k, n.integral}
	}
	return e.evalNum(n)
}

// compared evaluates the left operand of a comparison, its value in
// thousandths: a slot (a let, such as example5's pc) without a call.
func (e *evaluator) compared(n *node) int64 {
	if n.op == opSlot {
		return e.slots[n.k].n.v
	}
	return e.evalNum(n).v
}

// evalInt evaluates a row, col, cell, player, type or piece expression.
func (e *evaluator) evalInt(n *node) int64 {
	switch n.op {
	case opInt:
		return n.k
	case opSlot:
		return e.slots[n.k].x
	case opVarType:
		return int64(e.facts.typeAt(int(e.slots[n.k].x)))
	case opVarPlayer:
		return int64(int(e.facts.colorAt(int(e.slots[n.k].x))) ^ e.me)
	case opVarRow:
		return e.g.row(int(e.slots[n.k].x))
	case opVarCol:
		return e.g.col(int(e.slots[n.k].x))
	case opVarStartRow:
		x := int(e.slots[n.k].x)
		return e.g.startRow(e.facts.typeAt(x), e.facts.colorAt(x))
	case opPlayerKing:
		return e.playerKing(n)
	case opCall:
		return n.fn.scalar(e, n)
	}
	e.fail(n, "internal error: not a scalar")
	return 0
}

// evalBool evaluates a bool expression.
func (e *evaluator) evalBool(n *node) bool {
	switch n.op {
	case opBool:
		return n.k != 0
	case opSlot:
		return e.slots[n.k].x != 0
	case opNot:
		return !e.evalBool(n.x)
	case opAnd:
		return e.evalBool(n.x) && e.evalBool(n.y)
	case opOr:
		return e.evalBool(n.x) || e.evalBool(n.y)
	case opLt:
		return e.compared(n.x) < e.operand(n.y).v
	case opLe:
		return e.compared(n.x) <= e.operand(n.y).v
	case opGt:
		return e.compared(n.x) > e.operand(n.y).v
	case opGe:
		return e.compared(n.x) >= e.operand(n.y).v
	case opEqNum:
		return (e.evalNum(n.x).v == e.evalNum(n.y).v) != (n.k != 0)
	case opEqInt:
		return (e.evalInt(n.x) == e.evalInt(n.y)) != (n.k != 0)
	case opEqBool:
		return (e.evalBool(n.x) == e.evalBool(n.y)) != (n.k != 0)
	case opEqStr:
		return (e.evalString(n.x) == e.evalString(n.y)) != (n.k != 0)
	case opEqList:
		return e.listsEqual(n.x.t.Elem(), e.evalList(n.x), e.evalList(n.y)) != (n.k != 0)
	case opEmpty:
		return (e.listLen(n.x) == 0) != (n.k != 0)
	case opUnattacked:
		return e.unattacked(n) != (n.mask != 0)
	case opEmptyCells:
		all := e.facts.view.All()
		return all.And(*n.set).IsEmpty() != (n.mask != 0)
	case opPlayerCastled:
		return e.facts.castledEither(e.me ^ int(n.k))
	case opInMask:
		return n.set.Has(int(e.evalInt(n.x)))
	case opVarStruct:
		sq := int(e.slots[n.k].x) & (maxCells - 1)
		v := &e.facts.view
		s := v.PawnStructure(v.ColorAt(sq), board.Structure(n.mask))
		return s.Has(sq)
	case opIn:
		return e.in(n.x, e.evalList(n.y))
	case opCall:
		return n.fn.boolean(e, n)
	case opCount:
		return e.existsBool(n)
	case opOccupiedAt:
		return e.occupiedAt(n)
	case opByColour:
		if e.me == white {
			return e.evalBool(n.x)
		}
		return e.evalBool(n.y)
	case opKingThen:
		e.playerKing(n.x)
		return n.k != 0
	}
	e.fail(n, "internal error: not a bool")
	return false
}

// evalList evaluates a list expression.
func (e *evaluator) evalList(n *node) list {
	switch n.op {
	case opSlot:
		return e.slots[n.k].l
	case opList:
		off := e.top
		e.top += len(n.args)
		for len(e.arena) < e.top {
			e.arena = append(e.arena, value{})
		}
		for i, el := range n.args {
			e.arena[off+i] = e.evalValue(el)
		}
		return list{off: int32(off), n: int32(len(n.args))}
	case opCall:
		return n.fn.list(e, n)
	}
	e.fail(n, "internal error: not a list")
	return list{off: -1}
}

// evalValue evaluates any expression into a value.
func (e *evaluator) evalValue(n *node) value {
	switch t := n.t; {
	case t.IsList():
		return value{l: e.evalList(n)}
	case t == parser.Num:
		return value{n: e.evalNum(n)}
	case t == parser.Bool:
		return value{x: b2i(e.evalBool(n))}
	case t == parser.String:
		return value{s: e.evalString(n)}
	}
	return value{x: e.evalInt(n)}
}

// elem returns element i of a list.
func (e *evaluator) elem(l list, i int) value {
	if !l.isMask() {
		return e.arena[int(l.off)+i]
	}
	return value{x: int64(l.set.Nth(i))}
}

// in reports whether the value of x is an element of l.
func (e *evaluator) in(x *node, l list) bool {
	if l.isMask() {
		return l.set.Has(int(e.evalInt(x)))
	}
	v := e.evalValue(x)
	for i := range int(l.n) {
		if equalValues(x.t, v, e.arena[int(l.off)+i]) {
			return true
		}
	}
	return false
}

// listsEqual compares two lists of elements of type t element-wise.
func (e *evaluator) listsEqual(t parser.Type, a, b list) bool {
	if a.isMask() && b.isMask() {
		return a.set == b.set
	}
	n := a.len()
	if n != b.len() {
		return false
	}
	for i := range n {
		if !equalValues(t, e.elem(a, i), e.elem(b, i)) {
			return false
		}
	}
	return true
}

// equalValues compares two values of type t.
func equalValues(t parser.Type, a, b value) bool {
	switch t {
	case parser.Num:
		return a.n.v == b.n.v
	case parser.String:
		return a.s == b.s
	}
	return a.x == b.x
}

// globalNum computes abs, min and max.
func (e *evaluator) globalNum(n *node) num {
	a := e.evalNum(n.args[0])
	switch n.k {
	case types.FnAbs:
		if a.v < 0 {
			return a.neg()
		}
		return a
	case types.FnMin:
		if b := e.evalNum(n.args[1]); b.v < a.v {
			return b
		}
		return a
	case types.FnMax:
		if b := e.evalNum(n.args[1]); b.v > a.v {
			return b
		}
		return a
	}
	e.fail(n, "internal error: not a global function")
	return num{}
}
