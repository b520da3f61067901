package board

import "testing"

// position6 is the suite's position 6, the benchmark of issue 3.
const position6 = "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10"

// BenchmarkPerft runs perft 4 of position 6 with a full make and unmake at
// every node (no counting at the last ply), and reports nodes per second and
// allocations.
func BenchmarkPerft(b *testing.B) { benchmarkPerft(b, 4, 3894594) }

// BenchmarkPerftDepth5 is the same to depth 5: 164 million nodes an
// iteration, so run it with -benchtime 1x.
func BenchmarkPerftDepth5(b *testing.B) { benchmarkPerft(b, 5, 164075551) }

func benchmarkPerft(b *testing.B, depth int, want uint64) {
	benchmarkPerftFrom(b, mustFEN(b, chess(b), position6), depth, want)
}
