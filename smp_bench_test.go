package main

import (
	"context"
	"fmt"
	"testing"

	"github.com/chespel/chespel/board"
	"github.com/chespel/chespel/eval"
	"github.com/chespel/chespel/search"
)

// BenchmarkTimeToDepth is the Lazy SMP figure of docs/uci.md: the default
// bot searches every bench position (search.BenchFENs) to depth 9 from an
// empty table, with 1 and with 2 threads; the ratio of the two times is
// the speed-up. It also reports the nodes and the CPU time of all threads.
// Run it on a quiet machine, interleaved, and compare:
//
//	go test . -run XXX -bench TimeToDepth -benchtime 1x -count 5 | tee ttd.txt
//	benchstat -col /threads ttd.txt
func BenchmarkTimeToDepth(b *testing.B) {
	bot, errs := eval.Load(eval.DefaultName+".chs", eval.DefaultSource)
	if bot == nil {
		b.Fatal(errs)
	}
	rules, err := board.Chess()
	if err != nil {
		b.Fatal(err)
	}
	for _, threads := range []int{1, 2} {
		b.Run(fmt.Sprintf("threads=%d", threads), func(b *testing.B) {
			var nodes uint64
			cpu := search.CPUTime()
			for range b.N {
				for _, fen := range search.BenchFENs {
					p, err := rules.ParseFEN(fen)
					if err != nil {
						b.Fatal(err)
					}
					e := search.NewEngine(bot.NewEvaluator(), search.DefaultHashMB)
					e.SetThreads(threads, evaluators(bot))
					nodes += e.Search(context.Background(), p, search.Limits{Depth: 9}, nil).Nodes
				}
			}
			b.ReportMetric(float64(nodes)/float64(b.N), "nodes/op")
			if cpu := search.CPUTime() - cpu; cpu > 0 {
				b.ReportMetric(float64(cpu.Nanoseconds())/float64(b.N), "cpu-ns/op")
				b.ReportMetric(float64(nodes)/cpu.Seconds(), "nodes/cpu-s")
			}
		})
	}
}
