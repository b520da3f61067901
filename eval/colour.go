package eval

import (
	"github.com/chespel/chespel/board"
	"github.com/chespel/chespel/lexer"
	"github.com/chespel/chespel/parser"
	"github.com/chespel/chespel/types"
)

// Lets by colour. A bool let whose value depends on nothing but the colour
// that me stands for, once it has run (example5's pstQueen:
//
//	let white = me.king.startingRow == $1
//
// is true for white and false for black whenever it does not fail, as the
// game has one royal kind), makes a later bool let that reads it
//
//	let undeveloped = (white and not ($b1.isEmpty and ...)) or (not white and not ($b8.isEmpty and ...))
//
// one expression per colour, simplified with the first let's value for
// that colour (opByColour: not ($b1.isEmpty and ...) for white). The later
// let runs only after the first, so the first's value is the one assumed;
// the first keeps its own expression, which fails as before without a king.

// colourLets rewrites, in stmts and the blocks inside them, the bool lets
// that read lets of a value by colour (known, by slot, for the lets before
// stmts).
func colourLets(g *geo, stmts []*stmt, known map[int64][2]bool) {
	for _, s := range stmts {
		switch s.kind {
		case stLet:
			if s.value.t != parser.Bool {
				continue
			}
			if v, ok := g.byColour(s.value); ok {
				known = withSlot(known, int64(s.slot), v)
				if kings := kingNodes(s.value, nil); len(kings) <= 1 {
					s.value = &node{op: opByColour, t: parser.Bool, pos: s.value.pos,
						x: guarded(v[0], kings, s.value.pos), y: guarded(v[1], kings, s.value.pos)}
				}
				continue
			}
			if readsAny(s.value, known) {
				s.value = &node{op: opByColour, t: parser.Bool, pos: s.value.pos,
					x: simplified(s.value, known, 0), y: simplified(s.value, known, 1)}
			}
		case stIf:
			colourLets(g, s.then, known)
			colourLets(g, s.els, known)
		}
	}
}

// kingNodes appends to out the nodes of n that read a player's king.
func kingNodes(n *node, out []*node) []*node {
	if n == nil {
		return out
	}
	if n.op == opPlayerKing {
		out = append(out, n)
	}
	out = kingNodes(n.x, out)
	return kingNodes(n.y, out)
}

// guarded is the value b of a let by colour: after reading the king that
// the let read (failing as it did when there is none), when it read one.
func guarded(b bool, kings []*node, pos lexer.Pos) *node {
	if len(kings) == 0 {
		return boolConst(b, pos)
	}
	return &node{op: opKingThen, t: parser.Bool, k: b2i(b), x: kings[0], pos: pos}
}

// withSlot returns known with slot's values added, a new map.
func withSlot(known map[int64][2]bool, slot int64, v [2]bool) map[int64][2]bool {
	out := map[int64][2]bool{slot: v}
	for k, w := range known {
		if k != slot {
			out[k] = w
		}
	}
	return out
}

// readsAny reports whether n reads one of the slots of known.
func readsAny(n *node, known map[int64][2]bool) bool {
	for slot := range known {
		if refs(n, slot) {
			return true
		}
	}
	return false
}

// byColour returns the values of a bool expression that depends only on
// the colour me stands for, when it does not fail: constants, tests of
// equality of rows and the starting row of a player's king (in a game of
// one royal kind), and not, and, or of such.
func (g *geo) byColour(n *node) (v [2]bool, ok bool) {
	switch n.op {
	case opBool:
		return [2]bool{n.k != 0, n.k != 0}, true
	case opNot:
		x, ok := g.byColour(n.x)
		return [2]bool{!x[0], !x[1]}, ok
	case opAnd, opOr:
		x, okx := g.byColour(n.x)
		y, oky := g.byColour(n.y)
		if n.op == opAnd {
			return [2]bool{x[0] && y[0], x[1] && y[1]}, okx && oky
		}
		return [2]bool{x[0] || y[0], x[1] || y[1]}, okx && oky
	case opEqInt:
		x, okx := g.rowByColour(n.x)
		y, oky := g.rowByColour(n.y)
		ne := n.k != 0
		return [2]bool{(x[0] == y[0]) != ne, (x[1] == y[1]) != ne}, okx && oky
	}
	return v, false
}

// rowByColour returns the values by colour of a constant or of the
// starting row of a player's king (me.king.startingRow), when it does not
// fail.
func (g *geo) rowByColour(n *node) (v [2]int64, ok bool) {
	switch {
	case n.op == opInt:
		return [2]int64{n.k, n.k}, true
	case n.op == opCall && n.k == types.FnPieceStartingRow && n.x != nil && n.x.op == opPlayerKing:
		royal := -1
		for k := range g.kinds {
			if g.rules.IsRoyal(board.Kind(k)) {
				if royal >= 0 {
					return v, false // two royal kinds: the king's kind is not known
				}
				royal = k
			}
		}
		if royal < 0 {
			return v, false
		}
		for me := range 2 {
			c := int8(me ^ int(n.x.k&1))
			v[me] = g.startRow(int8(royal), c)
		}
		return v, true
	}
	return v, false
}

// simplified returns n with the slots of known read as their values for
// colour me, and not, and, or of constants folded: a copy of what changed.
// A constant right operand is dropped only when the left one decides
// nothing by itself (x and true is x), never by skipping the left one,
// which may fail.
func simplified(n *node, known map[int64][2]bool, me int) *node {
	switch n.op {
	case opSlot:
		if v, ok := known[n.k]; ok {
			return boolConst(v[me], n.pos)
		}
	case opNot:
		x := simplified(n.x, known, me)
		if x.op == opBool {
			return boolConst(x.k == 0, n.pos)
		}
		if x != n.x {
			c := *n
			c.x = x
			return &c
		}
	case opAnd, opOr:
		x, y := simplified(n.x, known, me), simplified(n.y, known, me)
		decides := int64(0) // and: false decides; or: true
		if n.op == opOr {
			decides = 1
		}
		switch {
		case x.op == opBool && x.k == decides:
			return x
		case x.op == opBool:
			return y
		case y.op == opBool && y.k != decides:
			return x
		}
		if x != n.x || y != n.y {
			c := *n
			c.x, c.y = x, y
			return &c
		}
	}
	return n
}

// boolConst is a bool literal's node.
func boolConst(b bool, pos lexer.Pos) *node {
	return &node{op: opBool, t: parser.Bool, k: b2i(b), pos: pos}
}
