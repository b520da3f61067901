package eval

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// countedRules add and subtract counts of pieces by player and type in the
// shapes that fuse (kindcount.go): example5's phase count, a difference,
// the same term twice (merged), a subtraction of a sum, a count beside
// a num that keeps the expression apart, and counts times constants (the
// default bot's kingSafety attacks; a weight of 0.0 drops its term).
const countedRules = `module evaluation

sym rule phase:
	let pc = me.count(knight) + me.count(bishop) + me.count(rook) + me.count(queen) +
		foe.count(knight) + foe.count(bishop) + foe.count(rook) + foe.count(queen)
	if (pc >= 5) score pc * 0.01 "pc " ++ pc

sym rule balance:
	let d = me.count(pawn) - foe.count(pawn) + me.count(pawn) - (foe.count(knight) + foe.count(bishop))
	score d * 0.1 "d " ++ d

rule apart:
	let x = me.count(rook) + 1
	score x * 0.01 "x " ++ x

sym rule zone:
	let z = foe.kingAttackers(queen) + foe.kingAttackers(rook) - (me.kingAttacks(knight) - foe.kingAttacks(queen)) + foe.count(pawn)
	score z * 0.01 "z " ++ z

sym rule weighted:
	let a = foe.kingAttacks(queen) * 0.189 + 0.026 * foe.kingAttacks(rook) - foe.kingAttacks(bishop) * 0.0 + me.count(pawn) * 2
	let b = me.count(pawn) * 2 - foe.count(knight) * 3
	score taper(-a, 0) "a " ++ a
	score b * 0.01 "b " ++ b
`

// separateRules are countedRules with every count held in a let first:
// nothing fuses.
const separateRules = `module evaluation

sym rule phase:
	let mn = me.count(knight)
	let mb = me.count(bishop)
	let mr = me.count(rook)
	let mq = me.count(queen)
	let fn = foe.count(knight)
	let fb = foe.count(bishop)
	let fr = foe.count(rook)
	let fq = foe.count(queen)
	let pc = mn + mb + mr + mq + fn + fb + fr + fq
	if (pc >= 5) score pc * 0.01 "pc " ++ pc

sym rule balance:
	let mp = me.count(pawn)
	let fp = foe.count(pawn)
	let fn = foe.count(knight)
	let fb = foe.count(bishop)
	let d = mp - fp + mp - (fn + fb)
	score d * 0.1 "d " ++ d

rule apart:
	let x = me.count(rook) + 1
	score x * 0.01 "x " ++ x

sym rule zone:
	let fq = foe.kingAttackers(queen)
	let fr = foe.kingAttackers(rook)
	let mn = me.kingAttacks(knight)
	let hq = foe.kingAttacks(queen)
	let fp = foe.count(pawn)
	let z = fq + fr - (mn - hq) + fp
	score z * 0.01 "z " ++ z

sym rule weighted:
	let hq = foe.kingAttacks(queen)
	let hr = foe.kingAttacks(rook)
	let hb = foe.kingAttacks(bishop)
	let mp = me.count(pawn)
	let fn = foe.count(knight)
	let a = hq * 0.189 + 0.026 * hr - hb * 0.0 + mp * 2
	let b = mp * 2 - fn * 3
	score taper(-a, 0) "a " ++ a
	score b * 0.01 "b " ++ b
`

// countKindsNodes counts the fused counts in a rule's statements.
func countKindsNodes(stmts []*stmt) int {
	var walk func(n *node) int
	walk = func(n *node) int {
		if n == nil {
			return 0
		}
		if n.op == opKindCount || n.op == opZoneCount {
			return 1 // x and y are the counts it replaced
		}
		c := walk(n.x) + walk(n.y)
		for _, a := range n.args {
			c += walk(a)
		}
		return c
	}
	c := 0
	for _, s := range stmts {
		c += walk(s.value) + walk(s.reason) + countKindsNodes(s.then) + countKindsNodes(s.els)
	}
	return c
}

// TestFusedCountsEqualTheCounts checks that fused counts (of pieces, and of
// king-zone attacks) give the same nums as the counts added one by one: the same scores (against the lets
// and the reference interpreter) and the same lines.
func TestFusedCountsEqualTheCounts(t *testing.T) {
	fused, apart := load(t, "counted", countedRules), load(t, "separate", separateRules)
	got := map[string]int{}
	for _, r := range fused.rules {
		got[r.name] = countKindsNodes(r.body)
	}
	assert.Equal(t, map[string]int{"phase": 1, "balance": 1, "apart": 0, "zone": 1, "weighted": 2}, got, "the fused counts of each rule")
	zone := fused.rules[3].body[0].value
	assert.Equal(t, opZoneCount, zone.op, "zone's z: counts of king-zone attacks")
	assert.Equal(t, []kindCount{{1, kQueen, 1000, countAttackers}, {1, kRook, 1000, countAttackers}, {0, kKnight, -1000, countZoneHits},
		{1, kQueen, 1000, countZoneHits}, {1, kPawn, 1000, countPieces}}, zone.fused.counts, "zone's terms")
	assert.Equal(t, []kindGroup{{1, 1<<kQueen | 1<<kRook, 1000, countAttackers, nil}, {0, 1 << kKnight, -1000, countZoneHits, nil},
		{1, 1 << kQueen, 1000, countZoneHits, nil}, {1, 1 << kPawn, 1000, countPieces, nil}}, zone.fused.groups, "zone's terms by player, count and weight")
	terms := fused.rules[1].body[0].value.fused.counts
	assert.Equal(t, []kindCount{{0, kPawn, 2000, countPieces}, {1, kPawn, -1000, countPieces}, {1, kKnight, -1000, countPieces}, {1, kBishop, -1000, countPieces}}, terms, "balance's terms, me.count(pawn) merged")
	a, b := fused.rules[4].body[0].value, fused.rules[4].body[1].value
	assert.Equal(t, []kindCount{{1, kQueen, 189, countZoneHits}, {1, kRook, 26, countZoneHits}, {0, kPawn, 2000, countPieces}}, a.fused.counts, "weighted's a: the bishops' 0.0 dropped")
	assert.Equal(t, []kindCount{{0, kPawn, 2000, countPieces}, {1, kKnight, -3000, countPieces}}, b.fused.counts, "weighted's b")
	assert.Equal(t, []kindGroup{{1, 1 << kQueen, 189, countZoneHits, nil}, {1, 1 << kRook, 26, countZoneHits, nil}, {0, 1 << kPawn, 2000, countPieces, nil}},
		a.fused.groups, "weighted's a: one group per weight")
	assert.Nil(t, b.fused.groups, "weighted's b counts pieces only (opKindCount)")
	assert.Equal(t, []bool{false, true}, []bool{a.integral, b.integral}, "a has fractional weights, b integral ones")
	for _, r := range apart.rules {
		assert.Zero(t, countKindsNodes(r.body), "%s: nothing fuses", r.name)
	}
	assert.Equal(t, 0, fused.rules[0].body[0].sides, "phase's pc, the same for both sides: one cached entry")
	assert.Equal(t, 1, fused.rules[1].body[0].sides, "balance's d: one cached entry per side")
	assertScoresAsApart(t, fused, apart)
}
