package board

import "slices"

// attacked reports whether side by could capture a piece on sq with a
// capture entry (D28). asRoyal says whether the piece there counts as royal,
// for @TargetRoyal captures. The loop is the legality test's hot path.
func (p *Position) attacked(sq Square, by Color, asRoyal bool) bool {
	t := &p.rules.attack[by]
	board := &p.board
	flag := colorFlag[by]
	for i := range t.steps {
		st := &t.steps[i]
		if c := board[int(sq)-st.delta]; c&flag != 0 && st.mask>>(c&kindMask)&1 != 0 {
			return true
		}
	}
	if len(t.lines) > 0 {
		di, occ, squares := int(p.rules.dense[sq]), p.occ, p.rules.squares
		for i := range t.lines {
			l := &t.lines[i]
			m := occ & t.words[l.at+di]
			if m == 0 {
				continue
			}
			s := squares[nearest(m, l.down)]
			c := board[s]
			kinds := l.far
			if int(s) == int(sq)-l.delta {
				kinds = l.near
			}
			if c&flag != 0 && kinds>>(c&kindMask)&1 != 0 {
				return true
			}
		}
	}
	for _, i := range t.walks {
		ray := &t.rays[i]
		s := int(sq)
		count := 0
		for k := 1; k <= ray.maxStep; k++ {
			s -= ray.delta
			c := board[s]
			if c == Empty {
				continue
			}
			if c == offBoard {
				break
			}
			if count == ray.hurdles && c&flag != 0 && ray.mask[k]>>(c&kindMask)&1 != 0 {
				return true
			}
			count++
			if count > ray.hurdles {
				break
			}
		}
	}
	for i := range t.leaps {
		l := &t.leaps[i]
		o := int(sq) - l.delta
		c := board[o]
		if c&flag != 0 && l.mask>>(c&kindMask)&1 != 0 && (l.leg == 0 || board[o+l.leg] == Empty) {
			return true
		}
	}
	if len(t.conds) > 0 {
		return p.attackedConditioned(sq, by, asRoyal, nil, false) != nil
	}
	return false
}

// attackedConditioned tests the conditioned capture alternatives of side by
// against sq. Without collect it returns a non-nil slice at the first
// attacker; with collect it appends every attacker's square to buf.
func (p *Position) attackedConditioned(sq Square, by Color, asRoyal bool, buf []Square, collect bool) []Square {
	r := p.rules
	conds := r.attack[by].conds
	for i := range conds {
		a := &conds[i]
		cd := a.ray.cond
		if cd.targetRoyal && !asRoyal || cd.inZone != 0 && !r.zones[cd.inZone-1][by][sq] {
			continue
		}
		want := MakePiece(by, a.kind)
		from := p.conditionedAttacker(sq, by, want, a)
		if from == NoSquare {
			continue
		}
		if !collect {
			return []Square{from}
		}
		buf = append(buf, from)
	}
	return buf
}

// conditionedAttacker returns the square from which the piece want attacks
// sq through alternative a, or NoSquare.
func (p *Position) conditionedAttacker(sq Square, by Color, want Piece, a *attackCond) Square {
	if a.ray.hurdles < 0 {
		o := Square(int(sq) - a.ray.delta)
		if p.board[o] == want && p.originOK(a.ray.cond, o, by) && (a.leg == 0 || p.board[int(o)+a.leg] == Empty) {
			return o
		}
		return NoSquare
	}
	s, count := int(sq), 0
	for k := 1; k <= a.ray.maxStep; k++ {
		s -= a.ray.delta
		c := p.board[s]
		if c == offBoard {
			break
		}
		if c == Empty {
			continue
		}
		if count == a.ray.hurdles && a.ray.steps>>k&1 != 0 && c == want && p.originOK(a.ray.cond, Square(s), by) {
			return Square(s)
		}
		count++
		if count > a.ray.hurdles {
			break
		}
	}
	return NoSquare
}

// IsAttacked reports whether side by could capture a piece standing on sq,
// using capture entries only. @TargetRoyal captures count only when sq holds
// a royal piece.
func (p *Position) IsAttacked(sq Square, by Color) bool {
	if !p.rules.onBoard(sq) {
		return false
	}
	return p.attacked(sq, by&1, p.isRoyalAt(sq))
}

func (p *Position) isRoyalAt(sq Square) bool {
	c := p.board[sq]
	return c != Empty && c != offBoard && p.rules.royalMask>>(c&kindMask)&1 != 0
}

// InCheck reports whether a royal piece of the side to move is attacked.
// The answer is kept until the next Make or Unmake, which gives back the
// position's own: a search asks it after making a move (does the move give
// check?) and again at the child node.
func (p *Position) InCheck() bool {
	if p.check == checkUnknown {
		p.check = checkNo
		if p.inCheck(p.side) {
			p.check = checkYes
		}
	}
	return p.check == checkYes
}

func (p *Position) inCheck(c Color) bool {
	for i := range p.nRoyals[c] {
		if p.attacked(p.royals[c][i], c^1, true) {
			return true
		}
	}
	return false
}

// Attackers appends to buf the squares of side by's pieces that attack sq
// (could capture a piece there), each once, and returns it. @TargetRoyal
// captures count only when sq holds a royal piece.
func (p *Position) Attackers(sq Square, by Color, buf []Square) []Square {
	if !p.rules.onBoard(sq) {
		return buf
	}
	by &= 1
	start := len(buf)
	t := &p.rules.attack[by]
	flag := colorFlag[by]
	di := int(p.rules.dense[sq])
	for i := range t.rays {
		ray := &t.rays[i]
		switch {
		case ray.line != nil:
			if m := p.occ & ray.line[di]; m != 0 {
				s := p.rules.squares[nearest(m, ray.down)]
				c := p.board[s]
				kinds := ray.mask[2]
				if int(s) == int(sq)-ray.delta {
					kinds = ray.mask[1]
				}
				if c&flag != 0 && kinds>>(c&kindMask)&1 != 0 {
					buf = append(buf, s)
				}
			}
			continue
		case ray.maxStep == 1 && ray.hurdles == 0:
			if c := p.board[int(sq)-ray.delta]; c&flag != 0 && ray.mask[1]>>(c&kindMask)&1 != 0 {
				buf = append(buf, Square(int(sq)-ray.delta))
			}
			continue
		}
		s, count := int(sq), 0
		for k := 1; k <= ray.maxStep; k++ {
			s -= ray.delta
			c := p.board[s]
			if c == offBoard {
				break
			}
			if c == Empty {
				continue
			}
			if count == ray.hurdles && c&flag != 0 && ray.mask[k]>>(c&kindMask)&1 != 0 {
				buf = append(buf, Square(s))
			}
			count++
			if count > ray.hurdles {
				break
			}
		}
	}
	for i := range t.leaps {
		l := &t.leaps[i]
		o := int(sq) - l.delta
		c := p.board[o]
		if c&flag != 0 && l.mask>>(c&kindMask)&1 != 0 && (l.leg == 0 || p.board[o+l.leg] == Empty) {
			buf = append(buf, Square(o))
		}
	}
	buf = p.attackedConditioned(sq, by, p.isRoyalAt(sq), buf, true)
	return uniqueSquares(buf, start)
}

// uniqueSquares drops repeated squares from buf[start:].
func uniqueSquares(buf []Square, start int) []Square {
	out := start
	for i := start; i < len(buf); i++ {
		if !slices.Contains(buf[start:out], buf[i]) {
			buf[out] = buf[i]
			out++
		}
	}
	return buf[:out]
}

// AttacksFrom appends to buf the squares that the piece on sq attacks: the
// destinations of its capture entries, whatever stands there (empty squares,
// opponent pieces, and its own side's pieces, which it defends). En passant
// is left out; @TargetRoyal squares count only when they hold a royal piece.
func (p *Position) AttacksFrom(sq Square, buf []Square) []Square {
	pc := p.At(sq)
	if pc == Empty {
		return buf
	}
	c := pc.Color()
	g := &p.rules.gen[c][pc.Kind()]
	for i := range g.rays {
		if ray := &g.rays[i]; ray.capture {
			buf = p.rayTargets(buf, sq, c, ray)
		}
	}
	for i := range g.leaps {
		l := &g.leaps[i]
		to := Square(int(sq) + l.delta)
		if l.capture && p.board[to] != offBoard && (l.leg == 0 || p.board[int(sq)+l.leg] == Empty) && p.targetOK(l.cond, sq, to, c) {
			buf = append(buf, to)
		}
	}
	return buf
}

// rayTargets appends the squares a capture ray of side c attacks from sq.
func (p *Position) rayTargets(buf []Square, sq Square, c Color, ray *genRay) []Square {
	count, to := 0, int(sq)
	for k := 1; k <= ray.maxStep; k++ {
		to += ray.delta
		cell := p.board[to]
		if cell == offBoard {
			break
		}
		if count == ray.hurdles && ray.steps>>k&1 != 0 && p.targetOK(ray.cond, sq, Square(to), c) {
			buf = append(buf, Square(to))
		}
		if cell != Empty {
			count++
			if count > ray.hurdles {
				break
			}
		}
	}
	return buf
}

// targetOK tests an attack's conditions from sq to to for side c.
func (p *Position) targetOK(cd cond, sq, to Square, c Color) bool {
	if cd.none() {
		return true
	}
	if !p.originOK(cd, sq, c) || cd.inZone != 0 && !p.rules.zones[cd.inZone-1][c][to] {
		return false
	}
	return !cd.targetRoyal || p.isRoyalAt(to)
}
