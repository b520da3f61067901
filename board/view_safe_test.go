package board

import (
	"testing"

	"github.com/chespel/chespel/carn"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestSafeMobility pins safe mobility on a knight that black's pawns keep
// off b5 and f5, and on pawns whose pushes the other side's pawns guard.
func TestSafeMobility(t *testing.T) {
	v, at := knowledgeView(t, "4k3/8/2p1p3/8/1P1N4/8/8/4K3 w - - 0 1")
	assert.Equal(t, "a5 c5", squareNames(v, v.PawnAttacks(White)), "white's pawn attacks")
	assert.Equal(t, "b5 d5 f5", squareNames(v, v.PawnAttacks(Black)), "black's pawn attacks")
	for _, tc := range []struct {
		sq             string
		mobility, safe int
	}{
		{"d4", 8, 6}, // b5 and f5 are guarded; c6 and e6 are captures
		{"b4", 1, 0}, // b5 is guarded by c6
		{"c6", 1, 0}, // c5 is guarded by b4
		{"e6", 1, 1},
		{"e1", 5, 5},
		{"e8", 5, 5},
		{"e4", 0, 0}, // an empty square
	} {
		i := at(tc.sq)
		assert.Equal(t, tc.mobility, v.Mobility(i), "%s mobility", tc.sq)
		assert.Equal(t, tc.safe, v.SafeMobility(i), "%s safe mobility", tc.sq)
	}
}

// TestSafeChecks pins safe checks against a king behind its pawns: Nd5-e7
// and Qb8 check safely; Ng4's checks on f6 and h6 are guarded by g7, the
// bishop's and the king's cells by the king itself.
func TestSafeChecks(t *testing.T) {
	v, _ := knowledgeView(t, "6k1/5ppp/8/3N4/6N1/1QB5/8/4K2R w - - 0 1")
	for _, tc := range []struct {
		letter byte
		white  int
	}{
		{'p', 0}, {'n', 1}, {'b', 0}, {'r', 0}, {'q', 1}, {'k', 0},
	} {
		k, ok := v.Rules().KindOfLetter(tc.letter)
		require.True(t, ok, "kind %c", tc.letter)
		assert.Equal(t, tc.white, v.SafeChecks(White, k), "white %c", tc.letter)
		assert.Equal(t, 0, v.SafeChecks(Black, k), "black %c", tc.letter)
	}
	// With the knight gone from d5, the queen's diagonal opens to f7, a
	// check that the king guards: Qb8 stays the one safe check.
	v, _ = knowledgeView(t, "6k1/5ppp/8/8/6N1/1QB5/8/4K2R w - - 0 1")
	queen, _ := v.Rules().KindOfLetter('q')
	knight, _ := v.Rules().KindOfLetter('n')
	assert.Equal(t, 1, v.SafeChecks(White, queen), "queen")
	assert.Equal(t, 0, v.SafeChecks(White, knight), "knight")
}

// TestSafeEveryGame checks, in every embedded game, that safe mobility is
// mobility off the opponent's pawn attacks, and that safe checks count the
// squares from which a piece of the kind would attack the opponent's king,
// as the doc says they do wherever pieces attack back as the other side's
// same piece (every embedded game but xiangqi, whose horse's leg and
// soldier's sideways steps are one-sided).
func TestSafeEveryGame(t *testing.T) {
	for _, name := range carn.Names() {
		r := embeddedGame(t, name)
		var v View
		for _, p := range viewPositions(t, r, 3, 40, 5) {
			v.Load(p)
			for c := White; c <= Black; c++ {
				checkSafeMobility(t, name, &v, c)
				if name != "xiangqi" {
					checkSafeChecks(t, name, r, &v, c)
				}
			}
		}
	}
}

// checkSafeMobility checks SafeMobility of side c's pieces against its
// definition, and SafeMobilityOf against their sum.
func checkSafeMobility(t *testing.T, name string, v *View, c Color) {
	sum := 0
	for m := v.Occupied(c); ; {
		i := m.Pop()
		if i < 0 {
			break
		}
		want := v.Destinations(i).AndNot(v.PawnAttacks(c ^ 1)).Count()
		assert.Equal(t, want, v.SafeMobility(i), "%s: safe mobility of %d", name, i)
		sum += want
	}
	assert.Equal(t, sum, v.SafeMobilityOf(v.Occupied(c)), "%s: safe mobility of a side", name)
}

// checkSafeChecks checks SafeChecks for side c against the squares from
// which c's piece of each kind would attack an opponent royal piece, and
// SafeChecksWeighted against their weighted sum.
func checkSafeChecks(t *testing.T, name string, r *Rules, v *View, c Color) {
	kings := v.Royals().And(v.Occupied(c ^ 1))
	var w [MaxKinds]int64
	var all uint32
	var sum int64
	for k := range Kind(r.NumKinds()) {
		var reach Set
		for m := v.OfKind(c, k); ; {
			i := m.Pop()
			if i < 0 {
				break
			}
			reach = reach.Or(v.Destinations(i))
		}
		want := 0
		for m := reach.AndNot(v.Attacked(c ^ 1)); ; {
			x := m.Pop()
			if x < 0 {
				break
			}
			if !v.attacksAs(x, c, k).And(kings).IsEmpty() {
				want++
			}
		}
		assert.Equal(t, want, v.SafeChecks(c, k), "%s: safe checks of kind %d", name, k)
		w[k], all = int64(k)+2, all|1<<k
		sum += w[k] * int64(want)
	}
	assert.Equal(t, sum, v.SafeChecksWeighted(c, all, &w), "%s: weighted safe checks", name)
}

// squareNames names the squares of a set in index order, for messages.
func squareNames(v *View, s Set) string {
	out := ""
	for i := s.Pop(); i >= 0; i = s.Pop() {
		if out != "" {
			out += " "
		}
		out += v.Rules().SquareName(v.Rules().squares[i])
	}
	return out
}
