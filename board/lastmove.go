package board

// The last move. A position remembers the move that made it from the one
// before (Make and MakeNull store it and the length of the history it
// goes with: two stores), so that an evaluator that kept something about
// the parent position can bring it up to date from what the move changed,
// instead of reading every piece again. Unmake and UnmakeNull do not
// bring back the move before: a position reached by taking a move back
// does not know its last move until the next Make.

// CellChange is one piece that a move took off a cell or put on one: the
// cell by dense index (Rules.Index), the piece's colour and kind, and
// Put, true when the piece stands there after the move.
type CellChange struct {
	Cell  int
	Color Color
	Kind  Kind
	Put   bool
}

// LastMove returns the move that made the position from the one before it
// in its history, the zero Move after a null move, and that position's
// hash; ok is false for a position with no history (read from a FEN) and
// for one reached by Unmake or UnmakeNull.
func (p *Position) LastMove() (m Move, parent uint64, ok bool) {
	if n := len(p.history); n > 0 && n == p.lastAt {
		return p.last, p.history[n-1], true
	}
	return 0, 0, false
}

// LastChanges writes to out the pieces that the last move took off and
// put on cells, and returns how many (none after a null move, or when
// LastMove is not ok): the mover from its origin and onto its destination
// (promoted), what it captured (en passant, behind the destination),
// castling's rook.
func (p *Position) LastChanges(out *[4]CellChange) int {
	m := p.last
	if m == 0 || len(p.history) == 0 || len(p.history) != p.lastAt {
		return 0
	}
	pc := m.Piece()
	switch m.kind() {
	case flagCastleShort, flagCastleLong:
		cs := p.castleMove(m)
		rook := p.board[cs.rookTo]
		out[0], out[1] = p.change(cs.kingFrom, pc, false), p.change(cs.rookFrom, rook, false)
		out[2], out[3] = p.change(cs.kingTo, pc, true), p.change(cs.rookTo, rook, true)
		return 4
	case flagEnPassant:
		capSq := Square(int(m.To()) - p.rules.forward[pc.Color()&1])
		out[0], out[1], out[2] = p.change(m.From(), pc, false), p.change(capSq, m.Captured(), false), p.change(m.To(), pc, true)
		return 3
	}
	out[0] = p.change(m.From(), pc, false)
	n := 1
	if m.Captured() != Empty {
		out[1] = p.change(m.To(), m.Captured(), false)
		n = 2
	}
	if m.promoPiece() != Empty {
		pc = m.promoPiece()
	}
	out[n] = p.change(m.To(), pc, true)
	return n + 1
}

// change is the CellChange of piece pc on square sq.
func (p *Position) change(sq Square, pc Piece, put bool) CellChange {
	return CellChange{Cell: int(p.rules.dense[sq]), Color: pc.Color() & 1, Kind: Kind(pc & kindMask), Put: put}
}
