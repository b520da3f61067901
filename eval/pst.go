package eval

import (
	"math/bits"

	"github.com/chespel/chespel/board"
	"github.com/chespel/chespel/types"
)

// A one-variable piece loop whose conditions are all folded and whose body
// is one score that depends only on the piece's square, type and colour
// (score p.value, score abs(p.row - p.startingRow) * 0.1) is a piece-square
// table: the score of every colour, type and square is computed at load
// time, and outside verbose mode the loop adds up table entries.

// pstFunctions are the functions that a table's score may call on the
// piece: they read its square, type and colour only.
var pstFunctions = map[int]bool{
	types.FnPieceRank: true, types.FnPieceStartingRow: true, types.FnPieceValue: true,
	types.FnPieceType: true, types.FnTypeValue: true,
	types.FnTableAt: true, types.FnTableOf: true, // a table's cells are constants
}

// pieceSquareTable is a loop's score for each colour, piece type and
// square: entry [c][k*cells+sq], its thousandths in values and whether it
// is integral in integral. allInt says that every entry is integral, so
// that summing reads values alone (half the memory of nums).
type pieceSquareTable struct {
	cells    int
	values   [2][]int64
	integral [2][]bool
	allInt   bool
}

// squareOnly reports whether n depends on nothing but the piece in slot:
// its square, type and colour.
func squareOnly(n *node, slot int64) bool {
	if n == nil {
		return true
	}
	switch n.op {
	case opNum, opBool, opInt:
		return true
	case opSlot, opVarType, opVarRow, opVarCol, opVarStartRow, opVarRowNum, opVarColNum, opVarStartRowNum, opVarValue:
		return n.k == slot
	case opCall:
		if !geometric[int(n.k)] && !pstFunctions[int(n.k)] {
			return false
		}
	case opToNum, opNeg, opAbs, opNot, opAnd, opOr, opAdd, opSub, opMul, opDiv,
		opLt, opLe, opGt, opGe, opEqNum, opEqInt, opEqBool, opInMask:
	default:
		return false
	}
	if !squareOnly(n.x, slot) || !squareOnly(n.y, slot) {
		return false
	}
	for _, a := range n.args {
		if !squareOnly(a, slot) {
			return false
		}
	}
	return true
}

// planTable gives a loop its piece-square table when it can have one.
func (l *loop) planTable(g *geo, frame int) {
	if l.cells || len(l.vars) != 1 || len(l.vars[0].conds) != 0 || len(l.body) != 1 || l.body[0].kind != stScore {
		return
	}
	slot := l.vars[0].slot
	score := l.body[0].value
	if !squareOnly(score, int64(slot)) {
		return
	}
	e := &evaluator{g: g, slots: make([]value, frame), rule: &rule{name: "table"}}
	table := &pieceSquareTable{cells: g.cells, allInt: true}
	for c := range 2 {
		table.values[c] = make([]int64, g.kinds*g.cells)
		table.integral[c] = make([]bool, g.kinds*g.cells)
		for t := range g.kinds {
			for sq := range g.cells {
				e.facts.view.Place(sq, board.Color(c), board.Kind(t))
				e.slots[slot].x = int64(sq)
				n := e.evalNum(score)
				table.values[c][t*g.cells+sq], table.integral[c][t*g.cells+sq] = n.v, n.integral
				table.allInt = table.allInt && n.integral
			}
		}
	}
	if e.err == nil {
		l.table = table
	}
}

// sumTable runs a loop with a piece-square table: the entries of the
// candidates, added up.
func (e *evaluator) sumTable(l *loop, m board.Set) {
	f := &e.facts
	var sum int64
	allInt := true
	t := l.table
	if w, only := m.Low(); only { // a small board: the same on one word
		for ; w != 0; w &= w - 1 {
			sq := bits.TrailingZeros64(w)
			c, x := f.view.ColorAt(sq)&1, int(f.view.KindAt(sq))*t.cells+sq
			sum += t.values[c][x]
			allInt = allInt && (t.allInt || t.integral[c][x])
		}
		e.total += sum * e.sign
		e.allInt = e.allInt && allInt
		return
	}
	for {
		sq := m.Pop()
		if sq < 0 {
			break
		}
		c, x := f.colorAt(sq)&1, int(f.typeAt(sq))*t.cells+sq
		sum += t.values[c][x]
		allInt = allInt && t.integral[c][x]
	}
	e.total += sum * e.sign
	e.allInt = e.allInt && allInt
}
