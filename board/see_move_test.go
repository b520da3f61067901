package board

import (
	"testing"

	"github.com/chespel/chespel/carn"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestMoveSEE pins the static exchange of moves: plain, defended and
// losing captures, x-rays behind a capturer, a king that may capture only
// an undefended piece, en passant, a promotion, a quiet move onto an
// attacked cell, castling.
func TestMoveSEE(t *testing.T) {
	r, err := Chess()
	require.NoError(t, err)
	for _, tc := range []struct {
		fen, move string
		want      int
	}{
		{"4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1", "e4d5", 1000},
		{"4k3/8/2p5/3p4/4P3/8/8/4K3 w - - 0 1", "e4d5", 0},
		{"4k3/8/2p5/3p4/8/8/8/3QK3 w - - 0 1", "d1d5", -8000},
		{"3rk3/8/8/3p4/8/8/3R4/3RK3 w - - 0 1", "d2d5", 1000},
		{"3rk3/8/8/3p4/8/8/8/3RK3 w - - 0 1", "d1d5", -4000},
		{"4k3/8/8/8/8/8/3p4/4K3 w - - 0 1", "e1d2", 1000},
		{"4k3/8/8/3n4/4P3/8/8/4K3 w - - 0 1", "e4d5", 3000},
		{"4k3/8/4p3/3n4/4P3/8/8/4K3 w - - 0 1", "e4d5", 2000},
		{"4k3/8/4p3/3n4/8/8/8/3RK3 w - - 0 1", "d1d5", -2000},
		{"4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "e5d6", 1000},
		{"4k3/2p5/8/3pP3/8/8/8/4K3 w - d6 0 1", "e5d6", 0},
		{"3rk3/2P5/8/8/8/8/8/4K3 w - - 0 1", "c7d8q", 4000},
		{"4k3/8/2p5/8/8/8/8/3QK3 w - - 0 1", "d1d5", -9000},
		{"4k3/8/2p5/8/8/8/8/3RK3 w - - 0 1", "d1d4", 0},
		{"4k3/8/8/8/8/8/8/4K2R w K - 0 1", "e1g1", 0},
		{"4k3/8/8/8/3r4/8/3R4/3QK3 w - - 0 1", "d2d4", 5000},
	} {
		p, err := r.ParseFEN(tc.fen)
		require.NoError(t, err, tc.fen)
		m, err := p.ParseMove(tc.move)
		require.NoError(t, err, "%s %s", tc.fen, tc.move)
		assert.Equal(t, tc.want, p.SEE(m), "%s %s", tc.fen, tc.move)
		for _, th := range []int{tc.want - 1, tc.want, tc.want + 1} {
			assert.Equal(t, tc.want >= th, p.SEEGE(m, th), "%s %s >= %d", tc.fen, tc.move, th)
		}
		assert.Equal(t, tc.fen, p.FEN(), "%s %s: position unchanged", tc.fen, tc.move)
	}
}

// TestMoveSEEXiangqiCannon pins a cannon's exchange: the chariot that takes
// back on b8 finds its file open, and a cannon behind needs a screen, which
// the exchange itself makes and removes.
func TestMoveSEEXiangqiCannon(t *testing.T) {
	r, value := xiangqiValues(t)
	for _, tc := range []struct {
		fen, move string
		want      int
	}{
		{"4k4/9/1r7/9/9/1N7/9/1C7/9/3K5 w - - 0 1", "b3b8", value('r')},
		{"4k4/1r7/1r7/9/9/1N7/9/1C7/9/3K5 w - - 0 1", "b3b8", value('r') - value('c')},
		{"1c2k4/1n7/1r7/9/9/1N7/9/1C7/9/3K5 w - - 0 1", "b3b8", value('r') - value('c')},
	} {
		p, err := r.ParseFEN(tc.fen)
		require.NoError(t, err, tc.fen)
		m, err := p.ParseMove(tc.move)
		require.NoError(t, err, "%s %s", tc.fen, tc.move)
		assert.Equal(t, tc.want, p.SEE(m), "%s %s", tc.fen, tc.move)
		assert.Equal(t, tc.fen, p.FEN(), "%s %s: position unchanged", tc.fen, tc.move)
	}
}

// TestMoveSEEEveryGame checks, on random positions of every embedded game,
// that a capture's exchange never wins more than the first capture, agrees
// with View.SEE when the mover is the only least valuable attacker, that
// SEEGE agrees with SEE, and that the position is left as it was.
func TestMoveSEEEveryGame(t *testing.T) {
	for _, name := range carn.Names() {
		r := embeddedGame(t, name)
		var v View
		for _, p := range viewPositions(t, r, 3, 40, 5) {
			v.Load(p)
			fen, hash := p.FEN(), p.Hash()
			for _, m := range p.LegalMoves(nil) {
				checkMoveSEE(t, name, p, &v, m)
			}
			require.Equal(t, fen, p.FEN(), name)
			require.Equal(t, hash, p.Hash(), name)
		}
	}
}

// TestLeastAttackerIsTheFirstOfTheLeast compares the static exchange's
// choice of capturer, which tests the rays sorted by how they are tested,
// with the first of the least valuable pieces that Attackers lists, on
// every square of random positions of every embedded game: between equal
// attackers the choice decides which x-ray joins in, and so the exchange.
func TestLeastAttackerIsTheFirstOfTheLeast(t *testing.T) {
	for _, name := range carn.Names() {
		r := embeddedGame(t, name)
		for _, p := range viewPositions(t, r, 3, 40, 9) {
			for _, sq := range r.squares {
				for by := White; by <= Black; by++ {
					want, wantVal := NoSquare, 0
					for _, a := range p.Attackers(sq, by, nil) {
						if v := r.seeValue[p.At(a).Kind()]; want == NoSquare || v < wantVal {
							want, wantVal = a, v
						}
					}
					got, gotVal := p.seeLeastAttacker(sq, by)
					assert.Equal(t, r.SquareName(want), r.SquareName(got), "%s %s: %s's least attacker of %s", name, p.FEN(), by, r.SquareName(sq))
					assert.Equal(t, wantVal, gotVal, "%s %s", name, p.FEN())
				}
			}
		}
	}
}

// checkMoveSEE checks the invariants of TestMoveSEEEveryGame on one move.
func checkMoveSEE(t *testing.T, name string, p *Position, v *View, m Move) {
	r := p.Rules()
	see := p.SEE(m)
	for _, th := range []int{see - 2000, see - 300, see - 1, see, see + 1, see + 300, see + 2000, 0} {
		assert.Equal(t, see >= th, p.SEEGE(m, th), "%s %s: SEEGE %d", name, p.FEN(), th)
	}
	if !m.IsCapture() || m.IsEnPassant() || m.IsCastle() {
		return
	}
	if _, promotes := m.Promotion(); promotes {
		return
	}
	assert.LessOrEqual(t, see, r.Value(m.Captured().Kind()), "%s %s: at most the victim", name, p.FEN())
	moverVal, unique := r.Value(m.Piece().Kind()), true
	for _, a := range p.Attackers(m.To(), p.SideToMove(), nil) {
		if val := r.Value(p.At(a).Kind()); a != m.From() && val <= moverVal || r.IsRoyal(p.At(a).Kind()) {
			unique = false
		}
	}
	if unique {
		assert.Equal(t, v.SEE(r.Index(m.To()), p.SideToMove()), see, "%s %s %v", name, p.FEN(), m)
	}
}

// BenchmarkSEEGE times SEEGE(m, 0) over every legal move of position 6
// (the search asks it of each capture it orders and each it might skip in
// quiescence), reporting moves per second and allocations.
func BenchmarkSEEGE(b *testing.B) {
	p := mustFEN(b, chess(b), position6)
	moves := p.LegalMoves(nil)
	b.ReportAllocs()
	n := 0
	for b.Loop() {
		for _, m := range moves {
			if p.SEEGE(m, 0) {
				n++
			}
		}
	}
	b.ReportMetric(float64(b.N*len(moves))/b.Elapsed().Seconds(), "moves/s")
}

// xiangqiValues compiles the embedded xiangqi and returns it with the value
// of a kind given by its letter.
func xiangqiValues(t *testing.T) (*Rules, func(letter byte) int) {
	rs, err := carn.Embedded("xiangqi")
	require.NoError(t, err)
	r, err := Compile(rs)
	require.NoError(t, err)
	value := func(letter byte) int {
		k, ok := r.KindOfLetter(letter)
		require.True(t, ok)
		return r.Value(k)
	}
	return r, value
}
