package board

import "testing"

// BenchmarkPerft runs perft 4 of the suite's position 6 with a full make and
// unmake at every node, and reports nodes per second and allocations.
func BenchmarkPerft(b *testing.B) {
	r := chess(b)
	p := mustFEN(b, r, "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10")
	const depth, want = 4, 3894594
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
