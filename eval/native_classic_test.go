package eval

import (
	"testing"

	"github.com/chespel/chespel/board"
	"github.com/chespel/chespel/ormulogun"
	"github.com/stretchr/testify/require"
)

// nativeClassic is the classic bot (testdata/bots/classic.chs, the default
// bot until it was tapered) by hand: its evaluation module and its endgame
// blocks.
type nativeClassic struct {
	f        facts
	endgames loneKingBlocks
}

func newNativeClassic(tb testing.TB) nativeBot {
	return &nativeClassic{endgames: newLoneKingBlocks(tb)}
}

// loneKingBlocks are the endgame blocks KQk and KRk that the classic and
// the default bot share, each applying from either side.
type loneKingBlocks [2]*ormulogun.Spec

func newLoneKingBlocks(tb testing.TB) loneKingBlocks {
	var b loneKingBlocks
	for i, s := range []string{"KQk", "KRk"} {
		spec, err := ormulogun.Parse(s)
		require.NoError(tb, err, s)
		b[i] = spec
	}
	return b
}

// score is the blocks' score for the side to move of p, whose facts f holds.
func (b loneKingBlocks) score(f *facts, p *board.Position) int64 {
	var s int64
	for _, spec := range b {
		switch {
		case ormulogun.Match(spec, p, p.SideToMove()):
			s += mate(f, f.side)
		case ormulogun.Match(spec, p, p.SideToMove().Other()):
			s -= mate(f, f.side^1)
		}
	}
	return s
}

// fourteen is 14 points of material, in thousandths: the classic bot's
// line between its king's safety and its activity.
const fourteen = 14_000

func (n *nativeClassic) evaluate(p *board.Position) int {
	f := &n.f
	f.load(p)
	if drawReason(p) != "" {
		return 0
	}
	me := f.side
	total := n.side(me) - n.side(me^1) + n.loose(me) + 100 // tempo
	total += n.endgames.score(f, p)
	return int(min(max(total, -maxEval), maxEval))
}

// centreDistance is |col - 4.5| + |row - 4.5| of cell i, in thousandths.
func centreDistance(i int) int64 {
	return int64(absInt(2*(i%8)-7)+absInt(2*(i/8)-7)) * 500
}

// kingDistance is the distance between two cells in king moves.
func kingDistance(a, b int) int64 {
	return int64(max(absInt(a%8-b%8), absInt(a/8-b/8)))
}

// mate is an endgame block's rule for the stronger side, colour strong:
// the lone king to the edge, the kings close. The block is negated when
// the lone king is to move.
func mate(f *facts, strong int) int64 {
	s, w := f.king(strong), f.king(strong^1)
	return centreDistance(w)*300/1000 + (7-kingDistance(s, w))*200
}

// side is the sum of the classic bot's sym rules for colour c.
func (n *nativeClassic) side(c int) int64 {
	f := &n.f
	var s int64
	for k := kPawn; k <= kQueen; k++ { // material
		s += int64(f.ofKind(c, k).Count()) * f.values[k]
	}
	bishops := int64(f.ofKind(c, kBishop).Count())
	s += bishops * (bishops - 1) * 150 // bishopPair: ordered pairs
	s += n.pieces(c)
	s += n.pawns(c)
	if f.material(c^1) > fourteen {
		s += n.kingSafety(c)
	} else {
		s += (7000 - centreDistance(f.king(c))) * 80 / 1000 // kingActivity
	}
	return s + int64(f.playerMobility(c))*30 // mobility
}

// pieces is knightPlace, lines, rooks and development.
func (n *nativeClassic) pieces(c int) int64 {
	f := &n.f
	var s int64
	for m := f.ofKind(c, kKnight); ; {
		i := m.Pop()
		if i < 0 {
			break
		}
		s += 250 - centreDistance(i)*70/1000
		if i/8 == f.rules.StartRow(board.Color(c), kKnight) {
			s -= 150
		}
	}
	for m := f.ofKind(c, kBishop); ; {
		i := m.Pop()
		if i < 0 {
			break
		}
		s += int64(f.attacks(i).Count()) * 40
		if i/8 == f.rules.StartRow(board.Color(c), kBishop) {
			s -= 150
		}
	}
	for m := f.ofKind(c, kQueen); ; {
		i := m.Pop()
		if i < 0 {
			break
		}
		s += int64(f.attacks(i).Count()) * 10
	}
	pawns := f.ofKind(c, kPawn)
	for m := f.ofKind(c, kRook); ; {
		i := m.Pop()
		if i < 0 {
			break
		}
		s += 200 - 200*int64(pawns.And(fileSets[i%8]).Count())
		if rankOf(i, c) == 7 {
			s += 250
		}
	}
	return s
}

// pawns is the pawn structure rule.
func (n *nativeClassic) pawns(c int) int64 {
	f := &n.f
	var s int64
	centre := f.rules.Centre()
	for m := f.ofKind(c, kPawn); ; {
		i := m.Pop()
		if i < 0 {
			break
		}
		if f.view.Doubled(i) {
			s -= 150
		}
		if f.view.Isolated(i) {
			s -= 150
		}
		if f.view.Passed(i) {
			r := int64(rankOf(i, c) - 2)
			s += 100 + r*r*40
		}
		if centre.Has(i) {
			s += 150
		}
	}
	return s
}

// kingSafety is the rule of that name, while the opponent has more than
// 14 points of material.
func (n *nativeClassic) kingSafety(c int) int64 {
	f := &n.f
	var s int64
	switch {
	case f.castled(c, true) || f.castled(c, false):
		s += 300
	case !f.castle[c]:
		s -= 300
	}
	k := f.king(c)
	krank := rankOf(k, c)
	for m := f.ofKind(c, kPawn); ; {
		i := m.Pop()
		if i < 0 {
			break
		}
		if kingDistance(i, k) == 1 && rankOf(i, c) > krank {
			s += 120
		}
	}
	for row := max(k/8-1, 0); row <= min(k/8+1, 7); row++ {
		for col := max(k%8-1, 0); col <= min(k%8+1, 7); col++ {
			s -= int64(f.attackers(col+8*row, c^1).Count()) * 60
		}
	}
	return s
}

// loose is loosePieces, for the side to move only: a tenth of the value of
// each of its pieces that the opponent attacks and it does not defend.
func (n *nativeClassic) loose(me int) int64 {
	f := &n.f
	hanging := f.attacked(me ^ 1).AndNot(f.attacked(me))
	var s int64
	for k := kKnight; k <= kQueen; k++ {
		s -= int64(f.ofKind(me, k).And(hanging).Count()) * f.values[k] / 10
	}
	return s
}
