package board

import (
	"fmt"

	"github.com/chespel/chespel/carn"
)

// Castling (spec D29, generalised for Chess960): the rule set fixes the
// castling pieces, the default start files and each side's destination
// files; a position's FEN may put the king and its castling rooks on other
// files of the back rank (Chess960), a right then being held per rook file.
// Castling needs the right, every square the king or the rook crosses or
// lands on empty except for those two pieces, and the king neither in check
// nor crossing an attacked square; the landing square is tested after the
// move, the rook having moved (legalAfter).

// castling is a rule set's compiled castling geometry.
type castling struct {
	king, rook Kind
	kingFile   int
	side       [3]castleSide // indexed by carn.CastleSide; [0] unused
}

// castleSide is one side's default rook file and its destination files.
type castleSide struct{ rookFile, kingTo, rookTo int }

// castleSet is the castlings that the positions of one game can play: the
// squares of each colour's castling on each side, and the rights that a
// move from or to each square keeps. The rule set's default files make one
// shared set; a FEN with other files makes its own. A set never changes, so
// positions share it.
type castleSet struct {
	moves [2][3]castleSquares // per colour and side; right is 0 when absent
	mask  []uint8             // rights kept when a move starts or ends on a square
	std   bool                // every castling starts on the rule set's default files
}

// castleSquares is one castling of one colour on the board.
type castleSquares struct {
	right                              uint8
	kingFrom, kingTo, rookFrom, rookTo Square
	empty                              []Square // must be empty (king and rook aside)
	path                               []Square // the king's squares, origin included, that must not be attacked
}

// castleStart is where a castling's king and rook start; ok is false when
// the castling is absent.
type castleStart struct {
	kingFile, rookFile int
	ok                 bool
}

// castleRight is the rights bit of a colour's castling side.
func castleRight(c Color, side carn.CastleSide) uint8 {
	return 1 << (2*uint(c) + uint(side) - 1)
}

// compileCastling checks the castling geometry against the board and makes
// the default castling set.
func (r *Rules) compileCastling(rs *carn.RuleSet) error {
	g := rs.Castling
	if g == nil {
		r.stdCastles = r.newCastleSet([2][3]castleStart{})
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
	}
	r.castling = cs
	r.stdCastles = r.newCastleSet(cs.defaultStarts())
	return nil
}

// defaultStarts is every castling from the rule set's default files.
func (cs *castling) defaultStarts() [2][3]castleStart {
	var st [2][3]castleStart
	for c := range st {
		for side := carn.ShortCastle; side <= carn.LongCastle; side++ {
			st[c][side] = castleStart{cs.kingFile, cs.side[side].rookFile, true}
		}
	}
	return st
}

// castleSetFor returns the set of the given castlings: the shared default
// set when each starts on the default files.
func (r *Rules) castleSetFor(st [2][3]castleStart) *castleSet {
	def := r.castling.defaultStarts()
	for c := range st {
		for side := range st[c] {
			if st[c][side].ok && st[c][side] != def[c][side] {
				return r.newCastleSet(st)
			}
		}
	}
	return r.stdCastles
}

// newCastleSet computes the squares and the rights mask of some castlings.
func (r *Rules) newCastleSet(st [2][3]castleStart) *castleSet {
	s := &castleSet{mask: make([]uint8, r.size), std: true}
	for i := range s.mask {
		s.mask[i] = 0xF
	}
	for c := White; c <= Black; c++ {
		for side := carn.ShortCastle; side <= carn.LongCastle; side++ {
			start := st[c][side]
			if !start.ok {
				continue
			}
			cs := r.castling
			s.std = s.std && start.kingFile == cs.kingFile && start.rookFile == cs.side[side].rookFile
			m := r.castleSquares(c, side, start)
			s.moves[c][side] = m
			s.mask[m.kingFrom] &^= castleRight(c, carn.ShortCastle) | castleRight(c, carn.LongCastle)
			s.mask[m.rookFrom] &^= m.right
		}
	}
	return s
}

// castleSquares computes one castling's squares.
func (r *Rules) castleSquares(c Color, side carn.CastleSide, start castleStart) castleSquares {
	s := r.castling.side[side]
	back := 0
	if c == Black {
		back = r.ranks - 1
	}
	k, rf := start.kingFile, start.rookFile
	m := castleSquares{
		right:    castleRight(c, side),
		kingFrom: r.Square(k, back), kingTo: r.Square(s.kingTo, back),
		rookFrom: r.Square(rf, back), rookTo: r.Square(s.rookTo, back),
	}
	for f := range r.files {
		crossed := between(f, k, s.kingTo) || between(f, rf, s.rookTo)
		if crossed && f != k && f != rf {
			m.empty = append(m.empty, r.Square(f, back))
		}
	}
	step := sign(s.kingTo - k)
	for f := k; ; f += step {
		m.path = append(m.path, r.Square(f, back))
		if f == s.kingTo || step == 0 {
			break
		}
	}
	return m
}

// between reports whether f lies between a and b, both included.
func between(f, a, b int) bool { return min(a, b) <= f && f <= max(a, b) }

// castleMove returns the squares of a castling move.
func (p *Position) castleMove(m Move) *castleSquares {
	return &p.castles.moves[m.Piece().Color()&1][m.kind()-flagCastleShort+1]
}
