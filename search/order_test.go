package search

import (
	"slices"

	"testing"

	"github.com/chespel/chespel/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestOrdering pins the order of a node's moves: the hash move, the
// captures that do not lose material, the killers, the quiet moves by
// history, and last the losing captures.
func TestOrdering(t *testing.T) {
	r, err := board.Chess()
	require.NoError(t, err)
	pos, err := r.ParseFEN("4k3/8/2p5/3p4/n7/8/4P3/3QK1N1 w - - 0 1")
	require.NoError(t, err)
	move := func(text string) board.Move {
		m, err := pos.ParseMove(text)
		require.NoError(t, err, text)
		return m
	}
	o := newOrderer(r)
	const ply = 1
	o.killers[ply] = [2]board.Move{move("g1f3"), move("g1h3")}
	o.addHistory(move("d1d2"), 100)
	moves := pos.LegalMoves(nil)
	scores := make([]int32, len(moves))
	o.score(moves, scores, move("e1f2"), ply)
	var got []string
	for i := range moves {
		got = append(got, pos.UCI(pickChecked(pos, moves, scores, i)))
	}
	assert.Equal(t, []string{"e1f2", "d1a4", "g1f3", "g1h3", "d1d2"}, got[:5], "the first five")
	assert.Equal(t, "d1d5", got[len(got)-1], "the queen's losing capture last")
}

// TestHistoryStaysBounded pins a bug: history scores were moved by
// bonus - h*|bonus|/historyMax in 32 bits, which overflows once h passes
// 2^31/400 (cut-offs at 20 plies and more), and a move's history then
// jumped to a large negative score.
func TestHistoryStaysBounded(t *testing.T) {
	r, err := board.Chess()
	require.NoError(t, err)
	m, err := r.StartPosition().ParseMove("e2e4")
	require.NoError(t, err)
	o := newOrderer(r)
	for range 200000 {
		o.addHistory(m, 400)
	}
	h := o.history[o.historyIndex(m)]
	assert.LessOrEqual(t, h, int32(historyMax), "the history of a move always cut off")
	assert.Greater(t, h, int32(historyMax*9/10), "the history of a move always cut off")
}

// TestPickCheckedMatchesEagerExchange pins pickChecked to the order of
// scoring every capture's static exchange first (as score did before the
// exchange was tested lazily): the same moves in the same order, ties
// included, in the bench positions and each position one move after them.
func TestPickCheckedMatchesEagerExchange(t *testing.T) {
	r, err := board.Chess()
	require.NoError(t, err)
	o := newOrderer(r)
	for _, fen := range BenchFENs {
		root, err := r.ParseFEN(fen)
		require.NoError(t, err, fen)
		for _, m := range append([]board.Move{0}, root.LegalMoves(nil)...) {
			pos := root.Clone()
			if !m.IsNull() {
				pos.Make(m)
			}
			moves := pos.LegalMoves(nil)
			eager, lazy := eagerOrder(o, pos, moves), lazyOrder(o, pos, moves)
			assert.Equal(t, eager, lazy, "%s after %s", fen, root.UCI(m))
		}
	}
}

// eagerOrder orders moves with every exchange tested before the picks.
func eagerOrder(o *orderer, pos *board.Position, moves []board.Move) []board.Move {
	moves, scores := slices.Clone(moves), make([]int32, len(moves))
	o.score(moves, scores, 0, 1)
	for i, m := range moves {
		if goodCapture(scores[i]) && !pos.SEEGE(m, 0) {
			scores[i] += orderBadCapture - orderCapture
		}
	}
	for i := range moves {
		pick(moves, scores, i)
	}
	return moves
}

// lazyOrder orders moves as the search does, by pickChecked.
func lazyOrder(o *orderer, pos *board.Position, moves []board.Move) []board.Move {
	moves, scores := slices.Clone(moves), make([]int32, len(moves))
	o.score(moves, scores, 0, 1)
	for i := range moves {
		pickChecked(pos, moves, scores, i)
	}
	return moves
}

// TestBestIndexIsTheFirstOfTheHighest pins bestIndex, whose inner loop
// passes the scores that are not higher, to the first index of the highest
// score from i on, on lists with many ties.
func TestBestIndexIsTheFirstOfTheHighest(t *testing.T) {
	cases := []struct {
		scores  []int32
		i, want int
	}{
		{[]int32{5}, 0, 0},
		{[]int32{1, 3, 3, 2}, 0, 1},
		{[]int32{1, 3, 3, 2}, 2, 2},
		{[]int32{7, 3, 3, 2}, 1, 1},
		{[]int32{0, 0, 0, 0}, 1, 1},
		{[]int32{4, 1, 2, 9, 9, 0, 9}, 0, 3},
		{[]int32{4, 1, 2, 9, 9, 0, 9}, 4, 4},
		{[]int32{4, 1, 2, 9, 9, 0, 9}, 5, 6},
		{[]int32{-5, -1, -1, -3}, 0, 1},
		{[]int32{2, 1, 0, -1}, 0, 0},
		{[]int32{0, 1, 2, 3}, 0, 3},
	}
	for _, c := range cases {
		assert.Equal(t, c.want, bestIndex(c.scores, c.i), "%v from %d", c.scores, c.i)
	}
}
