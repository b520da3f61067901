package eval

import "github.com/chespel/chespel/board"

// nativeSeventy is testdata/bots/seventy.chs by hand, written as an engine
// author would: one pass over each kind of piece adds up every term that
// reads it.
type nativeSeventy struct {
	f facts
}

// ten is 10 points of material in thousandths: seventy's line between the
// middlegame king and the endgame king.
const ten = 10_000

// seventyValues are the bot's own piece values, pawn to queen.
var seventyValues = [5]int64{1000, 3200, 3300, 5000, 9500}

func (n *nativeSeventy) evaluate(p *board.Position) int {
	f := &n.f
	f.load(p)
	if drawReason(p) != "" {
		return 0
	}
	me := f.side
	total := n.side(me) - n.side(me^1) + n.mover(me)
	return int(min(max(total, -maxEval), maxEval))
}

// mover is the rules for the side to move only: hanging, ahead, tempo.
func (n *nativeSeventy) mover(me int) int64 {
	f := &n.f
	hanging := f.attacked(me ^ 1).AndNot(f.attacked(me))
	s := int64(100)
	for k := kPawn; k <= kQueen; k++ {
		s -= int64(f.ofKind(me, k).And(hanging).Count()) * f.values[k] / 10
	}
	if f.material(me) > f.material(me^1)+2000 {
		s += 100
	}
	return s
}

// side is the sum of the sym rules for colour c.
func (n *nativeSeventy) side(c int) int64 {
	f := &n.f
	var s int64
	for k := kPawn; k <= kQueen; k++ {
		s += int64(f.ofKind(c, k).Count()) * seventyValues[k]
	}
	s += n.knights(c) + n.bishops(c) + n.rooks(c) + n.queens(c) + n.pawns(c) + n.king(c) + n.pieces(c)
	s += int64(f.playerMobility(c)) * 10
	return s + n.squares(c)
}

// threats returns how many of the opponent's pieces the piece on i attacks.
func (n *nativeSeventy) threats(i, c int) int64 {
	return int64(n.f.attacks(i).And(n.f.occ(c ^ 1)).Count())
}

// home reports whether the piece of kind k on i stands on its starting row.
func (n *nativeSeventy) home(i, c, k int) bool {
	return i/8 == n.f.rules.StartRow(board.Color(c), board.Kind(k))
}

func (n *nativeSeventy) knights(c int) int64 {
	f := &n.f
	centre, wide := f.rules.Centre(), f.rules.WideCentre()
	foeKing := f.king(c ^ 1)
	var s int64
	for m := f.ofKind(c, kKnight); ; {
		i := m.Pop()
		if i < 0 {
			break
		}
		mob := int64(f.view.Mobility(i))
		switch {
		case centre.Has(i):
			s += 200
		case wide.Has(i):
			s += 100
		}
		if i%8 == 0 || i%8 == 7 {
			s -= 150
		}
		if n.home(i, c, kKnight) {
			s -= 100
		}
		s += mob * 40
		if rankOf(i, c) >= 5 && !f.attackers(i, c).IsEmpty() {
			s += 150
		}
		s += n.threats(i, c) * 50
		if mob <= 2 {
			s -= 100
		}
		s += (7 - kingDistance(i, foeKing)) * 20
	}
	return s
}

func (n *nativeSeventy) bishops(c int) int64 {
	f := &n.f
	wide := f.rules.WideCentre()
	var s int64
	if f.ofKind(c, kBishop).Count() >= 2 {
		s += 300
	}
	for m := f.ofKind(c, kBishop); ; {
		i := m.Pop()
		if i < 0 {
			break
		}
		mob := int64(f.view.Mobility(i))
		s += mob * 50
		if n.home(i, c, kBishop) {
			s -= 100
		}
		if wide.Has(i) {
			s += 50
		}
		s += n.threats(i, c) * 50
		if mob <= 1 {
			s -= 200
		}
		s += int64(f.attacks(i).Count()) * 10
	}
	return s
}

func (n *nativeSeventy) rooks(c int) int64 {
	f := &n.f
	pawns := f.ofKind(c, kPawn).Or(f.ofKind(c^1, kPawn))
	foeKing := f.king(c ^ 1)
	rooks := f.ofKind(c, kRook)
	var s int64
	for m := rooks; ; {
		i := m.Pop()
		if i < 0 {
			break
		}
		rank := rankOf(i, c)
		s += 250 - 100*int64(pawns.And(fileSets[i%8]).Count())
		if rank == 7 {
			s += 200
		}
		s += int64(f.view.Mobility(i)) * 20
		others := rooks.And(rowSets[i/8])
		others.Remove(i)
		s += int64(others.Count()) * 50
		if i%8 == foeKing%8 {
			s += 50
		}
		s += n.threats(i, c) * 30
		if rank == 1 && f.view.Mobility(i) <= 2 {
			s -= 100
		}
		s += (7 - kingDistance(i, foeKing)) * 10
	}
	return s
}

// rowSets are the cells of each row, from the first.
var rowSets = func() (out [8]board.Set) {
	for i := range 64 {
		out[i/8].Add(i)
	}
	return out
}()

func (n *nativeSeventy) queens(c int) int64 {
	f := &n.f
	centre := f.rules.Centre()
	early := f.ofKind(c, kKnight).Count()+f.ofKind(c, kBishop).Count() >= 3
	king, foeKing := f.king(c), f.king(c^1)
	var s int64
	for m := f.ofKind(c, kQueen); ; {
		i := m.Pop()
		if i < 0 {
			break
		}
		s += int64(f.view.Mobility(i)) * 10
		if early && !n.home(i, c, kQueen) {
			s -= 100
		}
		if centre.Has(i) {
			s += 50
		}
		if i%8 == foeKing%8 {
			s += 30
		}
		if kingDistance(i, king) <= 2 {
			s += 20
		}
		if kingDistance(i, foeKing) <= 2 {
			s += 100
		}
	}
	return s
}

func (n *nativeSeventy) pawns(c int) int64 {
	f := &n.f
	centre, wide := f.rules.Centre(), f.rules.WideCentre()
	king, foeKing := f.king(c), f.king(c^1)
	krank := rankOf(king, c)
	middlegame := f.material(c^1) > ten
	var s int64
	for m := f.ofKind(c, kPawn); ; {
		i := m.Pop()
		if i < 0 {
			break
		}
		rank := int64(rankOf(i, c))
		s += (rank - 2) * 20
		if f.view.Doubled(i) {
			s -= 120
		}
		if f.view.Isolated(i) {
			s -= 120
		}
		if f.view.Passed(i) {
			s += 200 + (rank-2)*(rank-2)*30
		}
		if centre.Has(i) {
			s += 100
		}
		if wide.Has(i) {
			s += 30
		}
		if f.attackers(i, c).IsEmpty() {
			s -= 20
		} else {
			s += 50
		}
		s += n.threats(i, c) * 100
		switch rank {
		case 6:
			s += 100
		case 7:
			s += 300
		}
		if rank >= 5 && absInt(i%8-foeKing%8) <= 1 {
			s += 50
		}
		d := kingDistance(i, king)
		if middlegame && rank > int64(krank) {
			if d == 1 {
				s += 100
			} else if d == 2 {
				s += 50
			}
		}
		if i%8 == king%8 {
			s += 100
		}
		if !middlegame {
			s -= d * 10
		}
	}
	if f.ofKind(c, kPawn).IsEmpty() {
		s -= 300
	}
	return s
}

// king is the king's rules that read no pawn.
func (n *nativeSeventy) king(c int) int64 {
	f := &n.f
	var s int64
	castled := f.castled(c, true) || f.castled(c, false)
	if castled {
		s += 400
	} else if f.castle[c] {
		s += 100
	}
	k := f.king(c)
	for row := max(k/8-1, 0); row <= min(k/8+1, 7); row++ {
		for col := max(k%8-1, 0); col <= min(k%8+1, 7); col++ {
			s -= int64(f.attackers(col+8*row, c^1).Count()) * 50
		}
	}
	if f.inCheck(c) {
		s -= 300
	}
	if f.material(c^1) <= ten {
		s += (7000 - centreDistance(k)) * 50 / 1000
	} else if col := k % 8; rankOf(k, c) == 1 && (col <= 1 || col >= 6) {
		s += 100
	}
	return s
}

// pieces is overloaded, pinned, defended and bishopEndgame.
func (n *nativeSeventy) pieces(c int) int64 {
	f := &n.f
	var s int64
	for k := kPawn; k <= kQueen; k++ {
		for m := f.ofKind(c, k); ; {
			i := m.Pop()
			if i < 0 {
				break
			}
			if f.view.Pinned(i) {
				s -= 100
			}
			if k == kPawn {
				continue
			}
			own := f.attackers(i, c).Count()
			if f.attackers(i, c^1).Count() > own {
				s -= 50
			}
			if own > 0 {
				s += 20
			}
		}
	}
	if f.ofKind(c, kBishop).Count() > f.ofKind(c^1, kBishop).Count() && f.material(c^1) <= fourteen {
		s += 100
	}
	return s
}

// squares is space and centreControl: the fourth and fifth ranks, the
// same rows for either side, and the centre.
func (n *nativeSeventy) squares(c int) int64 {
	f := &n.f
	var s int64
	for i := 24; i < 40; i++ {
		if !f.attackers(i, c).IsEmpty() {
			s += 10
		}
	}
	for m := f.rules.Centre(); ; {
		i := m.Pop()
		if i < 0 {
			break
		}
		s += int64(f.attackers(i, c).Count()) * 30
	}
	return s
}
