package eval

import (
	"math/bits"
	"os"
	"testing"
	"time"

	"github.com/chespel/chespel/board"
	"github.com/chespel/chespel/ormulogun"
	"github.com/chespel/chespel/types"
	"github.com/stretchr/testify/require"
)

// sampleBot is the project's sample bot; benchmarks (never tests) may read
// it, and skip themselves where it is absent.
const sampleBot = "../../shared/examples/sample.chs"

func loadSample(b *testing.B) *Bot {
	src, err := os.ReadFile(sampleBot)
	if err != nil {
		b.Skipf("no sample bot: %v", err)
	}
	bot, diags := Load("sample.chs", src)
	require.Nil(b, diags.Err(), "sample.chs: %v", diags)
	return bot
}

// BenchmarkEval evaluates the sample bot over 50 positions; ns/op is per
// evaluation.
func BenchmarkEval(b *testing.B) {
	bot := loadSample(b)
	positions := benchPositions(b)
	native := newNativeSample(b)
	for _, p := range positions {
		got, err := bot.Evaluate(p)
		require.NoError(b, err)
		require.Equal(b, native.evaluate(p), got, "interpreted and native differ on %s", p.FEN())
	}
	b.ReportAllocs()
	b.ResetTimer()
	start := cpuTime()
	for i := 0; b.Loop(); i++ {
		if _, err := bot.Evaluate(positions[i%len(positions)]); err != nil {
			b.Fatal(err)
		}
	}
	reportCPU(b, start)
}

// reportCPU adds the CPU time per operation: on a shared machine the wall
// clock counts the time that other processes take.
func reportCPU(b *testing.B, start time.Duration) {
	if used := cpuTime() - start; used > 0 {
		b.ReportMetric(float64(used.Nanoseconds())/float64(b.N), "cpu-ns/op")
	}
}

// BenchmarkNative evaluates the sample bot's rules written by hand in Go,
// over the same positions and with the same per-position facts: the
// baseline that BenchmarkEval is compared with.
func BenchmarkNative(b *testing.B) {
	native := newNativeSample(b)
	positions := benchPositions(b)
	b.ReportAllocs()
	b.ResetTimer()
	start := cpuTime()
	for i := 0; b.Loop(); i++ {
		native.evaluate(positions[i%len(positions)])
	}
	reportCPU(b, start)
}

// nativeSample is sample.chs by hand.
type nativeSample struct {
	geo  *geometry
	f    facts
	spec *ormulogun.Spec
}

func newNativeSample(tb testing.TB) *nativeSample {
	g, err := chessGeometry()
	require.NoError(tb, err)
	spec, err := ormulogun.Parse("KQk")
	require.NoError(tb, err)
	return &nativeSample{geo: g, spec: spec}
}

func (n *nativeSample) evaluate(p *board.Position) int {
	f := &n.f
	if err := f.load(n.geo, p); err != nil {
		panic(err)
	}
	if f.drawReason(p) != "" {
		return 0
	}
	me := f.side
	total := n.side(me) - n.side(me^1)
	if f.inCheck(me) {
		total -= 500
	}
	if ormulogun.Match(n.spec, p, p.SideToMove()) {
		total += n.endgame(me)
	}
	return int(min(max(total, -maxEval), maxEval))
}

// side is the sym rules for colour c.
func (n *nativeSample) side(c int) int64 {
	f := &n.f
	var s int64
	for m := f.occ[c]; m != 0; m &= m - 1 {
		sq := bits.TrailingZeros64(m)
		t := f.typeAt[sq]
		s += types.TypeValues[t]
		if centre&bit(sq) != 0 {
			s += 1000
		}
	}
	if f.castledKingSide(c) {
		s += 500
	} else if f.castledQueenSide(c) {
		s += 300
	}
	pawns := f.byType[c][pawn]
	start := 2
	if c == black {
		start = 7
	}
	for m := pawns; m != 0; m &= m - 1 {
		sq := bits.TrailingZeros64(m)
		s += int64(absInt(sq/8+1-start)) * 100
		// doubledPawns: the pawns ahead on the same col (by row).
		ahead := pawns & fileMasks[sq%8] &^ (uint64(1)<<(sq-sq%8+8) - 1)
		s -= int64(bits.OnesCount64(ahead)) * 300
	}
	s -= int64(bits.OnesCount64(f.occ[c]&^f.byType[c][king]&^f.attacked(c))) * 100
	knights := f.byType[c][knight]
	for m := knights; m != 0; m &= m - 1 {
		n1 := bits.TrailingZeros64(m)
		s += int64(bits.OnesCount64(f.attacks(n1)&knights&^bit(n1))) * 200
	}
	return s
}

// endgame is the KQk block's rules.
func (n *nativeSample) endgame(me int) int64 {
	f := &n.f
	k := f.kingSquare(me ^ 1)
	centre := absInt(2*(k%8+1)-9)*500 + absInt(2*(k/8+1)-9)*500 // in thousandths
	s := divRound(int64(centre)*100, 1000)
	mk := f.kingSquare(me)
	d := max(absInt(mk%8-k%8), absInt(mk/8-k/8))
	return s + int64(7-d)*50
}

// BenchmarkEvalDefault evaluates the default bot over the same positions.
func BenchmarkEvalDefault(b *testing.B) {
	bot, diags := Load(DefaultName+".chs", DefaultSource)
	require.NotNil(b, bot, "%v", diags)
	positions := benchPositions(b)
	b.ReportAllocs()
	b.ResetTimer()
	start := cpuTime()
	for i := 0; b.Loop(); i++ {
		if _, err := bot.Evaluate(positions[i%len(positions)]); err != nil {
			b.Fatal(err)
		}
	}
	reportCPU(b, start)
}
