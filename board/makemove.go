package board

// Undo is what Unmake needs to restore a position: a value, so making a
// move never allocates.
type Undo struct {
	hash                 uint64
	halfmove             int32
	ep                   Square
	castle               uint8
	slot                 uint8 // the captured piece's slot in its list (restore)
	check                checkMemo
	nullInCheck          bool // Position.nullInCheck before MakeNull
	countPly, countLimit int16
}

// Make plays a move that LegalMoves (or Captures) returned for this
// position, and returns the record that Unmake needs. The hash, castling
// rights, en passant square, counters and repetition history follow.
func (p *Position) Make(m Move) Undo {
	r := p.rules
	z := &r.keys
	u := Undo{hash: p.hash, halfmove: int32(p.halfmove), ep: p.ep, castle: p.castle, check: p.check, countPly: p.countPly, countLimit: p.countLimit}
	p.check = checkUnknown
	p.history = append(p.history, p.hash)
	p.last, p.lastAt = m, len(p.history)
	us := p.side
	h := p.hash ^ z.side
	if p.ep != NoSquare {
		h ^= z.ep[p.ep]
		p.ep = NoSquare
	}
	p.halfmove++
	from, to := m.From(), m.To()
	switch m.kind() {
	case flagCastleShort, flagCastleLong:
		h ^= p.doCastle(m)
	case flagEnPassant:
		capSq := Square(int(to) - r.forward[us])
		h ^= z.pieceKey(m.Captured(), capSq) ^ z.pieceKey(m.Piece(), from) ^ z.pieceKey(m.Piece(), to)
		u.slot = p.remove(capSq)
		p.relocate(from, to)
		p.halfmove = 0
	default:
		if m.Captured() != Empty {
			h ^= z.pieceKey(m.Captured(), to)
			u.slot = p.remove(to)
			p.halfmove = 0
		}
		h ^= z.pieceKey(m.Piece(), from)
		p.relocate(from, to)
		if m.promoPiece() != Empty {
			p.transmute(to, m.promoPiece())
			h ^= z.pieceKey(m.promoPiece(), to)
		} else {
			h ^= z.pieceKey(m.Piece(), to)
		}
	}
	if r.irreversible>>(m.Piece()&kindMask)&1 != 0 {
		p.halfmove = 0
	}
	if p.castle != 0 { // without rights there are none to lose
		if rights := p.castle & p.castles.mask[from] & p.castles.mask[to]; rights != p.castle {
			h ^= z.castle[p.castle] ^ z.castle[rights]
			p.castle = rights
		}
	}
	p.side = us ^ 1
	if m.kind() == flagDouble {
		ep := Square(int(to) - r.forward[us])
		if p.epCapturable(ep, p.side) {
			p.ep = ep
			h ^= z.ep[ep]
		}
	}
	if us == Black {
		p.fullmove++
	}
	p.hash = h
	if r.end.counting != nil {
		p.countAfter(m.Captured() != Empty)
	}
	return u
}

// doCastle moves the royal piece and the rook of a castling move and returns
// the hash change.
func (p *Position) doCastle(m Move) uint64 {
	z := &p.rules.keys
	cs := p.castleMove(m)
	rook := p.board[cs.rookFrom]
	p.relocateTwo(cs.kingFrom, cs.kingTo, cs.rookFrom, cs.rookTo)
	return z.pieceKey(rook, cs.rookFrom) ^ z.pieceKey(rook, cs.rookTo) ^
		z.pieceKey(m.Piece(), cs.kingFrom) ^ z.pieceKey(m.Piece(), cs.kingTo)
}

// epCapturable reports whether side by, to move, has a legal en passant
// capture on ep: the en passant square is kept only then, so that positions
// FIDE calls the same (the same moves possible) hash equally and the FEN
// writes the square only when the capture is legal.
func (p *Position) epCapturable(ep Square, by Color) bool {
	captured := p.board[int(ep)-p.rules.forward[by]]
	for _, a := range p.rules.epAttackers[by] {
		from := Square(int(ep) - a.delta)
		if p.board[from] == a.piece && p.legalAfter(newMove(from, ep, a.piece, captured, flagEnPassant)) {
			return true
		}
	}
	return false
}

// Unmake takes back m, which must be the last move made, with the record
// Make returned. It restores the position exactly, down to the order of the
// piece lists (and so of LegalMoves).
func (p *Position) Unmake(m Move, u Undo) {
	p.side ^= 1
	us := p.side
	if us == Black {
		p.fullmove--
	}
	switch m.kind() {
	case flagCastleShort, flagCastleLong:
		cs := p.castleMove(m)
		p.relocateTwo(cs.kingTo, cs.kingFrom, cs.rookTo, cs.rookFrom)
	case flagEnPassant:
		p.relocate(m.To(), m.From())
		p.restore(Square(int(m.To())-p.rules.forward[us]), m.Captured(), u.slot)
	default:
		if m.promoPiece() != Empty {
			p.transmute(m.To(), m.Piece())
		}
		p.relocate(m.To(), m.From())
		if m.Captured() != Empty {
			p.restore(m.To(), m.Captured(), u.slot)
		}
	}
	p.hash, p.halfmove, p.ep, p.castle = u.hash, int(u.halfmove), u.ep, u.castle
	p.countPly, p.countLimit = u.countPly, u.countLimit
	p.check = u.check
	p.history = p.history[:len(p.history)-1]
}

// MakeNull passes the move to the opponent (for null-move pruning) and
// returns the record UnmakeNull needs. It resets the halfmove clock, so that
// IsRepetition never looks back across a null move.
func (p *Position) MakeNull() Undo {
	z := &p.rules.keys
	u := Undo{hash: p.hash, halfmove: int32(p.halfmove), ep: p.ep, castle: p.castle, check: p.check, countPly: p.countPly, countLimit: p.countLimit, nullInCheck: p.nullInCheck}
	p.nullInCheck = p.nullInCheck || p.InCheck()
	p.check = checkUnknown
	p.history = append(p.history, p.hash)
	p.last, p.lastAt = 0, len(p.history)
	p.hash ^= z.side
	if p.ep != NoSquare {
		p.hash ^= z.ep[p.ep]
		p.ep = NoSquare
	}
	p.halfmove = 0
	if p.side == Black {
		p.fullmove++
	}
	p.side ^= 1
	return u
}

// UnmakeNull takes back MakeNull.
func (p *Position) UnmakeNull(u Undo) {
	p.side ^= 1
	if p.side == Black {
		p.fullmove--
	}
	p.hash, p.halfmove, p.ep, p.castle = u.hash, int(u.halfmove), u.ep, u.castle
	p.countPly, p.countLimit = u.countPly, u.countLimit
	p.check, p.nullInCheck = u.check, u.nullInCheck
	p.history = p.history[:len(p.history)-1]
}
