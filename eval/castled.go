package eval

import "github.com/chespel/chespel/board"

// castledSquares are where a game's castling king and rook stand after
// castling, per colour and side, read off the rules once (not once per
// test of player.castled).
type castledSquares struct {
	ok         bool            // the game has castling
	king, rook int             // the kinds that castle
	at         [2][2]castledAt // per colour; long side first, then short
}

// castledAt is one colour's castled squares on one side. On the long side
// the king may also stand on beyond, one file further toward the corner
// (b1 in chess), when hasBeyond.
type castledAt struct {
	king, rook, beyond int
	hasBeyond          bool
}

// castledSquaresOf reads r's castled squares.
func castledSquaresOf(r *board.Rules) castledSquares {
	king, rook, ok := r.CastlingPieces()
	if !ok {
		return castledSquares{}
	}
	cs := castledSquares{ok: true, king: int(king), rook: int(rook)}
	for c := range 2 {
		for side, short := range []bool{false, true} {
			k, rk, _ := r.CastledSquares(board.Color(c), short)
			a := castledAt{king: k, rook: rk, beyond: k + (k - rk)}
			a.hasBeyond = !short && a.beyond/r.Files() == k/r.Files()
			cs.at[c][side] = a
		}
	}
	return cs
}

// castled reports whether colour c's castling king and rook stand where a
// castling on the short (or long) side puts them; on the long side the
// king may also stand one file further toward the corner (b1 in chess).
func (f *facts) castled(c int, short bool) bool {
	cs := &f.castleAt
	if !cs.ok {
		return false
	}
	side := 0
	if short {
		side = 1
	}
	rooks, kings := f.ofKind(c, cs.rook), f.ofKind(c, cs.king)
	return cs.at[c&1][side].holds(&rooks, &kings)
}

// castledEither reports whether colour c has castled to either side
// (player.castled): the short side first, each piece set read once.
func (f *facts) castledEither(c int) bool {
	cs := &f.castleAt
	if !cs.ok {
		return false
	}
	rooks, kings := f.ofKind(c, cs.rook), f.ofKind(c, cs.king)
	return cs.at[c&1][1].holds(&rooks, &kings) || cs.at[c&1][0].holds(&rooks, &kings)
}

// holds reports whether a rook of rooks and a king of kings stand on a's
// squares.
func (a *castledAt) holds(rooks, kings *board.Set) bool {
	return rooks.Has(a.rook) && (kings.Has(a.king) || a.hasBeyond && kings.Has(a.beyond))
}
