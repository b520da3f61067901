package board

import "math/bits"

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
	}
}

// buildLines gives each ray of an attack table that stops at its first
// piece (no hurdle) and reaches further than one step, and whose kinds are
// the same at every step beyond the first, its line: per target square by
// dense index, the squares an attacker along it may stand on, walked from
// the target as attacked walks them. Nothing on a board of more than 64
// squares.
func (r *Rules) buildLines(t *attackTable) {
	if len(r.squares) > 64 {
		r.regroup(t)
		return
	}
	for i := range t.rays {
		ray := &t.rays[i]
		if ray.hurdles != 0 || ray.maxStep < 2 || !ray.uniformFar() {
			continue
		}
		ray.line = make([]uint64, len(r.squares))
		for j, sq := range r.squares {
			s := int(sq)
			for k := 1; k <= ray.maxStep; k++ {
				s -= ray.delta
				if r.dense[s] < 0 {
					break
				}
				ray.line[j] |= r.bit[s]
			}
		}
		ray.down = ray.delta > 0 // the walk goes down the indices
	}
	r.regroup(t)
}

// regroup fills the attack table's steps, lines and walks.
func (r *Rules) regroup(t *attackTable) {
	n := len(r.squares)
	for i := range t.rays {
		ray := &t.rays[i]
		switch {
		case ray.maxStep == 1 && ray.hurdles == 0:
			t.steps = append(t.steps, attackStep{delta: ray.delta, mask: ray.mask[1]})
		case ray.line != nil:
			t.lines = append(t.lines, attackLine{at: len(t.words), delta: ray.delta, near: ray.mask[1], far: ray.mask[2], down: ray.down})
			t.words = append(t.words, ray.line[:n]...)
		default:
			t.walks = append(t.walks, i)
		}
	}
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

// nearest returns, of the squares m holds along a line from target i,
// the dense index of the one nearest the target: the highest of m when the
// line goes down the indices, the lowest otherwise. m is not empty.
func nearest(m uint64, down bool) int {
	if down {
		return 63 - bits.LeadingZeros64(m)
	}
	return bits.TrailingZeros64(m)
}

// firstOnLine returns the first piece along ray from the target sq (dense
// index i) and its square, the kinds that attack from there, and the rest
// of the line's occupied squares beyond it; NoSquare when the line is
// empty.
func (p *Position) firstOnLine(ray *attackRay, sq Square, i int) (Square, Piece, uint32, uint64) {
	m := p.occ & ray.line[i]
	if m == 0 {
		return NoSquare, Empty, 0, 0
	}
	f := nearest(m, ray.down)
	s := p.rules.squares[f]
	kinds := ray.mask[2]
	if int(s) == int(sq)-ray.delta {
		kinds = ray.mask[1]
	}
	return s, p.board[s], kinds, m &^ (1 << f)
}
