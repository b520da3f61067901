package uci

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestOwnBook pins when the book answers without a search: on a clock with
// OwnBook on, never with OwnBook off, nor for analysis (go infinite, go
// depth, MultiPV above 1).
func TestOwnBook(t *testing.T) {
	cfg := testConfig(t)
	cfg.Book = bookOf{cfg.Rules.StartFEN(): "g1f3"}
	for _, c := range []struct {
		name, in string
		book     bool
	}{
		{"clock", "go wtime 1000 btime 1000\n#wait\n", true},
		{"movetime", "go movetime 50\n#wait\n", true},
		{"OwnBook off", "setoption name OwnBook value false\ngo wtime 1000 btime 1000\n#wait\n", false},
		{"OwnBook back on", "setoption name OwnBook value false\nsetoption name OwnBook value true\ngo movetime 50\n#wait\n", true},
		{"go depth", "go depth 2\n#wait\n", false},
		{"go infinite", "go infinite\nstop\n#wait\n", false},
		{"MultiPV", "setoption name MultiPV value 2\ngo movetime 50\n#wait\n", false},
	} {
		out, _ := runSession(t, cfg, "position startpos\n"+c.in)
		assert.Equal(t, c.book, strings.Contains(out, "info string book move g1f3"), "%s: %s", c.name, out)
		assert.Contains(t, out, "bestmove ", c.name)
	}
}

// TestCheckOptionValueExcerpted pins that a bad value of a check option is
// repeated as a short excerpt, as every other error does, not in full.
func TestCheckOptionValueExcerpted(t *testing.T) {
	cfg := testConfig(t)
	long := strings.Repeat("x", 5000)
	for _, name := range []string{"OwnBook", "UCI_Chess960"} {
		out, _ := runSession(t, cfg, "setoption name "+name+" value "+long+"\nquit\n")
		assert.Contains(t, out, "info string error: setoption "+name+": got value ", name)
		assert.Less(t, len(out), 200, "%s: the error repeats an excerpt: %s", name, out)
	}
}

// TestGoAfterHeldBookMove pins that a go arriving while a ponder search
// holds its book move answers that search with the book move, not with the
// first legal move.
func TestGoAfterHeldBookMove(t *testing.T) {
	cfg := testConfig(t)
	cfg.Book = bookOf{cfg.Rules.StartFEN(): "g1f3"}
	out, _ := runSession(t, cfg, "position startpos\ngo ponder\ngo movetime 50\n#wait\n#wait\nquit\n")
	i := strings.Index(out, "bestmove ")
	require.GreaterOrEqual(t, i, 0, out)
	assert.True(t, strings.HasPrefix(out[i:], "bestmove g1f3"), "the held book move answers the ponder search: %s", out)
}
