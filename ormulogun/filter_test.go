package ormulogun

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// sq reads a square name in our frame, "e4".
func sq(name string) Square { return SquareAt(int(name[0]-'a'), int(name[1]-'1')) }

// squares reads space-separated square names into a mask.
func squares(names string) Mask {
	var m Mask
	for _, name := range strings.Fields(names) {
		m = m.Or(MaskOf(sq(name)))
	}
	return m
}

// where returns the squares whose file and rank satisfy pred: the tests'
// own statement of what a filter means, independent of the evaluator.
func where(pred func(file, rank int) bool) Mask {
	var m Mask
	for rank := 0; rank < 8; rank++ {
		for file := 0; file < 8; file++ {
			if pred(file, rank) {
				m = m.Or(MaskOf(SquareAt(file, rank)))
			}
		}
	}
	return m
}

var (
	dark   = where(func(f, r int) bool { return (f+r)%2 == 0 })
	light  = where(func(f, r int) bool { return (f+r)%2 == 1 })
	edge   = where(func(f, r int) bool { return f == 0 || f == 7 || r == 0 || r == 7 })
	ranks  = func(lo, hi int) Mask { return where(func(_, r int) bool { return r >= lo && r <= hi }) }
	center = squares("d4 e4 d5 e5")
	corner = squares("a1 h1 a8 h8")
)

func TestAllowedSeedExamples(t *testing.T) {
	for _, tc := range []struct {
		spec   string
		piece  int
		placed string // squares of the pieces before it, in order
		want   Mask
	}{
		{"Kk", 1, "e1", AllSquares},
		{"K{34|34}k{07|07}", 0, "", center},
		{"K{34|34}k{07|07}", 1, "d4", corner},
		{"K{07|*,*|07}", 0, "", edge},
		{"Kk{FK-2|RK,FK+2|RK}", 1, "e4", squares("c4 g4")},
		{"Kk{FK-2|RK,FK+2|RK}", 1, "a1", squares("c1")},
		{"Kk{FK-2|RK,FK+2|RK}", 1, "g7", squares("e7")},
		{"K{07|07}k{FK+7|RK+7,FK-7|RK-7,FK+7|RK-7,FK-7|RK+7}", 0, "", corner},
		{"K{07|07}k{FK+7|RK+7,FK-7|RK-7,FK+7|RK-7,FK-7|RK+7}", 1, "a1", squares("h8")},
		{"K{07|07}k{FK+7|RK+7,FK-7|RK-7,FK+7|RK-7,FK-7|RK+7}", 1, "h1", squares("a8")},
		{"K{07|07}k{FK+7|RK+7,FK-7|RK-7,FK+7|RK-7,FK-7|RK+7}", 1, "a8", squares("h1")},
		{"B{*|@}", 0, "", squares("a1 b2 c3 d4 e5 f6 g7 h8")},
		{"B{@|*}", 0, "", squares("a1 b2 c3 d4 e5 f6 g7 h8")},
		{"B{@|@}", 0, "", squares("a1 b2 c3 d4 e5 f6 g7 h8")},
		{"B{*|7-@}", 0, "", squares("a8 b7 c6 d5 e4 f3 g2 h1")},
		{"B{*|@@+2@+4@+6@-2@-4@-6}", 0, "", dark},
		{"B{*|@+1@+3@+5@+7@-1@-3@-5@-7}", 0, "", light},
		{"P{*|12345}", 0, "", ranks(1, 5)},
		{"P{*|12345}p{FP|RP+1RP+2RP+3RP+4RP+5}", 1, "d3", squares("d4 d5 d6 d7 d8")},
		{"P{*|12345}p{FP|RP+1RP+2RP+3RP+4RP+5}", 1, "c6", squares("c7 c8")},
		{"KN{FK|*}", 1, "e4", where(func(f, _ int) bool { return f == 4 })},
		{"KN{FK+1FK-1|RK}", 1, "e4", squares("d4 f4")},
		{"KN{FK+1FK-1|RK}", 1, "a1", squares("b1")},
		{"K{01|*}", 0, "", where(func(f, _ int) bool { return f <= 1 })},
		{"k{*|7}", 0, "", ranks(7, 7)},
	} {
		s, err := Parse(tc.spec)
		require.NoError(t, err, tc.spec)
		got := s.Allowed(tc.piece, placedSquares(tc.placed))
		assert.Equal(t, tc.want.String(), got.String(), "%s, piece %d after %q", tc.spec, tc.piece, tc.placed)
	}
}

// placedSquares reads space-separated square names into a slice.
func placedSquares(names string) []Square {
	var out []Square
	for _, name := range strings.Fields(names) {
		out = append(out, sq(name))
	}
	return out
}

func TestAllowedEdgeCases(t *testing.T) {
	for _, tc := range []struct {
		spec   string
		placed string
		want   Mask
	}{
		{"K{8|*}", "", Mask{}},
		{"K{*|9}", "", Mask{}},
		{"K{89|*}", "", Mask{}},
		{"K{9-2|*}", "", where(func(f, _ int) bool { return f == 7 })},
		{"K{0-1|*}", "", Mask{}},
		{"K{@+1|*}", "", squares("b1 c2 d3 e4 f5 g6 h7")},
		{"K{@+1|@}", "", Mask{}},
		{"K{@|@+@}", "", squares("a1")},
		{"K{*|@,0|*}", "", squares("a1 b2 c3 d4 e5 f6 g7 h8 a2 a3 a4 a5 a6 a7 a8")},
		{"K{*|*}", "", AllSquares},
		{"QK{*|FQ}", "c5", ranks(2, 2)},
		{"QK{FQ+@|*}", "c5", squares("c1 d2 e3 f4 g5 h6")},
		{"QK{FQ+1+1-3|RQ-RQ}", "c5", squares("b1")},
	} {
		s, err := Parse(tc.spec)
		require.NoError(t, err, tc.spec)
		i := len(s.Pieces) - 1
		got := s.Allowed(i, placedSquares(tc.placed))
		assert.Equal(t, tc.want.String(), got.String(), "%s after %q", tc.spec, tc.placed)
	}
}

func TestAllowedWithoutPlacedReferenceSelectsNothing(t *testing.T) {
	s, err := Parse("Kk{FK|*}")
	require.NoError(t, err)
	assert.Equal(t, Mask{}, s.Allowed(1, nil), "k before K is placed")
	assert.Equal(t, Mask{}, s.Allowed(2, nil), "index out of range")
	assert.Equal(t, Mask{}, s.Allowed(-1, nil), "negative index")
}
