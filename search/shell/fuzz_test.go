package shell

import (
	"context"
	"io"
	"strings"
	"testing"
	"time"

	"github.com/chespel/chespel/search"
)

// FuzzShell checks that nothing typed crashes the shell: any input, in the
// shell or in play mode, ends with Run returning nil.
func FuzzShell(f *testing.F) {
	for _, seed := range []string{
		"startpos\n", "fen startpos\n", "eval v startpos\n", "help\nquit\n",
		"r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3\n",
		"play\nh\nh\nf3\ne5\nl\nundo\ng4\nQh4#\n", "play\nh\na\ne4\nundo\nquit\n",
		"eval 8/8/8/8/8/8/8/8 w - - 0 1\n", "fen 7k/5Q2/6K1/8/8/8/8/8 b - - 0 1\n",
		"uci\nposition startpos moves e2e4\ngo depth 1\n",
		"position startpos moves e2e4 e7e5\nd\ngo depth 2\nset maxDepth 2\nset unicode on\nd\n",
		"play startpos moves e2e4\na\nh\ne5\nquit\nd\n", "set\nset hash 2\nset color on\nstartpos\n",
	} {
		f.Add(seed)
	}
	cfg := testConfig(f)
	cfg.Limits = search.Limits{Depth: 1}
	f.Fuzz(func(t *testing.T, in string) {
		// A "go movetime" or "go depth" may ask for a long search: the
		// deadline ends it, as Ctrl-C would.
		ctx, cancel := context.WithTimeout(context.Background(), time.Second)
		defer cancel()
		if err := Run(ctx, strings.NewReader(in), io.Discard, io.Discard, cfg); err != nil {
			t.Fatalf("Run(%q): %v", in, err)
		}
	})
}
