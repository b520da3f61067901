package eval

import (
	"testing"

	"github.com/chespel/chespel/board"
	"github.com/stretchr/testify/require"
)

// nativeDefault is the default bot (eval/default.chs) by hand, as an
// engine author would write it: its piece values and tables
// (native_default_tables_test.go), tapered by the phase, and the knowledge
// terms, each score rounded as the bot rounds it (every taper to the
// thousandth, half away from zero), plus its endgame blocks.
type nativeDefault struct {
	f        facts
	piece    []int           // board.Kind -> row of the tables (PeSTO's order)
	mg, eg   [2][6][64]int64 // value plus table, by colour, row and dense index
	endgames loneKingBlocks
}

func newNativeDefault(tb testing.TB) nativeBot {
	r, err := board.Chess()
	require.NoError(tb, err)
	n := &nativeDefault{piece: newPestoNative(tb, r).piece, endgames: newLoneKingBlocks(tb)}
	for pc := range 6 {
		for i := range 64 {
			sq := (7-i/8)*8 + i%8 // the table's square of dense index i, for white
			n.mg[0][pc][i] = defaultMgValue[pc] + defaultMgTable[pc][sq]
			n.eg[0][pc][i] = defaultEgValue[pc] + defaultEgTable[pc][sq]
			n.mg[1][pc][i] = defaultMgValue[pc] + defaultMgTable[pc][sq^56]
			n.eg[1][pc][i] = defaultEgValue[pc] + defaultEgTable[pc][sq^56]
		}
	}
	return n
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
	total := n.side(me, t) - n.side(me^1, t) + t.taper(444, 88) // tempo
	total += n.endgames.score(f, p)
	return int(min(max(total, -maxEval), maxEval))
}

// side is the sum of the default bot's sym rules for colour c.
func (n *nativeDefault) side(c int, t taperer) int64 {
	f := &n.f
	s := n.pieces(c, t)
	if f.ofKind(c, kBishop).Count() >= 2 {
		s += t.taper(134, 459) // bishopPair
	}
	s += n.mobility(c, t) + n.rooks(c, t) + n.pawns(c, t)
	s += n.kingSafety(c, t) + n.threats(c, t) + n.pawnShield(c, t)
	return s + n.passerKings(c, t)
}

// pieces is material and placement: each piece's value plus its table's,
// tapered once.
func (n *nativeDefault) pieces(c int, t taperer) int64 {
	f := &n.f
	var mg, eg int64
	for k, pc := range n.piece {
		for m := f.ofKind(c, k); ; {
			i := m.Pop()
			if i < 0 {
				break
			}
			mg += n.mg[c][pc][i]
			eg += n.eg[c][pc][i]
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
	return t.taper(43*minors+57*moves[kRook]+19*moves[kQueen], 19*minors+0*moves[kRook]+70*moves[kQueen])
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
			s += t.taper(547, 0)
		case n.f.view.FileHalfOpen(i%8, board.Color(c)):
			s += t.taper(212, 300)
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
			s += t.taper(0, 14) * r * r
			if f.view.ProtectedPassed(i) {
				s += t.taper(0, 250)
			}
			if !f.view.KingInSquare(i) && f.material(c^1) == 0 {
				s += 5015 - 1000*int64(f.view.PromotionDistance(i))
			}
		}
		if f.view.Doubled(i) {
			s += t.taper(-82, -120)
		}
		if f.view.Isolated(i) {
			s += t.taper(-85, -54)
		}
	}
	return s
}

// kingSafety weighs the opponent's attacks into colour c's king zone, once
// two of its pieces take part, and their count times the attackers'.
func (n *nativeDefault) kingSafety(c int, t taperer) int64 {
	weights := [...]struct {
		kind   int
		weight int64
	}{{kQueen, 189}, {kRook, 26}, {kBishop, 0}, {kKnight, 21}}
	var attacks, hits, attackers int64
	for _, w := range weights {
		a, n := n.f.view.ZoneAttacks(board.Color(c^1), board.Kind(w.kind))
		attacks += int64(a) * w.weight
		hits += int64(a)
		attackers += int64(n)
	}
	if attackers < 2 {
		return 0
	}
	return t.taper(-attacks, 0) + t.taper(-27, 0)*hits*attackers
}

// threats scores colour c's pieces (not pawns, not the king) that an
// opponent pawn attacks, or else that are hanging: attacked and not
// defended.
func (n *nativeDefault) threats(c int, t taperer) int64 {
	f := &n.f
	enemy, own := f.attacked(c^1), f.attacked(c)
	var s int64
	for _, k := range [...]int{kKnight, kBishop, kRook, kQueen} {
		for m := f.ofKind(c, k); ; {
			i := m.Pop()
			if i < 0 {
				break
			}
			switch {
			case !f.view.AttackersOfKind(i, board.Color(c^1), kPawn).IsEmpty():
				s += t.taper(-571, -385)
			case enemy.Has(i) && !own.Has(i):
				s += t.taper(-398, -198)
			}
		}
	}
	return s
}

// pawnShield counts colour c's pawns one rank in front of its castled
// king, on its col and the cols beside it.
func (n *nativeDefault) pawnShield(c int, t taperer) int64 {
	f := &n.f
	if !f.castled(c, true) && !f.castled(c, false) {
		return 0
	}
	k := f.king(c)
	var shield int64
	for m := f.ofKind(c, kPawn); ; {
		i := m.Pop()
		if i < 0 {
			break
		}
		if rankOf(i, c) == rankOf(k, c)+1 && absInt(i%8-k%8) <= 1 {
			shield++
		}
	}
	return t.taper(98, 0) * shield
}

// passerKings scores colour c's passed pawns in the endgame: the kings'
// distances to the pawn, and a free cell ahead of a pawn from rank 4 on,
// both by how far the pawn has come.
func (n *nativeDefault) passerKings(c int, t taperer) int64 {
	f := &n.f
	mine, theirs := f.king(c), f.king(c^1)
	var s int64
	for m := f.ofKind(c, kPawn); ; {
		i := m.Pop()
		if i < 0 {
			break
		}
		if !f.view.Passed(i) {
			continue
		}
		r := int64(rankOf(i, c) - 1)
		s += t.taper(0, 54) * r * int64(kingSteps(theirs, i)-kingSteps(mine, i))
		stop := i + 8
		if c == black {
			stop = i - 8
		}
		if all := f.view.All(); r >= 3 && !all.Has(stop) {
			s += t.taper(0, 111) * r
		}
	}
	return s
}

// kingSteps is the number of king steps between two cells of a chess board.
func kingSteps(a, b int) int {
	return max(absInt(a%8-b%8), absInt(a/8-b/8))
}
