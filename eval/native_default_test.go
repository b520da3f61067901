package eval

import (
	"testing"

	"github.com/chespel/chespel/board"
	"github.com/stretchr/testify/require"
)

// nativeDefault is the default bot (eval/default.chs) by hand, as an
// engine author would write it: PeSTO's values and tables (the ones
// pesto_native_test.go lays out), tapered by the phase, and the knowledge
// terms, each score rounded as the bot rounds it (every taper to the
// thousandth, half away from zero), plus its endgame blocks.
type nativeDefault struct {
	f        facts
	pesto    *pestoNative
	endgames loneKingBlocks
}

func newNativeDefault(tb testing.TB) nativeBot {
	r, err := board.Chess()
	require.NoError(tb, err)
	return &nativeDefault{pesto: newPestoNative(tb, r), endgames: newLoneKingBlocks(tb)}
}

// defaultPhase is the phase weight of each kind (knight 1, bishop 1, rook
// 2, queen 4) and the start's total.
var defaultPhase = [6]int64{0, 1, 1, 2, 4, 0}

const defaultPhaseTotal = 24

// taperer blends a middlegame and an endgame value (thousandths) at one
// position's phase, rounding half away from zero as taper does.
type taperer int64

func (ph taperer) taper(mg, eg int64) int64 {
	return divRound(mg*int64(ph)+eg*(defaultPhaseTotal-int64(ph)), defaultPhaseTotal)
}

func (n *nativeDefault) evaluate(p *board.Position) int {
	f := &n.f
	f.load(p)
	if drawReason(p) != "" {
		return 0
	}
	var ph int64
	for c := range 2 {
		for k, w := range defaultPhase {
			ph += int64(f.ofKind(c, k).Count()) * w
		}
	}
	t := taperer(min(ph, defaultPhaseTotal))
	me := f.side
	total := n.side(me, t) - n.side(me^1, t) + t.taper(100, 50) // tempo
	total += n.endgames.score(f, p)
	return int(min(max(total, -maxEval), maxEval))
}

// side is the sum of the default bot's sym rules for colour c.
func (n *nativeDefault) side(c int, t taperer) int64 {
	f := &n.f
	s := n.pieces(c, t)
	if f.ofKind(c, kBishop).Count() >= 2 {
		s += t.taper(300, 500) // bishopPair
	}
	s += n.mobility(c, t) + n.rooks(c, t) + n.pawns(c, t)
	return s + n.kingSafety(c, t)
}

// pieces is material and placement: each piece's value plus its table's,
// tapered once.
func (n *nativeDefault) pieces(c int, t taperer) int64 {
	f := &n.f
	var mg, eg int64
	for k, pc := range n.pesto.piece {
		for m := f.ofKind(c, k); ; {
			i := m.Pop()
			if i < 0 {
				break
			}
			mg += int64(n.pesto.mg[c][pc][i]) * 10
			eg += int64(n.pesto.eg[c][pc][i]) * 10
		}
	}
	return t.taper(mg, eg)
}

// mobility counts the moves of the minor pieces, rooks and queens.
func (n *nativeDefault) mobility(c int, t taperer) int64 {
	var moves [6]int64
	for _, k := range []int{kKnight, kBishop, kRook, kQueen} {
		for m := n.f.ofKind(c, k); ; {
			i := m.Pop()
			if i < 0 {
				break
			}
			moves[k] += int64(n.f.view.Mobility(i))
		}
	}
	minors := moves[kKnight] + moves[kBishop]
	return t.taper(40*minors+20*moves[kRook]+10*moves[kQueen], 40*minors+40*moves[kRook]+20*moves[kQueen])
}

// rooks scores rooks on open and half-open files.
func (n *nativeDefault) rooks(c int, t taperer) int64 {
	var s int64
	for m := n.f.ofKind(c, kRook); ; {
		i := m.Pop()
		if i < 0 {
			break
		}
		switch {
		case n.f.view.FileOpen(i % 8):
			s += t.taper(250, 100)
		case n.f.view.FileHalfOpen(i%8, board.Color(c)):
			s += t.taper(100, 50)
		}
	}
	return s
}

// pawns is the pawn structure rule.
func (n *nativeDefault) pawns(c int, t taperer) int64 {
	f := &n.f
	var s int64
	for m := f.ofKind(c, kPawn); ; {
		i := m.Pop()
		if i < 0 {
			break
		}
		if f.view.Passed(i) {
			r := int64(rankOf(i, c) - 1)
			s += t.taper(10, 30) * r * r
			if f.view.ProtectedPassed(i) {
				s += t.taper(50, 150)
			}
			if !f.view.KingInSquare(i) && f.material(c^1) == 0 {
				s += 5000 - 1000*int64(f.view.PromotionDistance(i))
			}
		}
		if f.view.Doubled(i) {
			s += t.taper(-100, -200)
		}
		if f.view.Isolated(i) {
			s += t.taper(-100, -150)
		}
	}
	return s
}

// kingSafety weighs the opponent's attacks into colour c's king zone, once
// two of its pieces take part.
func (n *nativeDefault) kingSafety(c int, t taperer) int64 {
	weights := [...]struct {
		kind   int
		weight int64
	}{{kQueen, 80}, {kRook, 40}, {kBishop, 20}, {kKnight, 20}}
	var attacks, attackers int64
	for _, w := range weights {
		a, n := n.f.view.ZoneAttacks(board.Color(c^1), board.Kind(w.kind))
		attacks += int64(a) * w.weight
		attackers += int64(n)
	}
	if attackers < 2 {
		return 0
	}
	return t.taper(-attacks, 0)
}
