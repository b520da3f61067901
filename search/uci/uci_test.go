package uci

import (
	"bufio"
	"context"
	"errors"
	"io"
	"strings"
	"testing"
	"time"

	"github.com/chespel/chespel/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// bestMoveOf returns the move of the last bestmove line of out.
func bestMoveOf(t *testing.T, out string) string {
	t.Helper()
	i := strings.LastIndex(out, "bestmove ")
	require.GreaterOrEqual(t, i, 0, "a bestmove line in:\n%s", out)
	fields := strings.Fields(out[i:])
	require.GreaterOrEqual(t, len(fields), 2)
	return fields[1]
}

// requireLegal checks that move is legal after the moves from the start.
func requireLegal(t *testing.T, cfg Config, moves []string, move string) {
	t.Helper()
	p := cfg.Rules.StartPosition()
	require.NoError(t, playMoves(p, moves))
	_, err := p.ParseUCI(move)
	require.NoError(t, err, "bestmove %s is legal", move)
}

func TestStopDuringInfinite(t *testing.T) {
	cfg := testConfig(t)
	out, _ := runSession(t, cfg, "position startpos moves e2e4\ngo infinite\nisready\nstop\n#wait\nquit\n")
	assert.Contains(t, out, "readyok\n", "isready is answered during the search")
	assert.Less(t, strings.Index(out, "readyok"), strings.Index(out, "bestmove"), "readyok before bestmove")
	requireLegal(t, cfg, []string{"e2e4"}, bestMoveOf(t, out))
}

func TestInfiniteWaitsForStop(t *testing.T) {
	cfg := testConfig(t)
	// Mate in one is found at once, but an infinite search answers only
	// when stopped.
	pr, pw := io.Pipe()
	out := newSyncBuffer()
	done := make(chan error, 1)
	go func() { done <- Run(context.Background(), pr, out, cfg) }()
	_, err := io.WriteString(pw, "position fen 6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1\ngo infinite depth 3\n")
	require.NoError(t, err)
	time.Sleep(100 * time.Millisecond)
	assert.NotContains(t, out.String(), "bestmove", "no bestmove before stop")
	_, err = io.WriteString(pw, "stop\n")
	require.NoError(t, err)
	<-out.best
	assert.Contains(t, out.String(), "bestmove a1a8")
	require.NoError(t, pw.Close())
	require.NoError(t, <-done)
}

// answerDeadline is when a session answers goLine at the latest, as
// goCommand and armDeadline set it: the hard limit of the limits read, less
// the move overhead, plus a quarter of the overhead. That the session's
// timer answers at this deadline, whatever the search does, is
// TestTimeUpInsideASlowEvaluation's; that the search stops at its hard limit
// is search's TestMaxTimeIsAHardCap.
func answerDeadline(t *testing.T, goLine string) time.Duration {
	t.Helper()
	lim, given, errs := parseGo(strings.Fields(goLine)[1:])
	require.True(t, given, goLine)
	require.Empty(t, errs, goLine)
	s := &session{overhead: defaultOverhead}
	return s.withOverhead(lim).HardLimit(board.White) + s.overhead/4
}

// TestGoMovetimeOnTime checks that "go movetime 100" is answered within
// 100 ms: the overhead is taken off the search's time, a quarter of it
// added for the answer. The search itself must end: with no other limit,
// a session that ignored movetime would never answer.
func TestGoMovetimeOnTime(t *testing.T) {
	assert.Equal(t, 100*time.Millisecond-defaultOverhead+defaultOverhead/4, answerDeadline(t, "go movetime 100"))
	cfg := testConfig(t)
	out, _ := runSession(t, cfg, "position startpos\ngo movetime 100\n#wait\n")
	requireLegal(t, cfg, nil, bestMoveOf(t, out))
}

// TestGoClockLeavesTime checks that a move on a 200 ms clock with no
// increment takes a share of it, not most of it: three times a 25th
// of what is left after the overhead and the clock's reserve (search's
// TestBudget pins the plan's arithmetic).
func TestGoClockLeavesTime(t *testing.T) {
	usable := 200*time.Millisecond - defaultOverhead - 20*time.Millisecond
	deadline := answerDeadline(t, "go wtime 200 btime 200 winc 0 binc 0")
	assert.Equal(t, usable/25*3+defaultOverhead/4, deadline)
	assert.Less(t, deadline, 100*time.Millisecond, "a share of the clock, not most of it")
	cfg := testConfig(t)
	out, _ := runSession(t, cfg, "position startpos moves e2e4\ngo wtime 200 btime 200 winc 0 binc 0\n#wait\n")
	requireLegal(t, cfg, []string{"e2e4"}, bestMoveOf(t, out))
}

func TestQuitStopsTheSearch(t *testing.T) {
	cfg := testConfig(t)
	start := time.Now()
	out, _ := runSession(t, cfg, "go infinite\nquit\n")
	assert.Less(t, time.Since(start), 5*time.Second)
	requireLegal(t, cfg, nil, bestMoveOf(t, out))
}

func TestEndOfInputStopsTheSearch(t *testing.T) {
	cfg := testConfig(t)
	out, _ := runSession(t, cfg, "go infinite\n")
	requireLegal(t, cfg, nil, bestMoveOf(t, out))
}

// failingEval fails after a few evaluations, like a bot dividing by zero.
type failingEval struct{ calls *int }

func (e failingEval) Evaluate(p *board.Position) (int, error) {
	*e.calls++
	if *e.calls > 20 {
		return 0, errors.New("line 7: division by zero")
	}
	return materialEval{}.Evaluate(p)
}

func TestEvalErrorReportedOnce(t *testing.T) {
	cfg := testConfig(t)
	calls := 0
	cfg.Eval = failingEval{&calls}
	out, _ := runSession(t, cfg, "position startpos\ngo depth 6\n#wait\n")
	assert.Equal(t, 1, strings.Count(out, "info string error: line 7: division by zero\n"), out)
	requireLegal(t, cfg, nil, bestMoveOf(t, out))
}

func TestBareGoUsesConfigLimits(t *testing.T) {
	cfg := testConfig(t)
	cfg.Limits.Depth = 2
	out, _ := runSession(t, cfg, "position startpos\ngo\n#wait\n")
	assert.Contains(t, out, "info depth 2 ")
	assert.NotContains(t, out, "info depth 3 ")
}

// TestGoWithNoLimitForTheSideToMove pins that a "go" whose limits do not
// bound the side to move (only the other side's clock, or only movestogo)
// falls back to the bot's limits, as a bare "go" does; it used to search
// with no limit at all, and never answer.
func TestGoWithNoLimitForTheSideToMove(t *testing.T) {
	for _, goLine := range []string{"go btime 1000", "go binc 100", "go movestogo 5"} {
		cfg := testConfig(t)
		cfg.Limits.Depth = 2
		out, _ := runSession(t, cfg, "position startpos\n"+goLine+"\n#wait\n")
		assert.Contains(t, out, "info string error: go: no limit for white, the side to move: using the bot's limits\n", goLine)
		assert.Contains(t, out, "info depth 2 ", goLine)
		assert.NotContains(t, out, "info depth 3 ", goLine)
		requireLegal(t, cfg, nil, bestMoveOf(t, out))
	}
}

type bookOf map[string]string

func (b bookOf) Lookup(p *board.Position) (board.Move, bool) {
	text, ok := b[p.FEN()]
	if !ok {
		return 0, false
	}
	m, err := p.ParseUCI(text)
	return m, err == nil
}

func TestBookMove(t *testing.T) {
	cfg := testConfig(t)
	cfg.Book = bookOf{cfg.Rules.StartFEN(): "g1f3"}
	out, _ := runSession(t, cfg, "position startpos\ngo wtime 1000 btime 1000\n#wait\n")
	assert.Equal(t, "info string book move g1f3\nbestmove g1f3\n", out)
}

func TestRunNeedsRulesAndEval(t *testing.T) {
	err := Run(context.Background(), strings.NewReader(""), io.Discard, Config{})
	assert.EqualError(t, err, "uci: the config needs Rules and Eval")
}

// TestRunLeavesTheRestOfTheInput pins that Run reads no further than
// "quit" from a *bufio.Reader, for a shell that goes on reading.
func TestRunLeavesTheRestOfTheInput(t *testing.T) {
	in := bufio.NewReader(strings.NewReader("isready\nquit\nafter\n"))
	require.NoError(t, Run(context.Background(), in, io.Discard, testConfig(t)))
	rest, err := io.ReadAll(in)
	require.NoError(t, err)
	assert.Equal(t, "after\n", string(rest))
}

// TestOverdrawnClockStillLimits pins that "wtime 0" or a negative clock
// gives a quick answer rather than a search without a limit.
func TestOverdrawnClockStillLimits(t *testing.T) {
	cfg := testConfig(t)
	for _, clock := range []string{"wtime 0 btime 1000", "wtime -250 btime 1000"} {
		start := time.Now()
		out, _ := runSession(t, cfg, "position startpos\ngo "+clock+"\n#wait\n")
		assert.Less(t, time.Since(start), 5*time.Second, clock)
		assert.NotContains(t, out, "error", clock)
		requireLegal(t, cfg, nil, bestMoveOf(t, out))
	}
}
