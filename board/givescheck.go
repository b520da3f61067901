package board

import "math/bits"

// Check after a move of one piece, where every attack is a step group's or
// a line's (attackTable.touchOnly: chess). The side not to move is not in
// check in a legal position, so after a move of one piece the opponent's
// royal can only be attacked by the moved piece's step from its
// destination or along a line through the move's origin or destination:
// a step's or a line's answer depends only on its squares, and the others
// keep theirs, no. The one exception, a null move made in check, is
// tracked (Position.nullInCheck) and takes the full test.

// GivesCheck reports whether the legal move m leaves the opponent in
// check: InCheck after Make(m). A castling or a promotion is made and
// taken back; a move of one piece, where touchOnly holds, tests only what
// it touches (touchedCheck) without changing the position; any other move
// is played on the board alone, as the legality test plays it, which costs
// less than Make and Unmake: a search that skips the moves that give no
// check asks before making them.
func (p *Position) GivesCheck(m Move) bool {
	if m.IsCastle() || m.promoPiece() != Empty {
		u := p.Make(m)
		check := p.InCheck()
		p.Unmake(m, u)
		return check
	}
	if !p.touchedOnly(m) {
		return p.inCheckAfter(m, p.side^1)
	}
	r := p.rules
	occ := p.occ&^r.bit[m.From()] | r.bit[m.To()]
	return p.touchedCheck(p.side, m.From(), m.To(), m.Piece(), occ)
}

// checkAfterLast is InCheck's test: after Make of a move of one piece
// where touchOnly holds, only what the move touched; otherwise the full
// test of every royal.
func (p *Position) checkAfterLast() bool {
	m := p.last
	if m == 0 || p.lastAt != len(p.history) || !p.touchedOnly(m) {
		return p.inCheck(p.side)
	}
	return p.touchedCheck(p.side^1, m.From(), m.To(), p.board[m.To()], p.occ)
}

// touchedOnly reports whether check after m may be found by touchedCheck:
// the mover's attacks are all steps and lines, m moves one piece (no
// castling, no en passant) and takes no royal, and no null move made in
// check is on the board.
func (p *Position) touchedOnly(m Move) bool {
	mover := m.Piece().Color() & 1
	return p.rules.attack[mover].touchOnly && m.kind() < flagEnPassant && !p.nullInCheck &&
		p.rules.royalMask>>(m.Captured()&kindMask)&1 == 0
}

// touchedCheck reports whether side by, having moved a piece from from to
// to, where pc stands after it, attacks a royal of the other side, the
// occupied squares being occ after the move: by the moved piece's steps,
// and along the lines through from or to (the file's comment says why
// nothing else can).
func (p *Position) touchedCheck(by Color, from, to Square, pc Piece, occ uint64) bool {
	r := p.rules
	t := &r.attack[by]
	n := len(r.squares)
	df, dt, toBit := int(r.dense[from]), int(r.dense[to]), r.bit[to]
	flag := colorFlag[by]
	for _, k := range p.royals[by^1][:p.nRoyals[by^1]] {
		di := int(r.dense[k])
		if t.kindSteps[int(pc&kindMask)*n+di]&toBit != 0 {
			return true
		}
		if lines := t.through[di*n+df] | t.through[di*n+dt]; lines != 0 && p.lineAttacksAfter(t, lines, di, occ, to, pc, flag) {
			return true
		}
	}
	return false
}

// lineAttacksAfter reports whether a piece of colour flag attacks the
// target of dense index di along one of t's lines in the set lines (bits
// as in attackTable.through), after a move that left the occupied squares
// occ and the piece pc on to.
func (p *Position) lineAttacksAfter(t *attackTable, lines uint16, di int, occ uint64, to Square, pc Piece, flag Piece) bool {
	for ; lines != 0; lines &= lines - 1 {
		u := bits.TrailingZeros16(lines)
		if u < len(t.up) {
			l := &t.up[u]
			w := t.words[l.at+di]
			if m := occ & w.line; p.movedLineAttacks(m, upFirst(m), w, l, to, pc, flag) {
				return true
			}
			continue
		}
		l := &t.down[u-len(t.up)]
		w := t.words[l.at+di]
		if m := occ & w.line; p.movedLineAttacks(m, downFirst(m), w, l, to, pc, flag) {
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
	s := p.rules.squareOf[f]
	c := p.board[s]
	if s == to {
		c = pc
	}
	return firstAttacks(c, m, w, l, flag)
}

// kindSteps fills attackTable.kindSteps from t's step groups.
func (r *Rules) kindSteps(t *attackTable) []uint64 {
	n := len(r.squares)
	out := make([]uint64, (kindMask+1)*n)
	for _, g := range t.stepGroups {
		for k := range kindMask + 1 {
			if g.mask>>k&1 != 0 {
				for i := range n {
					out[k*n+i] |= t.stepWords[g.at+i]
				}
			}
		}
	}
	return out
}

// linesThrough fills attackTable.through for t's lines.
func (r *Rules) linesThrough(t *attackTable) []uint16 {
	n := len(r.squares)
	out := make([]uint16, n*n)
	lines := append(append([]attackLine(nil), t.up...), t.down...)
	for i := range n {
		for u, l := range lines {
			for m := t.words[l.at+i].line; m != 0; m &= m - 1 {
				out[i*n+bits.TrailingZeros64(m)] |= 1 << u
			}
		}
	}
	return out
}

// keepUncovered is keepLegal out of check where the opponent's attacks are
// all steps and lines (touchOnly): the only royal of the side to move is
// not attacked now, so a move of another piece leaves it attacked only
// through a line that its origin opens (a piece arriving on a square only
// blocks, and the steps do not change), which takes a pinned piece (see
// pinned, found once for the list) and is tested on the lines through its
// origin; a move of the royal tests its destination (royalStepSafe), en
// passant and castling take the full test.
func (p *Position) keepUncovered(buf []Move, start int) []Move {
	r := p.rules
	them := p.side ^ 1
	t := &r.attack[them]
	di := int(r.dense[p.royals[p.side][0]])
	pinned := p.pinned(t, di)
	out := start
	for _, m := range buf[start:] {
		ok := true
		switch {
		case m.kind() >= flagEnPassant:
			ok = p.legalAfter(m)
		case r.royalMask>>(m.Piece()&kindMask)&1 != 0:
			ok = p.royalStepSafe(m)
		case pinned != 0 && pinned&r.bit[m.From()] != 0:
			lines := t.through[di*len(r.squares)+int(r.dense[m.From()])]
			ok = !p.lineAttacksAfter(t, lines, di, p.occ&^r.bit[m.From()]|r.bit[m.To()], m.To(), m.Piece(), colorFlag[them])
		}
		if ok {
			buf[out] = m
			out++
		}
	}
	return buf[:out]
}

// pinned returns, as an occupied word, the pieces of the side to move that
// stand first on one of t's lines from its royal (on dense index di) with
// an opponent piece that attacks along it next: the only pieces whose
// moves can open a line to the royal.
func (p *Position) pinned(t *attackTable, di int) uint64 {
	var out uint64
	for i := range t.up {
		l := &t.up[i]
		m := p.occ & t.words[l.at+di].line
		if f := upFirst(m); m != 0 && p.pinnedOn(l, f, upFirst(m&^(1<<(f-1)))) {
			out |= 1 << (f - 1)
		}
	}
	for i := range t.down {
		l := &t.down[i]
		m := p.occ & t.words[l.at+di].line
		if f := downFirst(m); m != 0 && p.pinnedOn(l, f, downFirst(m&^(1<<(f-1)))) {
			out |= 1 << (f - 1)
		}
	}
	return out
}
