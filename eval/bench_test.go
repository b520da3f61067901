package eval

import (
	"os"
	"testing"
	"time"

	"github.com/chespel/chespel/board"
	"github.com/chespel/chespel/ormulogun"
	"github.com/chespel/chespel/search"
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
	bot := loadSample(b).NewEvaluator()
	positions := benchPositions(b)
	native := newNativeSample(b)
	for _, p := range positions {
		got, err := bot.Evaluate(p)
		require.NoError(b, err)
		require.Equal(b, native.evaluate(p), got, "interpreted and native differ on %s", p.FEN())
	}
	b.ReportAllocs()
	b.ResetTimer()
	start := search.CPUTime()
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
	if used := search.CPUTime() - start; used > 0 {
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
	start := search.CPUTime()
	for i := 0; b.Loop(); i++ {
		native.evaluate(positions[i%len(positions)])
	}
	reportCPU(b, start)
}

// nativeSample is sample.chs by hand, on the board's View.
type nativeSample struct {
	f    facts
	spec *ormulogun.Spec
}

func newNativeSample(tb testing.TB) *nativeSample {
	spec, err := ormulogun.Parse("KQk")
	require.NoError(tb, err)
	return &nativeSample{spec: spec}
}

func (n *nativeSample) evaluate(p *board.Position) int {
	f := &n.f
	f.load(p)
	if drawReason(p) != "" {
		return 0
	}
	me := f.side
	total := n.side(me) - n.side(me^1)
	if f.inCheck(me) {
		total -= 500
	}
	if ormulogun.Match(n.spec, p, p.SideToMove()) {
		total += n.endgame(me)
	} else if ormulogun.Match(n.spec, p, p.SideToMove().Other()) { // an endgame block from either side
		total -= n.endgame(me ^ 1)
	}
	return int(min(max(total, -maxEval), maxEval))
}

// The chess kinds that the native sample reads.
const (
	nPawn   = 0
	nKnight = 1
	nKing   = 5
)

// side is the sym rules for colour c.
func (n *nativeSample) side(c int) int64 {
	f := &n.f
	var s int64
	centre := f.rules.Centre()
	for m := f.occ(c); ; {
		sq := m.Pop()
		if sq < 0 {
			break
		}
		s += int64(f.rules.Value(board.Kind(f.typeAt(sq))))
		if centre.Has(sq) {
			s += 1000
		}
	}
	if f.castled(c, true) {
		s += 500
	} else if f.castled(c, false) {
		s += 300
	}
	pawns := f.ofKind(c, nPawn)
	start := 2
	if c == black {
		start = 7
	}
	for m := pawns; ; {
		sq := m.Pop()
		if sq < 0 {
			break
		}
		s += int64(absInt(sq/8+1-start)) * 100
		// doubledPawns: the pawns ahead on the same col (by row).
		for a := sq + 8; a < 64; a += 8 {
			if pawns.Has(a) {
				s -= 300
			}
		}
	}
	s -= int64(f.occ(c).AndNot(f.ofKind(c, nKing)).AndNot(f.attacked(c)).Count()) * 100
	knights := f.ofKind(c, nKnight)
	for m := knights; ; {
		n1 := m.Pop()
		if n1 < 0 {
			break
		}
		k := f.attacks(n1).And(knights)
		k.Remove(n1)
		s += int64(k.Count()) * 200
	}
	return s
}

func absInt(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// endgame is the KQk block's rules.
func (n *nativeSample) endgame(me int) int64 {
	f := &n.f
	k := f.king(me ^ 1)
	centre := absInt(2*(k%8+1)-9)*500 + absInt(2*(k/8+1)-9)*500 // in thousandths
	s := divRound(int64(centre)*100, 1000)
	mk := f.king(me)
	d := max(absInt(mk%8-k%8), absInt(mk/8-k/8))
	return s + int64(7-d)*50
}
