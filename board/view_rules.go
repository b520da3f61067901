package board

import "github.com/chespel/chespel/carn"

// The rule set's geometry as the evaluator reads it, by dense index
// (Rules.Index).

// Centre returns the middle squares of the board: the middle one or two
// files crossed with the middle one or two ranks (d4, e4, d5, e5 in chess).
func (r *Rules) Centre() Set { return r.view.centre }

// WideCentre returns the centre widened by one file and one rank on every
// side (c3 to f6 in chess).
func (r *Rules) WideCentre() Set { return r.view.wideCentre }

// LightSquares returns the light squares: those whose file and rank add up
// to an odd number (a1 is dark).
func (r *Rules) LightSquares() Set { return r.view.light }

// StartRow returns the 0-based rank where side c's pieces of kind k start:
// the one nearest c's own back rank among those holding such a piece in the
// start position, or c's back rank when the start position has none.
func (r *Rules) StartRow(c Color, k Kind) int {
	rel := 0
	if int(k) < len(r.kinds) {
		rel = int(r.view.startRow[c&1][k])
	}
	if c&1 == Black {
		return r.ranks - 1 - rel
	}
	return rel
}

// CastlingPieces returns the kinds of the piece that castles and of the
// one it castles with; ok is false when the game has no castling.
func (r *Rules) CastlingPieces() (king, rook Kind, ok bool) {
	if r.castling == nil {
		return NoKind, NoKind, false
	}
	return r.castling.king, r.castling.rook, true
}

// CastledSquares returns, by dense index, where side c's castling king and
// rook stand after castling on the short side (or the long one): ok is
// false when the game has no castling.
func (r *Rules) CastledSquares(c Color, short bool) (king, rook int, ok bool) {
	if r.castling == nil {
		return -1, -1, false
	}
	side := carn.LongCastle
	if short {
		side = carn.ShortCastle
	}
	back := 0
	if c&1 == Black {
		back = r.ranks - 1
	}
	g := r.castling.side[side]
	return g.kingTo + r.files*back, g.rookTo + r.files*back, true
}
