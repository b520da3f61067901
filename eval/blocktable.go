package eval

import (
	"slices"

	"github.com/chespel/chespel/board"
	"github.com/chespel/chespel/parser"
)

// Block tables. An if statement outside loops whose conditions and scores
// read nothing but one piece held in a let (its square, type and colour)
// and lets computed from that piece alone, such as example5's king table
//
//	let k = me.king
//	let edge = k.col in [$a, $b, $g, $h]
//	...
//		if (k.rank == 1):
//			if (k.col in [$b, $g]) score 0.1
//			...
//		else if (k.rank == 2):
//			if (edge) score -0.03
//			...
//
// adds a score that depends on the piece alone: a piece-square table
// (pst.go) computed at load time by running the statement, after the lets
// it reads, for every colour, kind and square. Outside verbose mode the
// statement reads the table's entry for the piece; in verbose mode it runs
// as written, for its lines.

// planBlockTables replaces, in stmts and the if branches inside them, each
// if statement that reads one piece let (and lets of it) only by a table
// statement (stTable), and each let of a piece let (and lets of it) by a
// table of its values (stTable with lets). pieces maps the piece lets in
// scope to the let statements computed from them, in order.
func planBlockTables(g *geo, frame int, stmts []*stmt, pieces map[int][]*stmt) {
	pieces = maps1(pieces)
	for i, s := range stmts {
		switch s.kind {
		case stLet:
			forget(pieces, s.slot)
			if s.value.t == parser.Piece {
				pieces[s.slot] = nil // a new piece: no lets of it yet
				break
			}
			for root, lets := range pieces {
				if squareOnlyIn(s.value, derived(root, lets)) {
					pieces[root] = append(lets[:len(lets):len(lets)], s)
					if t := letTableOf(g, frame, root, pieces[root]); t != nil {
						stmts[i] = t
					}
				}
			}
		case stIf:
			if t := blockTable(g, frame, s, pieces); t != nil {
				stmts[i] = t
				break
			}
			planBlockTables(g, frame, s.then, pieces)
			planBlockTables(g, frame, s.els, pieces)
		}
	}
}

// maps1 copies a map of piece lets, so that a nested block's lets stay
// in it.
func maps1(m map[int][]*stmt) map[int][]*stmt {
	out := make(map[int][]*stmt, len(m))
	for k, v := range m {
		out[k] = v
	}
	return out
}

// forget drops from pieces the piece let in slot and the piece whose lets
// include slot: a let that writes the slot again reads no longer as they.
func forget(pieces map[int][]*stmt, slot int) {
	for root, lets := range pieces {
		if root == slot || slices.ContainsFunc(lets, func(l *stmt) bool { return l.slot == slot }) {
			delete(pieces, root)
		}
	}
}

// derived returns the slots that hold the piece root or values computed
// from it alone.
func derived(root int, lets []*stmt) map[int64]bool {
	slots := map[int64]bool{int64(root): true}
	for _, l := range lets {
		slots[int64(l.slot)] = true
	}
	return slots
}

// blockTable returns the table statement of s when s reads one piece let
// and its lets only and its table can be built, nil otherwise.
func blockTable(g *geo, frame int, s *stmt, pieces map[int][]*stmt) *stmt {
	for root, lets := range pieces {
		if !refs(s.value, int64(root)) || !blockSquareOnly([]*stmt{s}, derived(root, lets)) {
			continue
		}
		if t := buildBlockTable(g, frame, root, lets, s); t != nil {
			return &stmt{kind: stTable, pos: s.pos, slot: root, then: []*stmt{s}, table: t}
		}
	}
	return nil
}

// buildBlockTable runs the lets and s for a piece of each colour and kind
// on each square, and returns the scores it adds; nil when one fails or
// is too large for an entry.
func buildBlockTable(g *geo, frame, root int, lets []*stmt, s *stmt) *pieceSquareTable {
	e := &evaluator{g: g, slots: make([]value, frame), rule: &rule{name: "table"}, sign: 1}
	t := &pieceSquareTable{kinds: 1<<g.kinds - 1, kind: -1, player: -1}
	for k := range g.kinds {
		t.off[k] = int32(k * g.cells)
	}
	for c := range 2 {
		t.values[c] = make([]int32, g.kinds*g.cells)
		t.integral[c] = make([]bool, g.kinds*g.cells)
		for k := range g.kinds {
			for sq := range g.cells {
				e.facts.view.Place(sq, board.Color(c), board.Kind(k))
				e.slots[root].x = int64(sq)
				e.total, e.allInt = 0, true
				e.block(lets)
				e.block([]*stmt{s})
				if e.err != nil || e.total != int64(int32(e.total)) {
					return nil
				}
				x := k*g.cells + sq
				t.values[c][x], t.integral[c][x] = int32(e.total), e.allInt
			}
		}
	}
	if slices.Equal(t.values[0], t.values[1]) && slices.Equal(t.integral[0], t.integral[1]) {
		t.values[1], t.integral[1] = t.values[0], t.integral[0] // one set of rows
	}
	return t
}

// tableScore runs a table statement outside verbose mode: the entry of the
// piece in its slot.
func (e *evaluator) tableScore(s *stmt) {
	t := s.table
	sq := int(e.slots[s.slot].x) & (maxCells - 1)
	c, x := e.facts.colorAt(sq)&1, int(t.off[e.facts.typeAt(sq)&board.MaxKinds])+sq
	e.total += int64(t.values[c][x]) * e.sign
	e.allInt = e.allInt && t.integral[c][x]
}

// letTableOf returns the table statement (stTable with lets) of the last of
// lets, which are computed from the piece let root alone (example5's
// kingSafety: let files = min(k.col - 1, 1) + ..., let closed = 0.3 /
// files): its value read by the piece's colour, kind and square. It
// returns nil for a let of another type than num, bool or a small
// integer, a plain copy of a slot, or a let that fails on some square.
func letTableOf(g *geo, frame, root int, lets []*stmt) *stmt {
	s := lets[len(lets)-1]
	if t := s.value.t; t != parser.Num && t != parser.Bool && !isSmallInt(t) || s.value.op == opSlot {
		return nil
	}
	e := &evaluator{g: g, slots: make([]value, frame), rule: &rule{name: "table"}, sign: 1}
	t := &letTable{root: root, cells: g.cells}
	for c := range 2 {
		t.values[c] = make([]letEntry, g.kinds*g.cells)
		for k := range g.kinds {
			for sq := range g.cells {
				e.facts.view.Place(sq, board.Color(c), board.Kind(k))
				e.slots[root].x = int64(sq)
				if e.block(lets); e.err != nil {
					return nil
				}
				t.values[c][k*g.cells+sq] = letEntry{e.slots[s.slot].n, e.slots[s.slot].x}
			}
		}
	}
	return &stmt{kind: stTable, pos: s.pos, slot: s.slot, then: []*stmt{s}, lets: t}
}

// letTable is a let's value by the colour, kind and square of the piece
// it is computed from: entry kind*cells + square of the colour's row.
type letTable struct {
	root   int // the piece let's slot
	cells  int
	values [2][]letEntry
}

// letEntry is the value of a let of a letTable: the fields of a value that
// a num, bool or small integer sets.
type letEntry struct {
	n num
	x int64
}

// letFromTable runs a let table statement outside verbose mode: the entry
// of the piece in the root slot.
func (e *evaluator) letFromTable(s *stmt) {
	t := s.lets
	sq := int(e.slots[t.root].x) & (maxCells - 1)
	v := &t.values[e.facts.colorAt(sq)&1][int(e.facts.typeAt(sq))*t.cells+sq]
	slot := &e.slots[s.slot]
	slot.n, slot.x = v.n, v.x
}
