package search

import (
	"context"
	"testing"

	"github.com/chespel/chespel/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestScoreAsOfScoresWithTheHistoryOfTheMark changes the history while
// two nodes wait, one inside the other, and checks that each scores its
// moves with the history of its mark, and that the history is left as
// changed.
func TestScoreAsOfScoresWithTheHistoryOfTheMark(t *testing.T) {
	r, err := board.Chess()
	require.NoError(t, err)
	pos := r.StartPosition()
	moves := pos.LegalMoves(nil)
	o := newOrderer(r)
	o.addHistory(moves[0], 100)
	scoreNow := func() []int32 {
		scores := make([]int32, len(moves))
		o.score(moves, scores, 0, 1)
		return scores
	}
	scoreAt := func(mark int) []int32 {
		scores := make([]int32, len(moves))
		o.scoreAsOf(mark, moves, scores, 0, 1)
		return scores
	}
	atOuter := scoreNow()
	outer := o.openJournal()
	o.addHistory(moves[0], 50)
	o.addHistory(moves[1], -30)
	atInner := scoreNow()
	inner := o.openJournal()
	o.addHistory(moves[1], 70)
	o.addHistory(moves[0], 20)
	o.addHistory(moves[2], 10)
	now := scoreNow()
	assert.Equal(t, atInner, scoreAt(inner), "the inner node's moves")
	o.closeJournal()
	assert.Equal(t, now, scoreNow(), "the history after the inner node's scoring")
	assert.Equal(t, atOuter, scoreAt(outer), "the outer node's moves")
	o.closeJournal()
	assert.Equal(t, now, scoreNow(), "the history after the outer node's scoring")
	assert.Empty(t, o.journal, "the journal once no node waits")
	assert.NotEqual(t, atOuter, now, "the history changed")
}

// TestHashFirstSearchesTheSameNodes searches the bench positions with the
// hash move tried before the other moves are generated, at every depth up
// to hashFirstDepth and at none, and checks that the searches are the same:
// nodes, evaluations, score, best move and variation.
func TestHashFirstSearchesTheSameNodes(t *testing.T) {
	r, err := board.Chess()
	require.NoError(t, err)
	search := func(fen string, depth int) (Result, uint64) {
		defer func(d int) { hashFirstDepth = d }(hashFirstDepth)
		hashFirstDepth = depth
		pos, err := r.ParseFEN(fen)
		require.NoError(t, err, fen)
		ev := &countingEvaluator{Evaluator: &materialEval{}}
		res := NewEngine(ev, 1).Search(context.Background(), pos, Limits{Depth: 5}, nil)
		res.Time = 0
		return res, ev.n
	}
	for _, fen := range BenchFENs {
		want, wantEvals := search(fen, 0)
		got, gotEvals := search(fen, hashFirstDepth)
		assert.Equal(t, want.Info, got.Info, fen)
		assert.Equal(t, want.Move, got.Move, fen)
		assert.Equal(t, wantEvals, gotEvals, fen)
	}
}
