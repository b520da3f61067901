package ormulogun

import (
	"fmt"
	"math/bits"
	"strings"
)

// MaxSize is the most files or ranks a board may have.
const MaxSize = 16

// Geometry is the board a spec is read on: its files and ranks, 1 to
// MaxSize each. Files and ranks count from 0 in our frame.
type Geometry struct {
	Files, Ranks int
}

// Chess8x8 is the chess board, the geometry of Parse and Generate.
var Chess8x8 = Geometry{Files: 8, Ranks: 8}

// valid reports whether g is a board a spec can be read on.
func (g Geometry) valid() bool {
	return g.Files >= 1 && g.Files <= MaxSize && g.Ranks >= 1 && g.Ranks <= MaxSize
}

// String returns "8×8" (files × ranks).
func (g Geometry) String() string { return fmt.Sprintf("%d×%d", g.Files, g.Ranks) }

// Contains reports whether s is a square of the board.
func (g Geometry) Contains(s Square) bool { return s.File() < g.Files && s.Rank() < g.Ranks }

// All returns the mask of every square of the board.
func (g Geometry) All() Mask {
	var m Mask
	for rank := range g.Ranks {
		m.addRow(rank, 1<<g.Files-1)
	}
	return m
}

// Turn maps a square between our frame and the board's (a1 being white's
// queen-rook corner): unchanged when we play white, turned 180 degrees when
// we play black (file f and rank r become Files-1-f and Ranks-1-r). It is
// its own inverse.
func (g Geometry) Turn(s Square, black bool) Square {
	if !black {
		return s
	}
	return SquareAt(g.Files-1-s.File(), g.Ranks-1-s.Rank())
}

// Square is a square in "our" frame: files and ranks counted from 0 from
// the side of the upper-case pieces, so that rank 0 is our back rank and
// file 0 is on our left. Its value is rank*16 + file, the same on every
// board.
type Square uint8

// SquareAt returns the square on file and rank, both 0 to MaxSize-1, in our
// frame.
func SquareAt(file, rank int) Square { return Square(rank*MaxSize + file) }

// File returns the square's file, from 0.
func (s Square) File() int { return int(s) % MaxSize }

// Rank returns the square's rank, from 0.
func (s Square) Rank() int { return int(s) / MaxSize }

// String names the square as a white player would ("a1" is file 0, rank 0;
// "j10" is file 9, rank 9): the name of the square in our frame, which is
// the board's name only when the upper-case side plays white.
func (s Square) String() string {
	return fmt.Sprintf("%c%d", 'a'+s.File(), s.Rank()+1)
}

// Mask is a set of squares in our frame, bit rank*16+file: any board up to
// 16×16.
type Mask [MaxSize * MaxSize / 64]uint64

// AllSquares is the mask of every square of the 8×8 board.
var AllSquares = Chess8x8.All()

// MaskOf returns the mask holding exactly the given squares.
func MaskOf(squares ...Square) Mask {
	var m Mask
	for _, s := range squares {
		m.add(s)
	}
	return m
}

// add puts s in the mask.
func (m *Mask) add(s Square) { m[s/64] |= 1 << (s % 64) }

// addRow adds the files in the bit set files (bit f for file f) of a rank.
func (m *Mask) addRow(rank int, files uint16) {
	i := rank * MaxSize
	m[i/64] |= uint64(files) << (i % 64)
}

// Has reports whether s is in the mask.
func (m Mask) Has(s Square) bool { return m.has(s) }

// has is Has without copying the mask, for the matcher's inner loops.
func (m *Mask) has(s Square) bool { return m[s/64]>>(s%64)&1 != 0 }

// Or returns the squares in m or o.
func (m Mask) Or(o Mask) Mask {
	for i := range m {
		m[i] |= o[i]
	}
	return m
}

// And returns the squares in m and o.
func (m Mask) And(o Mask) Mask {
	for i := range m {
		m[i] &= o[i]
	}
	return m
}

// AndNot returns the squares in m and not in o.
func (m Mask) AndNot(o Mask) Mask {
	for i := range m {
		m[i] &^= o[i]
	}
	return m
}

// Empty reports whether the mask holds no square.
func (m Mask) Empty() bool { return m == Mask{} }

// Count returns the number of squares in the mask.
func (m Mask) Count() int {
	n := 0
	for _, w := range m {
		n += bits.OnesCount64(w)
	}
	return n
}

// Squares lists the mask's squares in increasing order (a1, b1, ..., then
// the next rank).
func (m Mask) Squares() []Square {
	squares := make([]Square, 0, m.Count())
	for i, w := range m {
		for ; w != 0; w &= w - 1 {
			squares = append(squares, Square(i*64+bits.TrailingZeros64(w)))
		}
	}
	return squares
}

// String lists the mask's squares, "a1 b2 c3", or "-" for the empty mask.
func (m Mask) String() string {
	if m.Empty() {
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
	for i, w := range m {
		c := bits.OnesCount64(w)
		if n >= c {
			n -= c
			continue
		}
		for ; n > 0; n-- {
			w &= w - 1
		}
		return Square(i*64 + bits.TrailingZeros64(w))
	}
	return 0
}

// kingZone returns s and the squares a king on s attacks on board g: where
// the other king may not stand.
func (g Geometry) kingZone(s Square) Mask {
	var m Mask
	for dr := -1; dr <= 1; dr++ {
		for df := -1; df <= 1; df++ {
			f, r := s.File()+df, s.Rank()+dr
			if f >= 0 && f < g.Files && r >= 0 && r < g.Ranks {
				m.add(SquareAt(f, r))
			}
		}
	}
	return m
}
