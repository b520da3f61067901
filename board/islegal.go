package board

import "slices"

// IsLegal reports whether m is one of the legal moves of the side to move
// (LegalMoves), generating the moves of m's piece alone and playing m on
// the board alone (the legality test's full test): a search tries a
// stored move (its transposition table's) before it generates the others,
// which a cut-off by that move makes needless. A move of another position
// is not legal; buf is scratch space for the piece's moves.
func (p *Position) IsLegal(m Move, buf []Move) bool {
	if p.rules.end.bareKing {
		if over, _ := p.BareKingEnd(); over {
			return false
		}
	}
	from, pc := m.From(), m.Piece()
	if uint(from) >= uint(p.rules.size) || p.rules.dense[from] < 0 || p.board[from] != pc || !pc.is(p.side) {
		return false
	}
	buf = p.originMoves(buf[:0], from, pc, &p.rules.gen[p.side][pc&kindMask], genAll)
	if !slices.Contains(buf, m) {
		return false
	}
	if p.nRoyals[p.side] == 1 && p.rules.attack[p.side^1].touchOnly && !p.InCheck() {
		buf[0] = m
		return len(p.keepUncovered(buf[:1], 0)) == 1 // the lines through its origin
	}
	return p.legalAfter(m) // for one move, cheaper than keepLegal's check and pin walk
}
