package eval

import (
	"os"
	"testing"

	"github.com/chespel/chespel/search"
	"github.com/stretchr/testify/require"
)

// BenchmarkPlannerExample5 evaluates the original Chespel's example ported
// rule for rule (example5.chs) and the same rules rewritten in the forms
// that the planner folded before it took the natural ones
// (example5_tuned.chs), over the benchmark positions: the two should cost
// about the same. It reads ../../shared/bench and skips when it is absent.
func BenchmarkPlannerExample5(b *testing.B) {
	for _, name := range []string{"example5", "example5_tuned"} {
		b.Run(name, func(b *testing.B) {
			src, err := os.ReadFile("../../shared/bench/" + name + ".chs")
			if err != nil {
				b.Skipf("no %s: %v", name, err)
			}
			bot, diags := Load(name+".chs", src)
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
		})
	}
}
