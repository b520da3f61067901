package tune

import (
	"math/rand/v2"
	"testing"
)

// BenchmarkTune1M is the target: 100 numbers over a million
// positions, each position with 30 non-zero features (about what a bot of
// material, pawn structure, mobility and king safety terms shows), fitted
// from all numbers at 1: K, then the minimisation to convergence, on two
// goroutines. Run it with -benchtime 1x; the synthetic data is made
// outside the timer.
func BenchmarkTune1M(b *testing.B) {
	rng := rand.New(rand.NewPCG(5, 6))
	want := make([]float64, 100)
	for i := range want {
		want[i] = 0.05 + rng.Float64()*3
	}
	m := synthetic(rng, 1_000_000, want, 0.8, 30)
	b.ResetTimer()
	for range b.N {
		c := make([]float64, len(want))
		for i := range c {
			c[i] = 1
		}
		md := &model{m: m, workers: 2}
		md.k = md.fitK(c)
		before := md.mse(c)
		steps := md.minimise(c, 100)
		b.ReportMetric(float64(steps), "steps")
		b.ReportMetric(before, "mse-before")
		b.ReportMetric(md.mse(c), "mse-after")
	}
}
