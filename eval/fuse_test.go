package eval

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// fuseTables is the table that fusedRules and apartRules read.
const fuseTables = `module evaluation

table centre = [
	0, 0, 0, 0, 0, 0, 0, 0,
	0, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0,
	0, 0.1, 0.25, 0.25, 0.25, 0.25, 0.1, 0,
	0, 0.1, 0.25, 0.5, 0.5, 0.25, 0.1, 0,
	0, 0.1, 0.25, 0.5, 0.5, 0.25, 0.1, 0,
	0, 0.1, 0.25, 0.25, 0.25, 0.25, 0.1, 0,
	0, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0,
	0, 0, 0, 0, 0, 0, 0, 0,
]
`

// fusedRules add and subtract sums of the shapes that fuse (fuse.go):
// material by type value (integral rows), a table read with .of, a sum
// over both players, folded cell conditions (a row, and a starting row
// read from each side), a negated operand, integral and fractional
// entries mixed, a sym rule, and two expressions over the same rows that
// share one pass (a pair), with negative totals.
const fusedRules = `
rule terms:
	let material = sum(piece p with player == me: p.value) - sum(piece p with player == foe: p.value)
	let minors = sum(piece p with type == knight: centre.of(p)) - -sum(piece p with player == foe, type == bishop: centre.of(p))
	let pawns = sum(piece p with player == me, type == pawn, p.row == $7: 2) + sum(piece p with player == foe, type == pawn, p.startingRow == $2: 0.5) - sum(piece p with type == pawn: 1)
	let mixed = sum(piece p with player == me, type == rook: 3) + sum(piece p with player == me, type == queen: 1.5)
	score material + minors "material " ++ material ++ ", minors " ++ minors
	score pawns "pawns " ++ pawns
	score mixed "mixed " ++ mixed

sym rule kings:
	let kings = sum(piece p with player == me, type == king: centre.of(p)) - sum(piece p with player == foe, type == king: centre.at(p.cell))
	score kings "kings " ++ kings

sym rule pair:
	let a = sum(piece p with player == me: centre.of(p) - 0.5) - sum(piece p with player == foe: p.value + 0.5)
	let b = sum(piece p with player == me: -1) - sum(piece p with player == foe: centre.at(p.cell) - 0.3)
	score a - 2 * b "a " ++ a ++ ", b " ++ b
`

// apartRules are fusedRules with every sum held in a let first: nothing
// fuses, each sum runs its own loop.
const apartRules = `
rule terms:
	let m1 = sum(piece p with player == me: p.value)
	let m2 = sum(piece p with player == foe: p.value)
	let material = m1 - m2
	let n1 = sum(piece p with type == knight: centre.of(p))
	let n2 = sum(piece p with player == foe, type == bishop: centre.of(p))
	let minors = n1 - -n2
	let p1 = sum(piece p with player == me, type == pawn, p.row == $7: 2)
	let p2 = sum(piece p with player == foe, type == pawn, p.startingRow == $2: 0.5)
	let p3 = sum(piece p with type == pawn: 1)
	let pawns = p1 + p2 - p3
	let r = sum(piece p with player == me, type == rook: 3)
	let q = sum(piece p with player == me, type == queen: 1.5)
	let mixed = r + q
	score material + minors "material " ++ material ++ ", minors " ++ minors
	score pawns "pawns " ++ pawns
	score mixed "mixed " ++ mixed

sym rule kings:
	let k1 = sum(piece p with player == me, type == king: centre.of(p))
	let k2 = sum(piece p with player == foe, type == king: centre.at(p.cell))
	let kings = k1 - k2
	score kings "kings " ++ kings

sym rule pair:
	let a1 = sum(piece p with player == me: centre.of(p) - 0.5)
	let a2 = sum(piece p with player == foe: p.value + 0.5)
	let a = a1 - a2
	let b1 = sum(piece p with player == me: -1)
	let b2 = sum(piece p with player == foe: centre.at(p.cell) - 0.3)
	let b = b1 - b2
	score a - 2 * b "a " ++ a ++ ", b " ++ b
`

// countFusedNodes counts the fused expressions in a rule's statements.
func countFusedNodes(stmts []*stmt) int {
	var walk func(n *node) int
	walk = func(n *node) int {
		if n == nil {
			return 0
		}
		c := walk(n.x) + walk(n.y)
		if n.op == opCount && n.k == countFused {
			return 1 // x and y are the sums it replaced
		}
		for _, a := range n.args {
			c += walk(a)
		}
		return c
	}
	c := 0
	for _, s := range stmts {
		c += walk(s.value) + walk(s.reason) + countFusedNodes(s.then) + countFusedNodes(s.els)
	}
	return c
}

// TestFusedSumsEqualTheSums checks that fused sums give the same nums as
// the sums added up one by one: the same scores (against the lets and the
// reference interpreter) and the same lines, where a num prints as an
// integer only when every entry it added was integral.
func TestFusedSumsEqualTheSums(t *testing.T) {
	fused, apart := load(t, "fused", fuseTables+fusedRules), load(t, "apart", fuseTables+apartRules)
	for _, b := range []*Bot{fused, apart} {
		want := map[string]int{"terms": 4, "kings": 1, "pair": 2, "pairs": 1}
		if b == apart {
			want = map[string]int{"terms": 0, "kings": 0, "pair": 0, "pairs": 0}
		}
		got := map[string]int{"pairs": 0}
		for _, r := range b.rules {
			got[r.name] = countFusedNodes(r.body)
			for _, f := range topFused(r.body[0].value, nil) {
				if f.pair != nil && f == f.pair.first {
					got["pairs"]++
				}
			}
		}
		assert.Equal(t, want, got, "%s: the fused expressions of each rule", b.name)
	}
	assertScoresAsApart(t, fused, apart)
}

// assertScoresAsApart checks, on the native positions that are not drawn,
// that the bot fused scores as the bot apart (its rules written out
// without the fused form) and as the reference interpreter, with the same
// explanation lines.
func assertScoresAsApart(t *testing.T, fused, apart *Bot) {
	t.Helper()
	fe, ae := fused.NewEvaluator(), apart.NewEvaluator()
	tested := 0
	for i, p := range nativePositions(t) {
		if drawReason(p) != "" {
			continue
		}
		tested++
		got, err := fe.Evaluate(p)
		require.NoError(t, err, p.FEN())
		want, err := ae.Evaluate(p)
		require.NoError(t, err, p.FEN())
		assert.Equal(t, want, got, "position %d %s: fused and apart", i, p.FEN())
		ref, err := refEvaluate(fused, p)
		require.NoError(t, err, p.FEN())
		assert.Equal(t, ref, int64(got), "position %d %s: fused and the reference interpreter", i, p.FEN())
		_, _, gotLines, err := fe.Explain(p, true)
		require.NoError(t, err, p.FEN())
		_, _, wantLines, err := ae.Explain(p, true)
		require.NoError(t, err, p.FEN())
		assert.Equal(t, wantLines, gotLines, "position %d %s: the lines", i, p.FEN())
	}
	assert.GreaterOrEqual(t, tested, 200, "positions compared")
}
