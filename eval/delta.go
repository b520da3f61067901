package eval

import (
	"math/bits"

	"github.com/chespel/chespel/board"
)

// Incremental fused sums, as a delta from the parent position. A fused
// expression (fuse.go) is a sum over the pieces of a function of each
// piece's colour, kind and cell, so that its total on a position is its
// total on the parent position plus the entries of the pieces that the
// last move put on cells, less those of the pieces it took off. Nothing
// is kept up to date by the moves (the search makes about eight moves per
// evaluation, most of them never evaluated): each evaluator keeps, per
// unit, a table of the totals it computed, by position hash, and
// evaluating a position whose parent's totals are in the table (the
// position's last move and its parent's hash: board.Position.LastMove)
// it adds the last move's changes (board.Position.LastChanges: the mover,
// what it captured, en passant's pawn, castling's rook, a promotion) to
// them. Otherwise, when the parent was not evaluated (the search's
// evaluation cache answered it, or the search does not evaluate such a
// node) or its entry was overwritten, it adds up every piece. A null move
// changes no piece. The table belongs to the evaluator, so each search
// thread has its own; the units are built at load time and only read.
// It is the path of a board of at most 64 cells; a larger board reads
// every piece (fusedNum).
//
// The unit of this bookkeeping is a fusedUnit: a pair of fused
// expressions read in one pass, or a fused expression alone, with its
// entries for both sides that me may stand for, so that the totals
// computed for the parent, where the other side moved, serve the child.

// fusedUnit is the table of one pass: an entry per colour, kind and cell,
// colour c's kind k's in the row c<<5 | k (zeroRow when the unit has
// none), with id its place in the evaluator's tables.
type fusedUnit struct {
	id    int
	kinds [2]uint32 // per colour, the kinds whose entries are not all zero
	rows  [64]*[64]unitEntry
	// sides: per me, the colours with a kind whose entries for me are
	// not all zero (bit c).
	sides [2]uint8
}

// zeroRow is the row of a colour and kind whose entries are all zero.
var zeroRow [64]unitEntry

// unitEntry is what a piece adds to a unit's totals: per me, the first
// expression's entry plus the second's shifted by 32 bits (a pair's
// packing: each total stays far below 2^31, so the first's is the low 32
// bits read as signed and the second's the rest), and in frac a count
// per me and expression of the pieces whose entry is not integral, 8 bits
// each (a board of at most 64 cells): me 0's first at bit 0, its second
// at 8, me 1's at 16 and 24.
type unitEntry struct {
	v    [2]int64
	frac uint32
	// mark: in a unitTotal, the sides me whose v[me] and counts it holds
	// (bit me), and above them the stamp of the evaluation that computed
	// it; 0 in a unit's row. It fills the padding of the struct, so that
	// a total is 32 bytes.
	mark uint32
}

// newUnit builds the unit of a fused expression a, paired with b when b
// is not nil (then both visit the same rows: samePasses), numbered in g.
func newUnit(g *geo, a, b *fusedSum) *fusedUnit {
	u := &fusedUnit{id: g.units}
	g.units++
	for i := range u.rows {
		u.rows[i] = &zeroRow
	}
	for me := range 2 {
		for j := range a.small[me] {
			ra := &a.small[me][j]
			u.kinds[ra.c] |= 1 << ra.k
			u.sides[me] |= 1 << ra.c
			row := u.rows[ra.c<<5|ra.k]
			if row == &zeroRow {
				row = new([64]unitEntry)
				u.rows[ra.c<<5|ra.k] = row
			}
			for sq := range row {
				x := &row[sq]
				x.v[me] = int64(ra.row[sq])
				x.frac |= uint32(ra.fraction>>sq&1) << (16 * me)
				if b != nil {
					rb := &b.small[me][j]
					x.v[me] += int64(rb.row[sq]) << 32
					x.frac |= uint32(rb.fraction>>sq&1) << (16*me + 8)
				}
			}
		}
	}
	return u
}

// unitNum returns the total of a unit for me: its first expression's, or
// with second its second's.
func (e *evaluator) unitNum(u *fusedUnit, me int, second bool) num {
	s := &e.fused
	me &= 1
	t := s.last
	if s.lastUnit != u || t.mark>>me&1 == 0 {
		t = s.total(u, me, &e.facts.view, e.g)
	}
	packed, frac := t.v[me], t.frac>>(16*me)
	a := int64(int32(packed))
	if second {
		return num{(packed - a) >> 32, uint8(frac>>8) == 0}
	}
	return num{a, uint8(frac) == 0}
}

// deltaBits sets the size of an evaluator's table of a unit's totals, by
// position hash: 1 << deltaBits entries of 32 bytes.
const deltaBits = 13

// fusedState is an evaluator's tables of fused totals, and what it read
// of the position it evaluates.
type fusedState struct {
	pos      *board.Position
	stamp    uint32     // the evaluation's, a multiple of 4: the marks' bits above the sides
	lastUnit *fusedUnit // the unit whose totals on the position are last
	last     *unitTotal
	tables   []*deltaTable // per unit
}

// deltaTable is a unit's totals by position hash, mod its size.
type deltaTable [1 << deltaBits]unitTotal

// unitTotal is a unit's entries summed over the pieces of the position of
// hash h, for the sides me that its mark holds (bit me): v[me] and me's
// counts of frac.
type unitTotal struct {
	unitEntry
	hash uint64
}

// begin forgets the last evaluation's position: p is next.
func (s *fusedState) begin(p *board.Position) {
	s.pos, s.lastUnit, s.stamp = p, nil, s.stamp+4
}

// total returns u's totals on the position for me: computed already in
// this evaluation, or its parent's plus the last move's changes when the
// table has them for both sides, or every piece added up: for both sides
// when the position has a parent (its children may start from it), for me
// alone otherwise (a position read from a FEN, as tuning and test suites
// evaluate, or reached by taking a move back). A position evaluated again
// is computed again, as the search rarely asks (its evaluation cache
// answers first), so that an evaluation costs the same each time it is
// timed.
func (s *fusedState) total(u *fusedUnit, me int, v *board.View, g *geo) *unitTotal {
	if s.tables == nil {
		s.tables = make([]*deltaTable, g.units)
		for i := range s.tables {
			s.tables[i] = new(deltaTable)
		}
	}
	const mask = 1<<deltaBits - 1
	tab, hash := s.tables[u.id], s.pos.Hash()
	t := &tab[hash&mask]
	s.lastUnit, s.last = u, t
	if t.hash == hash && t.mark&^3 == s.stamp {
		if t.mark>>me&1 == 0 { // the other side's pass of a position added up for one
			sum, frac := fullSide(u, v, me)
			t.v[me], t.frac, t.mark = sum, t.frac|frac, t.mark|1<<me
		}
		return t
	}
	_, parent, ok := s.pos.LastMove()
	switch {
	case ok && tab[parent&mask].hash == parent && tab[parent&mask].mark&3 == 3:
		delta(s.pos, u, &tab[parent&mask], t)
		t.mark = s.stamp | 3
	case ok:
		t.unitEntry = full(u, v)
		t.mark = s.stamp | 3
	case t.hash == hash && t.mark&3 == 3: // evaluated with a parent before: its both sides stay, for its children
		t.v[me], _ = fullSide(u, v, me)
		t.mark = s.stamp | 3
	default:
		t.v[me], t.frac = fullSide(u, v, me)
		t.mark = s.stamp | 1<<me
	}
	t.hash = hash
	return t
}

// delta sets t's entries to the totals of u on p: its parent's, from,
// plus the entries of the pieces that the last move put, less those of
// the pieces it took.
func delta(p *board.Position, u *fusedUnit, from, t *unitTotal) {
	var changes [4]board.CellChange
	v0, v1, frac := from.v[0], from.v[1], from.frac
	for _, ch := range changes[:p.LastChanges(&changes)] {
		x := &u.rows[(int(ch.Color)<<5|int(ch.Kind))&63][ch.Cell&63]
		if ch.Put {
			v0, v1, frac = v0+x.v[0], v1+x.v[1], frac+x.frac
		} else {
			v0, v1, frac = v0-x.v[0], v1-x.v[1], frac-x.frac
		}
	}
	t.v[0], t.v[1], t.frac = v0, v1, frac
}

// full adds up u's entries over every piece of the position.
func full(u *fusedUnit, v *board.View) unitEntry {
	var t unitEntry
	for c := range 2 {
		w, _ := v.Occupied(board.Color(c)).Low()
		for ; w != 0; w &= w - 1 {
			sq := bits.TrailingZeros64(w) & 63
			x := &u.rows[(c<<5|int(v.KindAt(sq)))&63][sq]
			t.v[0] += x.v[0]
			t.v[1] += x.v[1]
			t.frac += x.frac
		}
	}
	return t
}

// fullSide adds up u's entries for me over every piece of the position:
// v[me] and me's counts of frac.
func fullSide(u *fusedUnit, v *board.View, me int) (int64, uint32) {
	var sum int64
	var frac uint32
	me &= 1
	for c := range 2 {
		if u.sides[me]>>c&1 == 0 {
			continue
		}
		w, _ := v.Occupied(board.Color(c)).Low()
		for ; w != 0; w &= w - 1 {
			sq := bits.TrailingZeros64(w) & 63
			x := &u.rows[(c<<5|int(v.KindAt(sq)))&63][sq]
			sum += x.v[me]
			frac += x.frac
		}
	}
	return sum, frac & (0xFFFF << (16 * me))
}
