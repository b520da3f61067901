package uci

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestInfiniteIgnoresTheBook: go infinite searches a book position (the
// issue: every book position answered "info string book move" with no
// search, even under go infinite).
func TestInfiniteIgnoresTheBook(t *testing.T) {
	send, out, close := pipeSession(t, testConfig(t))
	send("setoption name BookFile value testdata/book.bin\nposition startpos\ngo infinite\n")
	waitFor(t, out, "info depth 1 ") // stop after a search has shown itself, however slow the machine
	send("stop\n")
	waitBest(t, out)
	text := close()
	assert.NotContains(t, text, "book move", "no book move under go infinite:\n%s", text)
	assert.Contains(t, text, "info depth 1 ", "a search:\n%s", text)
	assert.Equal(t, 1, strings.Count(text, "bestmove "), "one answer")
}
