package search

import (
	"testing"

	"github.com/chespel/chespel/board"
	"github.com/chespel/chespel/carn"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestBenchPositions checks that bench searches the fixed chess positions
// in standard chess and another game's start position in that game.
func TestBenchPositions(t *testing.T) {
	chess, err := board.Chess()
	require.NoError(t, err)
	assert.Equal(t, BenchFENs, BenchPositions(chess), "chess")
	rs, err := carn.Embedded("xiangqi")
	require.NoError(t, err)
	xiangqi, err := board.Compile(rs)
	require.NoError(t, err)
	assert.Equal(t, []string{xiangqi.StartFEN()}, BenchPositions(xiangqi), "xiangqi")
}
