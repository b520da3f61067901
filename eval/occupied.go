package eval

import (
	"github.com/chespel/chespel/parser"
	"github.com/chespel/chespel/types"
)

// A test of one cell's occupancy. The default bot's passerKings asks, for
// each passed pawn p, whether a piece stands on the cell in front of it:
//
//	exists(piece q with col == p.col, cell.rank(me) == p.rank + 1)
//
// As a loop, that visits the pieces of p's col (a folded table) and tests
// each one's rank. Its conditions name one cell, the cell of col X and
// rank Y of player P, with X, Y and P read once: the exists is one node
// (opOccupiedAt) that computes the cell and tests it, no piece visited.

// occupiedAt returns the opOccupiedAt form of n, the compiled exists(...)
// of e, nil when e is not exists(piece q with col == X, cell.rank(P) ==
// Y) (each comparison either way round, the conditions in either order)
// with X, Y and P not reading q and unable to fail (else the written
// loop, which evaluates them only for a piece of the col, may not fail
// where this would), or when the rule is compiled as written.
func (cp *compiler) occupiedAt(e *parser.Count, n *node) *node {
	l := n.count
	if cp.plain || n.k != countExists || len(l.vars) != 1 || l.cells || len(n.args) != 2 {
		return nil
	}
	for _, c := range e.Loop.Conds {
		if mayFail(c) {
			return nil
		}
	}
	slot := int64(l.vars[0].slot)
	col, rank, player := cellTerms(n.args[0], n.args[1], slot)
	if col == nil {
		col, rank, player = cellTerms(n.args[1], n.args[0], slot)
	}
	if col == nil {
		return nil
	}
	return &node{op: opOccupiedAt, t: parser.Bool, x: col, y: rank, args: []*node{player}, pos: n.pos}
}

// cellTerms returns X, Y and P when a is col == X and b is cell.rank(P)
// == Y of the piece in slot (either way round), none of them reading it;
// nils otherwise.
func cellTerms(a, b *node, slot int64) (col, rank, player *node) {
	col = otherSide(a, opEqInt, func(n *node) bool { return n.op == opVarCol && n.k == slot })
	rank = otherSide(b, opEqNum, func(n *node) bool {
		return n.op == opCall && n.k == types.FnCellRank && n.x != nil && n.x.op == opSlot && n.x.k == slot &&
			len(n.args) == 1 && !refs(n.args[0], slot)
	})
	if col == nil || rank == nil || refs(col, slot) || refs(rank, slot) {
		return nil, nil, nil
	}
	side := b.x
	if side == rank {
		side = b.y
	}
	return col, rank, side.args[0]
}

// otherSide returns the side of c, an equality of op (not !=), opposite
// to the side that is; nil when neither is.
func otherSide(c *node, op op, is func(*node) bool) *node {
	switch {
	case c.op != op || c.k != 0:
		return nil
	case is(c.x):
		return c.y
	case is(c.y):
		return c.x
	}
	return nil
}

// occupiedAt evaluates opOccupiedAt: false for a rank off the board, as
// the loop finds no piece there.
func (e *evaluator) occupiedAt(n *node) bool {
	col, rank := e.evalInt(n.x), e.evalNum(n.y)
	if rank.v%1000 != 0 || rank.v < 1000 || rank.v > int64(e.g.ranks)*1000 || col < 0 || col >= int64(e.g.files) {
		return false
	}
	row := int(rank.v/1000) - 1
	if e.argColor(n, 0) == black {
		row = e.g.ranks - 1 - row
	}
	sq := e.g.cell(int(col), row)
	w, b := e.facts.occ(white), e.facts.occ(black)
	return w.Has(sq) || b.Has(sq)
}
