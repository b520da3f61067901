package board

import "slices"

// attacked reports whether side by could capture a piece on sq with a
// capture entry (D28). asRoyal says whether the piece there counts as royal,
// for @TargetRoyal captures. The loop is the legality test's hot path.
func (p *Position) attacked(sq Square, by Color, asRoyal bool) bool {
	t := &p.rules.attack[by]
	flag := colorFlag[by]
	if len(t.stepWords) == 0 {
		for i := range t.steps {
			if p.stepAttacker(&t.steps[i], sq, flag) != NoSquare {
				return true
			}
		}
	} else if p.stepsAttack(t, int(p.rules.dense[sq]), flag) {
		return true
	}
	if len(t.words) > 0 {
		di := int(p.rules.dense[sq])
		for i := range t.up {
			l := &t.up[i]
			w := t.words[l.at+di]
			if m := p.occ & w.line; m != 0 && p.lineAttacker(m, upFirst(m), w, l, flag) != NoSquare {
				return true
			}
		}
		for i := range t.down {
			l := &t.down[i]
			w := t.words[l.at+di]
			if m := p.occ & w.line; m != 0 && p.lineAttacker(m, downFirst(m), w, l, flag) != NoSquare {
				return true
			}
		}
	}
	for _, i := range t.walks {
		if p.rayAttacker(&t.rays[i], sq, flag) != NoSquare {
			return true
		}
	}
	for i := range t.leaps {
		if p.leapAttacks(&t.leaps[i], sq, flag) {
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
		if p.checkAfterLast() {
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
	for i := range t.rays {
		if s := p.rayAttacker(&t.rays[i], sq, flag); s != NoSquare {
			buf = append(buf, s)
		}
	}
	for i := range t.leaps {
		if l := &t.leaps[i]; p.leapAttacks(l, sq, flag) {
			buf = append(buf, Square(int(sq)-l.delta))
		}
	}
	buf = p.attackedConditioned(sq, by, p.isRoyalAt(sq), buf, true)
	return uniqueSquares(buf, start)
}

// rayAttacker returns the square of the piece of colour flag that attacks
// sq along ray, walking it square by square, or NoSquare: a ray stops at
// its first piece past its hurdles, so there is at most one.
func (p *Position) rayAttacker(ray *attackRay, sq Square, flag Piece) Square {
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
			return Square(s)
		}
		count++
		if count > ray.hurdles {
			break
		}
	}
	return NoSquare
}

// leapAttacks reports whether the piece l.delta before sq is of colour
// flag and attacks sq through the leap l.
func (p *Position) leapAttacks(l *attackLeap, sq Square, flag Piece) bool {
	o := int(sq) - l.delta
	c := p.board[o]
	return c&flag != 0 && l.mask>>(c&kindMask)&1 != 0 && (l.leg == 0 || p.board[o+l.leg] == Empty)
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
