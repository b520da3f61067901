package eval

import (
	"github.com/chespel/chespel/parser"
	"github.com/chespel/chespel/types"
)

// Loop conditions that depend only on where things stand (rows, cols,
// distances, the centre), never on what the position holds, are folded
// into masks at load time: a condition on the loop variable alone becomes
// the set of squares that satisfy it, and one that also reads one other
// piece or cell variable a table of such sets indexed by that variable's
// square. In `piece p with player == me, cell.row in [$4, $5]` the loop
// then visits only my pieces on rows 4 and 5, and in `piece p2 with ...,
// p1.row < p2.row` only the squares above p1.

// geometric are the functions whose result depends on squares only.
var geometric = map[int]bool{
	types.FnAbs: true, types.FnMin: true, types.FnMax: true,
	types.FnPieceCell: true, types.FnPiecePos: true, types.FnPieceRow: true, types.FnPieceCol: true,
	types.FnCellRow: true, types.FnCellCol: true, types.FnCellPos: true,
	types.FnCellIsLight: true, types.FnCellInCenter: true, types.FnCellInExpandedCenter: true,
	types.FnCellDistance: true,
}

// squareSlots collects the piece and cell slots that a geometric
// expression reads, and reports whether n is geometric.
func squareSlots(n *node, slots map[int64]bool) bool {
	switch n.op {
	case opNum, opBool, opInt:
		return true
	case opVarRow, opVarCol, opVarRowNum, opVarColNum:
		slots[n.k] = true
		return true
	case opString, opConcat, opEqStr, opEqList, opEmpty, opList, opIn, opUnattacked,
		opVarType, opVarPlayer, opVarStartRow, opVarStartRowNum, opVarValue:
		return false
	case opSlot:
		if n.t != parser.Piece && n.t != parser.Cell {
			return false
		}
		slots[n.k] = true
		return true
	case opCall:
		if !geometric[int(n.k)] {
			return false
		}
	case opToNum, opNeg, opAbs, opNot, opAnd, opOr, opAdd, opSub, opMul, opDiv,
		opLt, opLe, opGt, opGe, opEqNum, opEqInt, opEqBool, opInMask:
	default:
		return false
	}
	for _, c := range append([]*node{n.x, n.y}, n.args...) {
		if c != nil && !squareSlots(c, slots) {
			return false
		}
	}
	return true
}

// fold tries to turn condition c of variable v into a mask or a table, and
// reports whether it did.
func (v *loopVar) fold(c *node, frame int) bool {
	slots := map[int64]bool{}
	if !squareSlots(c, slots) || !slots[int64(v.slot)] || len(slots) > 2 {
		return false
	}
	other := int64(-1)
	for s := range slots {
		if s != int64(v.slot) {
			other = s
		}
	}
	e := &evaluator{slots: make([]value, frame)}
	e.rule = &rule{name: "fold"}
	var table [64]uint64
	for u := range 64 {
		if other >= 0 {
			e.slots[other] = value{x: int64(u)}
		}
		for sq := range 64 {
			e.slots[v.slot] = value{x: int64(sq)}
			if e.evalBool(c) {
				table[u] |= bit(sq)
			}
		}
		if other < 0 {
			break
		}
	}
	if e.err != nil {
		return false
	}
	if other < 0 {
		v.mask &= table[0]
	} else {
		v.tables = append(v.tables, slotTable{slot: int(other), sets: &table})
	}
	return true
}

// slotTable is a folded condition over two variables: for each square of
// the other variable (in slot), the squares of the loop variable that
// satisfy it.
type slotTable struct {
	slot int
	sets *[64]uint64
}
