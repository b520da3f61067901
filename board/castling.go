package board

import (
	"fmt"

	"github.com/chespel/chespel/carn"
)

// castling is a compiled castling geometry.
type castling struct {
	king, rook Kind
	kingFile   int
	side       [3]castleSide       // indexed by carn.CastleSide; [0] unused
	moves      [2][3]castleSquares // per colour and side
}

// castleSide is one side's files.
type castleSide struct{ rookFile, kingTo, rookTo int }

// castleSquares is one castling of one colour on the board.
type castleSquares struct {
	right                              uint8
	kingFrom, kingTo, rookFrom, rookTo Square
	empty                              []Square // must be empty (king and rook aside)
	path                               []Square // the king's squares, origin included, that must not be attacked
}

// castleRight is the rights bit of a colour's castling side.
func castleRight(c Color, side carn.CastleSide) uint8 {
	return 1 << (2*uint(c) + uint(side) - 1)
}

// compileCastling checks the castling geometry against the board and
// computes each castling's squares and the rights mask.
func (r *Rules) compileCastling(rs *carn.RuleSet) error {
	r.castleMask = make([]uint8, r.size)
	for i := range r.castleMask {
		r.castleMask[i] = 0xF
	}
	g := rs.Castling
	if g == nil {
		return nil
	}
	king, ok := r.PieceIndex(g.King)
	rook, ok2 := r.PieceIndex(g.Rook)
	if !ok || !ok2 {
		return fmt.Errorf("castling: king %q and rook %q must name pieces", g.King, g.Rook)
	}
	cs := &castling{king: king, rook: rook, kingFile: g.KingFile}
	cs.side[carn.ShortCastle] = castleSide{g.Short.RookFile, g.Short.KingTo, g.Short.RookTo}
	cs.side[carn.LongCastle] = castleSide{g.Long.RookFile, g.Long.KingTo, g.Long.RookTo}
	for _, f := range []int{g.KingFile, g.Short.RookFile, g.Short.KingTo, g.Short.RookTo, g.Long.RookFile, g.Long.KingTo, g.Long.RookTo} {
		if f < 0 || f >= r.files {
			return fmt.Errorf("castling: file %d is off the board, want 0..%d", f, r.files-1)
		}
	}
	for side := carn.ShortCastle; side <= carn.LongCastle; side++ {
		s := cs.side[side]
		if s.rookFile == g.KingFile || s.kingTo == s.rookTo {
			return fmt.Errorf("castling: rook file %d, king to %d, rook to %d: the king and rook must start and end on different files", s.rookFile, s.kingTo, s.rookTo)
		}
		for c := White; c <= Black; c++ {
			cs.moves[c][side] = r.castleSquares(c, cs, side)
		}
	}
	r.castling = cs
	for c := White; c <= Black; c++ {
		for side := carn.ShortCastle; side <= carn.LongCastle; side++ {
			m := cs.moves[c][side]
			r.castleMask[m.kingFrom] &^= castleRight(c, carn.ShortCastle) | castleRight(c, carn.LongCastle)
			r.castleMask[m.rookFrom] &^= m.right
		}
	}
	return nil
}

func (r *Rules) castleSquares(c Color, cs *castling, side carn.CastleSide) castleSquares {
	s := cs.side[side]
	back := 0
	if c == Black {
		back = r.ranks - 1
	}
	m := castleSquares{
		right:    castleRight(c, side),
		kingFrom: r.Square(cs.kingFile, back), kingTo: r.Square(s.kingTo, back),
		rookFrom: r.Square(s.rookFile, back), rookTo: r.Square(s.rookTo, back),
	}
	lo := min(cs.kingFile, s.kingTo, s.rookFile, s.rookTo)
	hi := max(cs.kingFile, s.kingTo, s.rookFile, s.rookTo)
	for f := lo; f <= hi; f++ {
		if f != cs.kingFile && f != s.rookFile {
			m.empty = append(m.empty, r.Square(f, back))
		}
	}
	step := sign(s.kingTo - cs.kingFile)
	for f := cs.kingFile; ; f += step {
		m.path = append(m.path, r.Square(f, back))
		if f == s.kingTo || step == 0 {
			break
		}
	}
	return m
}
