package uci

import (
	"context"
	"io"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/chespel/chespel/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// stuckEval evaluates like materialEval for its first free calls (or until
// armed), then blocks inside Evaluate until release is closed: a bot whose
// evaluation takes seconds. stuck is closed when the first call blocks.
type stuckEval struct {
	free    int64
	calls   *atomic.Int64
	armed   *atomic.Bool
	stuck   chan struct{}
	once    *sync.Once
	release chan struct{}
}

func newStuckEval(free int64) stuckEval {
	return stuckEval{free: free, calls: new(atomic.Int64), armed: new(atomic.Bool), stuck: make(chan struct{}), once: new(sync.Once), release: make(chan struct{})}
}

func (e stuckEval) Evaluate(p *board.Position) (int, error) {
	if e.calls.Add(1) > e.free || e.armed.Load() {
		e.once.Do(func() { close(e.stuck) })
		<-e.release
	}
	return materialEval{}.Evaluate(p)
}

// timedLine is one output line and when it was written.
type timedLine struct {
	text string
	at   time.Time
}

// lineClock is an output that timestamps each line.
type lineClock struct {
	mu    sync.Mutex
	part  string
	lines chan timedLine
}

func newLineClock() *lineClock { return &lineClock{lines: make(chan timedLine, 1000)} }

func (c *lineClock) Write(p []byte) (int, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.part += string(p)
	for {
		line, rest, ok := strings.Cut(c.part, "\n")
		if !ok {
			return len(p), nil
		}
		c.lines <- timedLine{line, time.Now()}
		c.part = rest
	}
}

// await returns the next line starting with prefix, skipping others, and
// fails the test after a wait long enough for a slow machine.
func (c *lineClock) await(t *testing.T, prefix string) timedLine {
	t.Helper()
	for {
		select {
		case l := <-c.lines:
			if strings.HasPrefix(l.text, prefix) {
				return l
			}
		case <-time.After(20 * time.Second):
			t.Fatalf("no line starting with %q", prefix)
		}
	}
}

// stuckSession runs Run on a pipe with an evaluator that blocks after free
// evaluations; the evaluator is released when the test ends.
type stuckSession struct {
	eval stuckEval
	in   *io.PipeWriter
	out  *lineClock
	done chan error
}

func startStuck(t *testing.T, free int64) *stuckSession {
	cfg := testConfig(t)
	s := &stuckSession{eval: newStuckEval(free), out: newLineClock(), done: make(chan error, 1)}
	cfg.Eval = s.eval
	var pr *io.PipeReader
	pr, s.in = io.Pipe()
	go func() { s.done <- Run(context.Background(), pr, s.out, cfg) }()
	t.Cleanup(func() { close(s.eval.release) })
	return s
}

// send writes lines and returns when they were sent.
func (s *stuckSession) send(t *testing.T, lines string) time.Time {
	t.Helper()
	at := time.Now()
	_, err := io.WriteString(s.in, lines)
	require.NoError(t, err)
	return at
}

// protocolBound is the most the protocol may take to answer isready, stop
// and quit, whatever the evaluation does. The stuck evaluation returns only
// when the test ends, so any answer proves the loop does not wait for it:
// the bound is generous for a slow, loaded machine (load 20 took 80 ms for
// 50).
const protocolBound = 10 * time.Second

// TestProtocolAnswersDuringAStuckEvaluation pins the bug where a bot whose
// evaluation takes seconds left isready, stop and quit unanswered: the
// loop waited for the search.
func TestProtocolAnswersDuringAStuckEvaluation(t *testing.T) {
	s := startStuck(t, 0)
	// The overhead covers the latency of a loaded machine.
	s.send(t, "setoption name Move Overhead value 30\nposition startpos\ngo infinite\n")
	<-s.eval.stuck
	sent := s.send(t, "isready\n")
	assert.Less(t, s.out.await(t, "readyok").at.Sub(sent), protocolBound, "isready while the evaluation is stuck")
	sent = s.send(t, "stop\n")
	best := s.out.await(t, "bestmove")
	assert.Less(t, best.at.Sub(sent), protocolBound, "stop while the evaluation is stuck")
	first := testConfig(t).Rules.StartPosition()
	assert.Equal(t, "bestmove "+first.UCI(first.LegalMoves(nil)[0]), best.text, "no iteration done: the first legal move")
	// The engine is still stuck: a new go is answered on time all the same.
	sent = s.send(t, "go movetime 60\n")
	best = s.out.await(t, "bestmove")
	assert.Less(t, best.at.Sub(sent), 60*time.Millisecond+protocolBound, "go movetime 60 while the engine is still stuck")
	sent = s.send(t, "quit\n")
	select {
	case err := <-s.done:
		assert.NoError(t, err)
		assert.Less(t, time.Since(sent), protocolBound, "quit while the evaluation is stuck")
	case <-time.After(20 * time.Second):
		t.Fatal("quit unanswered while the evaluation is stuck")
	}
}

// TestTimeUpInsideASlowEvaluation pins the bug where "go movetime 100"
// answered after the slow evaluation returned (9 s in the report): the
// protocol answers on time with the last completed iteration's move and
// drops the late result.
func TestTimeUpInsideASlowEvaluation(t *testing.T) {
	s := startStuck(t, 1<<40)
	// The overhead covers the latency of a loaded machine.
	s.send(t, "setoption name Move Overhead value 50\n")
	// 500 ms leaves a slow machine time for the first iteration.
	sent := s.send(t, "position startpos moves e2e4\ngo movetime 500\n")
	var last string
	for {
		l := s.out.await(t, "")
		if strings.HasPrefix(l.text, "info depth") {
			_, pv, _ := strings.Cut(l.text, " pv ")
			last = strings.Fields(pv)[0]
			s.eval.armed.Store(true) // the next evaluation takes "seconds"
			continue
		}
		require.True(t, strings.HasPrefix(l.text, "bestmove "), "only info and bestmove lines: %q", l.text)
		assert.Less(t, l.at.Sub(sent), 500*time.Millisecond+protocolBound, "answered on time, not when the stuck evaluation returns")
		require.NotEmpty(t, last, "an iteration completed before the evaluation got stuck")
		assert.Equal(t, last, strings.Fields(l.text)[1], "the last completed iteration's move")
		break
	}
	select { // the search may have stopped before it evaluated again
	case <-s.eval.stuck:
	case <-time.After(time.Second):
	}
	s.send(t, "isready\n")
	s.out.await(t, "readyok")
	close(s.eval.release)
	s.eval.release = make(chan struct{}) // for the cleanup
	s.send(t, "go depth 1\n")
	s.out.await(t, "bestmove")
	s.send(t, "quit\n")
	require.NoError(t, <-s.done)
	for len(s.out.lines) > 0 {
		l := <-s.out.lines
		assert.False(t, strings.HasPrefix(l.text, "bestmove"), "no late answer of the stuck search: %q", l.text)
	}
}

// TestBigHashIsReadyAtOnce pins the bug where "ucinewgame" after "Hash
// 1024" took 12 s: clearing wrote every page of a table never used. A
// fresh table's pages stay untouched until the search stores into them.
func TestBigHashIsReadyAtOnce(t *testing.T) {
	s := startStuck(t, 1<<40)
	sent := s.send(t, "setoption name Hash value 1024\nucinewgame\nisready\n")
	assert.Less(t, s.out.await(t, "readyok").at.Sub(sent), 4*time.Second, "readyok after Hash 1024 and ucinewgame (the bug took 12 s)")
	s.send(t, "quit\n")
	require.NoError(t, <-s.done)
}
