package board

import (
	"iter"

	"github.com/chespel/chespel/carn"
)

// maxRoyals is the most royal pieces one side may have.
const maxRoyals = 8

// maxSquares is the most squares a board has; mailboxCap bounds the padded
// mailbox of any rule set: (16+2×15)×(16+15)+15 cells.
const (
	maxSquares = carn.MaxSize * carn.MaxSize
	mailboxCap = 2048
)

// Position is a game position: the board, the side to move, castling
// rights, the en passant square, the move counters and the hashes of the
// earlier positions of the game (for repetitions). Make and Unmake change it
// in place; Clone copies it. A Position is not safe for concurrent use.
type Position struct {
	rules    *Rules
	board    [mailboxCap]Piece     // the padded mailbox
	index    [mailboxCap]uint8     // a square's place in its side's list
	list     [2][maxSquares]Square // each side's occupied squares, in no order
	count    [2]int                // the length of each list
	royals   [2][maxRoyals]Square
	nRoyals  [2]int
	side     Color
	castle   uint8      // rights, bit castleRight(colour, side)
	castles  *castleSet // where each castling starts and ends
	chess960 bool       // UCI writes castling as the king taking its rook
	ep       Square     // set only when an en passant capture is pseudo-legal
	halfmove int        // plies since the last capture or irreversible move
	fullmove int
	// countPly and countLimit are the counting rule's running count and
	// its limit in plies, 0 while no count runs (gameend.go).
	countPly, countLimit int16
	// check memoizes InCheck for the position as it stands: checkUnknown
	// until asked, then checkNo or checkYes. Make and MakeNull forget it,
	// Unmake and UnmakeNull bring back the parent's (Undo.check).
	check checkMemo
	// nullInCheck is set while a null move made in check is on the board
	// (MakeNull): the side not to move may then be in check, which the
	// tests of touched lines (givescheck.go) take as impossible.
	nullInCheck bool
	// occ holds the occupied squares by dense index on a board of at most
	// 64 squares, 0 on a larger one (occupancy.go).
	occ     uint64
	hash    uint64
	history []uint64 // hashes of the earlier positions, oldest first
	// last is the move from the last position of history when lastAt is
	// the length of history: Make and MakeNull set both, Unmake and
	// UnmakeNull neither (lastmove.go).
	last   Move
	lastAt int
}

// checkMemo is Position.check: whether the side to move is in check, or
// not known yet.
type checkMemo uint8

const (
	checkUnknown checkMemo = iota
	checkNo
	checkYes
)

// newPosition returns an empty board of r.
func (r *Rules) newPosition() *Position {
	p := &Position{rules: r, fullmove: 1, castles: r.stdCastles}
	for i := range p.board {
		p.board[i] = offBoard
	}
	for _, sq := range r.squares {
		p.board[sq] = Empty
	}
	p.history = make([]uint64, 0, 256)
	return p
}

// Rules returns the rules the position plays by.
func (p *Position) Rules() *Rules { return p.rules }

// At returns what stands on a square: Empty for an empty square or one off
// the board.
func (p *Position) At(sq Square) Piece {
	if sq <= 0 || int(sq) >= len(p.board) || p.board[sq] == offBoard {
		return Empty
	}
	return p.board[sq]
}

// SideToMove returns the side whose move it is.
func (p *Position) SideToMove() Color { return p.side }

// Hash returns the position's Zobrist hash: pieces, side to move, castling
// rights and the en passant square when a capture there is legal.
func (p *Position) Hash() uint64 { return p.hash }

// HalfmoveClock returns the plies since the last capture or irreversible
// move (a pawn move in chess), for the fifty-move rule.
func (p *Position) HalfmoveClock() int { return p.halfmove }

// FullmoveNumber returns the FEN move number: 1 at the start, one more after
// each Black move.
func (p *Position) FullmoveNumber() int { return p.fullmove }

// EnPassant returns the en passant square, or NoSquare. It is set only when
// a pseudo-legal en passant capture exists.
func (p *Position) EnPassant() Square { return p.ep }

// CanCastle reports whether side c still has the castling right on the
// short (king's) side or the long side.
func (p *Position) CanCastle(c Color, short bool) bool {
	side := uint8(2)
	if short {
		side = 1
	}
	return p.castle&(side<<(2*c)) != 0
}

// Pieces iterates over the squares of side c's pieces, in no fixed order.
// Do not change the position while iterating.
func (p *Position) Pieces(c Color) iter.Seq[Square] {
	return func(yield func(Square) bool) {
		for _, sq := range p.pieces(c & 1) {
			if !yield(sq) {
				return
			}
		}
	}
}

// PieceList returns side c's piece squares, in no fixed order, without
// copying: the cheapest way for an evaluator to visit the pieces. The slice
// belongs to the position: do not change it, and do not keep it past the
// next Make or Unmake.
func (p *Position) PieceList(c Color) []Square { return p.pieces(c & 1) }

// PieceSquares appends the squares of side c's pieces to buf and returns it,
// in no fixed order.
func (p *Position) PieceSquares(c Color, buf []Square) []Square {
	return append(buf, p.pieces(c&1)...)
}

// Count returns how many pieces side c has.
func (p *Position) Count(c Color) int { return p.count[c&1] }

// pieces is side c's piece list.
func (p *Position) pieces(c Color) []Square { return p.list[c][:p.count[c]] }

// Royals appends the squares of side c's royal pieces to buf.
func (p *Position) Royals(c Color, buf []Square) []Square {
	return append(buf, p.royals[c&1][:p.nRoyals[c&1]]...)
}

// Clone returns an independent copy of the position, history included.
func (p *Position) Clone() *Position {
	q := *p
	q.history = append(make([]uint64, 0, cap(p.history)), p.history...)
	return &q
}

// The piece lists and the royal squares are state a caller can see: the
// order of a side's list is the order in which LegalMoves lists its moves,
// and so the move a search picks between equal ones. Every change that
// Make, the legality test or a read-only method undoes must therefore
// restore the lists exactly, order included: remove is undone by restore
// (the piece goes back to its slot), relocate by relocate and transmute by
// transmute, in the reverse order; put is for building a position. The
// royal squares are kept sorted, so that their order depends only on the
// board.

// put places a piece on an empty square at the end of its side's list,
// updating the royal squares but not the hash.
func (p *Position) put(sq Square, pc Piece) {
	c := pc.Color() & 1
	p.index[sq] = uint8(p.count[c])
	p.list[c][p.count[c]] = sq
	p.count[c]++
	p.board[sq] = pc
	p.occ |= p.rules.bit[sq]
	if p.rules.royalMask>>(pc&kindMask)&1 != 0 {
		p.addRoyal(c, sq)
	}
}

// remove empties an occupied square, moving the last piece of the list
// into its slot, and returns the slot for restore. It updates the royal
// squares but not the hash.
func (p *Position) remove(sq Square) uint8 {
	pc := p.board[sq]
	c := pc.Color() & 1
	p.count[c]--
	i, last := p.index[sq], p.list[c][p.count[c]]
	p.list[c][i] = last
	p.index[last] = i
	p.board[sq] = Empty
	p.occ &^= p.rules.bit[sq]
	if p.rules.royalMask>>(pc&kindMask)&1 != 0 {
		p.dropRoyal(c, sq)
	}
	return i
}

// restore undoes remove(sq), which returned slot i: pc goes back to slot i
// and the piece remove moved there goes back to the end of the list.
func (p *Position) restore(sq Square, pc Piece, i uint8) {
	c := pc.Color() & 1
	if n := p.count[c]; int(i) < n {
		moved := p.list[c][i]
		p.list[c][n] = moved
		p.index[moved] = uint8(n)
	}
	p.list[c][i] = sq
	p.index[sq] = i
	p.count[c]++
	p.board[sq] = pc
	p.occ |= p.rules.bit[sq]
	if p.rules.royalMask>>(pc&kindMask)&1 != 0 {
		p.addRoyal(c, sq)
	}
}

// relocate moves a piece to an empty square, keeping its slot in the
// list, updating the royal squares but not the hash.
func (p *Position) relocate(from, to Square) {
	pc := p.board[from]
	c := pc.Color() & 1
	i := p.index[from]
	p.list[c][i] = to
	p.index[to] = i
	p.board[to] = pc
	p.board[from] = Empty
	bit := p.rules.bit
	p.occ = p.occ&^bit[from] | bit[to]
	if p.rules.royalMask>>(pc&kindMask)&1 != 0 {
		p.dropRoyal(c, from)
		p.addRoyal(c, to)
	}
}

// transmute replaces the piece on sq by pc of the same colour (a
// promotion), keeping its slot, updating the royal squares but not the
// hash.
func (p *Position) transmute(sq Square, pc Piece) {
	c := pc.Color() & 1
	was := p.rules.royalMask>>(p.board[sq]&kindMask)&1 != 0
	is := p.rules.royalMask>>(pc&kindMask)&1 != 0
	p.board[sq] = pc
	switch {
	case was && !is:
		p.dropRoyal(c, sq)
	case is && !was:
		p.addRoyal(c, sq)
	}
}

// relocateTwo moves two pieces of one side at once (castling: the royal
// piece and its rook), each keeping its slot; their squares may overlap
// (a king castling onto its rook's square). It updates the royal squares
// but not the hash.
func (p *Position) relocateTwo(aFrom, aTo, bFrom, bTo Square) {
	a, b := p.board[aFrom], p.board[bFrom]
	c := a.Color() & 1
	ia, ib := p.index[aFrom], p.index[bFrom]
	p.board[aFrom], p.board[bFrom] = Empty, Empty
	p.board[aTo], p.board[bTo] = a, b
	bit := p.rules.bit
	p.occ = p.occ&^(bit[aFrom]|bit[bFrom]) | bit[aTo] | bit[bTo]
	p.list[c][ia], p.list[c][ib] = aTo, bTo
	p.index[aTo], p.index[bTo] = ia, ib
	mask := p.rules.royalMask
	if mask>>(a&kindMask)&1 != 0 {
		p.dropRoyal(c, aFrom)
	}
	if mask>>(b&kindMask)&1 != 0 {
		p.dropRoyal(c, bFrom)
	}
	if mask>>(a&kindMask)&1 != 0 {
		p.addRoyal(c, aTo)
	}
	if mask>>(b&kindMask)&1 != 0 {
		p.addRoyal(c, bTo)
	}
}

// addRoyal inserts sq into side c's sorted royal squares.
func (p *Position) addRoyal(c Color, sq Square) {
	j := p.nRoyals[c]
	for ; j > 0 && p.royals[c][j-1] > sq; j-- {
		p.royals[c][j] = p.royals[c][j-1]
	}
	p.royals[c][j] = sq
	p.nRoyals[c]++
}

// dropRoyal deletes sq from side c's sorted royal squares.
func (p *Position) dropRoyal(c Color, sq Square) {
	n := p.nRoyals[c]
	for j := range n {
		if p.royals[c][j] == sq {
			copy(p.royals[c][j:n-1], p.royals[c][j+1:n])
			p.nRoyals[c]--
			return
		}
	}
}

// computeHash recomputes the hash from scratch.
func (p *Position) computeHash() uint64 {
	z := &p.rules.keys
	var h uint64
	for _, sq := range p.rules.squares {
		if pc := p.board[sq]; pc != Empty {
			h ^= z.pieceKey(pc, sq)
		}
	}
	if p.side == Black {
		h ^= z.side
	}
	h ^= z.castle[p.castle]
	if p.ep != NoSquare {
		h ^= z.ep[p.ep]
	}
	return h
}
