package uci

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/chespel/chespel/board"
	"github.com/chespel/chespel/search"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestQuitAnswersTheQueueOfASlowUpkeep pins the flake where quit, after a
// Hash change whose resizing outlasted upkeepGrace on a loaded machine,
// dropped the queued isready and the error of an unknown command. The
// upkeep here never ends before Run returns: no timing luck either way.
func TestQuitAnswersTheQueueOfASlowUpkeep(t *testing.T) {
	release := make(chan struct{})
	upkeepHook = func() { <-release }
	grace := upkeepGrace
	upkeepGrace = 10 * time.Millisecond
	t.Cleanup(func() { upkeepHook, upkeepGrace = nil, grace; close(release) })

	cfg := testConfig(t)
	in := "setoption name Hash value 32\nisready\nfrobnicate now\nposition startpos\ngo depth 3\nisready\nquit\n"
	out := newSyncBuffer()
	done := make(chan error, 1)
	go func() { done <- Run(context.Background(), strings.NewReader(in), out, cfg) }()
	select {
	case err := <-done:
		require.NoError(t, err)
	case <-time.After(10 * time.Second):
		t.Fatalf("quit hangs while the upkeep is stuck; output so far:\n%s", out.String())
	}
	p := cfg.Rules.StartPosition()
	want := "readyok\n" +
		"info string error: unknown command \"frobnicate\"\n" +
		"readyok\n" +
		"bestmove " + p.UCI(p.LegalMoves(nil)[0]) + "\n"
	assert.Equal(t, want, out.String(), "every queued command answered, the go with the first legal move")
}

// TestNoInfoLineWithoutACompletedIteration pins "go depth 3" then "quit"
// printing "info depth 0 ... pv e2e4" before bestmove: a search stopped
// inside its first iteration answers with bestmove alone.
func TestNoInfoLineWithoutACompletedIteration(t *testing.T) {
	cfg := testConfig(t)
	out := newSyncBuffer()
	s := &session{cfg: cfg, out: out}
	p := cfg.Rules.StartPosition()
	m, err := p.ParseUCI("e2e4")
	require.NoError(t, err)
	ctx, cancel := context.WithCancel(context.Background())
	r := &request{pos: p, ctx: ctx, cancel: cancel}
	s.cur = r
	res := search.Result{Move: m}
	res.PV = []board.Move{m} // the part of the first iteration searched
	s.answer(r, res)
	assert.Equal(t, "bestmove e2e4\n", out.String(), "no info line for depth 0")
}
