package eval

import (
	"math/bits"

	"github.com/chespel/chespel/board"
	"github.com/chespel/chespel/parser"
)

// Fused sums. An expression that adds and subtracts sums over pieces, each
// planned as a piece-square table (pst.go), such as PeSTO's
//
//	sum(piece p with player == me, type == pawn: pawnMg.of(p)) -
//	sum(piece p with player == foe, type == pawn: pawnMg.of(p)) + ...
//
// is one table at load time: for each side to score for (me), each colour,
// kind and cell, the signed total of the entries that the sums would add
// for a piece there. The evaluator then visits every piece once, reading
// one entry, instead of running each sum's loop. The result is the same
// num: the entries are exact thousandths, so their order of addition does
// not matter, and a fused table is built only when no sum and no partial
// total can reach numLimit, where the sums' saturation would have cut it.
// On a board of at most 64 cells the evaluator brings the totals of the
// parent position up to date instead when it has them (delta.go).

// countFused is the form of an opCount node whose fused holds the table.
const countFused = 3

// fusedSum is a fused expression's table.
type fusedSum struct {
	leaves []fusedLeaf
	pair   *fusedPair // the pass that adds this one up with another, or nil
	cells  int
	// kinds: per me and colour, the kinds whose row is not all zero and
	// integral: the only pieces visited.
	kinds [2][2]uint32
	// small: per me, the rows to read on a board of at most 64 cells;
	// big: per me and colour, kind k's row at k*cells, on larger boards.
	small [2][]fusedRow
	big   [2][2][]int32
	// fraction: per me, colour and kind, the cells whose entry adds a
	// num that is not integral (a piece there makes the total so).
	fraction [2][2][]board.Set
	// counts: a fused count's terms (kindcount.go), nil for a fused sum.
	counts []kindCount
	// groups: a fused count of king-zone attacks' terms by player, count
	// and weight, with their kinds together (kindcount.go).
	groups []kindGroup
	// unit: the totals of a fused expression of a rule's statements on a
	// board of at most 64 cells, kept from position to position
	// (delta.go); nil for another, which reads small or big.
	unit *fusedUnit
}

// fusedRow is the row of a colour and kind on a board of at most 64 cells.
type fusedRow struct {
	c, k     int
	fraction uint64 // the cells whose entry is not integral
	row      [64]int32
}

// fusedLeaf is one sum of a fused expression and its sign.
type fusedLeaf struct {
	sign int64
	l    *loop
}

// fusedLeaves returns the signed sums that n adds up when every operand
// is a fusable sum (or a fused expression, or the negation of one), nil
// otherwise.
func fusedLeaves(n *node, sign int64) []fusedLeaf {
	switch {
	case n.op == opNeg:
		return fusedLeaves(n.x, -sign)
	case n.op != opCount:
		return nil
	case n.k == countFused:
		out := make([]fusedLeaf, len(n.fused.leaves))
		for i, f := range n.fused.leaves {
			out[i] = fusedLeaf{f.sign * sign, f.l}
		}
		return out
	case n.k == countSum && fusable(n.count):
		return []fusedLeaf{{sign, n.count}}
	}
	return nil
}

// fusable reports whether a sum's loop is a piece-square table whose
// candidates depend on nothing but the pieces' colour, kind and cell.
func fusable(l *loop) bool {
	if l.table == nil || l.cells || l.split != nil || len(l.pre) != 0 || len(l.vars) != 1 {
		return false
	}
	v := &l.vars[0]
	return len(v.dyn) == 0 && len(v.tables) == 0 && len(v.conds) == 0
}

// fuse returns the fused form of n, an addition or subtraction, when both
// of its operands are fusable, nil otherwise.
func (cp *compiler) fuse(n *node) *node {
	if n.op != opAdd && n.op != opSub {
		return nil
	}
	x := fusedLeaves(n.x, 1)
	if x == nil {
		return nil
	}
	sign := int64(1)
	if n.op == opSub {
		sign = -1
	}
	y := fusedLeaves(n.y, sign)
	if y == nil {
		return nil
	}
	f := buildFused(cp.g, append(x, y...))
	if f == nil {
		return nil
	}
	// x and y stay, never run, so that the planner's analyses of an
	// enclosing loop see what the sums read.
	return &node{op: opCount, k: countFused, t: parser.Num, fused: f, x: n.x, y: n.y, pos: n.pos}
}

// admits reports whether a sum's loop visits a piece of colour c and kind
// k on cell sq when scoring for me.
func admits(v *loopVar, me, c, k, sq int) bool {
	if v.types>>k&1 == 0 {
		return false
	}
	if v.player < 0 {
		return v.mask.Has(sq)
	}
	return c == me^v.player && v.byColour[c].Has(sq)
}

// buildFused adds up the leaves' tables, nil when a sum or a partial total
// could saturate.
func buildFused(g *geo, leaves []fusedLeaf) *fusedSum {
	f := &fusedSum{leaves: leaves, cells: g.cells}
	var bound int64                // the largest total, a piece on every cell with the largest entries
	most := make([]int64, g.cells) // per cell, the largest entry of a leaf
	for _, lf := range leaves {
		v, t := &lf.l.vars[0], lf.l.table
		clear(most)
		for c := range 2 {
			for ks := v.types & (1<<g.kinds - 1); ks != 0; ks &= ks - 1 {
				k := bits.TrailingZeros32(ks)
				for sq := range g.cells {
					if admits(v, 0, c, k, sq) || admits(v, 1, c, k, sq) {
						most[sq] = max(most[sq], abs64(int64(t.values[c][int(t.off[k])+sq])))
					}
				}
			}
		}
		for _, m := range most {
			bound += m
		}
	}
	if bound >= numLimit {
		return nil
	}
	for me := range 2 {
		for c := range 2 {
			sums := make([]int64, g.kinds*g.cells)
			f.fraction[me][c] = make([]board.Set, g.kinds)
			for _, lf := range leaves {
				v, t := &lf.l.vars[0], lf.l.table
				if v.player >= 0 && c != me^v.player {
					continue
				}
				for ks := v.types & (1<<g.kinds - 1); ks != 0; ks &= ks - 1 {
					k := bits.TrailingZeros32(ks)
					for sq := range g.cells {
						if !admits(v, me, c, k, sq) {
							continue
						}
						x, y := k*g.cells+sq, int(t.off[k])+sq
						sums[x] += lf.sign * int64(t.values[c][y])
						if t.integral[c] != nil && !t.integral[c][y] {
							f.fraction[me][c][k].Add(sq)
						}
					}
				}
			}
			row := make([]int32, len(sums))
			for x, s := range sums {
				row[x] = int32(s) // |s| < bound < numLimit
				if k := x / g.cells; s != 0 || f.fraction[me][c][k].Has(x%g.cells) {
					f.kinds[me][c] |= 1 << k
				}
			}
			f.big[me][c] = row
			for ks := f.kinds[me][c]; g.cells <= 64 && ks != 0; ks &= ks - 1 {
				k := bits.TrailingZeros32(ks)
				r := fusedRow{c: c, k: k}
				r.fraction, _ = f.fraction[me][c][k].Low()
				copy(r.row[:], row[k*g.cells:(k+1)*g.cells])
				f.small[me] = append(f.small[me], r)
			}
		}
	}
	return f
}

// fusedNum evaluates a fused expression: its unit's total (delta.go), or
// every piece of a kind and colour that some sum visits, once.
func (e *evaluator) fusedNum(f *fusedSum) num {
	if f.pair != nil {
		return e.unitNum(f.pair.unit, e.me&1, f == f.pair.second)
	}
	if f.unit != nil {
		return e.unitNum(f.unit, e.me&1, false)
	}
	view := &e.facts.view
	me := e.me & 1
	var sum int64
	fraction := uint64(0)
	if f.small[me] != nil { // a fused expression in a loop's body or a module-level let
		for i := range f.small[me] {
			r := &f.small[me][i]
			w, _ := view.OfKind(board.Color(r.c), board.Kind(r.k)).Low()
			fraction |= w & r.fraction
			for ; w != 0; w &= w - 1 {
				sum += int64(r.row[bits.TrailingZeros64(w)&63])
			}
		}
		return num{sum, fraction == 0}
	}
	allInt := true
	for c := range 2 {
		fractions := f.fraction[me][c]
		for ks := f.kinds[me][c]; ks != 0; ks &= ks - 1 {
			k := bits.TrailingZeros32(ks)
			m := view.OfKind(board.Color(c), board.Kind(k))
			allInt = allInt && m.And(fractions[k]).IsEmpty()
			row := f.big[me][c][k*f.cells:][:f.cells]
			for sq := m.Pop(); sq >= 0; sq = m.Pop() {
				sum += int64(row[sq])
			}
		}
	}
	return num{sum, allInt}
}

// Pairs. Two fused expressions of one statement list that visit the same
// rows, such as PeSTO's middlegame and endgame totals, share one unit
// (delta.go): one pass over the pieces adds up both, and the unit keeps
// both totals for the rest of the evaluation (they depend on the position
// and on whom me stands for only).

// fusedPair is two fused expressions read in one pass.
type fusedPair struct {
	first, second *fusedSum
	unit          *fusedUnit
}

// pairFused pairs the fused expressions of each statement list of a
// rule's body, in order, each with the next one that visits the same rows,
// and gives every pair, and every other fused expression that it finds
// on a board of at most 64 cells, its unit.
func pairFused(g *geo, stmts []*stmt) {
	var found []*fusedSum
	for _, s := range stmts {
		found = topFused(s.value, found)
		pairFused(g, s.then)
		pairFused(g, s.els)
	}
	for i := 0; i < len(found); i++ {
		a := found[i]
		if i+1 < len(found) && samePasses(a, found[i+1]) {
			b := found[i+1]
			p := &fusedPair{first: a, second: b, unit: newUnit(g, a, b)}
			a.pair, b.pair = p, p
			i++
		} else if a.unit == nil && a.pair == nil && g.cells <= 64 {
			a.unit = newUnit(g, a, nil)
		}
	}
}

// topFused appends the fused expressions in n that no other contains.
func topFused(n *node, found []*fusedSum) []*fusedSum {
	if n == nil {
		return found
	}
	if n.op == opCount && n.k == countFused {
		return append(found, n.fused)
	}
	found = topFused(n.y, topFused(n.x, found)) // in the order of evaluation
	for _, a := range n.args {
		found = topFused(a, found)
	}
	return found
}

// samePasses reports whether two unpaired fused expressions on a small
// board visit the same rows.
func samePasses(a, b *fusedSum) bool {
	if a == b || a.pair != nil || b.pair != nil {
		return false
	}
	for me := range 2 {
		if a.small[me] == nil || len(a.small[me]) != len(b.small[me]) {
			return false
		}
		for j := range a.small[me] {
			if a.small[me][j].c != b.small[me][j].c || a.small[me][j].k != b.small[me][j].k {
				return false
			}
		}
	}
	return true
}
