package board

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// legalUCI returns the UCI text of the legal moves.
func legalUCI(p *Position) []string {
	var out []string
	for _, m := range p.LegalMoves(nil) {
		out = append(out, p.UCI(m))
	}
	return out
}

func TestCastlingFENForms(t *testing.T) {
	r := chess(t)
	for in, want := range map[string]string{
		"r3k2r/8/8/8/8/8/8/R3K2R w HAha - 0 1":       "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
		"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1":       "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
		"r3k2r/8/8/8/8/8/8/R3K2R w ahAH - 0 1":       "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
		"1k6/8/8/8/8/8/8/RK2R2R w E - 0 1":           "1k6/8/8/8/8/8/8/RK2R2R w E - 0 1",
		"1k6/8/8/8/8/8/8/RK2R2R w HA - 0 1":          "1k6/8/8/8/8/8/8/RK2R2R w KQ - 0 1",
		"rk2r3/8/8/8/8/8/8/RK2R3 w KQkq - 0 1":       "rk2r3/8/8/8/8/8/8/RK2R3 w KQkq - 0 1",
		"rk2r2r/8/8/8/8/8/8/RK2R2R w Ee - 0 1":       "rk2r2r/8/8/8/8/8/8/RK2R2R w Ee - 0 1",
		"bqnb1rkr/8/8/8/8/8/8/BQNB1RKR w HFhf - 0 1": "bqnb1rkr/8/8/8/8/8/8/BQNB1RKR w KQkq - 0 1",
	} {
		p, err := r.ParseFEN(in)
		require.NoError(t, err, in)
		assert.Equal(t, want, p.FEN(), "FEN of %s", in)
		q := mustFEN(t, r, p.FEN())
		assert.Equal(t, p.Hash(), q.Hash(), "%s reads back", in)
		assert.ElementsMatch(t, legalUCI(p), legalUCI(q), "%s reads back to the same moves", in)
	}
	for in, msg := range map[string]string{
		"1k6/8/8/8/8/8/8/RK2R2R w C - 0 1":    "fen: castling: 'C' needs a white rook on c1",
		"1k6/8/8/8/8/8/8/RK2R2R w EH - 0 1":   "fen: castling: 'H': a second white castling right on the short side",
		"1k6/8/8/8/8/8/8/RK2R2R w I - 0 1":    "fen: castling: unexpected 'I', want K, Q, k, q, a file letter a to h or -",
		"1k6/8/8/8/8/8/8/RK2R2R w k - 0 1":    "fen: castling: 'k' needs a black rook on rank 8 between the king on b8 and the h-file",
		"1k6/8/8/8/8/8/8/R3R2R w K - 0 1":     "fen: castling: 'K' needs one white king on rank 1, got 0",
		"1k6/8/8/8/8/8/8/RK2R2R w 1 - 0 1":    "fen: castling: unexpected '1', want K, Q, k, q, a file letter or -",
		"1k6/8/8/8/8/8/8/RK2R2R w Q - 0 1":    "", // the a1 rook
		"1k6/8/8/8/8/8/8/R1K1R2R w B - 0 1":   "fen: castling: 'B' needs a white rook on b1",
		"1k6/8/8/8/8/8/K7/R3R2R w Q - 0 1":    "fen: castling: 'Q' needs one white king on rank 1, got 0",
		"1k6/8/8/8/8/8/8/1K2R2R w Q - 0 1":    "fen: castling: 'Q' needs a white rook on rank 1 between the a-file and the king on b1",
		"1k6/8/8/8/8/8/8/RK2R2R w KQkq - 0 1": "fen: castling: 'k' needs a black rook on rank 8 between the king on b8 and the h-file",
	} {
		_, err := r.ParseFEN(in)
		if msg == "" {
			assert.NoError(t, err, in)
			continue
		}
		assert.EqualError(t, err, msg, in)
	}
}

func TestCastlingUCIText(t *testing.T) {
	r := chess(t)
	p := mustFEN(t, r, "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1")
	assert.Subset(t, legalUCI(p), []string{"e1g1", "e1c1"}, "standard notation")
	assert.False(t, p.Chess960())
	for _, text := range []string{"e1g1", "e1h1"} {
		m, err := p.ParseUCI(text)
		require.NoError(t, err, text)
		assert.True(t, m.IsCastle(), "%s castles", text)
		assert.Equal(t, "O-O", p.SAN(m), text)
	}
	p.SetChess960(true)
	assert.Subset(t, legalUCI(p), []string{"e1h1", "e1a1"}, "king takes rook")
	assert.True(t, p.Clone().Chess960(), "Clone keeps the setting")
	m, err := p.ParseUCI("e1g1")
	require.NoError(t, err)
	assert.Equal(t, "e1h1", p.UCI(m), "e1g1 still reads as castling")

	// A Chess960 position always writes king takes rook: b1c1 is a king move.
	q := mustFEN(t, r, "1k6/8/8/8/8/8/8/RK5R w KQ - 0 1")
	assert.True(t, q.Chess960())
	assert.Subset(t, legalUCI(q), []string{"b1a1", "b1h1", "b1c1"})
	m, err = q.ParseUCI("b1c1")
	require.NoError(t, err)
	assert.False(t, m.IsCastle(), "b1c1 is the king's step")
	m, err = q.ParseUCI("b1a1")
	require.NoError(t, err)
	assert.Equal(t, "O-O-O", q.SAN(m))
}

func TestChess960CastlingRules(t *testing.T) {
	r := chess(t)
	// The king stays on g1, the rook goes to f1.
	p := mustFEN(t, r, "6k1/8/8/8/8/8/8/6KR w H - 0 1")
	m, err := p.ParseUCI("g1h1")
	require.NoError(t, err)
	assert.Equal(t, "O-O", p.SAN(m))
	u := p.Make(m)
	assert.Equal(t, "6k1/8/8/8/8/8/8/5RK1 b - - 1 1", p.FEN())
	p.Unmake(m, u)
	assert.Equal(t, "6k1/8/8/8/8/8/8/6KR w K - 0 1", p.FEN())
	assert.Equal(t, mustFEN(t, r, p.FEN()).Hash(), p.Hash(), "the hash is restored")

	// The b1 rook shields the c1 king from the a1 queen: long castling
	// would expose it, short castling is legal.
	p = mustFEN(t, r, "4k3/8/8/8/8/8/8/qRK4R w KQ - 0 1")
	assert.Contains(t, legalUCI(p), "c1h1")
	assert.NotContains(t, legalUCI(p), "c1b1")

	// Every square the king or the rook crosses must be empty but for them.
	p = mustFEN(t, r, "4k3/8/8/8/8/8/8/RK1N3R w KQ - 0 1")
	assert.NotContains(t, legalUCI(p), "b1h1", "the d1 knight is in the king's way")
	assert.NotContains(t, legalUCI(p), "b1a1", "the d1 knight stands where the rook goes")
}
