package eval

import (
	"math/rand/v2"
	"os"
	"testing"

	"github.com/chespel/chespel/board"
	"github.com/chespel/chespel/search"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A native bot is a bot's rules written by hand in Go, on the same
// per-position facts (the board's View, read through facts) as the
// interpreter: the baseline its speed is measured against. Each is kept
// honest by TestNativeBotsScoreAsTheBots, which compares it with the bot on
// every position of nativePositions.

// nativeBot is a bot's evaluation written in Go: the score for the side to
// move, in thousandths, as Evaluator.Evaluate returns it.
type nativeBot interface {
	evaluate(p *board.Position) int
}

// nativeCase pairs a bot's source with its Go version.
type nativeCase struct {
	name   string
	file   string // the bot's script, or "" for the default bot
	native func(tb testing.TB) nativeBot
}

// nativeCases are the bots measured beside their Go versions.
var nativeCases = []nativeCase{
	{name: "example5", file: "../testdata/bots/example5.chs", native: func(testing.TB) nativeBot { return &nativeExample5{} }},
	{name: "example5_let", file: "../testdata/bots/example5_let.chs", native: func(testing.TB) nativeBot { return &nativeExample5{} }},
	{name: "classic", file: "../testdata/bots/classic.chs", native: newNativeClassic},
	{name: "default", native: newNativeDefault},
	{name: "seventy", file: "../testdata/bots/seventy.chs", native: func(testing.TB) nativeBot { return &nativeSeventy{} }},
}

// source returns the case's script.
func (c nativeCase) source(tb testing.TB) []byte {
	if c.file == "" {
		return []byte(DefaultSource)
	}
	src, err := os.ReadFile(c.file)
	require.NoError(tb, err)
	return src
}

// load compiles the case's bot.
func (c nativeCase) load(tb testing.TB) *Bot {
	name := DefaultName + ".chs"
	if c.file != "" {
		name = c.file
	}
	bot, diags := Load(name, c.source(tb))
	require.Nil(tb, diags.Err(), "%s: %v", c.name, diags)
	return bot
}

// nativePositions are the positions on which a Go version must score as its
// bot: the bench positions, and positions of random games from them down to
// the endgame (with a fixed seed), so that every rule meets the cases its
// conditions tell apart.
func nativePositions(tb testing.TB) []*board.Position {
	rules, err := board.Chess()
	require.NoError(tb, err)
	rng := rand.New(rand.NewPCG(18, 2026))
	var out []*board.Position
	var buf []board.Move
	for _, fen := range search.BenchFENs {
		p, err := rules.ParseFEN(fen)
		require.NoError(tb, err)
		out = append(out, p.Clone())
		for ply := 0; ply < 160; ply++ {
			buf = p.LegalMoves(buf[:0])
			if len(buf) == 0 {
				break
			}
			p.Make(buf[rng.IntN(len(buf))])
			if ply%4 == 3 {
				out = append(out, p.Clone())
			}
		}
	}
	return out
}

// benchFENPositions are search.BenchFENs, the positions of "chespel bench"
// and "chespel bench -evals", which the benchmarks evaluate in turn.
func benchFENPositions(tb testing.TB) []*board.Position {
	rules, err := board.Chess()
	require.NoError(tb, err)
	out := make([]*board.Position, len(search.BenchFENs))
	for i, fen := range search.BenchFENs {
		out[i], err = rules.ParseFEN(fen)
		require.NoError(tb, err)
	}
	return out
}

func TestNativeBotsScoreAsTheBots(t *testing.T) {
	positions := nativePositions(t)
	require.Greater(t, len(positions), 1000, "positions enough to meet every case")
	for _, c := range nativeCases {
		ev := c.load(t).NewEvaluator()
		native := c.native(t)
		differ := 0
		for _, p := range positions {
			want, err := ev.Evaluate(p)
			require.NoError(t, err, "%s: %s", c.name, p.FEN())
			if !assert.Equal(t, want, native.evaluate(p), "%s: the Go version on %s", c.name, p.FEN()) {
				if differ++; differ == 5 {
					break
				}
			}
		}
	}
}

// BenchmarkBots evaluates each bot of nativeCases, interpreted
// (impl=chespel) and written in Go (impl=native), over the bench positions
// in turn; ns/op and cpu-ns/eval are per evaluation. benchstat puts the two
// side by side, with the ratio:
//
//	go test ./eval -run '^$' -bench Bots -count 10 > bots.txt
//	benchstat -col /impl bots.txt
func BenchmarkBots(b *testing.B) {
	positions := benchFENPositions(b)
	for _, c := range nativeCases {
		b.Run("bot="+c.name, func(b *testing.B) { benchPair(b, c, positions) })
	}
}

// example5Positions are the four positions on which the original Chespel's
// compiled example5 was timed (docs/performance.md).
var example5Positions = []string{
	"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
	"r3k2r/p1ppqpb1/bn2pnp1/3P4/1p2P3/2N2N2/PPPBQPPP/R3K2R w KQkq - 0 1",
	"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
	"r1bq1r1k/b1p1npp1/p2p3p/1p6/3PP3/1B2NN2/PP3PPP/R2Q1RK1 w - - 1 16",
}

// BenchmarkExample5Original is BenchmarkBots for example5 on the four
// positions of the original's measurement, the figure to set beside its
// 1.44-1.63 µs.
func BenchmarkExample5Original(b *testing.B) {
	benchPair(b, nativeCases[0], example5OriginalPositions(b))
}

// example5OriginalPositions parses example5Positions.
func example5OriginalPositions(tb testing.TB) []*board.Position {
	rules, err := board.Chess()
	require.NoError(tb, err)
	positions := make([]*board.Position, len(example5Positions))
	for i, fen := range example5Positions {
		positions[i], err = rules.ParseFEN(fen)
		require.NoError(tb, err)
	}
	return positions
}

// benchPair runs the bot of c and its Go version over positions.
func benchPair(b *testing.B, c nativeCase, positions []*board.Position) {
	ev := c.load(b).NewEvaluator()
	b.Run("impl=chespel", func(b *testing.B) {
		benchEvals(b, positions, func(p *board.Position) {
			if _, err := ev.Evaluate(p); err != nil {
				b.Fatal(err)
			}
		})
	})
	native := c.native(b)
	b.Run("impl=native", func(b *testing.B) {
		benchEvals(b, positions, func(p *board.Position) { native.evaluate(p) })
	})
}

// benchEvals runs evaluate over positions in turn and reports the CPU time
// per evaluation beside the wall-clock ns/op.
func benchEvals(b *testing.B, positions []*board.Position, evaluate func(*board.Position)) {
	b.ReportAllocs()
	b.ResetTimer()
	start := search.CPUTime()
	for i := 0; b.Loop(); i++ {
		evaluate(positions[i%len(positions)])
	}
	if used := search.CPUTime() - start; used > 0 && start > 0 {
		b.ReportMetric(float64(used.Nanoseconds())/float64(b.N), "cpu-ns/eval")
	}
}

// example5Tuned is the original design's example written in the forms that
// the loop planner folded when issue 18 was filed, with the same scores as
// example5.chs; benchmarks (never tests) may read it, and skip where it is
// absent.
const example5Tuned = "../../shared/bench/example5_tuned.chs"

// BenchmarkExample5Tuned is BenchmarkBots for the tuned port, beside the
// same Go version, after checking that it scores as the Go version on the
// bench positions: the port and the tuned port should cost the same.
func BenchmarkExample5Tuned(b *testing.B) {
	src, err := os.ReadFile(example5Tuned)
	if err != nil {
		b.Skipf("no tuned port: %v", err)
	}
	bot, diags := Load("example5_tuned.chs", src)
	require.Nil(b, diags.Err(), "example5_tuned.chs: %v", diags)
	ev := bot.NewEvaluator()
	native := &nativeExample5{}
	positions := benchFENPositions(b)
	for _, p := range positions {
		got, err := ev.Evaluate(p)
		require.NoError(b, err)
		require.Equal(b, native.evaluate(p), got, "the tuned port and the Go version differ on %s", p.FEN())
	}
	b.Run("impl=chespel", func(b *testing.B) {
		benchEvals(b, positions, func(p *board.Position) {
			if _, err := ev.Evaluate(p); err != nil {
				b.Fatal(err)
			}
		})
	})
	b.Run("impl=native", func(b *testing.B) {
		benchEvals(b, positions, func(p *board.Position) { native.evaluate(p) })
	})
}
