package eval

import (
	"math/bits"

	"github.com/chespel/chespel/board"
	"github.com/chespel/chespel/parser"
	"github.com/chespel/chespel/types"
)

// Fused counts. An expression that adds and subtracts counts of pieces by
// player and type, such as the phase count that example5's rules write
//
//	me.count(knight) + me.count(bishop) + ... + foe.count(queen)
//
// is one node (opKindCount) holding one weight per
// player and kind, and one that adds and subtracts counts of attacks on a
// king's zone as well (the default bot's foe.kingAttackers(queen) +
// foe.kingAttackers(rook) + ...) is one node too (opZoneCount), a weight
// per player, kind and count: the evaluator adds up the weighted population counts of
// the position's piece sets, with no call, receiver or operand to
// dispatch. The result is the same num: counts are integral, and the node
// is built only when no partial total can reach numLimit, where the
// additions' saturation would have cut it.

// kindCount is one term of a fused count: w thousandths for each piece of
// the kind owned by the player rel (0 me, 1 foe), or with fn for each
// attack of those pieces on the opponent's king zone (kingAttacks) or each
// of them that attacks it (kingAttackers).
type kindCount struct {
	rel, kind int
	w         int64
	fn        countFn
}

// countFn is what a term of a fused count counts.
type countFn uint8

const (
	countPieces    countFn = iota // player.count(type)
	countZoneHits                 // player.kingAttacks(type)
	countAttackers                // player.kingAttackers(type)
)

// countFns are the library functions that a fused count's terms may be.
var countFns = map[int64]countFn{types.FnPlayerCount: countPieces, types.FnPlayerKingAttacks: countZoneHits, types.FnPlayerKingAttackers: countAttackers}

// countTerms returns the terms that n adds up, scaled by sign, when n is
// player.count(type) of a constant player and type, a fused count, or a
// sum or difference of them; ok is false otherwise.
func countTerms(n *node, sign int64) (terms []kindCount, ok bool) {
	switch {
	case n.op == opCall && n.x != nil && n.x.op == opInt && len(n.args) == 1 && n.args[0].op == opInt:
		fn, ok := countFns[n.k]
		return []kindCount{{rel: int(n.x.k & 1), kind: int(n.args[0].k), w: 1000 * sign, fn: fn}}, ok
	case n.op == opKindCount || n.op == opZoneCount:
		out := make([]kindCount, len(n.fused.counts))
		for i, t := range n.fused.counts {
			out[i] = kindCount{t.rel, t.kind, t.w * sign, t.fn}
		}
		return out, true
	case n.op == opAdd || n.op == opSub:
		x, ok := countTerms(n.x, sign)
		if !ok {
			return nil, false
		}
		if n.op == opSub {
			sign = -sign
		}
		y, ok := countTerms(n.y, sign)
		return append(x, y...), ok
	}
	return nil, false
}

// fuseCounts returns the fused form of n, an addition or subtraction of
// counts, nil when n is not one, a partial total could saturate, or the
// rule is compiled as written (plain).
func (cp *compiler) fuseCounts(n *node) *node {
	if cp.plain || n.op != opAdd && n.op != opSub {
		return nil
	}
	terms, ok := countTerms(n, 1)
	if !ok {
		return nil
	}
	var merged []kindCount
	bound := int64(0)
	op := opKindCount
	for _, t := range terms {
		if t.kind < 0 || t.kind >= cp.g.kinds {
			return nil
		}
		most := int64(cp.g.cells) // pieces, or pieces that attack the zone
		if t.fn == countZoneHits {
			most *= int64(cp.g.cells) // each attacks at most every cell of the zone
		}
		if t.fn != countPieces {
			op = opZoneCount
		}
		bound += abs64(t.w) * most
		i := 0
		for i < len(merged) && (merged[i].rel != t.rel || merged[i].kind != t.kind || merged[i].fn != t.fn) {
			i++
		}
		if i == len(merged) {
			merged = append(merged, kindCount{rel: t.rel, kind: t.kind, fn: t.fn})
		}
		merged[i].w += t.w
	}
	if bound >= numLimit {
		return nil
	}
	// x and y stay, never run, so that the planner's analyses of an
	// enclosing loop see what the counts read.
	return &node{op: op, t: parser.Num, integral: true, fused: &fusedSum{counts: merged}, x: n.x, y: n.y, pos: n.pos}
}

// zoneCountNum evaluates a fused count with terms of king-zone attacks
// (opZoneCount): the view's ZoneAttacks for each.
func (e *evaluator) zoneCountNum(terms []kindCount) num {
	var sum int64
	view := &e.facts.view
	for _, t := range terms {
		c, k := board.Color(e.me^t.rel), board.Kind(t.kind)
		var n int
		switch t.fn {
		case countPieces:
			n = view.OfKind(c, k).Count()
		case countZoneHits:
			n, _ = view.ZoneAttacks(c, k)
		default:
			_, n = view.ZoneAttacks(c, k)
		}
		sum += t.w * int64(n)
	}
	return num{sum, true}
}

// kindCountNum evaluates a fused count.
func (e *evaluator) kindCountNum(terms []kindCount) num {
	var sum int64
	view := &e.facts.view
	if e.g.cells <= 64 { // one word a set: its count with no other word read
		for _, t := range terms {
			w, _ := view.OfKind(board.Color(e.me^t.rel), board.Kind(t.kind)).Low()
			sum += t.w * int64(bits.OnesCount64(w))
		}
		return num{sum, true}
	}
	for _, t := range terms {
		sum += t.w * int64(view.OfKind(board.Color(e.me^t.rel), board.Kind(t.kind)).Count())
	}
	return num{sum, true}
}
