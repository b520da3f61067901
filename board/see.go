package board

import "sync"

// seeRoyal is the value that SEE gives a royal piece as a capturer, so
// that it captures last.
const seeRoyal = 1 << 30

// SEE returns the static exchange evaluation of a capture by side c on cell
// i, in thousandths of a pawn (the rule set's values): c captures the
// opponent piece on i with its least valuable attacker, then the sides take
// turns recapturing on i, each with its least valuable attacker, each free
// to stop when going on would lose. Pieces behind a capturer join in
// (x-rays) as it leaves, since every attack is recomputed from the move
// tables with the capturers removed. A royal piece captures last and never
// onto a cell that the other side still attacks. The first capture is
// forced, so the result may be negative (a queen taking a defended pawn).
// It is 0 when i holds no opponent piece, holds an opponent royal piece, or
// c has no piece that may capture there. Pins, checks, promotions and en
// passant are not considered.
func (v *View) SEE(i int, c Color) int {
	c &= 1
	if uint(i) >= uint(len(v.t.fileOf)) || !v.occ[c^1].Has(i) || v.royal.Has(i) {
		return 0
	}
	var gain [64]int
	occ := v.all
	from, val := v.leastAttacker(i, c, occ)
	if from < 0 || (val == seeRoyal && v.seeAttacked(i, c^1, occ, from)) {
		return 0
	}
	gain[0] = v.rules.Value(v.kindAt[i])
	side := c ^ 1
	d := 0
	for d+1 < len(gain) {
		occ.Remove(from)
		next, nextVal := v.leastAttacker(i, side, occ)
		if next < 0 || (nextVal == seeRoyal && v.seeAttacked(i, side^1, occ, next)) {
			break
		}
		d++
		gain[d] = val - gain[d-1]
		from, val, side = next, nextVal, side^1
	}
	for ; d > 0; d-- {
		gain[d-1] = -max(-gain[d-1], gain[d])
	}
	return gain[0]
}

// leastAttacker returns side c's least valuable piece among occ that
// attacks i with the pieces of occ on the board, and its value (seeRoyal
// for a royal piece); -1 when there is none.
func (v *View) leastAttacker(i int, c Color, occ Set) (int, int) {
	best, bestVal := -1, 0
	pieces := occ.And(v.occ[c])
	for j := pieces.Pop(); j >= 0; j = pieces.Pop() {
		val := v.rules.Value(v.kindAt[j])
		if v.royal.Has(j) {
			val = seeRoyal
		}
		if best >= 0 && val >= bestVal {
			continue
		}
		if r := v.reach(j, &occ, true); r.Has(i) {
			best, bestVal = j, val
		}
	}
	return best, bestVal
}

// seeAttacked reports whether side c still attacks i once the royal piece
// on from has moved there (it leaves from, and stands on i, where
// @TargetRoyal captures such as xiangqi's facing generals reach it).
func (v *View) seeAttacked(i int, c Color, occ Set, from int) bool {
	occ.Remove(from)
	royal := v.royal
	v.royal.Remove(from)
	v.royal.Add(i)
	j, _ := v.leastAttacker(i, c, occ)
	v.royal = royal
	return j >= 0
}

// promotionTables are, per rule set, the promotion distances of every
// side, kind and cell: the fewest quiet moves that reach the kind's
// promotion ranks on an empty board (-1 where they cannot, or for a kind
// that does not promote). Computed once per rule set, on first use.
var promotionTables sync.Map // *Rules -> *[2][][]int8

// PromotionDistance returns the fewest moves in which the pawn on i could
// reach its promotion ranks on an empty board (a chess pawn on its
// starting row needs 5, counting its double step): its own moves only,
// every piece in its way ignored. It returns 0 for a piece that does not
// promote or cannot get there.
func (v *View) PromotionDistance(i int) int {
	if !v.isPawn(i) {
		return 0
	}
	t := v.promoDist
	if t == nil { // the first since the rules changed: a look-up in promotionTables
		t = v.rules.promotionDistances()
		v.promoDist = t
	}
	d := t[v.colorAt[i]&1][v.kindAt[i]][i]
	return max(int(d), 0)
}

// promotionDistances returns the rule set's promotion distance tables.
func (r *Rules) promotionDistances() *[2][][]int8 {
	if t, ok := promotionTables.Load(r); ok {
		return t.(*[2][][]int8)
	}
	t := &[2][][]int8{}
	scratch := &View{rules: r, t: r.view, s: r.view.small}
	for c := White; c <= Black; c++ {
		t[c] = make([][]int8, len(r.kinds))
		for k, kind := range r.kinds {
			if kind.promo != nil {
				t[c][k] = r.promotionBFS(scratch, c, Kind(k), kind.promo.rank)
			}
		}
	}
	actual, _ := promotionTables.LoadOrStore(r, t)
	return actual.(*[2][][]int8)
}

// promotionBFS computes side c's kind k's promotion distances to relative
// rank promo and beyond, from the promotion cells backwards through quiet
// moves on an empty board.
func (r *Rules) promotionBFS(v *View, c Color, k Kind, promo int) []int8 {
	n := len(r.squares)
	next := make([]Set, n) // the quiet destinations of each cell
	var empty Set
	for i := range n {
		v.Place(i, c, k)
		next[i] = v.reach(i, &empty, false)
	}
	dist := make([]int8, n)
	for i, sq := range r.squares {
		dist[i] = -1
		if int(r.relRank[c][sq]) >= promo {
			dist[i] = 0
		}
	}
	for d, changed := int8(1), true; changed && d < 127; d++ {
		changed = false
		for i := range n {
			if dist[i] >= 0 {
				continue
			}
			for m := next[i]; ; {
				j := m.Pop()
				if j < 0 {
					break
				}
				if dist[j] >= 0 && dist[j] < d {
					dist[i], changed = d, true
					break
				}
			}
		}
	}
	return dist
}

// KingInSquare reports whether the opponent's king stands in the square of
// the pawn on i (the rule of the square): the king reaches the pawn's
// promotion cell on its file in no more moves than the pawn needs
// (PromotionDistance), one move fewer when the king's side is to move.
// Pieces in the way are ignored. False for other pieces, and when the
// opponent has no royal piece.
func (v *View) KingInSquare(i int) bool {
	if !v.isPawn(i) {
		return false
	}
	c := v.colorAt[i]
	pawn := v.PromotionDistance(i)
	k := v.royal.And(v.occ[c^1]).First()
	if k < 0 || pawn == 0 {
		return false
	}
	r := v.rules
	rank := r.kinds[v.kindAt[i]].promo.rank
	if c == Black {
		rank = r.ranks - 1 - rank
	}
	target := int(v.t.fileOf[i]) + rank*r.files
	king := chebyshev(r, k, target)
	if v.side == c^1 {
		king--
	}
	return king <= pawn
}

// chebyshev returns the king steps between dense indices a and b.
func chebyshev(r *Rules, a, b int) int {
	df := a%r.files - b%r.files
	dr := a/r.files - b/r.files
	return max(df, -df, dr, -dr)
}
