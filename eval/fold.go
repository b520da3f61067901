package eval

import (
	"math/bits"

	"github.com/chespel/chespel/board"
	"github.com/chespel/chespel/parser"
	"github.com/chespel/chespel/types"
)

// Loop conditions that depend only on where things stand (rows, cols,
// distances, the centre), never on what the position holds, are folded
// into sets of squares at load time. A condition on the loop variable alone
// becomes the set of squares that satisfy it; one that also reads one other
// square (another variable, or an expression that does not use the loop
// variable, such as me.king.pos) becomes a table of such sets indexed by
// that square, which is computed once each time the loop starts. In
// `piece p with player == me, cell.row in [$4, $5]` the loop then visits
// only my pieces on rows 4 and 5; in `piece p2 with ..., p1.row < p2.row`
// only the squares above p1; in `cell c with c.distance(me.king.pos) <= 1`
// only the cells around my king.

// geometric are the functions whose result depends on squares only.
var geometric = map[int]bool{
	types.FnAbs: true, types.FnMin: true, types.FnMax: true,
	types.FnPieceCell: true, types.FnPiecePos: true, types.FnPieceRow: true, types.FnPieceCol: true,
	types.FnCellRow: true, types.FnCellCol: true, types.FnCellPos: true,
	types.FnCellIsLight: true, types.FnCellInCenter: true, types.FnCellInExpandedCenter: true,
	types.FnCellDistance: true,
}

// folder finds what a condition reads: the loop variable's slot, and at
// most one other square, ext.
type folder struct {
	slot int64
	ext  *node
	uses bool // the condition reads the loop variable
	// ranks lets the condition read pieces' ranks, which depend on their
	// colours too (foldRanked); ranked records that it did.
	ranks, ranked bool
}

// readsSlot reports whether n itself (not its operands) reads a frame
// slot (a loop variable or a let): the slot n.k.
func (n *node) readsSlot() bool {
	switch n.op {
	case opSlot, opVarType, opVarPlayer, opVarRow, opVarCol, opVarStartRow,
		opVarRowNum, opVarColNum, opVarStartRowNum, opVarValue, opVarStruct, opVarMobility:
		return true
	}
	return false
}

// refs reports whether n reads the variable in slot.
func refs(n *node, slot int64) bool {
	if n == nil {
		return false
	}
	if n.readsSlot() && n.k == slot {
		return true
	}
	if refs(n.x, slot) || refs(n.y, slot) {
		return true
	}
	for _, a := range n.args {
		if refs(a, slot) {
			return true
		}
	}
	return false
}

// geometric reports whether n depends only on the loop variable's square
// and on ext, recording them.
func (f *folder) geometric(n *node) bool {
	if n.op != opInt && (n.t == parser.Piece || n.t == parser.Cell) && !refs(n, f.slot) {
		if f.ext != nil && !sameSquare(f.ext, n) {
			return false
		}
		f.ext = n
		return true
	}
	switch n.op {
	case opNum, opBool, opInt:
		return true
	case opVarRow, opVarCol, opVarRowNum, opVarColNum:
		if n.k == f.slot {
			f.uses = true
			return true
		}
		other := &node{op: opSlot, t: parser.Cell, k: n.k, pos: n.pos}
		if f.ext != nil && !sameSquare(f.ext, other) {
			return false
		}
		f.ext = other
		return true
	case opSlot:
		f.uses = f.uses || n.k == f.slot
		return n.k == f.slot
	case opCall:
		switch {
		case f.ranks && n.k == types.FnPieceRank:
			f.ranked = true
		case !geometric[int(n.k)]:
			return false
		}
	case opToNum, opNeg, opAbs, opNot, opAnd, opOr, opAdd, opSub, opMul, opDiv,
		opLt, opLe, opGt, opGe, opEqNum, opEqInt, opEqBool, opInMask:
	default:
		return false
	}
	for _, c := range append([]*node{n.x, n.y}, n.args...) {
		if c != nil && !f.geometric(c) {
			return false
		}
	}
	return true
}

// sameSquare reports whether two expressions are the same variable.
func sameSquare(a, b *node) bool {
	return a.op == opSlot && b.op == opSlot && a.k == b.k
}

// fold tries to turn condition c of variable v into a set or a table, and
// reports whether it did. frame is the rule's frame size: the slot after it
// stands for the other square while the table is computed.
func (v *loopVar) fold(g *geo, c *node, frame int) bool { return v.foldAs(g, c, frame, false) }

// foldLazy folds c, a condition that may fail in its other square, into a
// table whose square is read only when candidates are left (foldAs).
func (v *loopVar) foldLazy(g *geo, c *node, frame int) bool { return v.foldAs(g, c, frame, true) }

// foldAs is fold; lazy makes the table's square read only when the
// variable has candidates left, as the written order reads it only for a
// binding that passed the conditions before.
func (v *loopVar) foldAs(g *geo, c *node, frame int, lazy bool) bool {
	f := &folder{slot: int64(v.slot)}
	if !f.geometric(c) || !f.uses {
		return false
	}
	probe, scratch := c, int64(frame)
	if f.ext != nil {
		probe, scratch = f.probe(c, frame)
	}
	e := &evaluator{g: g, slots: make([]value, frame+1), rule: &rule{name: "fold"}}
	table := make([]board.Set, g.cells)
	for u := range g.cells {
		e.slots[scratch] = value{x: int64(u)}
		for sq := range g.cells {
			e.slots[v.slot] = value{x: int64(sq)}
			if e.evalBool(probe) {
				table[u].Add(sq)
			}
		}
		if f.ext == nil {
			break
		}
	}
	if e.err != nil {
		return false
	}
	if f.ext == nil {
		v.mask = v.mask.And(table[0])
		return true
	}
	for _, t := range v.tables {
		if sameSquare(t.square, f.ext) && !lazy && !t.coloured {
			for u := range t.sets {
				t.sets[u] = t.sets[u].And(table[u])
			}
			return true
		}
	}
	v.tables = append(v.tables, squareTable{square: f.ext, slot: slotOf(f.ext), sets: table, lazy: lazy})
	return true
}

// probe returns c with f's other square read from a slot, and that slot:
// the square's own when it is a variable, else the slot after the frame.
func (f *folder) probe(c *node, frame int) (*node, int64) {
	if f.ext.op == opSlot {
		return c, f.ext.k
	}
	return substitute(c, f.ext, &node{op: opSlot, t: f.ext.t, k: int64(frame)}), int64(frame)
}

// slotOf returns square's slot when it is one, else -1.
func slotOf(square *node) int64 {
	if square.op == opSlot {
		return square.k
	}
	return -1
}

// substitute returns a copy of n with the subtree old replaced by with.
func substitute(n, old, with *node) *node {
	if n == nil {
		return nil
	}
	if n == old {
		return with
	}
	c := *n
	c.x, c.y = substitute(n.x, old, with), substitute(n.y, old, with)
	if n.args != nil {
		c.args = make([]*node, len(n.args))
		for i, a := range n.args {
			c.args[i] = substitute(a, old, with)
		}
	}
	return &c
}

// squareTable is a folded condition that reads another square: for each
// value of square, the loop variable's squares that satisfy it.
type squareTable struct {
	square *node
	slot   int64       // square's slot when it is one (another variable, a piece let), else -1
	sets   []board.Set // indexed by cell (by at, when coloured)
	words  []uint64    // the same sets on one word each, on a board of at most 64 cells
	lazy   bool        // read square only when candidates are left
	// coloured: the condition reads ranks (foldRanked), and sets holds a
	// table of cells entries for each colour of the variable's pieces and
	// of the piece on square.
	coloured bool
}

// at returns the entry of t for square sq (a cell) of a loop over
// variable v: sq itself, or for a coloured table sq in the block of the
// colours of v's pieces and of the piece on sq.
func (t *squareTable) at(e *evaluator, v *loopVar, sq int64) int64 {
	if !t.coloured {
		return sq
	}
	cells := int64(e.g.cells)
	if sq < 0 || sq >= cells {
		return -1
	}
	return sq + cells*int64(2*((e.me^v.player)&1)+int(e.facts.colorAt(int(sq))&1))
}

// foldRanked folds c, a condition on v and one other piece that reads
// their ranks (pawnShield's rank == k.rank + 1) and otherwise only squares,
// into a coloured table (squareTable.at), when v's player is known. It
// reports whether it folded c.
func (v *loopVar) foldRanked(g *geo, c *node, frame int) bool {
	f := &folder{slot: int64(v.slot), ranks: true}
	if v.player < 0 || !f.geometric(c) || !f.uses || !f.ranked || f.ext == nil {
		return false
	}
	probe, scratch := f.probe(c, frame)
	e := &evaluator{g: g, slots: make([]value, frame+1), rule: &rule{name: "fold"}}
	table := make([]board.Set, 4*g.cells)
	for cv := range 2 { // the colour of v's pieces
		for ce := range 2 { // the colour of the piece on the other square
			block := table[g.cells*(2*cv+ce):]
			for u := range g.cells {
				for sq := range g.cells {
					e.facts.view.Place(sq, board.Color(cv), 0)
				}
				e.facts.view.Place(u, board.Color(ce), 0)
				e.slots[scratch] = value{x: int64(u)}
				for sq := range g.cells {
					e.slots[v.slot] = value{x: int64(sq)}
					if sq != u && e.evalBool(probe) { // a piece is not on the other's square
						block[u].Add(sq)
					}
				}
			}
		}
	}
	if e.err != nil {
		return false
	}
	v.tables = append(v.tables, squareTable{square: f.ext, slot: slotOf(f.ext), sets: table, coloured: true})
	return true
}

// foldColoured folds c into v's squares by colour when v's player is known
// and c depends on nothing but the piece's square, type and colour (its
// rank, its starting row: p.row == p.startingRow, p.rank >= 5): for each
// colour, the squares where a piece of that colour satisfies it, the same
// for every kind v may take (else it is not folded). It reports whether
// it folded c.
func (v *loopVar) foldColoured(g *geo, c *node, frame int) bool {
	slot := int64(v.slot)
	kinds := v.types & (1<<g.kinds - 1)
	if v.player < 0 || kinds == 0 || c.t != parser.Bool || !refs(c, slot) || !squareOnly(c, slot) {
		return false
	}
	e := &evaluator{g: g, slots: make([]value, frame), rule: &rule{name: "fold"}}
	var sets [2]board.Set
	for col := range 2 {
		first := true
		for ks := kinds; ks != 0; ks &= ks - 1 {
			k := bits.TrailingZeros32(ks)
			var m board.Set
			for sq := range g.cells {
				e.facts.view.Place(sq, board.Color(col), board.Kind(k))
				e.slots[v.slot].x = int64(sq)
				if e.evalBool(c) {
					m.Add(sq)
				}
			}
			if !first && m != sets[col] {
				return false // the kinds differ
			}
			sets[col], first = m, false
		}
	}
	if e.err != nil {
		return false
	}
	for col := range 2 {
		v.byColour[col] = v.byColour[col].And(sets[col])
	}
	return true
}

// compact finishes a variable's plan: its squares by colour, and on a
// board of at most 64 cells its tables' one-word sets (a quarter of the
// memory that an evaluation reads).
func (v *loopVar) compact(g *geo) {
	for col := range 2 {
		v.byColour[col] = v.byColour[col].And(v.mask)
	}
	if g.cells > 64 {
		return
	}
	v.byColourW[0], _ = v.byColour[0].Low()
	v.byColourW[1], _ = v.byColour[1].Low()
	v.maskW, _ = v.mask.Low()
	for i := range v.tables {
		t := &v.tables[i]
		t.words = make([]uint64, len(t.sets))
		for u, set := range t.sets {
			t.words[u], _ = set.Low()
		}
	}
}
