package uci

import (
	"context"
	"io"
	"regexp"
	"strings"
	"testing"
	"time"
)

// bigHash matches a Hash option of 100 MB or more.
var bigHash = regexp.MustCompile(`(?i)hash\s+value\s+0*[1-9]\d{2}`)

// FuzzRun feeds arbitrary command lines to Run: bad input gives
// "info string error" lines, never a panic or a hang. Each run is bounded by
// a context, which also stops the searches.
func FuzzRun(f *testing.F) {
	for _, seed := range []string{
		"uci\nisready\nquit\n",
		"position startpos moves e2e4 e7e5\ngo depth 2\n",
		"position fen 7k/8/8/8/8/8/8/K7 w - - 0 1 moves a1a2\ngo nodes 100\n",
		"position fen 8/8/8 w\n",
		"setoption name Hash value 2\nsetoption name\n",
		"go wtime -5 btime x movestogo\n",
		"go infinite\nstop\n",
		"position startpos moves e7e8q\n",
		"setoption name Threads value 2\ngo ponder wtime 100 btime 100\nponderhit\n",
		"go ponder\nstop\nponderhit\ngo ponder movetime 5\nponderhit\n",
		"setoption name BookFile value testdata/book.bin\ngo\nsetoption name BookFile value\n",
		"setoption name UCI_ShowWDL value true\ngo depth 2\n",
	} {
		f.Add(seed)
	}
	cfg := testConfig(f)
	f.Fuzz(func(t *testing.T, input string) {
		if bigHash.MatchString(input) {
			t.Skip("a table of 100 MB or more is too big for fuzzing")
		}
		ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
		defer cancel()
		done := make(chan struct{})
		go func() {
			defer close(done)
			_ = Run(ctx, strings.NewReader(input), io.Discard, cfg)
		}()
		select {
		case <-done:
		case <-time.After(20 * time.Second): // long enough for a slow machine
			t.Fatalf("Run hangs on %q", input)
		}
	})
}
