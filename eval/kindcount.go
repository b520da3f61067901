package eval

import (
	"math/bits"
	"slices"

	"github.com/chespel/chespel/board"
	"github.com/chespel/chespel/parser"
	"github.com/chespel/chespel/types"
)

// Fused counts. An expression that adds and subtracts counts of pieces by
// player and type, such as the phase count that example5's rules write
//
//	me.count(knight) + me.count(bishop) + ... + foe.count(queen)
//
// is one node (opKindCount) holding one weight per player and kind, and
// one that adds and subtracts counts of attacks on a king's zone as well
// (the default bot's foe.kingAttackers(queen) + foe.kingAttackers(rook) +
// ...) is one node too (opZoneCount), a weight per player, kind and count,
// as is one with counts of safe checks (foe.safeChecks(queen) * 0.277 +
// ...: a player's kinds in one pass). A count times a constant is a term
// of that weight (the default bot's foe.kingAttacks(queen) * 0.189 + ...:
// the node is integral when every weight is), and a weight of 0.0 drops
// its term. The evaluator adds up the weighted population counts of the
// position's piece sets, with no call, receiver or operand to dispatch.
// The result is the same num: counts are integral (so a count times a
// constant is exact, with no rounding), and the node is built only when no
// partial total can reach numLimit, where the additions' saturation would
// have cut it.

// kindCount is one term of a fused count: w thousandths for each piece of
// the kind owned by the player rel (0 me, 1 foe), or with fn for each
// attack of those pieces on the opponent's king zone (kingAttacks) or each
// of them that attacks it (kingAttackers).
type kindCount struct {
	rel, kind int
	w         int64
	fn        countFn
}

// kindGroup is the terms of a fused count of one player, count and
// weight: w thousandths for each unit that fn counts of the kinds in
// kinds (bit k for kind k), counted together. Safe checks are one group a
// player whatever their weights, ws[k] thousandths for kind k, counted in
// one pass (board.View.SafeChecksWeighted).
type kindGroup struct {
	rel   int
	kinds uint32
	w     int64
	fn    countFn
	ws    *[board.MaxKinds]int64
}

// groupCounts returns terms by player, count and weight (safe checks by
// player and count), in the order of their first terms.
func groupCounts(terms []kindCount) []kindGroup {
	var groups []kindGroup
	for _, t := range terms {
		checks := t.fn == countSafeChecks
		i := slices.IndexFunc(groups, func(g kindGroup) bool { return g.rel == t.rel && g.fn == t.fn && (checks || g.w == t.w) })
		if i < 0 {
			i = len(groups)
			groups = append(groups, kindGroup{rel: t.rel, w: t.w, fn: t.fn})
			if checks {
				groups[i].w, groups[i].ws = 0, new([board.MaxKinds]int64)
			}
		}
		groups[i].kinds |= 1 << uint(t.kind)
		if checks {
			groups[i].ws[t.kind] = t.w
		}
	}
	return groups
}

// countFn is what a term of a fused count counts.
type countFn uint8

const (
	countPieces     countFn = iota // player.count(type)
	countZoneHits                  // player.kingAttacks(type)
	countAttackers                 // player.kingAttackers(type)
	countSafeChecks                // player.safeChecks(type)
)

// countFns are the library functions that a fused count's terms may be.
var countFns = map[int64]countFn{types.FnPlayerCount: countPieces, types.FnPlayerKingAttacks: countZoneHits, types.FnPlayerKingAttackers: countAttackers, types.FnPlayerSafeChecks: countSafeChecks}

// countTerms returns the terms that n adds up, scaled by sign, and whether
// their total is integral, when n is player.count(type) of a constant
// player and type, such a count times a constant (the default bot's
// foe.kingAttacks(queen) * 0.189: w thousandths per unit, exact as the
// product is, for a count is integral), a fused count, or a sum or
// difference of them; ok is false otherwise.
func countTerms(n *node, sign int64) (terms []kindCount, integral, ok bool) {
	switch {
	case n.op == opCall && n.x != nil && n.x.op == opInt && len(n.args) == 1 && n.args[0].op == opInt:
		fn, ok := countFns[n.k]
		return []kindCount{{rel: int(n.x.k & 1), kind: int(n.args[0].k), w: 1000 * sign, fn: fn}}, true, ok
	case n.op == opMul && n.y.op == opNum && n.x.op == opCall, n.op == opMul && n.x.op == opNum && n.y.op == opCall:
		count, c := n.x, n.y
		if c.op != opNum {
			count, c = c, count
		}
		terms, _, ok := countTerms(count, sign)
		if !ok {
			return nil, false, false
		}
		terms[0].w = c.k * sign
		return terms, c.integral, true
	case n.op == opKindCount || n.op == opZoneCount:
		out := make([]kindCount, len(n.fused.counts))
		for i, t := range n.fused.counts {
			out[i] = kindCount{t.rel, t.kind, t.w * sign, t.fn}
		}
		return out, n.integral, true
	case n.op == opAdd || n.op == opSub:
		x, xi, ok := countTerms(n.x, sign)
		if !ok {
			return nil, false, false
		}
		if n.op == opSub {
			sign = -sign
		}
		y, yi, ok := countTerms(n.y, sign)
		return append(x, y...), xi && yi, ok
	}
	return nil, false, false
}

// fuseCounts returns the fused form of n, an addition or subtraction of
// counts, nil when n is not one, a partial total could saturate, or the
// rule is compiled as written (plain).
func (cp *compiler) fuseCounts(n *node) *node {
	if cp.plain || n.op != opAdd && n.op != opSub {
		return nil
	}
	terms, integral, ok := countTerms(n, 1)
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
		most := int64(cp.g.cells) // pieces, pieces that attack the zone, or cells of safe checks
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
	merged = slices.DeleteFunc(merged, func(t kindCount) bool { return t.w == 0 }) // a count times 0.0
	// x and y stay, never run, so that the planner's analyses of an
	// enclosing loop see what the counts read.
	fused := &fusedSum{counts: merged}
	if op == opZoneCount {
		fused.groups = groupCounts(merged)
	}
	return &node{op: op, t: parser.Num, integral: integral, fused: fused, x: n.x, y: n.y, pos: n.pos}
}

// zoneCountNum evaluates a fused count with terms of king-zone attacks or
// safe checks (opZoneCount): the view's ZoneAttacksOf or
// SafeChecksWeighted for each group of terms.
func (e *evaluator) zoneCountNum(n *node) num {
	var sum int64
	view := &e.facts.view
	for _, g := range n.fused.groups {
		c := board.Color(e.me ^ g.rel)
		var count int
		switch g.fn {
		case countPieces:
			count = e.facts.ofKinds(int(c), g.kinds).Count()
		case countZoneHits:
			count, _ = view.ZoneAttacksOf(c, g.kinds)
		case countSafeChecks:
			sum += view.SafeChecksWeighted(c, g.kinds, g.ws)
			continue
		default:
			_, count = view.ZoneAttacksOf(c, g.kinds)
		}
		sum += g.w * int64(count)
	}
	return num{sum, n.integral}
}

// kindCountNum evaluates a fused count.
func (e *evaluator) kindCountNum(n *node) num {
	var sum int64
	view := &e.facts.view
	terms := n.fused.counts
	if e.g.cells <= 64 { // one word a set: its count with no other word read
		for _, t := range terms {
			w, _ := view.OfKind(board.Color(e.me^t.rel), board.Kind(t.kind)).Low()
			sum += t.w * int64(bits.OnesCount64(w))
		}
		return num{sum, n.integral}
	}
	for _, t := range terms {
		sum += t.w * int64(view.OfKind(board.Color(e.me^t.rel), board.Kind(t.kind)).Count())
	}
	return num{sum, n.integral}
}
