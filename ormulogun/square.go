package ormulogun

import (
	"math/bits"
	"strings"
)

// Square is a square in "our" frame: files and ranks 0-7 counted from the
// side of the upper-case pieces, so that rank 0 is our back rank and file 0
// is on our left. Its value is rank*8 + file.
type Square uint8

// SquareAt returns the square on file and rank, both 0-7, in our frame.
func SquareAt(file, rank int) Square { return Square(rank*8 + file) }

// File returns the square's file, 0-7.
func (s Square) File() int { return int(s) % 8 }

// Rank returns the square's rank, 0-7.
func (s Square) Rank() int { return int(s) / 8 }

// String names the square as a white player would ("a1" is file 0, rank 0):
// the name of the square in our frame, which is the board's name only when
// the upper-case side plays white.
func (s Square) String() string {
	if s >= 64 {
		return "?"
	}
	return string([]byte{byte('a' + s.File()), byte('1' + s.Rank())})
}

// Mask is a set of squares in our frame, bit rank*8+file.
type Mask uint64

// AllSquares is the mask of the whole board.
const AllSquares Mask = ^Mask(0)

// MaskOf returns the mask holding exactly the given squares.
func MaskOf(squares ...Square) Mask {
	var m Mask
	for _, s := range squares {
		m |= s.mask()
	}
	return m
}

// mask is the one-square mask of s, empty for a square off the board.
func (s Square) mask() Mask {
	if s >= 64 {
		return 0
	}
	return 1 << s
}

// Has reports whether s is in the mask.
func (m Mask) Has(s Square) bool { return m&s.mask() != 0 }

// Count returns the number of squares in the mask.
func (m Mask) Count() int { return bits.OnesCount64(uint64(m)) }

// Squares lists the mask's squares in increasing order (a1, b1, ..., h8).
func (m Mask) Squares() []Square {
	squares := make([]Square, 0, m.Count())
	for ; m != 0; m &= m - 1 {
		squares = append(squares, Square(bits.TrailingZeros64(uint64(m))))
	}
	return squares
}

// String lists the mask's squares, "a1 b2 c3", or "-" for the empty mask.
func (m Mask) String() string {
	if m == 0 {
		return "-"
	}
	names := make([]string, 0, m.Count())
	for _, s := range m.Squares() {
		names = append(names, s.String())
	}
	return strings.Join(names, " ")
}

// nth returns the n-th square of the mask, counting from 0 in increasing
// order; n must be below m.Count().
func (m Mask) nth(n int) Square {
	for ; n > 0; n-- {
		m &= m - 1
	}
	return Square(bits.TrailingZeros64(uint64(m)))
}

// rankMask returns the squares of a rank, 0-7.
func rankMask(rank int) Mask { return Mask(0xFF) << (8 * rank) }

// kingZones holds, for each square, the square and those a king on it
// attacks: where the other king may not stand.
var kingZones = func() (zones [64]Mask) {
	for s := range zones {
		zones[s] = kingZone(Square(s))
	}
	return zones
}()

// kingZone returns s and the squares a king on s attacks.
func kingZone(s Square) Mask {
	var m Mask
	for dr := -1; dr <= 1; dr++ {
		for df := -1; df <= 1; df++ {
			f, r := s.File()+df, s.Rank()+dr
			if f >= 0 && f < 8 && r >= 0 && r < 8 {
				m |= SquareAt(f, r).mask()
			}
		}
	}
	return m
}
