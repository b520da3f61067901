package shell

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chespel/chespel/search"
	"github.com/stretchr/testify/require"
)

// A transcript file has an optional comment, then "-- config --" (one
// line: words that change the test bot, see configure), "-- in --" (the
// lines typed) and "-- out --" (what the shell answers, standard output
// and error lines interleaved in the order they come).
type transcript struct {
	comment, config, in, out string
}

func parseTranscript(text string) (transcript, error) {
	var tr transcript
	comment, rest, ok := strings.Cut(text, "-- config --\n")
	if !ok {
		return tr, fmt.Errorf("no -- config -- section")
	}
	config, rest, ok := strings.Cut(rest, "-- in --\n")
	if !ok {
		return tr, fmt.Errorf("no -- in -- section")
	}
	in, out, ok := strings.Cut(rest, "-- out --\n")
	if !ok {
		return tr, fmt.Errorf("no -- out -- section")
	}
	return transcript{comment: comment, config: config, in: in, out: out}, nil
}

func (tr transcript) String() string {
	return tr.comment + "-- config --\n" + tr.config + "-- in --\n" + tr.in + "-- out --\n" + tr.out
}

// configure changes the test configuration by the words of a config
// section: "depth N", "book", "failon TEXT" (the bot's evaluation fails on
// positions whose FEN holds TEXT).
func configure(t *testing.T, cfg Config, words string) Config {
	fields := strings.Fields(words)
	for i := 0; i < len(fields); i++ {
		switch fields[i] {
		case "book":
			cfg.Book = openingBook{}
		case "depth":
			i++
			var d int
			_, err := fmt.Sscan(fields[i], &d)
			require.NoError(t, err)
			cfg.Limits = search.Limits{Depth: d}
		case "failon":
			i++
			cfg.Bot = materialBot{failOn: fields[i]}
		default:
			t.Fatalf("unknown config word %q", fields[i])
		}
	}
	return cfg
}

// lockedBuffer is one output for both streams, safe for the UCI
// goroutines that write to it.
type lockedBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *lockedBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *lockedBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

// TestTranscripts runs each testdata/*.txt through Run with piped input.
func TestTranscripts(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("testdata", "*.txt"))
	require.NoError(t, err)
	require.NotEmpty(t, files)
	for _, file := range files {
		t.Run(strings.TrimSuffix(filepath.Base(file), ".txt"), func(t *testing.T) {
			text, err := os.ReadFile(file)
			require.NoError(t, err)
			tr, err := parseTranscript(string(text))
			require.NoError(t, err, file)
			cfg := configure(t, testConfig(t), tr.config)
			var out lockedBuffer
			in := feed(tr.in, &out)
			require.NoError(t, Run(context.Background(), in, &out, &out, cfg))
			checkGolden(t, file, tr, maskTimes(out.String()))
		})
	}
}

// feed returns a reader of the lines of in, where a line "#wait" is not
// sent but waits until out holds one more UCI bestmove line than before, so
// that a "go" ends by itself before the next line arrives.
func feed(in string, out *lockedBuffer) io.Reader {
	pr, pw := io.Pipe()
	go func() {
		seen := 0
		for _, line := range strings.SplitAfter(in, "\n") {
			if strings.TrimSpace(line) == "#wait" {
				seen++
				waitFor(func() bool { return strings.Count(out.String(), "bestmove ") >= seen })
				continue
			}
			if _, err := io.WriteString(pw, line); err != nil {
				return
			}
		}
		pw.Close()
	}()
	return pr
}

// waitFor polls done for up to twenty seconds, long enough for a slow
// machine.
func waitFor(done func() bool) {
	for deadline := time.Now().Add(20 * time.Second); !done() && time.Now().Before(deadline); {
		time.Sleep(time.Millisecond)
	}
}

// maskTimes hides the timing fields of UCI info lines and of the shell's
// "info:" lines.
func maskTimes(s string) string {
	return timing.ReplaceAllString(s, "$1 MASKED")
}

var timing = regexp.MustCompile(`\b(nps|time) [0-9]+(\.[0-9]+s)?\b`)
