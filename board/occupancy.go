package board

import (
	"math"
	"math/bits"
	"slices"
)

// On a board of at most 64 squares the position also keeps its occupied
// squares in one word (Position.occ, bit Rules.Index(sq)), so that the
// attack tests find the first piece along a ray with one bit scan instead
// of a walk square by square (attackRay.line). Every write of a mailbox
// cell keeps the word in step: the piece moves of position.go, and setCell
// for the tests that lift pieces off the board and put them back (the
// static exchange, the legality tests). On a larger board the word stays
// empty and the walks are used.

// setCell writes pc (Empty or a piece) on the mailbox square sq and keeps
// the occupied word in step.
func (p *Position) setCell(sq Square, pc Piece) {
	p.board[sq] = pc
	bit := p.rules.bit[sq]
	if pc == Empty {
		p.occ &^= bit
	} else {
		p.occ |= bit
	}
}

// layoutBits fills Rules.bit: each square's bit in the occupied word, 0 on
// a board of more than 64 squares.
func (r *Rules) layoutBits() {
	r.bit = make([]uint64, r.size)
	if len(r.squares) > 64 {
		return
	}
	for i, sq := range r.squares {
		r.bit[sq] = 1 << i
		r.squareOf[i+1] = sq
	}
}

// sortRays fills the attack table's steps, lines and walks: a ray of one
// step without hurdles is a step; on a board of at most 64 squares, a ray
// without hurdles that reaches further and attacks with the same kinds at
// every step beyond the first is a line; any other ray is walked.
func (r *Rules) sortRays(t *attackTable) {
	for i := range t.rays {
		ray := &t.rays[i]
		switch {
		case ray.maxStep == 1 && ray.hurdles == 0:
			t.steps = append(t.steps, attackStep{delta: ray.delta, mask: ray.mask[1], rank: int32(i)})
		case len(r.squares) <= 64 && ray.hurdles == 0 && ray.uniformFar():
			l := attackLine{at: len(t.words), delta: ray.delta, near: ray.mask[1], far: ray.mask[2], rank: int32(i)}
			t.words = append(t.words, r.lineWords(ray)...)
			if ray.delta > 0 { // the walk from the target goes down the indices
				t.down = append(t.down, l)
			} else {
				t.up = append(t.up, l)
			}
		default:
			t.walks = append(t.walks, i)
		}
	}
	restRanks(t)
	if len(r.squares) <= 64 {
		r.groupSteps(t)
		t.touchOnly = len(t.walks) == 0 && len(t.leaps) == 0 && len(t.conds) == 0 && len(t.up)+len(t.down) <= 16
		if t.touchOnly {
			t.through, t.kindSteps = r.linesThrough(t), r.kindSteps(t)
		}
	}
}

// restRanks fills attackLine.rest: the lowest rank after each line, in
// the order seeLeastAttacker tests them (up, down, then the walks).
func restRanks(t *attackTable) {
	rest := int32(math.MaxInt32)
	for _, i := range t.walks {
		rest = min(rest, int32(i))
	}
	for _, lines := range [][]attackLine{t.down, t.up} {
		for i := len(lines) - 1; i >= 0; i-- {
			lines[i].rest = rest
			rest = min(rest, lines[i].rank)
		}
	}
}

// groupSteps fills the attack table's step groups: per set of kinds, the
// squares from which its steps reach each target.
func (r *Rules) groupSteps(t *attackTable) {
	for _, st := range t.steps {
		g := slices.IndexFunc(t.stepGroups, func(g stepGroup) bool { return g.mask == st.mask })
		if g < 0 {
			g = len(t.stepGroups)
			t.stepGroups = append(t.stepGroups, stepGroup{at: len(t.stepWords), mask: st.mask})
			t.stepWords = append(t.stepWords, make([]uint64, len(r.squares))...)
		}
		for i, sq := range r.squares {
			t.stepWords[t.stepGroups[g].at+i] |= r.bit[int(sq)-st.delta]
		}
		t.stepGroups[g].steps = append(t.stepGroups[g].steps, st)
	}
}

// stepsAttack reports whether a piece of colour flag attacks the target of
// dense index di by one of the table's steps, on a board of at most 64
// squares: the occupied squares of each group's word are its candidates.
func (p *Position) stepsAttack(t *attackTable, di int, flag Piece) bool {
	for i := range t.stepGroups {
		g := &t.stepGroups[i]
		for m := p.occ & t.stepWords[g.at+di]; m != 0; m &= m - 1 {
			if p.groupAttacker(g, m, flag) != NoSquare {
				return true
			}
		}
	}
	return false
}

// groupAttacker returns the lowest square of m, a candidate of the step
// group g, when its piece is of colour flag and a kind of g; NoSquare
// otherwise.
func (p *Position) groupAttacker(g *stepGroup, m uint64, flag Piece) Square {
	s := p.rules.squareOf[upFirst(m)]
	if c := p.board[s]; c&flag == 0 || g.mask>>(c&kindMask)&1 == 0 {
		return NoSquare
	}
	return s
}

// lineWords returns ray's squares from each target, walked from the
// target as attacked walks them.
func (r *Rules) lineWords(ray *attackRay) []lineWord {
	out := make([]lineWord, len(r.squares))
	for j, sq := range r.squares {
		s := int(sq)
		for k := 1; k <= ray.maxStep; k++ {
			s -= ray.delta
			if r.dense[s] < 0 {
				break
			}
			out[j].line |= r.bit[s]
			if k == 1 {
				out[j].near = r.bit[s]
			}
		}
	}
	return out
}

// uniformFar reports whether the ray's kinds are the same at every step
// from the second to the last.
func (ray *attackRay) uniformFar() bool {
	for k := 3; k <= ray.maxStep; k++ {
		if ray.mask[k] != ray.mask[2] {
			return false
		}
	}
	return true
}

// The first piece along a line from its target is the lowest square of
// the line's occupied squares when the line goes up the indices, the
// highest when it goes down. upFirst and downFirst return it as its dense
// index plus one, 65 or 0 for none, which Rules.squareOf turns into its
// mailbox square, NoSquare for none.
func upFirst(m uint64) int   { return bits.TrailingZeros64(m) + 1 }
func downFirst(m uint64) int { return 64 - bits.LeadingZeros64(m) }

// lineAttacker returns the first piece on the line l, whose occupied
// squares are m (of w), when it is of colour flag and attacks the target,
// or NoSquare; f is its dense index plus one.
func (p *Position) lineAttacker(m uint64, f int, w lineWord, l *attackLine, flag Piece) Square {
	s := p.rules.squareOf[f]
	if !firstAttacks(p.board[s], m, w, l, flag) {
		return NoSquare
	}
	return s
}

// firstAttacks reports whether c, the first piece on the line l whose
// occupied squares are m (of w), is of colour flag and attacks the target
// from where it stands: next to it (w.near) or further.
func firstAttacks(c Piece, m uint64, w lineWord, l *attackLine, flag Piece) bool {
	kinds := l.far
	if m&w.near != 0 {
		kinds = l.near
	}
	return c&flag != 0 && kinds>>(c&kindMask)&1 != 0
}

// stepAttacker returns the square of the piece of colour flag that attacks
// sq by the step st, or NoSquare.
func (p *Position) stepAttacker(st *attackStep, sq Square, flag Piece) Square {
	s := Square(int(sq) - st.delta)
	if c := p.board[s]; c&flag == 0 || st.mask>>(c&kindMask)&1 == 0 {
		return NoSquare
	}
	return s
}
