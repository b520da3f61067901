package main

import (
	"context"
	"os"
	"testing"

	"github.com/chespel/chespel/eval"
	"github.com/chespel/chespel/search"
)

// BenchmarkSearchExample5 is `chespel bench -depth 7
// testdata/bots/example5.chs` as a benchmark, for profiles and callgrind
// of the search with a real bot (search's BenchmarkBench uses a Go
// material evaluation): it reports the nodes, the share of them evaluated
// and the nodes per CPU second.
//
//	go test . -run '^$' -bench SearchExample5 -benchtime 1x -cpuprofile cpu.out
func BenchmarkSearchExample5(b *testing.B) {
	src, err := os.ReadFile("testdata/bots/example5.chs")
	if err != nil {
		b.Fatal(err)
	}
	bot, errs := eval.Load("example5.chs", src)
	if bot == nil {
		b.Fatal(errs)
	}
	var nodes, evals uint64
	cpu := search.CPUTime()
	for range b.N {
		res, err := search.Bench(context.Background(), evaluators(bot), 7)
		if err != nil {
			b.Fatal(err)
		}
		nodes, evals = nodes+res.Nodes, evals+res.Evals
	}
	b.ReportMetric(float64(nodes)/float64(b.N), "nodes/op")
	b.ReportMetric(100*float64(evals)/float64(nodes), "evals-%")
	if cpu := search.CPUTime() - cpu; cpu > 0 {
		b.ReportMetric(float64(nodes)/cpu.Seconds(), "nodes/cpu-s")
	}
}
