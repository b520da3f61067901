package eval

import "github.com/chespel/chespel/board"

// nativeExample5 is testdata/bots/example5.chs by hand: the original
// Chespel design's example evaluation with Faile's piece-square tables.
type nativeExample5 struct {
	f facts
}

// The chess kinds (board.Kind) that the Go versions read.
const (
	kPawn = iota
	kKnight
	kBishop
	kRook
	kQueen
	kKing
)

// Cells of the chess board by dense index (a1 is 0, h8 is 63), and the
// sets that example5's tables name.
var (
	corners      = board.SetOf(0, 7, 56, 63)
	edges        = edgeSet()
	knightHome   = board.SetOf(sq("d2"), sq("e2"), sq("d7"), sq("e7"))
	bishopGood   = board.SetOf(sq("d3"), sq("e3"), sq("d6"), sq("e6"), sq("c4"), sq("f4"), sq("c5"), sq("f5"))
	bishopFair   = board.SetOf(sq("b2"), sq("d2"), sq("e2"), sq("g2"), sq("b7"), sq("d7"), sq("e7"), sq("g7"))
	bishopPoor   = board.SetOf(sq("c2"), sq("f2"), sq("c7"), sq("f7"), sq("b3"), sq("g3"), sq("b6"), sq("g6"))
	kingNearCorn = board.SetOf(sq("b1"), sq("g1"), sq("b8"), sq("g8"), sq("a2"), sq("h2"), sq("a7"), sq("h7"))
	kingNearEdge = board.SetOf(sq("c1"), sq("f1"), sq("c8"), sq("f8"), sq("a3"), sq("h3"), sq("a6"), sq("h6"))
	whiteMinors  = board.SetOf(sq("b1"), sq("c1"), sq("f1"), sq("g1"))
	blackMinors  = board.SetOf(sq("b8"), sq("c8"), sq("f8"), sq("g8"))
)

// sq returns the dense index of a chess cell named like "e4".
func sq(name string) int { return int(name[0]-'a') + 8*int(name[1]-'1') }

// edgeSet returns the cells of the a- and h-files and of the first and last
// rows.
func edgeSet() board.Set {
	var s board.Set
	for i := range 64 {
		if i%8 == 0 || i%8 == 7 || i/8 == 0 || i/8 == 7 {
			s.Add(i)
		}
	}
	return s
}

// rankOf returns a cell's row counted from colour c's side, from 1.
func rankOf(i, c int) int {
	if c == black {
		return 8 - i/8
	}
	return i/8 + 1
}

func (n *nativeExample5) evaluate(p *board.Position) int {
	f := &n.f
	f.load(p)
	if drawReason(p) != "" {
		return 0
	}
	pc := 0
	for c := range 2 {
		for k := kKnight; k <= kQueen; k++ {
			pc += f.ofKind(c, k).Count()
		}
	}
	me := f.side
	total := n.side(me, pc) - n.side(me^1, pc)
	return int(min(max(total, -maxEval), maxEval))
}

// side is the sum of the sym rules for colour c, in thousandths.
func (n *nativeExample5) side(c, pc int) int64 {
	f := &n.f
	s := f.material(c) // totalPieceValue
	opening, endgame := pc > 11, pc < 5
	centre, wide := f.rules.Centre(), f.rules.WideCentre()
	if !endgame { // centerDomination, castling, kingSafety
		occ := f.occ(c)
		s += 120*int64(occ.And(centre).Count()) + 40*int64(occ.And(wide).AndNot(centre).Count())
		if f.castled(c, true) || f.castled(c, false) {
			s += 300
		}
		s += n.kingSafety(c)
	}
	pawns := f.ofKind(c, kPawn)
	for m := pawns; ; {
		i := m.Pop()
		if i < 0 {
			break
		}
		rank, col := rankOf(i, c), i%8
		if opening || endgame { // forwardPawnLine
			s += int64(rank-2) * 30
		}
		if f.view.Doubled(i) {
			s -= 100
		}
		if f.view.Isolated(i) {
			s -= 150
		}
		if rank >= 3 { // pstPawn: (rank - 2) * (1 2 3 4 4 3 2 1 by file)
			s += int64(rank-2) * int64(min(col, 7-col)+1) * 10
		} else if col == 3 || col == 4 {
			s -= 50
		}
	}
	s += n.minors(c)
	for m := f.ofKind(c, kRook); ; { // pstRook
		i := m.Pop()
		if i < 0 {
			break
		}
		if rankOf(i, c) == 7 {
			if endgame {
				s += 120
			} else {
				s += 80
			}
		}
	}
	if opening { // pstQueen
		s += n.queens(c)
	}
	return s + n.pstKing(c, endgame)
}

// minors is pstKnight and pstBishop.
func (n *nativeExample5) minors(c int) int64 {
	f := &n.f
	centre, wide := f.rules.Centre(), f.rules.WideCentre()
	var s int64
	for m := f.ofKind(c, kKnight); ; {
		i := m.Pop()
		if i < 0 {
			break
		}
		switch {
		case corners.Has(i):
			s -= 100
		case edges.Has(i):
			s -= 50
		case centre.Has(i):
			s += 100
		case wide.Has(i):
			s += 50
		case knightHome.Has(i):
			s += 30
		}
	}
	for m := f.ofKind(c, kBishop); ; {
		i := m.Pop()
		if i < 0 {
			break
		}
		switch {
		case edges.Has(i):
			s -= 50
		case bishopGood.Has(i):
			s += 120
		case bishopFair.Has(i):
			s += 100
		case bishopPoor.Has(i):
			s += 50
		default:
			s += 30
		}
	}
	return s
}

// queens is pstQueen in the opening: a queen off its d-square while a
// minor piece's first-row square is still occupied.
func (n *nativeExample5) queens(c int) int64 {
	f := &n.f
	home := whiteMinors
	if c == black {
		home = blackMinors
	}
	if home.And(f.view.All()).IsEmpty() {
		return 0
	}
	var s int64
	for m := f.ofKind(c, kQueen); ; {
		i := m.Pop()
		if i < 0 {
			break
		}
		if !(i%8 == 3 && rankOf(i, c) == 1) {
			s -= 40
		}
	}
	return s
}

// kingSafety is the rule of that name, outside the endgame: the files next
// to the king, open, half-open or closed.
func (n *nativeExample5) kingSafety(c int) int64 {
	f := &n.f
	kcol := f.king(c) % 8
	lo, hi := max(kcol-1, 0), min(kcol+1, 7)
	files := int64(hi - lo + 1)
	s := -300 * files
	closed := divRound(300_000, files*1000)
	var near [2]board.Set
	for col := lo; col <= hi; col++ {
		for colour := range 2 {
			near[colour] = near[colour].Or(f.ofKind(colour, kPawn).And(fileSets[col]))
		}
	}
	for colour := range 2 {
		for m := near[colour]; ; {
			i := m.Pop()
			if i < 0 {
				break
			}
			if f.view.Doubled(i) {
				s += 75
			} else {
				s += 150
			}
		}
	}
	for m := near[c]; ; {
		i := m.Pop()
		if i < 0 {
			break
		}
		d1 := f.view.Doubled(i)
		for o := near[c^1].And(fileSets[i%8]); ; {
			j := o.Pop()
			if j < 0 {
				break
			}
			switch d2 := f.view.Doubled(j); {
			case d1 && d2:
				s += divRound(closed*1000, 4000)
			case d1 || d2:
				s += divRound(closed*1000, 2000)
			default:
				s += closed
			}
		}
	}
	return s
}

// fileSets are the cells of each file, from the a-file.
var fileSets = func() (out [8]board.Set) {
	for i := range 64 {
		out[i%8].Add(i)
	}
	return out
}()

// pstKing is the king's table: by rank and file while pieces remain, by
// distance to the centre in the endgame.
func (n *nativeExample5) pstKing(c int, endgame bool) int64 {
	f := &n.f
	k := f.king(c)
	col := k % 8
	if endgame {
		switch {
		case corners.Has(k):
			return -50
		case kingNearCorn.Has(k):
			return -30
		case kingNearEdge.Has(k):
			return -10
		case edges.Has(k):
			return 0
		}
		if centre := f.rules.Centre(); centre.Has(k) {
			return 150
		}
		if wide := f.rules.WideCentre(); wide.Has(k) {
			return 100
		}
		return 50
	}
	rank := rankOf(k, c)
	if rank == 1 {
		return [8]int64{20, 100, 40, 0, 0, 70, 100, 20}[col]
	}
	edge := col <= 1 || col >= 6
	away := [9][2]int64{2: {-50, -30}, 3: {-80, -50}, 4: {-130, -80}, 5: {-210, -130}, 6: {-340, -210}, 7: {-550, -340}, 8: {-890, -550}}
	if edge {
		return away[rank][1]
	}
	return away[rank][0]
}
