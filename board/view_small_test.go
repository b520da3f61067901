package board

import (
	"testing"

	"github.com/chespel/chespel/carn"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestSmallTablesShared pins that chess keeps one block of small entries
// for both sides of every kind whose moves are the same for both (all but
// the pawn), so that the tables an evaluation reads stay small.
func TestSmallTablesShared(t *testing.T) {
	chess, err := Chess()
	require.NoError(t, err)
	s := chess.view.small
	require.NotNil(t, s)
	kinds := len(chess.kinds)
	shared := 0
	for k := range kinds {
		if s.base[White][k] == s.base[Black][k] {
			shared++
		}
	}
	assert.Equal(t, kinds-1, shared, "chess: every kind but the pawn has one block of entries for both sides")
	assert.Equal(t, (kinds+1)*64, len(s.cap), "chess: seven blocks of 64 capture entries")
	assert.Equal(t, (kinds+1)*64, len(s.quiet), "chess: seven blocks of 64 move entries")
}

// TestViewSmallLegs compares View with move generation on chess whose
// knights leap with a leg, as the xiangqi horse does: legs on a board of
// one word, which no embedded game of that size has.
func TestViewSmallLegs(t *testing.T) {
	rs := carn.Chess()
	for i := range rs.Pieces {
		if rs.Pieces[i].Name != "knight" {
			continue
		}
		for _, rule := range []*carn.Rule{&rs.Pieces[i].Move, &rs.Pieces[i].Capture} {
			for j := range rule.Alternatives {
				rule.Alternatives[j].Leg = true
			}
		}
	}
	r, err := Compile(rs)
	require.NoError(t, err)
	require.NotNil(t, r.view.small)
	require.NotEmpty(t, r.view.small.units, "the legged leaps are units")
	var v View
	for _, p := range viewPositions(t, r, 6, 60, 2) {
		v.Load(p)
		checkView(t, "legged knights", r, p, &v)
	}
}
