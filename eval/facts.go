package eval

import (
	"fmt"
	"math/bits"

	"github.com/chespel/chespel/board"
	"github.com/chespel/chespel/types"
)

// geometry maps a board's squares and kinds to the evaluator's: built once
// per board.Rules (a bot plays chess, whose pieces it finds by name).
type geometry struct {
	rules    *board.Rules
	index    []int8 // a mailbox Square's dense index, -1 off the board
	kindType [board.MaxKinds]int8
}

func newGeometry(r *board.Rules) (*geometry, error) {
	if r.Files() != 8 || r.Ranks() != 8 {
		return nil, fmt.Errorf("eval: a bot plays on an 8×8 board, got %d×%d (%s)", r.Files(), r.Ranks(), r.Name())
	}
	g := &geometry{rules: r}
	maxSq := 0
	for i := range 64 {
		maxSq = max(maxSq, int(r.SquareAt(i)))
	}
	g.index = make([]int8, maxSq+1)
	for i := range g.index {
		g.index[i] = -1
	}
	for i := range 64 {
		g.index[r.SquareAt(i)] = int8(i)
	}
	for k := range g.kindType {
		g.kindType[k] = -1
	}
	for t, name := range types.TypeNames {
		k, ok := r.PieceIndex(name)
		if !ok {
			return nil, fmt.Errorf("eval: a bot plays chess, and rule set %s has no %s", r.Name(), name)
		}
		g.kindType[k] = int8(t)
	}
	for k := range r.NumKinds() {
		if g.kindType[k] < 0 {
			return nil, fmt.Errorf("eval: a bot plays chess, and rule set %s has a piece it does not know: %s", r.Name(), r.KindName(board.Kind(k)))
		}
	}
	return g, nil
}

// facts are what the library functions read about one position: the
// pieces by colour and type at once, the attacks lazily, each computed once
// per position and shared by every rule. Lazy entries carry the generation
// in which they were computed, so moving to the next position costs one
// increment instead of clearing arrays.
type facts struct {
	pos      *board.Position
	side     int // the colour to move
	occ      [2]uint64
	all      uint64
	byType   [2][numTypes]uint64
	typeAt   [64]int8
	colorAt  [64]int8
	castle   [2]bool // a castling right left, on either side
	gen      uint32
	attGen   [64]uint32
	att      [64]uint64 // the squares the piece on a square attacks
	byGen    [2][64]uint32
	attackBy [2][64]uint64 // the pieces of a colour attacking a square
	setGen   [2]uint32
	set      [2]uint64 // the squares that a colour attacks
}

// load reads the position's pieces; it returns an error for a piece that
// is not a chess piece.
func (f *facts) load(g *geometry, p *board.Position) error {
	f.gen++
	f.pos = p
	f.side = int(p.SideToMove())
	f.all = 0
	f.occ = [2]uint64{}
	f.byType = [2][numTypes]uint64{}
	for c := range 2 {
		for _, sq := range p.PieceList(board.Color(c)) {
			i := int(g.index[sq])
			t := g.kindType[p.At(sq).Kind()]
			if i < 0 || t < 0 {
				return fmt.Errorf("eval: a piece on %s that a bot cannot read", g.rules.SquareName(sq))
			}
			f.typeAt[i], f.colorAt[i] = t, int8(c)
			f.occ[c] |= bit(i)
			f.byType[c][t] |= bit(i)
		}
		f.castle[c] = p.CanCastle(board.Color(c), true) || p.CanCastle(board.Color(c), false)
	}
	f.all = f.occ[0] | f.occ[1]
	return nil
}

// attacks returns the squares that the piece on sq attacks.
func (f *facts) attacks(sq int) uint64 {
	if f.attGen[sq] == f.gen {
		return f.att[sq]
	}
	var a uint64
	switch f.typeAt[sq] {
	case pawn:
		a = pawnAttacks[f.colorAt[sq]][sq]
	case knight:
		a = knightAttacks[sq]
	case bishop:
		a = bishopAttacks(sq, f.all)
	case rook:
		a = rookAttacks(sq, f.all)
	case queen:
		a = bishopAttacks(sq, f.all) | rookAttacks(sq, f.all)
	case king:
		a = kingAttacks[sq]
	}
	f.attGen[sq], f.att[sq] = f.gen, a
	return a
}

// attackers returns colour c's pieces that attack sq.
func (f *facts) attackers(sq, c int) uint64 {
	if f.byGen[c][sq] == f.gen {
		return f.attackBy[c][sq]
	}
	t := &f.byType[c]
	a := pawnAttacks[c^1][sq]&t[pawn] | knightAttacks[sq]&t[knight] | kingAttacks[sq]&t[king]
	if diag := t[bishop] | t[queen]; diag != 0 {
		a |= bishopAttacks(sq, f.all) & diag
	}
	if orth := t[rook] | t[queen]; orth != 0 {
		a |= rookAttacks(sq, f.all) & orth
	}
	f.byGen[c][sq], f.attackBy[c][sq] = f.gen, a
	return a
}

// attacked returns the squares that colour c attacks.
func (f *facts) attacked(c int) uint64 {
	if f.setGen[c] == f.gen {
		return f.set[c]
	}
	var a uint64
	for m := f.occ[c]; m != 0; m &= m - 1 {
		a |= f.attacks(bits.TrailingZeros64(m))
	}
	f.setGen[c], f.set[c] = f.gen, a
	return a
}

// kingSquare returns colour c's king square, or -1.
func (f *facts) kingSquare(c int) int {
	k := f.byType[c][king]
	if k == 0 {
		return -1
	}
	return bits.TrailingZeros64(k)
}

// inCheck reports whether colour c's king is attacked.
func (f *facts) inCheck(c int) bool {
	k := f.kingSquare(c)
	return k >= 0 && f.attackers(k, c^1) != 0
}

// mobility returns the pseudo-legal destinations of the piece on sq.
func (f *facts) mobility(sq int) int {
	c := int(f.colorAt[sq])
	if f.typeAt[sq] != pawn {
		return bits.OnesCount64(f.attacks(sq) &^ f.occ[c])
	}
	n := bits.OnesCount64(pawnAttacks[c][sq] & f.occ[c^1])
	step, start := 8, 1
	if c == black {
		step, start = -8, 6
	}
	one := sq + step
	if one >= 0 && one < 64 && f.all&bit(one) == 0 {
		n++
		two := one + step
		if sq/8 == start && f.all&bit(two) == 0 {
			n++
		}
	}
	return n
}

// playerMobility returns the sum of the mobility of colour c's pieces.
func (f *facts) playerMobility(c int) int {
	n := 0
	for m := f.occ[c]; m != 0; m &= m - 1 {
		n += f.mobility(bits.TrailingZeros64(m))
	}
	return n
}

// pinned reports whether the piece on sq is absolutely pinned to its king.
func (f *facts) pinned(sq int) bool {
	c := int(f.colorAt[sq])
	k := f.kingSquare(c)
	if k < 0 || k == sq {
		return false
	}
	d := lineDirection(k, sq)
	if d < 0 {
		return false
	}
	if rayAttacks(d, k, f.all)&bit(sq) == 0 {
		return false // something stands between the king and the piece
	}
	beyond := rayAttacks(d, sq, f.all) & f.occ[c^1]
	if beyond == 0 {
		return false
	}
	t := f.typeAt[bits.TrailingZeros64(beyond)]
	if d%2 == 0 {
		return t == rook || t == queen
	}
	return t == bishop || t == queen
}

// isPassed, isIsolated and isDoubled are the pawn-structure tests; false
// for a piece that is not a pawn.
func (f *facts) isPassed(sq int) bool {
	c := int(f.colorAt[sq])
	return f.typeAt[sq] == pawn && passedSpan[c][sq]&f.byType[c^1][pawn] == 0
}

func (f *facts) isIsolated(sq int) bool {
	c := int(f.colorAt[sq])
	return f.typeAt[sq] == pawn && adjacentFiles[sq%8]&f.byType[c][pawn] == 0
}

func (f *facts) isDoubled(sq int) bool {
	c := int(f.colorAt[sq])
	return f.typeAt[sq] == pawn && fileMasks[sq%8]&f.byType[c][pawn]&^bit(sq) != 0
}

// insufficientMaterial reports the draw by material that board.Position
// finds, from the masks: no pawn, rook or queen, and either bishops only,
// all on squares of one colour, or a single knight.
func (f *facts) insufficientMaterial() bool {
	var heavy, knights, bishops uint64
	for c := range 2 {
		heavy |= f.byType[c][pawn] | f.byType[c][rook] | f.byType[c][queen]
		knights |= f.byType[c][knight]
		bishops |= f.byType[c][bishop]
	}
	if heavy != 0 {
		return false
	}
	const light = 0x55aa55aa55aa55aa
	if knights == 0 {
		return bishops&light == 0 || bishops&^light == 0
	}
	return bishops == 0 && bits.OnesCount64(knights) == 1
}
