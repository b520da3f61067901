package polyglot

import (
	"errors"
	"fmt"

	"github.com/chespel/chespel/board"
)

// The offsets of the non-piece keys in random64.
const (
	castleKeys    = 768 // white short, white long, black short, black long
	enPassantKeys = 772 // one per file
	turnKey       = 780 // white to move
)

// chessLetters are the piece letters of chess in Polyglot's order of kinds.
const chessLetters = "PNBRQK"

// ErrNotChess is the error of Key for a position of another game.
var ErrNotChess = errors.New("the Polyglot format is for chess only")

// kinds maps the rule set's kinds to Polyglot's (pawn 0 ... king 5); it
// fails unless the rule set is chess's board and pieces.
func kinds(r *board.Rules) ([6]board.Kind, error) {
	var out [6]board.Kind
	if r.Files() != 8 || r.Ranks() != 8 || r.NumKinds() != len(chessLetters) {
		return out, fmt.Errorf("%w, not %s", ErrNotChess, r.Name())
	}
	for i := range len(chessLetters) {
		k, ok := r.KindOfLetter(chessLetters[i])
		if !ok {
			return out, fmt.Errorf("%w: %s has no piece %c", ErrNotChess, r.Name(), chessLetters[i])
		}
		out[i] = k
	}
	return out, nil
}

// Key returns the Polyglot key of p: the XOR of the keys of its pieces
// (random64[64×kindOfPiece + 8×row + file], kindOfPiece 2×kind+1 for
// white, 2×kind for black), of its castling rights, of the en passant file
// when a pawn of the side to move stands beside the pawn that has just
// moved two squares (whether or not capturing is legal), and of white to
// move. The error is ErrNotChess for a position of another game.
func Key(p *board.Position) (uint64, error) {
	r := p.Rules()
	ks, err := kinds(r)
	if err != nil {
		return 0, err
	}
	var kindOf [256]int8 // board.Kind → Polyglot kind + 1
	for i, k := range ks {
		kindOf[k] = int8(i + 1)
	}
	var key uint64
	for _, c := range []board.Color{board.White, board.Black} {
		for sq := range p.Pieces(c) {
			pk := int(kindOf[p.At(sq).Kind()]) - 1
			if pk < 0 {
				continue
			}
			kindOfPiece := 2 * pk
			if c == board.White {
				kindOfPiece++
			}
			key ^= random64[64*kindOfPiece+8*r.Rank(sq)+r.File(sq)]
		}
	}
	for i, right := range []struct {
		c     board.Color
		short bool
	}{{board.White, true}, {board.White, false}, {board.Black, true}, {board.Black, false}} {
		if p.CanCastle(right.c, right.short) {
			key ^= random64[castleKeys+i]
		}
	}
	if ep := p.EnPassant(); ep != board.NoSquare {
		// The board keeps the square only when a pawn of the side to move
		// can take there pseudo-legally: Polyglot's condition.
		key ^= random64[enPassantKeys+r.File(ep)]
	}
	if p.SideToMove() == board.White {
		key ^= random64[turnKey]
	}
	return key, nil
}
