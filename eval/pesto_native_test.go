package eval

import (
	"math/rand/v2"
	"testing"

	"github.com/chespel/chespel/board"
	"github.com/chespel/chespel/ormulogun"
	"github.com/chespel/chespel/search"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// PeSTO's evaluation function by hand in Go, the reference that the pesto
// bot (eval/pesto.chs) is checked against: the piece values, piece-square
// tables and phase increments published on the Chess Programming Wiki
// ("PeSTO's Evaluation Function", from Ronald Friederich's RofChade), laid
// out as the published C code lays them out: square 0 is a8, a table is
// read as written for white and through FLIP (sq ^ 56) for black.

var pestoMgValue = [6]int{82, 337, 365, 477, 1025, 0}
var pestoEgValue = [6]int{94, 281, 297, 512, 936, 0}

// pestoPhaseInc is gamephaseInc: knight 1, bishop 1, rook 2, queen 4.
var pestoPhaseInc = [6]int{0, 1, 1, 2, 4, 0}

var pestoMgTable = [6][64]int{
	{ // pawn
		0, 0, 0, 0, 0, 0, 0, 0,
		98, 134, 61, 95, 68, 126, 34, -11,
		-6, 7, 26, 31, 65, 56, 25, -20,
		-14, 13, 6, 21, 23, 12, 17, -23,
		-27, -2, -5, 12, 17, 6, 10, -25,
		-26, -4, -4, -10, 3, 3, 33, -12,
		-35, -1, -20, -23, -15, 24, 38, -22,
		0, 0, 0, 0, 0, 0, 0, 0,
	},
	{ // knight
		-167, -89, -34, -49, 61, -97, -15, -107,
		-73, -41, 72, 36, 23, 62, 7, -17,
		-47, 60, 37, 65, 84, 129, 73, 44,
		-9, 17, 19, 53, 37, 69, 18, 22,
		-13, 4, 16, 13, 28, 19, 21, -8,
		-23, -9, 12, 10, 19, 17, 25, -16,
		-29, -53, -12, -3, -1, 18, -14, -19,
		-105, -21, -58, -33, -17, -28, -19, -23,
	},
	{ // bishop
		-29, 4, -82, -37, -25, -42, 7, -8,
		-26, 16, -18, -13, 30, 59, 18, -47,
		-16, 37, 43, 40, 35, 50, 37, -2,
		-4, 5, 19, 50, 37, 37, 7, -2,
		-6, 13, 13, 26, 34, 12, 10, 4,
		0, 15, 15, 15, 14, 27, 18, 10,
		4, 15, 16, 0, 7, 21, 33, 1,
		-33, -3, -14, -21, -13, -12, -39, -21,
	},
	{ // rook
		32, 42, 32, 51, 63, 9, 31, 43,
		27, 32, 58, 62, 80, 67, 26, 44,
		-5, 19, 26, 36, 17, 45, 61, 16,
		-24, -11, 7, 26, 24, 35, -8, -20,
		-36, -26, -12, -1, 9, -7, 6, -23,
		-45, -25, -16, -17, 3, 0, -5, -33,
		-44, -16, -20, -9, -1, 11, -6, -71,
		-19, -13, 1, 17, 16, 7, -37, -26,
	},
	{ // queen
		-28, 0, 29, 12, 59, 44, 43, 45,
		-24, -39, -5, 1, -16, 57, 28, 54,
		-13, -17, 7, 8, 29, 56, 47, 57,
		-27, -27, -16, -16, -1, 17, -2, 1,
		-9, -26, -9, -10, -2, -4, 3, -3,
		-14, 2, -11, -2, -5, 2, 14, 5,
		-35, -8, 11, 2, 8, 15, -3, 1,
		-1, -18, -9, 10, -15, -25, -31, -50,
	},
	{ // king
		-65, 23, 16, -15, -56, -34, 2, 13,
		29, -1, -20, -7, -8, -4, -38, -29,
		-9, 24, 2, -16, -20, 6, 22, -22,
		-17, -20, -12, -27, -30, -25, -14, -36,
		-49, -1, -27, -39, -46, -44, -33, -51,
		-14, -14, -22, -46, -44, -30, -15, -27,
		1, 7, -8, -64, -43, -16, 9, 8,
		-15, 36, 12, -54, 8, -28, 24, 14,
	},
}

var pestoEgTable = [6][64]int{
	{ // pawn
		0, 0, 0, 0, 0, 0, 0, 0,
		178, 173, 158, 134, 147, 132, 165, 187,
		94, 100, 85, 67, 56, 53, 82, 84,
		32, 24, 13, 5, -2, 4, 17, 17,
		13, 9, -3, -7, -7, -8, 3, -1,
		4, 7, -6, 1, 0, -5, -1, -8,
		13, 8, 8, 10, 13, 0, 2, -7,
		0, 0, 0, 0, 0, 0, 0, 0,
	},
	{ // knight
		-58, -38, -13, -28, -31, -27, -63, -99,
		-25, -8, -25, -2, -9, -25, -24, -52,
		-24, -20, 10, 9, -1, -9, -19, -41,
		-17, 3, 22, 22, 22, 11, 8, -18,
		-18, -6, 16, 25, 16, 17, 4, -18,
		-23, -3, -1, 15, 10, -3, -20, -22,
		-42, -20, -10, -5, -2, -20, -23, -44,
		-29, -51, -23, -15, -22, -18, -50, -64,
	},
	{ // bishop
		-14, -21, -11, -8, -7, -9, -17, -24,
		-8, -4, 7, -12, -3, -13, -4, -14,
		2, -8, 0, -1, -2, 6, 0, 4,
		-3, 9, 12, 9, 14, 10, 3, 2,
		-6, 3, 13, 19, 7, 10, -3, -9,
		-12, -3, 8, 10, 13, 3, -7, -15,
		-14, -18, -7, -1, 4, -9, -15, -27,
		-23, -9, -23, -5, -9, -16, -5, -17,
	},
	{ // rook
		13, 10, 18, 15, 12, 12, 8, 5,
		11, 13, 13, 11, -3, 3, 8, 3,
		7, 7, 7, 5, 4, -3, -5, -3,
		4, 3, 13, 1, 2, 1, -1, 2,
		3, 5, 8, 4, -5, -6, -8, -11,
		-4, 0, -5, -1, -7, -12, -8, -16,
		-6, -6, 0, 2, -9, -9, -11, -3,
		-9, 2, 3, -1, -5, -13, 4, -20,
	},
	{ // queen
		-9, 22, 22, 27, 27, 19, 10, 20,
		-17, 20, 32, 41, 58, 25, 30, 0,
		-20, 6, 9, 49, 47, 35, 19, 9,
		3, 22, 24, 45, 57, 40, 57, 36,
		-18, 28, 19, 47, 31, 34, 39, 23,
		-16, -27, 15, 6, 9, 17, 10, 5,
		-22, -23, -30, -16, -16, -23, -36, -32,
		-33, -28, -22, -43, -5, -32, -20, -41,
	},
	{ // king
		-74, -35, -18, -18, -11, 15, 4, -17,
		-12, 17, 14, 17, 17, 38, 23, 11,
		10, 17, 23, 15, 20, 45, 44, 13,
		-8, 22, 24, 27, 26, 33, 26, 3,
		-18, -4, 21, 24, 27, 23, 9, -11,
		-19, -3, 11, 21, 23, 16, 7, -9,
		-27, -11, 4, 13, 14, 4, -5, -17,
		-53, -34, -21, -11, -28, -14, -24, -43,
	},
}

// pestoKinds are PeSTO's piece order.
var pestoKinds = [6]string{"pawn", "knight", "bishop", "rook", "queen", "king"}

// pestoNative is PeSTO's evaluation on chespel's board: its tables laid
// out once per colour, PeSTO piece and dense index (chespel's a1 is 0, so
// white reads PeSTO's square (7-rank)*8+file and black that square ^ 56),
// the value of the piece added, as PeSTO's init_tables does.
type pestoNative struct {
	mg, eg [2][6][64]int
	piece  []int // board.Kind -> PeSTO piece
}

func newPestoNative(tb testing.TB, r *board.Rules) *pestoNative {
	n := &pestoNative{piece: make([]int, r.NumKinds())}
	for k := range n.piece {
		n.piece[k] = -1
		for pc, name := range pestoKinds {
			if r.KindName(board.Kind(k)) == name {
				n.piece[k] = pc
			}
		}
		require.GreaterOrEqual(tb, n.piece[k], 0, "PeSTO knows %s", r.KindName(board.Kind(k)))
	}
	for pc := range 6 {
		for i := range 64 {
			sq := (7-i/8)*8 + i%8 // PeSTO's square of dense index i, for white
			n.mg[0][pc][i] = pestoMgValue[pc] + pestoMgTable[pc][sq]
			n.eg[0][pc][i] = pestoEgValue[pc] + pestoEgTable[pc][sq]
			n.mg[1][pc][i] = pestoMgValue[pc] + pestoMgTable[pc][sq^56]
			n.eg[1][pc][i] = pestoEgValue[pc] + pestoEgTable[pc][sq^56]
		}
	}
	return n
}

// exact returns PeSTO's evaluation of p for the side to move before its
// final division: the score is exact/24 centipawns.
func (n *pestoNative) exact(p *board.Position) int {
	var mg, eg [2]int
	phase := 0
	r := p.Rules()
	for c := range 2 {
		for _, sq := range p.PieceList(board.Color(c)) {
			pc, i := n.piece[p.At(sq).Kind()], r.Index(sq)
			mg[c] += n.mg[c][pc][i]
			eg[c] += n.eg[c][pc][i]
			phase += pestoPhaseInc[pc]
		}
	}
	us := int(p.SideToMove())
	mgScore, egScore := mg[us]-mg[us^1], eg[us]-eg[us^1]
	mgPhase := min(phase, 24)
	return mgScore*mgPhase + egScore*(24-mgPhase)
}

// evaluate is PeSTO's eval(): centipawns for the side to move, the
// division truncated as C truncates it.
func (n *pestoNative) evaluate(p *board.Position) int { return n.exact(p) / 24 }

// pestoPositions are the positions the pesto bot is checked on: random
// games from the start, the benchmark's positions, and generated endgames
// of both colours with either side to move; positions that chespel scores
// 0 as drawn by rule (insufficient material, the fifty-move rule) are left
// out, since PeSTO does not know those rules.
func pestoPositions(t *testing.T) []*board.Position {
	r, err := board.Chess()
	require.NoError(t, err)
	all := gamePositions(t, r, 12, 80)
	all = append(all, benchPositions(t)...)
	specs := []string{"KQk", "KRk", "KPk", "KRkr", "KBNk", "KQkr", "KRPkr", "KPPkp", "KNNkp", "KQPkq"}
	rng := rand.New(rand.NewPCG(24, 2026))
	for _, name := range specs {
		spec, err := ormulogun.Parse(name)
		require.NoError(t, err, name)
		g, err := ormulogun.NewBoardGenerator(spec, r, rng)
		require.NoError(t, err, name)
		var some []*board.Position
		for range 15 {
			p, err := g.Next()
			require.NoError(t, err, name)
			some = append(some, p)
		}
		all = append(all, sidesToMove(t, some)...)
	}
	var out []*board.Position
	for _, p := range all {
		if drawReason(p) == "" {
			out = append(out, p)
		}
	}
	return out
}

// TestPestoBotIsPesto checks the embedded pesto bot against PeSTO by hand
// on more than a thousand positions. The bot sums each side's middlegame
// and endgame values exactly and tapers once, so its score (thousandths of
// a pawn) is PeSTO's exact score rounded to the thousandth; PeSTO's C code
// divides by 24 in integers, truncating toward zero, so against its
// centipawns the bot is within 0.01 pawn. The fast paths (sums from
// precomputed tables) must give the reference interpreter's score.
func TestPestoBotIsPesto(t *testing.T) {
	src, ok := EmbeddedBot("pesto")
	require.True(t, ok, "the pesto bot is embedded")
	bot := load(t, "pesto", string(src.Source))
	ev := bot.NewEvaluator()
	r, err := board.Chess()
	require.NoError(t, err)
	native := newPestoNative(t, r)
	positions := pestoPositions(t)
	require.Greater(t, len(positions), 1000)
	var v board.View
	worstExact, worstInt := 0.0, 0
	for _, p := range positions {
		got, err := ev.Evaluate(p)
		require.NoError(t, err, p.FEN())
		ref, err := refEvaluate(bot, p)
		require.NoError(t, err, p.FEN())
		assert.Equal(t, ref, int64(got), "%s: the fast path (tapered tables) and the reference interpreter", p.FEN())
		v.Load(p)
		require.Equal(t, native.evaluate(p), native.evaluateView(&v), "%s: the two Go PeSTOs", p.FEN())
		exact := float64(native.exact(p)) * 10 / 24 // thousandths of a pawn
		dExact, dInt := absFloat(float64(got)-exact), absInt(got-10*native.evaluate(p))
		worstExact, worstInt = max(worstExact, dExact), max(worstInt, dInt)
		assert.LessOrEqual(t, dExact, 0.5, "%s: bot %d, PeSTO %.3f (thousandths)", p.FEN(), got, exact)
		assert.LessOrEqual(t, dInt, 10, "%s: bot %d, PeSTO %d cp", p.FEN(), got, native.evaluate(p))
	}
	t.Logf("%d positions: largest difference %.3f thousandths from the exact score, %d from PeSTO's centipawns", len(positions), worstExact, worstInt)
}

// TestPestoNativeKnownValues pins the Go PeSTO on positions worked out by
// hand: the start is 0 for either side, and one knight move changes the
// score by the difference of the knight's two squares, tapered at phase 24.
func TestPestoNativeKnownValues(t *testing.T) {
	r, err := board.Chess()
	require.NoError(t, err)
	n := newPestoNative(t, r)
	assert.Equal(t, 0, n.evaluate(r.StartPosition()), "start")
	p, err := r.ParseFEN("rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R b KQkq - 1 1")
	require.NoError(t, err)
	// the white knight from g1 (-19) to f3 (+17), at phase 24: black to move loses 36
	assert.Equal(t, -36, n.evaluate(p), "Nf3, black to move")
	p, err = r.ParseFEN("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1")
	require.NoError(t, err)
	// phase 0: the endgame tables; the pawn on e2 94+13, and both kings
	// read e1's -28 (black's e8 through FLIP), so they cancel
	assert.Equal(t, 94+13, n.evaluate(p), "KPk")
}

func absFloat(x float64) float64 { return max(x, -x) }

// BenchmarkPestoBot evaluates the pesto bot over the benchmark's 50
// positions; ns/op is per evaluation. BenchmarkPestoNative is the same
// with PeSTO by hand in Go: their ratio is the price of writing PeSTO in
// Chespel.
func BenchmarkPestoBot(b *testing.B) {
	src, ok := EmbeddedBot("pesto")
	require.True(b, ok)
	bot, diags := Load("pesto.chs", src.Source)
	require.NotNil(b, bot, "%v", diags)
	ev := bot.NewEvaluator()
	positions := benchPositions(b)
	b.ReportAllocs()
	b.ResetTimer()
	start := search.CPUTime()
	for i := 0; b.Loop(); i++ {
		if _, err := ev.Evaluate(positions[i%len(positions)]); err != nil {
			b.Fatal(err)
		}
	}
	reportCPU(b, start)
}

// BenchmarkPestoNative evaluates PeSTO by hand in Go over the same
// positions.
func BenchmarkPestoNative(b *testing.B) {
	r, err := board.Chess()
	require.NoError(b, err)
	n := newPestoNative(b, r)
	positions := benchPositions(b)
	b.ReportAllocs()
	b.ResetTimer()
	start := search.CPUTime()
	sum := 0
	for i := 0; b.Loop(); i++ {
		sum += n.evaluate(positions[i%len(positions)])
	}
	reportCPU(b, start)
	pestoSink = sum
}

// BenchmarkPestoNativeView is PeSTO by hand in Go on the facts that the
// bot's evaluator reads: each position loaded into a board.View (as every
// chespel evaluation does first), then its pieces summed by colour and
// kind. Beside BenchmarkPestoBot it prices the interpretation alone.
func BenchmarkPestoNativeView(b *testing.B) {
	r, err := board.Chess()
	require.NoError(b, err)
	n := newPestoNative(b, r)
	positions := benchPositions(b)
	var v board.View
	b.ReportAllocs()
	b.ResetTimer()
	start := search.CPUTime()
	sum := 0
	for i := 0; b.Loop(); i++ {
		p := positions[i%len(positions)]
		v.Load(p)
		sum += n.evaluateView(&v)
	}
	reportCPU(b, start)
	pestoSink = sum
}

// evaluateView is evaluate on a loaded View.
func (n *pestoNative) evaluateView(v *board.View) int {
	var mg, eg [2]int
	phase := 0
	for c := range 2 {
		for k, pc := range n.piece {
			for m := v.OfKind(board.Color(c), board.Kind(k)); ; {
				i := m.Pop()
				if i < 0 {
					break
				}
				mg[c] += n.mg[c][pc][i]
				eg[c] += n.eg[c][pc][i]
				phase += pestoPhaseInc[pc]
			}
		}
	}
	us := int(v.SideToMove())
	mgPhase := min(phase, 24)
	return ((mg[us]-mg[us^1])*mgPhase + (eg[us]-eg[us^1])*(24-mgPhase)) / 24
}

// pestoSink keeps the native benchmarks' work from being optimised away.
var pestoSink int
