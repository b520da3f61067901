package eval

import (
	"math/bits"
	"slices"

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
// square. Its entries are int32 thousandths, and only the kinds that the
// loop visits have a row (off), so that a table stays small: a knight's is
// 256 bytes a colour; and when both colours score alike they share one
// row set. integral is nil when every entry is integral. When every row is
// one value whatever the square (score p.value), perKind holds it and the
// loop counts pieces instead of visiting them.
type pieceSquareTable struct {
	// The fields that sumTable reads first come first.
	perKind *[2][board.MaxKinds + 1]int64
	kind    int           // the loop variable's one kind, -1 for several
	anyKind bool          // with several kinds, all rows alike: row holds the first's
	player  int           // the loop variable's player, -1 for either
	first   int           // the first kind with a row, whose perKind entry a uniform table reads
	uniform bool          // perKind is one value per colour for all the kinds: count pieces
	kinds   uint32        // the kinds with a row
	row     [2]*[64]int32 // with one kind (or anyKind): its row, per colour, on a board of at most 64 cells (zeros past its cells), else nil
	// rowFraction: with row, its cells whose entry is not integral, per
	// colour: fraction's entry of the row's kind, beside the fields that
	// sumTableWord reads next (fraction is another allocation).
	rowFraction [2]uint64
	// levels: with a row of three kinds or more (anyKind) holding few
	// values, its cells by value, per colour: the sum is a count of the
	// pieces per value (example5's centerDomination: 0.12 on the centre,
	// 0.04 around it), with no loop over up to sixteen pieces; with a row
	// of pawns, its bit planes (planesFor).
	levels   [2][]level
	values   [2][]int32
	integral [2][]bool
	off      [board.MaxKinds + 1]int32
	// fraction: on a board of at most 64 cells, per colour and kind, the
	// cells whose entry is not integral (a piece there makes the total
	// so); nil on larger boards (words.go).
	fraction *[2][board.MaxKinds + 1]uint64
}

// squareOnly reports whether n depends on nothing but the piece in slot:
// its square, type and colour.
func squareOnly(n *node, slot int64) bool {
	return squareOnlyIn(n, map[int64]bool{slot: true})
}

// squareOnlyIn reports whether n depends on nothing but the slots in
// slots, which hold the loop's piece or values computed from its square,
// type and colour alone.
func squareOnlyIn(n *node, slots map[int64]bool) bool {
	if n == nil {
		return true
	}
	switch n.op {
	case opNum, opBool, opInt:
		return true
	case opSlot, opVarType, opVarRow, opVarCol, opVarStartRow, opVarRowNum, opVarColNum, opVarStartRowNum, opVarValue:
		return slots[n.k]
	case opCall:
		if !geometric[int(n.k)] && !pstFunctions[int(n.k)] {
			return false
		}
	case opToNum, opNeg, opAbs, opNot, opAnd, opOr, opAdd, opSub, opMul, opDiv,
		opLt, opLe, opGt, opGe, opEqNum, opEqInt, opEqBool, opInMask:
	default:
		return false
	}
	if !squareOnlyIn(n.x, slots) || !squareOnlyIn(n.y, slots) {
		return false
	}
	for _, a := range n.args {
		if !squareOnlyIn(a, slots) {
			return false
		}
	}
	return true
}

// blockSquareOnly reports whether running stmts adds a score that depends
// on nothing but the slots in slots: scores, lets and ifs (else if chains
// included) whose values and conditions are squareOnlyIn, a let adding its
// slot to slots. Such a block is a piece-square table: running it for a
// piece gives the same total wherever the position around it.
func blockSquareOnly(stmts []*stmt, slots map[int64]bool) bool {
	for _, s := range stmts {
		switch s.kind {
		case stScore:
			if !squareOnlyIn(s.value, slots) {
				return false
			}
		case stLet:
			if !squareOnlyIn(s.value, slots) {
				return false
			}
			slots[int64(s.slot)] = true
		case stIf:
			if !squareOnlyIn(s.value, slots) || !blockSquareOnly(s.then, slots) || !blockSquareOnly(s.els, slots) {
				return false
			}
		default:
			return false
		}
	}
	return true
}

// planTable gives a loop its piece-square table when it can have one: a
// one-variable piece loop without conditions left to test whose body
// (scores, lets, if and else if chains) reads the piece's square, type and
// colour only. The body is run at load time for each colour, kind and
// square, and the table holds the total it adds.
func (l *loop) planTable(g *geo, frame int) {
	if l.cells || len(l.vars) != 1 || len(l.vars[0].conds) != 0 || len(l.body) == 0 {
		return
	}
	v := &l.vars[0]
	if !blockSquareOnly(l.body, map[int64]bool{int64(v.slot): true}) {
		return
	}
	e := &evaluator{g: g, slots: make([]value, frame), rule: &rule{name: "table"}, sign: 1}
	t := &pieceSquareTable{kinds: v.types & (1<<g.kinds - 1), kind: v.kind, player: v.player}
	rows := 0
	t.first = bits.TrailingZeros32(t.kinds) & board.MaxKinds
	for k := range g.kinds {
		if t.kinds>>k&1 != 0 {
			t.off[k] = int32(rows * g.cells)
			rows++
		}
	}
	allInt, constant := true, true
	for c := range 2 {
		t.values[c] = make([]int32, rows*g.cells)
		t.integral[c] = make([]bool, rows*g.cells)
		for k := range g.kinds {
			if t.kinds>>k&1 == 0 {
				continue
			}
			for sq := range g.cells {
				e.facts.view.Place(sq, board.Color(c), board.Kind(k))
				e.slots[v.slot].x = int64(sq)
				e.total, e.allInt = 0, true
				e.block(l.body)
				if e.err != nil || e.total != int64(int32(e.total)) {
					return // an error, or too large for an entry
				}
				x := int(t.off[k]) + sq
				t.values[c][x], t.integral[c][x] = int32(e.total), e.allInt
				allInt = allInt && e.allInt
				constant = constant && e.total == int64(t.values[c][t.off[k]])
			}
		}
	}
	if e.err != nil {
		return
	}
	if allInt {
		t.integral = [2][]bool{}
	}
	if g.cells <= 64 {
		t.fraction = new([2][board.MaxKinds + 1]uint64)
		for c := range 2 {
			for k := range g.kinds {
				for sq := range g.cells {
					if t.kinds>>k&1 != 0 && t.integral[c] != nil && !t.integral[c][int(t.off[k])+sq] {
						t.fraction[c][k] |= 1 << sq
					}
				}
			}
		}
	}
	rowKind := t.kind
	if t.kind < 0 && t.kinds != 0 && rowsAlike(t, g.cells) {
		t.anyKind = true // every kind's row is the first's: read one row
		rowKind = t.first
	}
	shared := slices.Equal(t.values[0], t.values[1]) && slices.Equal(t.integral[0], t.integral[1])
	if rowKind >= 0 && g.cells <= 64 { // an array: sumTableWord's reads need no bounds check
		for c := range 2 {
			t.row[c] = new([64]int32)
			copy(t.row[c][:], t.values[c][t.off[rowKind]:][:g.cells])
			t.rowFraction[c] = t.fraction[c][t.first]
		}
	}
	if shared {
		t.values[1], t.integral[1] = t.values[0], t.integral[0] // one set of rows
		t.row[1] = t.row[0]
	}
	if t.row[0] != nil && t.anyKind && bits.OnesCount32(t.kinds) >= 3 {
		for c := range 2 {
			t.levels[c] = levelsFor(t.row[c])
		}
		if t.levels[0] == nil || t.levels[1] == nil {
			t.levels = [2][]level{}
		}
	}
	if t.row[0] != nil && t.levels[0] == nil && rowKind >= 0 && g.kindStarts(rowKind) >= minPlanePieces {
		for c := range 2 {
			t.levels[c] = planesFor(t.row[c])
		}
		if t.levels[0] == nil || t.levels[1] == nil {
			t.levels = [2][]level{}
		}
	}
	if allInt && constant {
		t.perKind = new([2][board.MaxKinds + 1]int64)
		for c := range 2 {
			for k := range g.kinds {
				if t.kinds>>k&1 != 0 {
					t.perKind[c][k] = int64(t.values[c][t.off[k]])
				}
			}
		}
		t.uniform = constant && slices.Max(t.values[0]) == slices.Min(t.values[0]) && slices.Max(t.values[1]) == slices.Min(t.values[1])
	}
	l.table = t
}

// level is the cells of a table's row that hold one value.
type level struct {
	v     int64
	cells uint64
}

// maxLevels is the most values of a row counted level by level. A count
// per value costs about as many instructions as a visit of a piece, but a
// loop over the pieces ends with a mispredicted branch and its reads wait
// on each other: on a row of several kinds (up to sixteen pieces) four
// counts take less time. A row of one or two kinds has few pieces to
// visit (measured on seventy's and classic's rows: counts cost more),
// except a row of pawns, counted by bit planes (planesFor).
const maxLevels = 4

// minPlanePieces is the fewest pieces of a kind in the starting position
// for which a row of that kind is counted by bit planes (planesFor): the
// pawns of chess, not its knights or bishops, whose two pieces cost less
// to visit than five or six counts.
const minPlanePieces = 8

// maxPlanes is the most levels planesFor returns: the bit planes and the
// level of the least value.
const maxPlanes = 6

// planesFor returns a row as levels by bit plane, nil when it takes more
// than maxPlanes: with every entry v = least + unit*u, u's bit b is the
// plane of value unit<<b, and least a level of every cell, so that the sum
// over some cells is one count per plane (example5's pstPawn: entries
// -0.05 to 0.2 in steps of 0.01, five planes). A loop over up to eight
// pawns ends with a branch that the number of pawns makes hard to
// predict; the counts have no branch.
func planesFor(row *[64]int32) []level {
	least, unit := slices.Min(row[:]), int64(0)
	for _, v := range row {
		unit = gcd(unit, int64(v-least))
	}
	if unit == 0 { // one value
		return nil
	}
	var out []level
	if least != 0 {
		out = append(out, level{v: int64(least), cells: ^uint64(0)})
	}
	for b := 0; ; b++ {
		var cells uint64
		more := false
		for sq, v := range row {
			u := int64(v-least) / unit
			cells |= uint64(u>>b&1) << sq
			more = more || u>>(b+1) != 0
		}
		if cells != 0 {
			out = append(out, level{v: unit << b, cells: cells})
		}
		if !more {
			break
		}
	}
	if len(out) > maxPlanes {
		return nil
	}
	return out
}

// gcd returns the greatest common divisor of a and b, both at least 0.
func gcd(a, b int64) int64 {
	for b != 0 {
		a, b = b, a%b
	}
	return a
}

// levelsFor returns the cells of row by value, zero left out; nil when it
// holds more than maxLevels values.
func levelsFor(row *[64]int32) []level {
	var out []level
	for sq, v := range row {
		if v == 0 {
			continue
		}
		i := slices.IndexFunc(out, func(l level) bool { return l.v == int64(v) })
		if i < 0 {
			if len(out) == maxLevels {
				return nil
			}
			out, i = append(out, level{v: int64(v)}), len(out)
		}
		out[i].cells |= 1 << sq
	}
	return out
}

// rowsAlike reports whether every kind of a table has the first kind's
// row, entries and integral flags, for both colours.
func rowsAlike(t *pieceSquareTable, cells int) bool {
	for c := range 2 {
		first := int(t.off[t.first])
		for ks := t.kinds; ks != 0; ks &= ks - 1 {
			off := int(t.off[bits.TrailingZeros32(ks)])
			if !slices.Equal(t.values[c][off:off+cells], t.values[c][first:first+cells]) {
				return false
			}
			if t.integral[c] != nil && !slices.Equal(t.integral[c][off:off+cells], t.integral[c][first:first+cells]) {
				return false
			}
		}
	}
	return true
}

// sumTable runs a loop with a piece-square table: the entries of the
// candidates m, added up (on a board of more than 64 cells; sumTableWord
// on smaller ones).
func (e *evaluator) sumTable(l *loop, m board.Set) {
	t := l.table
	if t.perKind != nil {
		e.total += e.sumCounts(t, m) * e.sign
		return
	}
	f := &e.facts
	var sum int64
	allInt := true
	for sq := m.Pop(); sq >= 0; sq = m.Pop() {
		c, x := f.colorAt(sq)&1, int(t.off[f.typeAt(sq)&board.MaxKinds])+sq
		sum += int64(t.values[c][x])
		allInt = allInt && (t.integral[c] == nil || t.integral[c][x])
	}
	e.total += sum * e.sign
	e.allInt = e.allInt && allInt
}

// sumCounts is sumTable for a table whose rows are constant: each kind's
// value times the number of its pieces among m.
func (e *evaluator) sumCounts(t *pieceSquareTable, m board.Set) int64 {
	f := &e.facts
	if t.player >= 0 && (t.uniform || t.kind >= 0) {
		c := e.me ^ t.player
		return int64(m.Count()) * t.perKind[c][t.first]
	}
	var sum int64
	for c := range 2 {
		if t.player >= 0 && c != e.me^t.player {
			continue
		}
		mc := m.And(f.occ(c))
		if t.uniform {
			sum += int64(mc.Count()) * t.perKind[c][t.first]
			continue
		}
		for ks := t.kinds; ks != 0 && !mc.IsEmpty(); ks &= ks - 1 {
			k := bits.TrailingZeros32(ks)
			if v := t.perKind[c][k]; v != 0 {
				sum += int64(mc.And(f.ofKind(c, k)).Count()) * v
			}
		}
	}
	return sum
}
