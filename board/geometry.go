package board

import (
	"fmt"
	"iter"
)

// layout sets up the padded mailbox: pad empty rows below and above the
// board, pad empty cells between rows (shared by both edges), so that a step
// of at most pad files and ranks from a real square lands on the board or on
// padding.
func (r *Rules) layout(pad int) {
	r.pad = pad
	r.stride = r.files + pad
	r.size = (r.ranks+2*pad)*r.stride + pad
	r.fileOf = make([]int8, r.size)
	r.rankOf = make([]int8, r.size)
	r.dense = make([]int16, r.size)
	r.relRank = [2][]int8{make([]int8, r.size), make([]int8, r.size)}
	for i := range r.size {
		r.fileOf[i], r.rankOf[i], r.dense[i] = -1, -1, -1
		r.relRank[White][i], r.relRank[Black][i] = -1, -1
	}
	for rank := range r.ranks {
		for file := range r.files {
			sq := r.Square(file, rank)
			r.fileOf[sq], r.rankOf[sq] = int8(file), int8(rank)
			r.dense[sq] = int16(len(r.squares))
			r.relRank[White][sq], r.relRank[Black][sq] = int8(rank), int8(r.ranks-1-rank)
			r.squares = append(r.squares, sq)
		}
	}
	r.forward = [2]int{r.stride, -r.stride}
	r.layoutBits()
}

// Name returns the rule set's name.
func (r *Rules) Name() string { return r.name }

// Files returns the number of files.
func (r *Rules) Files() int { return r.files }

// Ranks returns the number of ranks.
func (r *Rules) Ranks() int { return r.ranks }

// NumSquares returns the number of squares of the board, files × ranks.
func (r *Rules) NumSquares() int { return len(r.squares) }

// NumCells returns the number of cells of the mailbox, a bound above every
// Square on the board: for tables by square without Index's look-up.
func (r *Rules) NumCells() int { return r.size }

// Square returns the square on a 0-based file and rank. It returns NoSquare
// when the file or rank is off the board.
func (r *Rules) Square(file, rank int) Square {
	if file < 0 || file >= r.files || rank < 0 || rank >= r.ranks {
		return NoSquare
	}
	return Square((rank+r.pad)*r.stride + file + r.pad)
}

// File returns the 0-based file of a square, or -1 for one off the board.
func (r *Rules) File(sq Square) int {
	if !r.onBoard(sq) {
		return -1
	}
	return int(r.fileOf[sq])
}

// Rank returns the 0-based rank of a square (rank 0 is White's back rank),
// or -1 for one off the board.
func (r *Rules) Rank(sq Square) int {
	if !r.onBoard(sq) {
		return -1
	}
	return int(r.rankOf[sq])
}

// RelativeRank returns the 0-based rank of a square counted from side c's
// back rank, or -1 for one off the board.
func (r *Rules) RelativeRank(sq Square, c Color) int {
	if !r.onBoard(sq) {
		return -1
	}
	return int(r.relRank[c&1][sq])
}

// Index returns a square's 0-based dense index, file + rank × files (a1 is
// 0, b1 is 1, ...), for tables indexed by square; -1 for one off the board.
func (r *Rules) Index(sq Square) int {
	if sq < 0 || int(sq) >= r.size {
		return -1
	}
	return int(r.dense[sq])
}

// SquareAt returns the square of a dense index, the inverse of Index.
func (r *Rules) SquareAt(index int) Square {
	if index < 0 || index >= len(r.squares) {
		return NoSquare
	}
	return r.squares[index]
}

// Squares iterates over the real squares of the board: a1, b1, ..., then
// the next rank.
func (r *Rules) Squares() iter.Seq[Square] {
	return func(yield func(Square) bool) {
		for _, sq := range r.squares {
			if !yield(sq) {
				return
			}
		}
	}
}

func (r *Rules) onBoard(sq Square) bool {
	return sq > 0 && int(sq) < r.size && r.dense[sq] >= 0
}

// SquareName returns a square's name: a file letter from 'a' and a 1-based
// rank ("e4", "a10"), or "-" for NoSquare.
func (r *Rules) SquareName(sq Square) string {
	if !r.onBoard(sq) {
		return "-"
	}
	return fmt.Sprintf("%c%d", 'a'+r.fileOf[sq], r.rankOf[sq]+1)
}

// ParseSquare reads a square's name ("e4", "a10").
func (r *Rules) ParseSquare(s string) (Square, error) {
	sq, n := r.scanSquare(s)
	if n == 0 || n != len(s) {
		return NoSquare, fmt.Errorf("bad square %q: want a file a..%c and a rank 1..%d", s, 'a'+r.files-1, r.ranks)
	}
	return sq, nil
}

// scanSquare reads a square name at the start of s and returns it with the
// number of bytes read, or 0 bytes when s does not start with one.
func (r *Rules) scanSquare(s string) (Square, int) {
	if len(s) < 2 || s[0] < 'a' || int(s[0]-'a') >= r.files || s[1] < '1' || s[1] > '9' {
		return NoSquare, 0
	}
	rank, n := int(s[1]-'0'), 2
	if len(s) > 2 && s[2] >= '0' && s[2] <= '9' && rank*10+int(s[2]-'0') <= r.ranks {
		rank, n = rank*10+int(s[2]-'0'), 3
	}
	if rank > r.ranks {
		return NoSquare, 0
	}
	return r.Square(int(s[0]-'a'), rank-1), n
}
