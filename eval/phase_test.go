package eval

import (
	"math/big"
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"

	"github.com/chespel/chespel/board"
	"github.com/chespel/chespel/types"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// roundRat rounds a rational to an integer, half away from zero.
func roundRat(r *big.Rat) int64 {
	num, den := new(big.Int).Set(r.Num()), r.Denom()
	neg := num.Sign() < 0
	num.Abs(num)
	q, m := new(big.Int).QuoRem(num, den, new(big.Int))
	if new(big.Int).Mul(m, big.NewInt(2)).Cmp(den) >= 0 {
		q.Add(q, big.NewInt(1))
	}
	if neg {
		q.Neg(q)
	}
	return q.Int64()
}

// TestTaperExact checks taper(mg, eg) against mg * phase + eg * (1 -
// phase) in exact rationals, rounded once to thousandths, half away from
// zero, for PeSTO's weights (M0 24) and chess's values (M0 62), over
// random values and every material count.
func TestTaperExact(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for _, m0 := range []int64{24000, 62000} {
		for m := int64(0); m <= m0+3000; m += 1000 {
			e := &evaluator{}
			for range 50 {
				mg, eg := rng.Int64N(2_000_000)-1_000_000, rng.Int64N(2_000_000)-1_000_000
				mc := min(m, m0)
				phase := big.NewRat(mc, m0)
				want := new(big.Rat).Mul(big.NewRat(mg, 1), phase)
				want.Add(want, new(big.Rat).Mul(big.NewRat(eg, 1), new(big.Rat).Sub(big.NewRat(1, 1), phase)))
				got := e.taperOf(num{mg, false}, num{eg, false}, mc, m0)
				assert.Equal(t, roundRat(want), got.v, "taper(%d, %d) with M %d of %d", mg, eg, m, m0)
			}
		}
	}
}

// TestPhaseOfGames checks phase and taper on positions of chess and
// xiangqi: the start (1), material traded, bare kings (0), promotions
// past the start (still 1), and PeSTO's weights.
func TestPhaseOfGames(t *testing.T) {
	tests := []struct {
		game, weights, fen string
		phase, taper       string
	}{
		{"chess", "", "startpos", "1.0", "3.0"},
		{"chess", "", "r3k3/8/8/8/8/8/8/4K2R w - - 0 1", "0.161", "-6.226"},                                                               // two rooks: (3 × 10 - 8 × 52) / 62
		{"chess", "", "4k3/p7/8/8/8/8/P7/4K3 w - - 0 1", "0.0", "-8.0"},                                                                   // kings and pawns
		{"chess", "", "4k3/8/8/8/8/8/8/QQQQKQQQ w - - 0 1", "1.0", "3.0"},                                                                 // 63 > 62
		{"chess", "phase weights: knight = 1, bishop = 1, rook = 2, queen = 4\n", "4k3/8/2n5/8/8/5N2/8/4K3 w - - 0 1", "0.083", "-7.083"}, // 2 of 24
		{"xiangqi", "", "startpos", "1.0", "3.0"},
		{"xiangqi", "", "1nbakabn1/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/1NBAKABN1 w - - 0 1", "0.625", "-1.125"}, // the four rooks gone: 60 of 96
	}
	for _, tt := range tests {
		src := "module search\ngame = \"" + tt.game + "\"\nmodule evaluation\n" + tt.weights +
			"rule r:\n\tscore 0 \"\" ++ phase ++ \" \" ++ taper(3, -8)\n"
		bot, diags := Load("phase.chs", []byte(src))
		require.NotNil(t, bot, "%v", diags)
		p := gamePosition(t, bot.Rules(), tt.fen)
		_, _, lines, err := bot.NewEvaluator().Explain(p, true)
		require.NoError(t, err, tt.fen)
		require.NotEmpty(t, lines, tt.fen)
		assert.Equal(t, "r: 0 "+tt.phase+" "+tt.taper, lines[0], "%s %s", tt.game, tt.fen)
	}
}

// gamePosition reads startpos or a FEN of the game r.
func gamePosition(t *testing.T, r *board.Rules, fen string) *board.Position {
	if fen == "startpos" {
		return r.StartPosition()
	}
	p, err := r.ParseFEN(fen)
	require.NoError(t, err, fen)
	return p
}

// TestTableOf checks that of turns the ranks for black: one table written
// from white's side, read by a white and a black knight on mirrored cells.
func TestTableOf(t *testing.T) {
	prog, diags := types.Load("t.chs", []byte("module evaluation\ntable t = ["+ascending64()+"]\nrule r:\n\tscore 0\n"))
	require.NotNil(t, prog, "%v", diags)
	b, err := prepare("t.chs", prog, false)
	require.NoError(t, err)
	e := &b.NewEvaluator().ev
	e.facts.load(gamePosition(t, b.Rules(), "4k3/8/2n5/8/8/2N5/8/4K3 w - - 0 1"))
	n := &node{x: &node{op: opInt, k: 0}, args: []*node{{op: opInt}}}
	for _, c := range []struct {
		cell  int
		of    int64
		label string
	}{{18, 42, "white knight c3: written 43rd (c3)"}, {42, 42, "black knight c6: read as c3"}} {
		n.args[0].k = int64(c.cell)
		assert.Equal(t, c.of*1000, tableOf(e, n).v, c.label)
	}
	n.args[0].k = 42
	assert.Equal(t, int64(18*1000), tableAt(e, n).v, "at c6 as written: 19th value")
}

// ascending64 writes the values 0 to 63 in written order (a8 is 0).
func ascending64() string {
	s := "0"
	for i := 1; i < 64; i++ {
		s += ", " + strconv.Itoa(i)
	}
	return s
}

// TestTableOfXiangqi checks a table of xiangqi's 9×10 board: 90 values,
// rank 10 first, of turning the ten ranks for black.
func TestTableOfXiangqi(t *testing.T) {
	vals := make([]string, 90)
	for i := range vals {
		vals[i] = strconv.Itoa(i)
	}
	src := "module search\ngame = \"xiangqi\"\nmodule evaluation\ntable t = [" + strings.Join(vals, ", ") + "]\n" +
		"rule r:\n\tpiece p with type == general:\n\t\tscore 0 \"\" ++ p.cell ++ \" \" ++ t.of(p) ++ \" \" ++ t.at(p.cell)\n"
	bot, diags := Load("x.chs", []byte(src))
	require.NotNil(t, bot, "%v", diags)
	_, _, lines, err := bot.NewEvaluator().Explain(bot.Rules().StartPosition(), true)
	require.NoError(t, err)
	// e1: rank 1 of 10, written in the last row (81 + 4); e10, black's,
	// reads as e1 with of, and as written (row 0: 4) with at.
	assert.Equal(t, []string{"r: 0 e1 85 85", "r: 0 e10 85 4"}, lines[:2], "the generals' table values")
}
