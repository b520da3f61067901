package board

import (
	"fmt"

	"github.com/chespel/chespel/carn"
)

// The castling field of a FEN. Read: "-" or rights, each at most once, in
// any order:
//   - K and Q (white), k and q (black), as in X-FEN: the outermost rook of
//     that colour on the back rank, on the king's higher-file side for K and
//     its lower-file side for Q;
//   - a file letter, upper case for white and lower case for black, as in
//     Shredder-FEN (and X-FEN for an inner rook): the rook on that file.
//
// A right's side is short when its rook stands on a higher file than the
// king, long otherwise; the king is the colour's castling piece on its back
// rank. Written: X-FEN, K Q k q where the rook is the outermost one (so
// standard chess reads "KQkq"), the rook's file letter otherwise. The two
// forms read back to the same rights. On boards of 11 or more files the
// letter k (the eleventh file) always means the outermost rook.

// readCastling reads the castling field.
func (p *Position) readCastling(s string) error {
	const field = "castling"
	if s == "-" {
		return nil
	}
	r := p.rules
	cs := r.castling
	if cs == nil {
		return fenErr(field, "%q, want - (the game has no castling)", s)
	}
	var st [2][3]castleStart
	for i := 0; i < len(s); i++ {
		ch := s[i]
		if !isLetter(ch) {
			return fenErr(field, "unexpected %q, want K, Q, k, q, a file letter or -", ch)
		}
		c := colorOfLetter(ch)
		king, err := p.castlingKing(c, ch)
		if err != nil {
			return err
		}
		rook, err := p.castlingRook(c, ch, king)
		if err != nil {
			return err
		}
		side := carn.ShortCastle
		if rook < king {
			side = carn.LongCastle
		}
		if p.castle&castleRight(c, side) != 0 {
			return fenErr(field, "%q: a second %s castling right on the %s side", ch, c, sideName(side))
		}
		p.castle |= castleRight(c, side)
		st[c][side] = castleStart{king, rook, true}
	}
	p.castles = r.castleSetFor(st)
	return nil
}

// castlingRook returns the file of the rook that the right ch of colour c
// names, the king being on file king: the outermost rook on the side for K
// and Q (either case), the rook on the file for a file letter.
func (p *Position) castlingRook(c Color, ch byte, king int) (int, error) {
	const field = "castling"
	r := p.rules
	cs := r.castling
	switch ch | 0x20 {
	case 'k':
		rook := p.outerRook(c, king, 1)
		if rook < 0 {
			return 0, fenErr(field, "%q needs a %s %s on %s between the %s on %s and the %s-file", ch, c, r.kinds[cs.rook].name,
				r.backRankName(c), r.kinds[cs.king].name, r.SquareName(r.Square(king, r.backRank(c))), fileLetter(r.files-1))
		}
		return rook, nil
	case 'q':
		rook := p.outerRook(c, king, -1)
		if rook < 0 {
			return 0, fenErr(field, "%q needs a %s %s on %s between the a-file and the %s on %s", ch, c, r.kinds[cs.rook].name,
				r.backRankName(c), r.kinds[cs.king].name, r.SquareName(r.Square(king, r.backRank(c))))
		}
		return rook, nil
	}
	rook := int(ch|0x20) - 'a'
	if rook >= r.files {
		return 0, fenErr(field, "unexpected %q, want K, Q, k, q, a file letter a to %s or -", ch, fileLetter(r.files-1))
	}
	if sq := r.Square(rook, r.backRank(c)); p.board[sq] != MakePiece(c, cs.rook) {
		return 0, fenErr(field, "%q needs a %s %s on %s", ch, c, r.kinds[cs.rook].name, r.SquareName(sq))
	}
	return rook, nil
}

// castlingKing returns the file of colour c's castling piece on its back
// rank, which must be the only one there.
func (p *Position) castlingKing(c Color, ch byte) (int, error) {
	r := p.rules
	cs := r.castling
	back := r.backRank(c)
	file, n := -1, 0
	for f := range r.files {
		if p.board[r.Square(f, back)] == MakePiece(c, cs.king) {
			file = f
			n++
		}
	}
	if n != 1 {
		return 0, fenErr("castling", "%q needs one %s %s on %s, got %d", ch, c, r.kinds[cs.king].name, r.backRankName(c), n)
	}
	return file, nil
}

// outerRook returns the file of colour c's castling rook farthest from
// the king's file in direction dir (1 toward higher files), or -1.
func (p *Position) outerRook(c Color, king, dir int) int {
	r := p.rules
	rook := MakePiece(c, r.castling.rook)
	back := r.backRank(c)
	found := -1
	for f := king + dir; f >= 0 && f < r.files; f += dir {
		if p.board[r.Square(f, back)] == rook {
			found = f
		}
	}
	return found
}

// writeCastling writes the castling field in X-FEN.
func (p *Position) writeCastling() string {
	var b []byte
	r := p.rules
	for c := White; c <= Black; c++ {
		for side := carn.ShortCastle; side <= carn.LongCastle; side++ {
			if p.castle&castleRight(c, side) == 0 {
				continue
			}
			m := &p.castles.moves[c][side]
			king, rook := r.File(m.kingFrom), r.File(m.rookFrom)
			dir := 1
			ch := byte('k')
			if side == carn.LongCastle {
				dir, ch = -1, 'q'
			}
			if p.outerRook(c, king, dir) != rook {
				ch = byte('a' + rook)
			}
			if c == White {
				ch -= 'a' - 'A'
			}
			b = append(b, ch)
		}
	}
	if len(b) == 0 {
		return "-"
	}
	return string(b)
}

// backRank is colour c's first rank, 0-based.
func (r *Rules) backRank(c Color) int {
	if c == Black {
		return r.ranks - 1
	}
	return 0
}

// backRankName is "rank N" for colour c's first rank.
func (r *Rules) backRankName(c Color) string { return fmt.Sprintf("rank %d", r.backRank(c)+1) }

// fileLetter is the letter of file f, from a.
func fileLetter(f int) string { return string(rune('a' + f)) }

// sideName is "short" or "long".
func sideName(side carn.CastleSide) string {
	if side == carn.LongCastle {
		return "long"
	}
	return "short"
}
