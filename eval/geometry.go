package eval

import "math/bits"

// The evaluator works on an 8×8 board of dense square indices, file +
// 8×rank (a1 is 0, h1 7, a8 56), with sets of squares as 64-bit masks
// whose bits in ascending order are board order.

// Chess piece types and the board's two colours, as the evaluator uses
// them: the types are the values of types.Pawn ... types.King.
const (
	pawn = iota
	knight
	bishop
	rook
	queen
	king
	numTypes
)

const (
	white = 0
	black = 1
)

var (
	knightAttacks [64]uint64
	kingAttacks   [64]uint64
	pawnAttacks   [2][64]uint64
	rays          [8][64]uint64 // the squares along each direction, the origin excluded
	fileMasks     [8]uint64
	adjacentFiles [8]uint64     // the files beside a file, the file excluded
	passedSpan    [2][64]uint64 // the squares ahead on the file and its neighbours
)

// directions are the eight line directions as (file, rank) steps; the first
// four increase the square index, the last four decrease it. Even indices
// are orthogonal, odd ones diagonal.
var directions = [8][2]int{{0, 1}, {1, 1}, {1, 0}, {-1, 1}, {0, -1}, {-1, -1}, {-1, 0}, {1, -1}}

func init() {
	for sq := range 64 {
		f, r := sq%8, sq/8
		knightAttacks[sq] = stepMask(f, r, [][2]int{{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}})
		kingAttacks[sq] = stepMask(f, r, [][2]int{{0, 1}, {1, 1}, {1, 0}, {1, -1}, {0, -1}, {-1, -1}, {-1, 0}, {-1, 1}})
		pawnAttacks[white][sq] = stepMask(f, r, [][2]int{{-1, 1}, {1, 1}})
		pawnAttacks[black][sq] = stepMask(f, r, [][2]int{{-1, -1}, {1, -1}})
		for d, dir := range directions {
			for k := 1; onBoard(f+k*dir[0], r+k*dir[1]); k++ {
				rays[d][sq] |= bit(f + k*dir[0] + 8*(r+k*dir[1]))
			}
		}
		fileMasks[f] |= bit(sq)
	}
	for f := range 8 {
		if f > 0 {
			adjacentFiles[f] |= fileMasks[f-1]
		}
		if f < 7 {
			adjacentFiles[f] |= fileMasks[f+1]
		}
	}
	for sq := range 64 {
		f, r := sq%8, sq/8
		span := fileMasks[f] | adjacentFiles[f]
		for rr := range 8 {
			row := uint64(0xff) << (8 * rr)
			if rr > r {
				passedSpan[white][sq] |= span & row
			}
			if rr < r {
				passedSpan[black][sq] |= span & row
			}
		}
	}
}

func onBoard(f, r int) bool { return f >= 0 && f < 8 && r >= 0 && r < 8 }

func bit(sq int) uint64 { return 1 << uint(sq) }

func stepMask(f, r int, steps [][2]int) uint64 {
	var m uint64
	for _, s := range steps {
		if onBoard(f+s[0], r+s[1]) {
			m |= bit(f + s[0] + 8*(r+s[1]))
		}
	}
	return m
}

// rayAttacks returns the squares that a slider on sq attacks along
// direction d: up to and including the first occupied square.
func rayAttacks(d, sq int, occ uint64) uint64 {
	ray := rays[d][sq]
	blockers := ray & occ
	if blockers == 0 {
		return ray
	}
	var first int
	if d < 4 {
		first = bits.TrailingZeros64(blockers)
	} else {
		first = 63 - bits.LeadingZeros64(blockers)
	}
	return ray &^ rays[d][first]
}

// rookAttacks and bishopAttacks are the slider attacks of sq.
func rookAttacks(sq int, occ uint64) uint64 {
	return rayAttacks(0, sq, occ) | rayAttacks(2, sq, occ) | rayAttacks(4, sq, occ) | rayAttacks(6, sq, occ)
}

func bishopAttacks(sq int, occ uint64) uint64 {
	return rayAttacks(1, sq, occ) | rayAttacks(3, sq, occ) | rayAttacks(5, sq, occ) | rayAttacks(7, sq, occ)
}

// lineDirection returns the direction from one square to another on a
// common line, or -1 when they share none.
func lineDirection(from, to int) int {
	for d := range directions {
		if rays[d][from]&bit(to) != 0 {
			return d
		}
	}
	return -1
}
