package board

// GivesCheck reports whether the legal move m leaves the opponent in
// check: InCheck after Make(m). A castling or a promotion is made and
// taken back; a move of one piece, in a game whose attacks are all steps
// and lines (chess), tests only the attacks through the move's squares
// (touchedCheck); any other move is played on the board alone, as the
// legality test plays it, which costs less than Make and Unmake: a search
// that skips the moves that give no check asks before making them.
func (p *Position) GivesCheck(m Move) bool {
	if m.IsCastle() || m.promoPiece() != Empty {
		u := p.Make(m)
		check := p.InCheck()
		p.Unmake(m, u)
		return check
	}
	t := &p.rules.attack[p.side]
	if !t.touchOnly || m.kind() == flagEnPassant || p.rules.royalMask>>(m.Captured()&kindMask)&1 != 0 {
		return p.inCheckAfter(m, p.side^1)
	}
	them := p.side ^ 1
	for i := range p.nRoyals[them] {
		if p.touchedCheck(t, p.royals[them][i], m) {
			return true
		}
	}
	return false
}

// touchedCheck reports whether the move m of one piece, neither a
// promotion nor en passant nor the capture of a royal, attacks the royal
// on k, when t, the mover's attack table, holds only step groups and lines
// (attackTable.touchOnly). The royal was not attacked before the move (the
// position is legal: the side not to move is not in check), and a step's
// or a line's answer depends only on its squares, so a new attack is the
// moved piece's step from its destination or a line through the move's
// origin or destination; the others keep their answer, no. The position
// is not changed: the occupied word after the move is computed, and the
// piece found on the destination is the mover.
func (p *Position) touchedCheck(t *attackTable, k Square, m Move) bool {
	r := p.rules
	from, to, pc := m.From(), m.To(), m.Piece()
	di := int(r.dense[k])
	toBit := r.bit[to]
	for i := range t.stepGroups {
		g := &t.stepGroups[i]
		if t.stepWords[g.at+di]&toBit != 0 && g.mask>>(pc&kindMask)&1 != 0 {
			return true
		}
	}
	touched := r.bit[from] | toBit
	occ := p.occ&^r.bit[from] | toBit
	flag := colorFlag[p.side]
	for i := range t.up {
		l := &t.up[i]
		if w := t.words[l.at+di]; w.line&touched != 0 && p.movedLineAttacks(occ&w.line, upFirst(occ&w.line), w, l, to, pc, flag) {
			return true
		}
	}
	for i := range t.down {
		l := &t.down[i]
		if w := t.words[l.at+di]; w.line&touched != 0 && p.movedLineAttacks(occ&w.line, downFirst(occ&w.line), w, l, to, pc, flag) {
			return true
		}
	}
	return false
}

// movedLineAttacks is lineAttacker's answer after a move of the piece pc
// to to: m is the line's occupied squares after it (possibly none) and f
// the first one's dense index plus one.
func (p *Position) movedLineAttacks(m uint64, f int, w lineWord, l *attackLine, to Square, pc Piece, flag Piece) bool {
	if m == 0 {
		return false
	}
	kinds := l.far
	if m&w.near != 0 {
		kinds = l.near
	}
	s := p.rules.squareOf[f]
	c := p.board[s]
	if s == to {
		c = pc
	}
	return c&flag != 0 && kinds>>(c&kindMask)&1 != 0
}
