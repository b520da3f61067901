package uci

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

	"github.com/chespel/chespel/board"
	"github.com/chespel/chespel/carn"
	"github.com/chespel/chespel/search"
	"github.com/stretchr/testify/require"
)

// A transcript file has two sections, "-- in --" (the lines sent to the
// engine) and "-- out --" (what it answers, with timing fields masked). In
// the in section, lines starting with '#' are directives for the test, not
// sent: "#wait" waits for the next bestmove, "#mask" masks the info depth
// lines and the moves of the bestmove lines, for searches whose depth
// depends on timing; any other line starting with '#' is a comment.
type transcript struct {
	in, out string
}

func parseTranscript(text string) (transcript, error) {
	_, rest, ok := strings.Cut(text, "-- in --\n")
	if !ok {
		return transcript{}, fmt.Errorf("no -- in -- section")
	}
	in, out, ok := strings.Cut(rest, "-- out --\n")
	if !ok {
		return transcript{}, fmt.Errorf("no -- out -- section")
	}
	return transcript{in: in, out: out}, nil
}

func (tr transcript) String() string {
	return "-- in --\n" + tr.in + "-- out --\n" + tr.out
}

// syncBuffer collects the engine's output and counts its bestmove lines.
type syncBuffer struct {
	mu   sync.Mutex
	buf  bytes.Buffer
	best chan struct{}
}

func newSyncBuffer() *syncBuffer { return &syncBuffer{best: make(chan struct{}, 100)} }

func (b *syncBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	for range bytes.Count(p, []byte("bestmove ")) {
		b.best <- struct{}{}
	}
	return b.buf.Write(p)
}

func (b *syncBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

// testConfig is the engine of the tests: chess with the material evaluator.
func testConfig(t testing.TB) Config {
	r, err := board.Compile(carn.Chess())
	require.NoError(t, err)
	evals := search.EvaluatorsFunc(func() search.Evaluator { return materialEval{} })
	return Config{Name: "chespel test", Author: "the chespel authors", Rules: r, Eval: materialEval{}, Evals: evals}
}

// materialEval scores material by the rule set's values plus a small bonus
// for advanced and central pieces, for the side to move.
type materialEval struct{}

func (materialEval) Evaluate(p *board.Position) (int, error) {
	r := p.Rules()
	score := 0
	for c := board.White; c <= board.Black; c++ {
		side := 0
		for _, sq := range p.PieceList(c) {
			f := r.File(sq)
			side += r.Value(p.At(sq).Kind()) + 10*min(r.RelativeRank(sq, c), 5) + 10*min(f, 7-f)
		}
		if c != p.SideToMove() {
			side = -side
		}
		score += side
	}
	return score, nil
}

// session runs Run on input lines, honouring the test directives, and
// returns the output.
func runSession(t *testing.T, cfg Config, in string) (string, bool) {
	t.Helper()
	pr, pw := io.Pipe()
	out := newSyncBuffer()
	done := make(chan error, 1)
	go func() { done <- Run(context.Background(), pr, out, cfg) }()
	mask := false
	for _, line := range strings.SplitAfter(in, "\n") {
		switch strings.TrimSpace(line) {
		case "":
		case "#wait":
			select {
			case <-out.best:
			case <-time.After(20 * time.Second):
				t.Fatalf("no bestmove; output so far:\n%s", out.String())
			}
		case "#mask":
			mask = true
		default:
			if strings.HasPrefix(line, "#") {
				continue // a comment
			}
			_, err := io.WriteString(pw, line)
			require.NoError(t, err)
		}
	}
	require.NoError(t, pw.Close())
	select {
	case err := <-done:
		require.NoError(t, err)
	case <-time.After(20 * time.Second):
		t.Fatalf("Run did not return; output so far:\n%s", out.String())
	}
	return out.String(), mask
}

var (
	timingFields = regexp.MustCompile(`\b(time|nps) \d+`)
	infoDepth    = regexp.MustCompile(`(?m)^info depth .*\n`)
	bestMove     = regexp.MustCompile(`(?m)^bestmove .*$`)
	currMove     = regexp.MustCompile(`(?m)^info depth \d+ currmove .*\n`)
)

// maskOutput hides what varies from run to run: timings, and the currmove
// lines of searches that run past a second (on a loaded machine).
func maskOutput(out string, mask bool) string {
	out = timingFields.ReplaceAllString(out, "$1 *")
	out = currMove.ReplaceAllString(out, "")
	if mask {
		out = infoDepth.ReplaceAllString(out, "")
		out = bestMove.ReplaceAllString(out, "bestmove *")
	}
	return out
}

func TestTranscripts(t *testing.T) {
	paths, err := filepath.Glob("testdata/*.txt")
	require.NoError(t, err)
	require.NotEmpty(t, paths)
	for _, path := range paths {
		t.Run(filepath.Base(path), func(t *testing.T) {
			data, err := os.ReadFile(path)
			require.NoError(t, err)
			tr, err := parseTranscript(string(data))
			require.NoError(t, err)
			out, mask := runSession(t, testConfig(t), tr.in)
			checkGolden(t, path, tr, maskOutput(out, mask))
		})
	}
}
