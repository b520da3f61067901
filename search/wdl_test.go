package search

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestWDL pins the model's values (docs/uci.md quotes them).
func TestWDL(t *testing.T) {
	cases := []struct {
		name    string
		score   Score
		w, d, l int
	}{
		{"level", 0, 269, 462, 269},
		{"a pawn up", 1000, 500, 381, 119},
		{"a pawn down", -1000, 119, 381, 500},
		{"three pawns up", 3000, 881, 101, 18},
		{"a queen up", 9000, 1000, 0, 0},
		{"mate in 2", MateScore - 3, 1000, 0, 0},
		{"mated in 1", -MateScore + 2, 0, 0, 1000},
	}
	for _, c := range cases {
		w, d, l := c.score.WDL()
		assert.Equal(t, [3]int{c.w, c.d, c.l}, [3]int{w, d, l}, "%s: wdl", c.name)
		assert.Equal(t, 1000, w+d+l, "%s: permille add up", c.name)
	}
}
