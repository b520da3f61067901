package eval

import (
	"math/bits"
	"testing"

	"github.com/chespel/chespel/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// squareMask turns board squares into the evaluator's mask.
func squareMask(g *geometry, squares []board.Square) uint64 {
	var m uint64
	for _, sq := range squares {
		m |= bit(int(g.index[sq]))
	}
	return m
}

// TestFactsMatchBoard checks the evaluator's own attack tables against the
// board's AttacksFrom and Attackers, and its draw by material against
// InsufficientMaterial, on the benchmark positions and a few endings.
func TestFactsMatchBoard(t *testing.T) {
	g, err := chessGeometry()
	require.NoError(t, err)
	positions := benchPositions(t)
	for _, fen := range []string{"4k3/8/8/8/8/8/8/3BKB2 w - - 0 1", "4k3/8/8/8/8/8/8/2B1KB2 w - - 0 1",
		"4k3/8/8/8/8/8/8/4KN2 w - - 0 1", "4kn2/8/8/8/8/8/8/4KN2 w - - 0 1", "4kb2/8/8/8/8/8/8/3BK3 w - - 0 1"} {
		positions = append(positions, position(t, fen))
	}
	var f facts
	for _, p := range positions {
		require.NoError(t, f.load(g, p))
		for i := range 64 {
			sq := g.rules.SquareAt(i)
			for c := range 2 {
				want := squareMask(g, p.Attackers(sq, board.Color(c), nil))
				assert.Equal(t, want, f.attackers(i, c), "attackers of %s by %d in %s", cellName(i), c, p.FEN())
			}
			if f.all&bit(i) != 0 {
				want := squareMask(g, p.AttacksFrom(sq, nil))
				assert.Equal(t, want, f.attacks(i), "attacks from %s in %s", cellName(i), p.FEN())
			}
		}
		assert.Equal(t, p.InsufficientMaterial(), f.insufficientMaterial(), "insufficient material in %s", p.FEN())
		assert.Equal(t, p.InCheck(), f.inCheck(f.side), "in check in %s", p.FEN())
	}
}

// TestMobilityCountsPseudoLegalMoves compares a player's mobility with the
// legal moves where no piece is pinned and nothing is in check, castling
// left out and promotions counted once.
func TestMobilityCountsPseudoLegalMoves(t *testing.T) {
	g, err := chessGeometry()
	require.NoError(t, err)
	for _, fen := range []string{
		"4k3/8/8/8/8/8/8/4K3 w - - 0 1",
		"4k3/1P6/8/8/3N4/8/4P3/4K3 w - - 0 1",
		"r3k3/8/8/3pP3/8/8/8/4K2R w - d6 0 1",
	} {
		p := position(t, fen)
		var f facts
		require.NoError(t, f.load(g, p))
		seen := map[[2]board.Square]bool{}
		for _, m := range p.LegalMoves(nil) {
			if !m.IsCastle() && !m.IsEnPassant() {
				seen[[2]board.Square{m.From(), m.To()}] = true
			}
		}
		assert.Equal(t, len(seen), f.playerMobility(f.side), "mobility in %s", fen)
		assert.Equal(t, bits.OnesCount64(f.occ[f.side]), p.Count(p.SideToMove()), "pieces in %s", fen)
	}
}
