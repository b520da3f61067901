package board

import (
	"fmt"

	"github.com/chespel/chespel/carn"
)

// endRules is the compiled game_end block of a rule set.
type endRules struct {
	stalemate int  // the stalemated side's result: -1, 0 or 1
	bareKing  bool // see Position.BareKingEnd
	counting  *makrukCounting
}

// makrukCounting is the makruk counting rule as Fairy-Stockfish plays it:
// the kinds it counts. See countAfter.
type makrukCounting struct {
	rook, khon, knight Kind
}

// compileEnd reads the game-end rules.
func (r *Rules) compileEnd(e carn.GameEnd) error {
	switch e.Stalemate {
	case "", "draw":
	case "loss":
		r.end.stalemate = -1
	case "win":
		r.end.stalemate = 1
	default:
		return fmt.Errorf("game_end.stalemate: %q, want draw, loss or win", e.Stalemate)
	}
	r.end.bareKing = e.BareKing
	switch e.Counting {
	case "":
	case "makruk":
		var c makrukCounting
		to := [...]*Kind{&c.rook, &c.khon, &c.knight} // carn.MakrukCountingPieces' order
		for i, name := range carn.MakrukCountingPieces {
			kind, ok := r.PieceIndex(name)
			if !ok {
				return fmt.Errorf("game_end.counting: the makruk counting rule counts a piece named %q, and there is none", name)
			}
			*to[i] = kind
		}
		r.end.counting = &c
	default:
		return fmt.Errorf("game_end.counting: unknown counting rule %q, want makruk", e.Counting)
	}
	return nil
}

// CountingRule reports whether the rule set counts moves (makruk): its FEN
// then carries the count in place of the en passant square and the
// halfmove clock when a count runs (see docs/carn.md).
func (r *Rules) CountingRule() bool { return r.end.counting != nil }

// CountExpired reports whether the counting rule ends the game as a draw:
// the count reached its limit and the side to move is not checkmated.
func (p *Position) CountExpired() bool {
	if p.countLimit == 0 || p.countPly < p.countLimit {
		return false
	}
	var buf [256]Move
	return !p.InCheck() || len(p.LegalMoves(buf[:0])) > 0
}

// countAfter updates the count after a move (the side to move is the
// opponent of the mover; captured tells whether the move took a piece): a
// running count advances by one ply; a count starts, or restarts on a
// capture, when the side to move is left with its king alone, and starts
// when the last promoting piece leaves the board. The limit is twice
// countingLimit, the count starts at 0 for the board's honour and at
// twice the number of pieces on the board for the pieces' honour. This is
// Fairy-Stockfish's makruk counting, ply for ply.
func (p *Position) countAfter(captured bool) {
	c := p.rules.end.counting
	if c == nil {
		return
	}
	if p.countLimit != 0 {
		p.countPly++
	}
	stm := p.side
	bare := p.count[stm] == 1
	if (p.countLimit == 0 || captured) && bare || p.countLimit == 0 && !p.promotersLeft() {
		p.countLimit = int16(2 * p.countingLimit())
		p.countPly = 0
		if p.countLimit != 0 && bare {
			p.countPly = int16(2 * (p.count[White] + p.count[Black]))
		}
	}
}

// countingLimit is the makruk counting limit in moves for the side to
// move, or 0 when no count applies yet: no count while a pawn (a piece that
// promotes) is on the board, as Fairy-Stockfish 11.1 counts.
func (p *Position) countingLimit() int {
	c := p.rules.end.counting
	stm := p.side
	if p.promotersLeft() {
		return 0
	}
	if p.count[stm] > 1 {
		return 64 // the board's honour
	}
	them := stm ^ 1
	rooks, khons, knights := p.kindCount(them, c.rook), p.kindCount(them, c.khon), p.kindCount(them, c.knight)
	switch { // the pieces' honour
	case rooks > 1:
		return 8
	case rooks == 1:
		return 16
	case khons > 1:
		return 22
	case knights > 1:
		return 32
	case khons == 1:
		return 44
	}
	return 64
}

// promotersLeft reports whether a piece that promotes is on the board.
func (p *Position) promotersLeft() bool {
	for c := White; c <= Black; c++ {
		for _, sq := range p.pieces(c) {
			if p.rules.kinds[p.board[sq].Kind()].promo != nil {
				return true
			}
		}
	}
	return false
}

// kindCount is how many pieces of kind k side c has.
func (p *Position) kindCount(c Color, k Kind) int {
	n := 0
	for _, sq := range p.pieces(c) {
		if p.board[sq].Kind() == k {
			n++
		}
	}
	return n
}
