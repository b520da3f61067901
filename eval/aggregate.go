package eval

import (
	"math/bits"

	"github.com/chespel/chespel/board"
	"github.com/chespel/chespel/types"
)

// Two load-time plans make the commonest loops cheap:
//
//   - an emptiness test of the variable's attack lists (p.coveredBy == [],
//     p.attackedBy != []) becomes a set of pieces read off the position's
//     attack maps, like a folded condition but computed per position;
//   - a one-variable piece loop whose conditions are all folded and whose
//     body is one score whose value depends on the piece only through its
//     type (score p.value, score 1) adds, outside verbose mode, the value
//     once per type times the number of pieces of that type, instead of
//     running the body for each piece.

// dynCond is a condition on the variable that the position's facts answer
// for all pieces at once: an emptiness test of its attack lists, or one of
// the pawn-structure and hanging tests; neg for != [] or not. For
// dynAttackedByKind (not p.cell.attackers(foe, pawn).isEmpty), arg is the
// attackers' kind, plus attackersFoe when they are the opponent's of the
// piece's owner. (Three fields: each field is a register where a dynCond
// is passed, and example5 passes many.)
type dynCond struct {
	kind dynKind
	neg  bool
	arg  uint8
}

// attackersFoe marks in a dynCond's arg attackers of the opponent of the
// piece's owner.
const attackersFoe = 1 << 7

// dynKind says which facts answer a dynCond.
type dynKind uint8

const (
	dynUndefended dynKind = iota // coveredBy == []
	dynUnattacked                // attackedBy == []
	dynPassed
	dynIsolated
	dynDoubled
	dynHanging
	dynAttackedByKind // a piece of a kind of one player attacks it
	dynFileOpen       // p.col.isOpen
	dynFileHalfOpen   // p.col.isHalfOpen(P); arg 1 when P is the opponent of the piece's owner
)

// dynFunctions are the bool functions of a piece that dynCond answers.
var dynFunctions = map[int64]dynKind{
	types.FnPieceIsPassed: dynPassed, types.FnPieceIsIsolated: dynIsolated,
	types.FnPieceIsDoubled: dynDoubled, types.FnPieceIsHanging: dynHanging,
}

// foldDynamic folds c into v's candidates when it is such a test of v,
// and reports whether it did.
func (v *loopVar) foldDynamic(c *node) bool {
	neg := false
	if c.op == opNot {
		c, neg = c.x, true
	}
	slot := int64(v.slot)
	switch {
	case c.op == opUnattacked && c.k <= 1 && c.x.op == opSlot && c.x.k == slot:
		v.dyn = append(v.dyn, dynCond{kind: dynKind(c.k), neg: neg != (c.mask != 0)})
		return true
	case c.op == opCall && c.k == types.FnColIsOpen && colOf(c.x, slot) && v.player >= 0: // a piece, not a cell
		v.dyn = append(v.dyn, dynCond{kind: dynFileOpen, neg: neg})
		return true
	case c.op == opCall && c.k == types.FnColIsHalfOpen && colOf(c.x, slot) && v.player >= 0:
		if len(c.args) != 1 || c.args[0].op != opInt {
			return false
		}
		// the player of the test seen from the piece's owner
		v.dyn = append(v.dyn, dynCond{kind: dynFileHalfOpen, neg: neg, arg: uint8((int64(v.player) ^ c.args[0].k) & 1)})
		return true
	case c.op == opCall && c.x != nil && c.x.op == opSlot && c.x.k == slot:
		kind, ok := dynFunctions[c.k]
		if ok {
			v.dyn = append(v.dyn, dynCond{kind: kind, neg: neg})
		}
		return ok
	case c.op == opVarStruct && c.k == slot:
		v.dyn = append(v.dyn, dynCond{kind: dynPassed + dynKind(c.mask), neg: neg})
		return true
	case c.op == opCall && c.k == types.FnListIsEmpty && v.player >= 0:
		// p.cell.attackers(foe, pawn).isEmpty, of a variable whose player
		// is known: the attackers' player seen from the piece's owner
		a := c.x
		if a.op != opCall || a.k != types.FnCellAttackers || a.x.op != opSlot || a.x.k != slot ||
			a.args[0].op != opInt || a.args[1].op != opInt {
			return false
		}
		arg := uint8(a.args[1].k) & board.MaxKinds
		if (int64(v.player)^a.args[0].k)&1 != 0 {
			arg |= attackersFoe
		}
		v.dyn = append(v.dyn, dynCond{kind: dynAttackedByKind, neg: !neg, arg: arg})
		return true
	}
	return false
}

// colOf reports whether n is the col of the piece in slot.
func colOf(n *node, slot int64) bool {
	return n != nil && n.op == opVarCol && n.k == slot
}

// dynamic returns the pieces that satisfy a dynamic condition.
func (f *facts) dynamic(d dynCond) board.Set {
	return f.dynamicOf(d, white).Or(f.dynamicOf(d, black))
}

// dynamicOf returns colour c's pieces that satisfy a dynamic condition.
func (f *facts) dynamicOf(d dynCond, c int) board.Set {
	m := f.holds(d, c)
	if d.neg {
		return f.occ(c).AndNot(m)
	}
	return m
}

// holds returns colour c's pieces for which the test d (its kind, not
// negated) holds.
func (f *facts) holds(d dynCond, c int) board.Set {
	switch d.kind {
	case dynUndefended:
		return f.occ(c).AndNot(f.attacked(c))
	case dynUnattacked:
		return f.occ(c).AndNot(f.attacked(c ^ 1))
	case dynHanging:
		return f.occ(c).And(f.attacked(c ^ 1)).AndNot(f.attacked(c))
	case dynAttackedByKind:
		return f.occ(c).And(f.view.AttackedByKind(board.Color(c^int(d.arg>>7)), board.Kind(d.arg&board.MaxKinds)))
	case dynFileOpen:
		return f.occ(c).And(f.view.OpenFileCells())
	case dynFileHalfOpen:
		return f.occ(c).And(f.view.HalfOpenFileCells(board.Color(c ^ int(d.arg&1))))
	}
	return f.view.PawnStructure(board.Color(c), board.Structure(d.kind-dynPassed))
}

// planAggregate marks a loop whose body can be summed by type.
func (l *loop) planAggregate() {
	if l.cells || len(l.vars) != 1 || len(l.vars[0].conds) != 0 || len(l.body) != 1 {
		return
	}
	s := l.body[0]
	switch {
	case s.kind != stScore:
	case typeOnly(s.value, int64(l.vars[0].slot)):
		l.sum = sumByType
	case s.value.op == opVarMobility && s.value.k == int64(l.vars[0].slot):
		l.sum = sumMobility
		if s.value.mask != 0 { // p.safeMobility (safe.go)
			l.sum = sumSafeMobility
		}
	}
}

// sumMobilities adds up the mobility of the pieces m: a loop whose body
// is score p.mobility (the default bot's sum(piece p ...: p.mobility)), or
// score p.safeMobility.
func (e *evaluator) sumMobilities(l *loop, m board.Set) {
	e.total += int64(e.mobilityOf(l, m)) * 1000 * e.sign
}

// typeOnly reports whether n reads the variable in slot only through its
// piece type.
func typeOnly(n *node, slot int64) bool {
	if n == nil {
		return true
	}
	switch n.op {
	case opVarType, opVarValue:
		return true
	case opSlot, opVarPlayer, opVarRow, opVarCol, opVarStartRow, opVarRowNum, opVarColNum, opVarStartRowNum, opVarStruct, opVarMobility:
		if n.k == slot {
			return false
		}
	}
	if !typeOnly(n.x, slot) || !typeOnly(n.y, slot) {
		return false
	}
	for _, a := range n.args {
		if !typeOnly(a, slot) {
			return false
		}
	}
	return true
}

// sumByType runs an aggregated loop: the score once per piece type among
// the candidates, times their number, in the order of the types. It
// visits the candidate pieces once to count them by type.
func (e *evaluator) sumByType(l *loop, m board.Set) {
	v, s := &l.vars[0], l.body[0]
	f := &e.facts
	var count, first [32]int32 // by kind (board.MaxKinds of them)
	var present uint32
	m = m.And(f.view.All())
	for i := m.Pop(); i >= 0; i = m.Pop() { // in board order: first is each type's first
		k := f.view.KindAt(i) & 31
		if present>>k&1 == 0 {
			present |= 1 << k
			first[k] = int32(i)
		}
		count[k]++
	}
	for ; present != 0; present &= present - 1 {
		t := bits.TrailingZeros32(present)
		e.slots[v.slot].x = int64(first[t])
		mark := e.top
		n := e.evalNum(s.value)
		e.top = mark
		if e.err != nil {
			return
		}
		e.total += n.v * e.sign * int64(count[t])
		e.allInt = e.allInt && n.integral
	}
}
