package board

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestRulesPromotionDistance pins the distances of chess pieces by side,
// kind and square: a pawn counts its double step, a knight does not promote.
func TestRulesPromotionDistance(t *testing.T) {
	r, err := Chess()
	require.NoError(t, err)
	for _, tc := range []struct {
		c      Color
		letter byte
		sq     string
		want   int
	}{
		{White, 'P', "e7", 1}, {White, 'P', "e6", 2}, {White, 'P', "e2", 5},
		{Black, 'P', "e2", 1}, {Black, 'P', "e7", 5}, {Black, 'P', "a3", 2},
		{White, 'N', "e7", 0}, {White, 'K', "e7", 0},
	} {
		k, ok := r.KindOfLetter(tc.letter)
		require.True(t, ok)
		sq, err := r.ParseSquare(tc.sq)
		require.NoError(t, err)
		assert.Equal(t, tc.want, r.PromotionDistance(tc.c, k, sq), "%c %c on %s", "wb"[tc.c], tc.letter, tc.sq)
	}
}
