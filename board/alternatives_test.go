package board

import (
	"strconv"
	"strings"
	"testing"

	"github.com/chespel/chespel/carn"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// manyAlternatives is chess whose pawn moves by n repeats of "Rank +1" and
// whose knight captures by n repeats of its leaps.
func manyAlternatives(t testing.TB, n int) *Rules {
	rs, err := carn.Embedded("chess") // its own copy: it is changed below
	require.NoError(t, err)
	pawn, knight := -1, -1
	for i, p := range rs.Pieces {
		switch p.Name {
		case "pawn":
			pawn = i
		case "knight":
			knight = i
		}
	}
	require.True(t, pawn >= 0 && knight >= 0)
	env := carn.Env{Files: 8, Ranks: 8}
	move, err := carn.Compile(strings.TrimSuffix(strings.Repeat("Rank +1 | ", n), " | "), env)
	require.NoError(t, err)
	rs.Pieces[pawn].Move = move
	env.Entry = carn.CaptureEntry
	capture, err := carn.Compile(strings.TrimSuffix(strings.Repeat("File 1 Rank 2 | Rank 1 File 2 | ", max(n/2, 1)), " | "), env)
	require.NoError(t, err)
	rs.Pieces[knight].Capture = capture
	r, err := Compile(rs)
	require.NoError(t, err)
	return r
}

// TestRepeatedAlternativesMergeOnce pins the quadratic compile of a CARN
// move with thousands of "|" alternatives (11.5 s for 10,000, 30.6 s for
// 15,000): each alternative was compared with every one before it and
// kept, so the move tables, and every move generation, grew with them. A
// repeat now merges in constant time and adds nothing: the tables are the
// same size for 1 or 10,000 repeats, and so is the work of generating.
func TestRepeatedAlternativesMergeOnce(t *testing.T) {
	one, many := manyAlternatives(t, 1), manyAlternatives(t, 10000)
	for c := White; c <= Black; c++ {
		for k := range one.gen[c] {
			assert.Len(t, many.gen[c][k].leaps, len(one.gen[c][k].leaps), "%v kind %d: leaps", c, k)
			assert.Len(t, many.gen[c][k].rays, len(one.gen[c][k].rays), "%v kind %d: rays", c, k)
		}
	}
	p := many.StartPosition()
	assert.Len(t, p.LegalMoves(nil), 12, "eight single pawn steps and four knight moves")
}

// BenchmarkCompileAlternatives compiles the rule set of 5,000 and 10,000
// repeats: the time doubles, not quadruples.
func BenchmarkCompileAlternatives(b *testing.B) {
	for _, n := range []int{5000, 10000} {
		b.Run(strconv.Itoa(n), func(b *testing.B) {
			for range b.N {
				manyAlternatives(b, n)
			}
		})
	}
}
