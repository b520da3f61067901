package board

import "github.com/chespel/chespel/carn"

// attackTable answers "is this square attacked by side c" by walking from the
// target outwards. It is built from capture entries only (D28): a piece that
// moves like a rook but captures like a knight attacks like a knight.
type attackTable struct {
	rays  []attackRay  // unconditioned path-tested vectors and single-step leaps
	leaps []attackLeap // unconditioned leaps longer than one step, or with a leg
	conds []attackCond // alternatives with conditions, tested kind by kind
	// The rays again, sorted by how they are tested (occupancy.go): steps,
	// the lines going up and down the indices from their target, and
	// walks, the indices of the others. Their answers do not depend on the
	// order of the rays; where an answer does (the static exchange's
	// choice between equal attackers), each carries its ray's index, rank.
	steps    []attackStep
	up, down []attackLine
	walks    []int
	words    []lineWord // the lines' words, attackLine.at onwards
	// On a board of at most 64 squares, the steps again, grouped by their
	// kinds: from the target of dense index i, group g's steps start on
	// the squares of stepWords[g.at+i].
	stepGroups []stepGroup
	stepWords  []uint64
	// touchOnly says that every attack is a step group's or a line's (no
	// walk, no long or lame leap, no condition) and there are at most 16
	// lines, on a board of at most 64 squares: a check after a move then
	// tests only what the move touches (givescheck.go). through holds then,
	// for the target of dense index i and the square of dense index j, the
	// lines from i that pass j: bit u for up[u], bit len(up)+d for down[d],
	// at through[i*N+j] for N squares.
	touchOnly bool
	through   []uint16
	// kindSteps holds then, for kind k and the target of dense index i,
	// the squares from which a piece of kind k attacks i by a step, at
	// kindSteps[k*N+i].
	kindSteps []uint64
}

// stepGroup is the steps of one set of kinds (attackTable.stepGroups).
type stepGroup struct {
	at    int
	mask  uint32
	steps []attackStep
}

// rankOf returns the rank of the group's step of the given delta.
func (g *stepGroup) rankOf(delta int) int32 {
	for _, st := range g.steps {
		if st.delta == delta {
			return st.rank
		}
	}
	return -1 // not reached: the word holds the steps' squares only
}

// attackStep is a ray of one step without hurdles: the attacker stands
// delta before the target, of a kind in mask.
type attackStep struct {
	delta int
	mask  uint32
	rank  int32
}

// attackLine is a ray without hurdles that reaches further than one step,
// on a board of at most 64 squares, with kinds near at its first step and
// far at every later one: its squares from the target of dense index i are
// words[at+i].
type attackLine struct {
	at        int
	delta     int
	near, far uint32
	rank      int32
	// rest is the lowest rank of the lines tested after this one (up
	// before down) and of the walks: once the static exchange's least
	// attacker has the lowest value and a rank not above rest, no ray
	// after this line can replace it (seeLeastAttacker).
	rest int32
}

// lineWord is a line's squares from one target, and of them the one next
// to the target.
type lineWord struct{ line, near uint64 }

// attackRay is one direction: the attacker stands k steps away with exactly
// hurdles occupied squares between; mask[k] holds the kinds that attack from
// step k.
type attackRay struct {
	delta   int // the attacker's step toward the target
	maxStep int
	hurdles int
	mask    [carn.MaxSize]uint32
}

// attackLeap is a leap that attacks whatever the path holds.
type attackLeap struct {
	delta, leg int
	mask       uint32
}

// attackCond is one conditioned capture alternative of one kind.
type attackCond struct {
	kind Kind
	ray  genRay // with steps, or a leap when hurdles < 0
	leg  int
}

// buildAttackTable collects side c's capture alternatives.
func (r *Rules) buildAttackTable(c Color) attackTable {
	var t attackTable
	for k, g := range r.gen[c] {
		bit := uint32(1) << k
		for _, ray := range g.rays {
			if !ray.capture {
				continue
			}
			if !ray.cond.none() {
				t.conds = append(t.conds, attackCond{kind: Kind(k), ray: ray})
				continue
			}
			t.addRay(ray.delta, ray.hurdles, ray.steps, bit)
		}
		for _, l := range g.leaps {
			switch {
			case !l.capture:
			case !l.cond.none():
				t.conds = append(t.conds, attackCond{kind: Kind(k), ray: genRay{delta: l.delta, hurdles: -1, cond: l.cond}, leg: l.leg})
			case l.leg == 0 && l.unit:
				t.addRay(l.delta, 0, 1<<1, bit)
			default:
				t.addLeap(l.delta, l.leg, bit)
			}
		}
	}
	return t
}

func (t *attackTable) addRay(delta, hurdles int, steps uint32, kinds uint32) {
	i := -1
	for j := range t.rays {
		if t.rays[j].delta == delta && t.rays[j].hurdles == hurdles {
			i = j
		}
	}
	if i < 0 {
		i = len(t.rays)
		t.rays = append(t.rays, attackRay{delta: delta, hurdles: hurdles})
	}
	for k := 1; k < carn.MaxSize; k++ {
		if steps>>k&1 != 0 {
			t.rays[i].mask[k] |= kinds
			t.rays[i].maxStep = max(t.rays[i].maxStep, k)
		}
	}
}

func (t *attackTable) addLeap(delta, leg int, kinds uint32) {
	for j := range t.leaps {
		if t.leaps[j].delta == delta && t.leaps[j].leg == leg {
			t.leaps[j].mask |= kinds
			return
		}
	}
	t.leaps = append(t.leaps, attackLeap{delta: delta, leg: leg, mask: kinds})
}

// simple reports whether moving a piece can only expose a royal along a
// line through its origin: every attack is a leap without a leg or a ray
// that stops at the first occupied square, and none is conditioned on more
// than its own squares.
func (t *attackTable) simple() bool {
	for _, ray := range t.rays {
		if ray.hurdles != 0 {
			return false
		}
	}
	for _, l := range t.leaps {
		if l.leg != 0 {
			return false
		}
	}
	for _, a := range t.conds {
		if a.ray.hurdles >= 0 || a.leg != 0 {
			return false
		}
	}
	return true
}
