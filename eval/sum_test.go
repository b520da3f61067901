package eval

import (
	"math/big"
	"strings"
	"testing"

	"github.com/chespel/chespel/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// PeSTO's knight tables (Chess Programming Wiki), in centipawns, a8 first.
var (
	pestoKnightMg = [64]int64{
		-167, -89, -34, -49, 61, -97, -15, -107,
		-73, -41, 72, 36, 23, 62, 7, -17,
		-47, 60, 37, 65, 84, 129, 73, 44,
		-9, 17, 19, 53, 37, 69, 18, 22,
		-13, 4, 16, 13, 28, 19, 21, -8,
		-23, -9, 12, 10, 19, 17, 25, -16,
		-29, -53, -12, -3, -1, 18, -14, -19,
		-105, -21, -58, -33, -17, -28, -19, -23,
	}
	pestoKnightEg = [64]int64{
		-58, -38, -13, -28, -31, -27, -63, -99,
		-25, -8, -25, -2, -9, -25, -24, -52,
		-24, -20, 10, 9, -1, -9, -19, -41,
		-17, 3, 22, 22, 22, 11, 8, -18,
		-18, -6, 16, 25, 16, 17, 4, -18,
		-23, -3, -1, 15, 10, -3, -20, -22,
		-42, -20, -10, -5, -2, -20, -23, -44,
		-29, -51, -23, -15, -22, -18, -50, -64,
	}
)

// chsTable writes a table of centipawns as a Chespel table in pawns.
func chsTable(name string, cp [64]int64) string {
	var b strings.Builder
	b.WriteString("table " + name + " = [\n")
	for i, v := range cp {
		if i%8 == 0 {
			b.WriteString("\t")
		}
		b.WriteString(num{v * 10, false}.String() + ",")
		if i%8 == 7 {
			b.WriteString("\n")
		} else {
			b.WriteString(" ")
		}
	}
	return b.String() + "]\n"
}

// TestSumTaperIsPeSTO checks PeSTO's blend written with phase weights,
// tables, sum and taper: the middlegame and endgame differences of the
// knights' table values, blended once by min(24, weights) / 24, equal the
// exact rational blend rounded once to thousandths, on every native
// position (both colours, the ranks turned for black).
func TestSumTaperIsPeSTO(t *testing.T) {
	src := "module evaluation\nphase weights: knight = 1, bishop = 1, rook = 2, queen = 4\n" +
		chsTable("knightMg", pestoKnightMg) + chsTable("knightEg", pestoKnightEg) +
		"rule knights:\n" +
		"\tlet mg = sum(piece p with player == me, type == knight: knightMg.of(p)) - sum(piece p with player == foe, type == knight: knightMg.of(p))\n" +
		"\tlet eg = sum(piece p with player == me, type == knight: knightEg.of(p)) - sum(piece p with player == foe, type == knight: knightEg.of(p))\n" +
		"\tscore taper(mg, eg)\n"
	bot, diags := Load("pesto-knights.chs", []byte(src))
	require.NotNil(t, bot, "%v", diags)
	e := bot.NewEvaluator()
	tested := 0
	for i, p := range nativePositions(t) {
		if drawReason(p) != "" {
			continue
		}
		tested++
		got, err := e.Evaluate(p)
		require.NoError(t, err)
		assert.Equal(t, pestoKnights(p), int64(got), "position %d %s", i, p.FEN())
	}
	assert.GreaterOrEqual(t, tested, 200, "positions compared")
}

// pestoKnights is the same blend in Go: exact, in thousandths of a pawn.
func pestoKnights(p *board.Position) int64 {
	r := p.Rules()
	weights := map[string]int64{"knight": 1, "bishop": 1, "rook": 2, "queen": 4}
	var phase, mg, eg int64
	for c := range 2 {
		sign := int64(1)
		if board.Color(c) != p.SideToMove() {
			sign = -1
		}
		for sq := range p.Pieces(board.Color(c)) {
			name := r.KindName(p.At(sq).Kind())
			phase += weights[name]
			if name != "knight" {
				continue
			}
			rank := r.Rank(sq)
			if board.Color(c) == board.Black {
				rank = r.Ranks() - 1 - rank
			}
			i := (r.Ranks()-1-rank)*r.Files() + r.File(sq)
			mg += sign * pestoKnightMg[i]
			eg += sign * pestoKnightEg[i]
		}
	}
	phase = min(phase, 24)
	// (mg × phase + eg × (24 - phase)) / 24 centipawns, × 10 for thousandths
	blend := big.NewRat(10*(mg*phase+eg*(24-phase)), 24)
	return roundRat(blend)
}
