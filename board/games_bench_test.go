package board

import (
	"testing"

	"github.com/chespel/chespel/carn"
)

// BenchmarkPerftGames runs perft of the start positions of chess, xiangqi
// (9×10, 32 pieces) and capablanca (10×8, 40 pieces) with the same harness
// as BenchmarkPerft, to compare the cost of a node across boards and pieces.
// Each depth gives about a million nodes or more an iteration.
func BenchmarkPerftGames(b *testing.B) {
	games := []struct {
		name  string
		depth int
		want  uint64
	}{
		{"chess", 5, 4865609},
		{"xiangqi", 4, 3290240},
		{"capablanca", 4, 805128},
	}
	for _, g := range games {
		b.Run(g.name, func(b *testing.B) {
			rs, err := carn.Embedded(g.name)
			if err != nil {
				b.Fatal(err)
			}
			r, err := Compile(rs)
			if err != nil {
				b.Fatal(err)
			}
			benchmarkPerftFrom(b, r.StartPosition(), g.depth, g.want)
		})
	}
}

// benchmarkPerftFrom runs perft(depth) of p b.N times, checks the count and
// reports nodes per second.
func benchmarkPerftFrom(b *testing.B, p *Position, depth int, want uint64) {
	bufs := make([][]Move, depth)
	for i := range bufs {
		bufs[i] = make([]Move, 0, 256)
	}
	b.ReportAllocs()
	b.ResetTimer()
	var nodes uint64
	for range b.N {
		n := p.perft(depth, bufs)
		if n != want {
			b.Fatalf("perft(%d) = %d, want %d", depth, n, want)
		}
		nodes += n
	}
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
}
