package board

import "math/bits"

// This file is the legality fast path of games that are not simple (see
// legal.go): hoppers, lame leaps and conditioned rays, with one royal.
//
// Each attacking side's capture alternatives are regrouped into units that
// can each attack a royal square R:
//   - a line: every ray (plain or conditioned) of one primitive direction,
//     whose attack depends only on the first H+1 pieces from R along it,
//     H being the most hurdles any of its rays needs;
//   - a leap: one leap vector, whose attack depends on its origin and, for
//     a lame leap (@Leg), its leg square.
// Geometrically, a square belongs to at most one line through R (a vector
// lies on one primitive direction) and to a set of leaps; watchTable.cells
// records them by mailbox offset from R.

// maxWatchLines and maxWatchLeaps bound the units of the bit masks; a rule
// set with more takes the full test for every move.
const (
	maxWatchLines = 32
	maxWatchLeaps = 64
)

// The line of a watchCell that is on no line or on several.
const (
	noLine    = -1
	manyLines = -2
)

// watchTable is one attacking side's capture alternatives as lines and
// leaps.
type watchTable struct {
	lines  []watchLine
	leaps  []watchLeap
	cells  []watchCell // indexed by square - royal + size
	usable bool        // the units fit the masks
}

// watchCell says which units a square at an offset from the royal is on.
type watchCell struct {
	line  int8 // index into lines, noLine or manyLines
	step  int8 // the steps from the royal along the line
	leaps uint64
}

// watchLine is the rays of one direction that attack toward the royal.
type watchLine struct {
	delta   int // the attacker's step toward the target
	maxStep int
	hurdles int    // the most hurdles of any of its rays
	kinds   uint32 // the kinds of its unconditioned rays
	rays    []attackRay
	conds   []attackCond
}

// watchLeap is one leap vector toward the royal, conditioned or not.
type watchLeap struct {
	delta, leg  int
	mask        uint32 // attacking kinds, when not conditioned
	conditioned bool
	kind        Kind // the attacking kind, when conditioned
	cd          cond
}

// buildWatch regroups side c's attack table into lines and leaps.
func (r *Rules) buildWatch(c Color) watchTable {
	t := &r.attack[c]
	var w watchTable
	for _, ray := range t.rays {
		ln := w.line(ray.delta)
		ln.rays = append(ln.rays, ray)
		ln.maxStep = max(ln.maxStep, ray.maxStep)
		ln.hurdles = max(ln.hurdles, ray.hurdles)
		for _, m := range ray.mask {
			ln.kinds |= m
		}
	}
	for _, a := range t.conds {
		if a.ray.hurdles < 0 {
			w.leaps = append(w.leaps, watchLeap{delta: a.ray.delta, leg: a.leg, conditioned: true, kind: a.kind, cd: a.ray.cond})
			continue
		}
		ln := w.line(a.ray.delta)
		ln.conds = append(ln.conds, a)
		ln.maxStep = max(ln.maxStep, a.ray.maxStep)
		ln.hurdles = max(ln.hurdles, a.ray.hurdles)
	}
	for _, l := range t.leaps {
		w.leaps = append(w.leaps, watchLeap{delta: l.delta, leg: l.leg, mask: l.mask})
	}
	w.usable = len(w.lines) <= maxWatchLines && len(w.leaps) <= maxWatchLeaps
	if w.usable {
		w.fillCells(r.size)
	}
	return w
}

// line returns the line of direction delta, adding it when new.
func (w *watchTable) line(delta int) *watchLine {
	for i := range w.lines {
		if w.lines[i].delta == delta {
			return &w.lines[i]
		}
	}
	w.lines = append(w.lines, watchLine{delta: delta})
	return &w.lines[len(w.lines)-1]
}

// fillCells marks each offset's line and leaps. A line's square is at
// offset -k×delta from the royal, but two lines can claim one offset when
// one of them wraps round the mailbox edge there; such a cell names no
// single line (manyLines), and a move through it retests every line.
func (w *watchTable) fillCells(size int) {
	w.cells = make([]watchCell, 2*size+1)
	for i := range w.cells {
		w.cells[i].line = noLine
	}
	cell := func(offset int) *watchCell {
		if offset < -size || offset > size {
			return nil
		}
		return &w.cells[offset+size]
	}
	for i, ln := range w.lines {
		for k := 1; k <= ln.maxStep; k++ {
			c := cell(-k * ln.delta)
			switch {
			case c == nil:
			case c.line == noLine:
				c.line, c.step = int8(i), int8(k)
			default:
				c.line = manyLines
			}
		}
	}
	for i, l := range w.leaps {
		for _, offset := range []int{-l.delta, l.leg - l.delta} {
			if c := cell(offset); c != nil {
				c.leaps |= 1 << i
			}
		}
	}
}

// royalWatch is what a position's royal is watched for: per line, how many
// steps from the royal a change of occupancy can alter its attack (0: none
// can, no opponent attacker stands near enough); the leaps whose attacker
// stands on its origin; and the units attacking now.
type royalWatch struct {
	table      *watchTable
	royal      Square
	base       int // size - royal: add a square to get its cell index
	reach      [maxWatchLines]int8
	liveLeaps  uint64
	checkLines uint32
	checkLeaps uint64
}

// watchRoyal fills w for the only royal piece of the side to move.
//
// A non-royal move that is not en passant or castling vacates its origin
// and fills its destination, so along a line every piece keeps its place in
// the order from the royal or moves one nearer. An attack on the line after
// the move comes from one of its first H+1 pieces, which was therefore one
// of its first H+2 before: when none of those is an opponent piece of an
// attacking kind, no move changes the line's answer (it stays "no"). When
// the origin and the destination both lie beyond the (H+1)th piece, the
// first H+1 pieces stay as they are, and so does the answer.
func (p *Position) watchRoyal(w *royalWatch) {
	r := p.rules
	us := p.side
	by := us ^ 1
	w.table = &r.watch[by]
	w.royal = p.royals[us][0]
	w.base = r.size - int(w.royal)
	for i := range w.table.lines {
		ln := &w.table.lines[i]
		kinds := ln.kinds | p.condKinds(ln.conds, w.royal, by)
		if kinds == 0 {
			w.reach[i] = 0
			continue
		}
		reach, attacking := p.scanLine(ln, w.royal, by, kinds)
		w.reach[i] = reach
		if attacking {
			w.checkLines |= 1 << i
		}
	}
	for i := range w.table.leaps {
		l := &w.table.leaps[i]
		o := int(w.royal) - l.delta
		if !p.leapAttacker(l, Square(o), w.royal, by) {
			continue
		}
		w.liveLeaps |= 1 << i
		if l.leg == 0 || p.board[o+l.leg] == Empty {
			w.checkLeaps |= 1 << i
		}
	}
}

// condKinds is the kinds of the conditioned rays that may attack the royal
// on sq: those whose destination conditions hold there.
func (p *Position) condKinds(conds []attackCond, sq Square, by Color) uint32 {
	var kinds uint32
	for i := range conds {
		if p.targetZoneOK(conds[i].ray.cond, sq, by) {
			kinds |= 1 << conds[i].kind
		}
	}
	return kinds
}

// targetZoneOK tests an attack's destination zone on a royal's square
// (@TargetRoyal holds there).
func (p *Position) targetZoneOK(cd cond, sq Square, by Color) bool {
	return cd.inZone == 0 || p.rules.zones[cd.inZone-1][by][sq]
}

// scanLine walks a line out from the royal on sq and returns how many steps
// of it are sensitive (see watchRoyal) and whether it attacks the royal now.
func (p *Position) scanLine(ln *watchLine, sq Square, by Color, kinds uint32) (int8, bool) {
	flag := colorFlag[by]
	s, count := int(sq), 0
	reach := ln.maxStep
	live, attacking := false, false
	for k := 1; k <= ln.maxStep; k++ {
		s -= ln.delta
		c := p.board[s]
		if c == Empty {
			continue
		}
		if c == offBoard {
			break
		}
		if c&flag != 0 && kinds>>(c&kindMask)&1 != 0 {
			live = true
			attacking = attacking || p.lineHit(ln, c, Square(s), k, count, sq, by)
		}
		count++
		if count == ln.hurdles+1 {
			reach = k
		}
		if count == ln.hurdles+2 {
			break
		}
	}
	if !live {
		return 0, false
	}
	return int8(reach), attacking
}

// lineAttacks reports whether the line attacks the royal on sq.
func (p *Position) lineAttacks(ln *watchLine, sq Square, by Color) bool {
	flag := colorFlag[by]
	s, count := int(sq), 0
	for k := 1; k <= ln.maxStep; k++ {
		s -= ln.delta
		c := p.board[s]
		if c == Empty {
			continue
		}
		if c == offBoard {
			break
		}
		if c&flag != 0 && p.lineHit(ln, c, Square(s), k, count, sq, by) {
			return true
		}
		count++
		if count > ln.hurdles {
			break
		}
	}
	return false
}

// lineHit reports whether the opponent piece c on s, k steps out along the
// line with hurdles pieces before it, attacks the royal on sq.
func (p *Position) lineHit(ln *watchLine, c Piece, s Square, k, hurdles int, sq Square, by Color) bool {
	for i := range ln.rays {
		ray := &ln.rays[i]
		if ray.hurdles == hurdles && ray.mask[k]>>(c&kindMask)&1 != 0 {
			return true
		}
	}
	for i := range ln.conds {
		a := &ln.conds[i]
		if a.ray.hurdles == hurdles && a.ray.steps>>k&1 != 0 && c == MakePiece(by, a.kind) &&
			p.originOK(a.ray.cond, s, by) && p.targetZoneOK(a.ray.cond, sq, by) {
			return true
		}
	}
	return false
}

// leapAttacker reports whether the piece on o is an opponent that attacks
// the royal on sq through the leap when its leg is free.
func (p *Position) leapAttacker(l *watchLeap, o, sq Square, by Color) bool {
	c := p.board[o]
	if c&colorFlag[by] == 0 {
		return false
	}
	if !l.conditioned {
		return l.mask>>(c&kindMask)&1 != 0
	}
	return c == MakePiece(by, l.kind) && p.originOK(l.cd, o, by) && p.targetZoneOK(l.cd, sq, by)
}

// watchedLegal decides a move that is not the royal's, en passant or
// castling. Units attacking now must be touched by the move, and the units
// it touches must not attack after it; the others keep their answer.
func (p *Position) watchedLegal(w *royalWatch, m Move) bool {
	t := w.table
	from, to := m.From(), m.To()
	cf, ct := &t.cells[int(from)+w.base], &t.cells[int(to)+w.base]
	lines := w.touchedLine(cf) | w.touchedLine(ct)
	leaps := (cf.leaps | ct.leaps) & w.liveLeaps
	if w.checkLines&^lines != 0 || w.checkLeaps&^leaps != 0 {
		return false
	}
	if lines == 0 && leaps == 0 {
		return true
	}
	p.setCell(from, Empty)
	p.setCell(to, m.Piece())
	ok := !p.unitsAttack(w, lines, leaps)
	p.setCell(from, m.Piece())
	p.setCell(to, m.Captured())
	return ok
}

// touchedLine is the line a change on a cell's square may alter, as a mask.
func (w *royalWatch) touchedLine(c *watchCell) uint32 {
	switch {
	case c.line >= 0:
		if c.step <= w.reach[c.line] {
			return 1 << c.line
		}
		return 0
	case c.line == manyLines:
		return 1<<len(w.table.lines) - 1
	}
	return 0
}

// unitsAttack reports whether one of the given lines or leaps attacks the
// royal.
func (p *Position) unitsAttack(w *royalWatch, lines uint32, leaps uint64) bool {
	by := p.side ^ 1
	for ; lines != 0; lines &= lines - 1 {
		if p.lineAttacks(&w.table.lines[bits.TrailingZeros32(lines)], w.royal, by) {
			return true
		}
	}
	for ; leaps != 0; leaps &= leaps - 1 {
		l := &w.table.leaps[bits.TrailingZeros64(leaps)]
		o := int(w.royal) - l.delta
		if p.leapAttacker(l, Square(o), w.royal, by) && (l.leg == 0 || p.board[o+l.leg] == Empty) {
			return true
		}
	}
	return false
}

// watchedRoyalMove decides a move of the only royal piece (not castling):
// played on the board alone, its destination must not be attacked by any
// line or leap.
func (p *Position) watchedRoyalMove(w *royalWatch, m Move) bool {
	from, to := m.From(), m.To()
	p.setCell(from, Empty)
	p.setCell(to, m.Piece())
	ok := !p.unitsAttackSquare(w.table, to, p.side^1)
	p.setCell(from, m.Piece())
	p.setCell(to, m.Captured())
	return ok
}

// unitsAttackSquare reports whether side by attacks the royal piece on sq
// through any line or leap of t.
func (p *Position) unitsAttackSquare(t *watchTable, sq Square, by Color) bool {
	for i := range t.lines {
		ln := &t.lines[i]
		if ln.kinds|p.condKinds(ln.conds, sq, by) != 0 && p.lineAttacks(ln, sq, by) {
			return true
		}
	}
	for i := range t.leaps {
		l := &t.leaps[i]
		o := int(sq) - l.delta
		if p.leapAttacker(l, Square(o), sq, by) && (l.leg == 0 || p.board[o+l.leg] == Empty) {
			return true
		}
	}
	return false
}
