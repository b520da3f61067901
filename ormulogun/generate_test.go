package ormulogun

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// newRand returns the tests' fixed-seed random source.
func newRand(seed uint64) *rand.Rand { return rand.New(rand.NewPCG(seed, 0)) }

// generator parses spec and prepares a generator without board checks.
func generator(t testing.TB, spec string, seed uint64) *Generator {
	t.Helper()
	s, err := Parse(spec)
	require.NoError(t, err, spec)
	g, err := NewGenerator(s, newRand(seed), nil)
	require.NoError(t, err, spec)
	return g
}

// placementCases are the seed's examples with kings added where they lack
// them, and the squares each piece must cover over many placements.
var placementCases = []struct {
	spec  string
	cover []Mask // per piece, in spec order
}{
	{"Kk", []Mask{AllSquares, AllSquares}},
	{"K{34|34}k{07|07}", []Mask{center, corner}},
	{"K{07|*,*|07}k", []Mask{edge, AllSquares}},
	{"Kk{FK-2|RK,FK+2|RK}", []Mask{AllSquares, AllSquares}},
	{"K{07|07}k{FK+7|RK+7,FK-7|RK-7,FK+7|RK-7,FK-7|RK+7}", []Mask{corner, corner}},
	{"KB{*|@}k", []Mask{AllSquares, squares("a1 b2 c3 d4 e5 f6 g7 h8"), AllSquares}},
	{"KB{*|7-@}k", []Mask{AllSquares, squares("a8 b7 c6 d5 e4 f3 g2 h1"), AllSquares}},
	{"KB{*|@@+2@+4@+6@-2@-4@-6}k", []Mask{AllSquares, dark, AllSquares}},
	{"KB{*|@+1@+3@+5@+7@-1@-3@-5@-7}k", []Mask{AllSquares, light, AllSquares}},
	{"KkP{*|12345}p{FP|RP+1RP+2RP+3RP+4RP+5}", []Mask{AllSquares, AllSquares, ranks(1, 5), ranks(2, 6)}},
	{"KN{FK+1FK-1|RK}k", []Mask{AllSquares, AllSquares, AllSquares}},
	{"KQkq", []Mask{AllSquares, AllSquares, AllSquares, AllSquares}},
	{"KPPkpp", []Mask{AllSquares, ranks(1, 6), ranks(1, 6), AllSquares, ranks(1, 6), ranks(1, 6)}},
}

func TestPlacementSatisfiesFiltersAndCoversThem(t *testing.T) {
	for _, tc := range placementCases {
		g := generator(t, tc.spec, 1)
		seen := make([]Mask, len(g.spec.Pieces))
		for n := 0; n < 1000; n++ {
			pos, err := g.Next()
			require.NoError(t, err, tc.spec)
			assertPlacementValid(t, g.spec, pos, tc.spec)
			for i, pc := range pos.Pieces {
				seen[i] = seen[i].Or(MaskOf(pc.Square))
			}
		}
		for i := range seen {
			assert.Equal(t, tc.cover[i].String(), seen[i].String(), "%s: squares of piece %d", tc.spec, i)
		}
	}
}

// assertPlacementValid checks a placement against the spec: letters in spec
// order, every filter, one piece a square, pawns off the back ranks, kings
// apart.
func assertPlacementValid(t *testing.T, s *Spec, pos Position, name string) {
	t.Helper()
	require.Len(t, pos.Pieces, len(s.Pieces), name)
	var occupied Mask
	squaresSoFar := make([]Square, 0, len(pos.Pieces))
	var kings []Square
	for i, pc := range pos.Pieces {
		assert.Equal(t, s.Pieces[i].Letter, pc.Letter, "%s: letter of piece %d", name, i)
		assert.True(t, s.Allowed(i, squaresSoFar).Has(pc.Square), "%s: piece %d on %v breaks its filters", name, i, pc.Square)
		assert.False(t, occupied.Has(pc.Square), "%s: %v taken twice", name, pc.Square)
		if pc.Letter == 'P' || pc.Letter == 'p' {
			assert.True(t, pc.Square.Rank() >= 1 && pc.Square.Rank() <= 6, "%s: pawn on %v", name, pc.Square)
		}
		if pc.Letter == 'K' || pc.Letter == 'k' {
			kings = append(kings, pc.Square)
		}
		occupied = occupied.Or(MaskOf(pc.Square))
		squaresSoFar = append(squaresSoFar, pc.Square)
	}
	require.Len(t, kings, 2, name)
	df, dr := kings[0].File()-kings[1].File(), kings[0].Rank()-kings[1].Rank()
	assert.True(t, df*df > 1 || dr*dr > 1, "%s: kings on %v and %v touch", name, kings[0], kings[1])
	assert.True(t, s.Match(pos.Pieces), "%s: a placement does not match its spec", name)
}

func TestGenerateIsReproducibleAndPicksBothColours(t *testing.T) {
	run := func() []string {
		g := generator(t, "KRk", 42)
		var fens []string
		for n := 0; n < 200; n++ {
			pos, err := g.Next()
			require.NoError(t, err)
			fens = append(fens, pos.FEN())
		}
		return fens
	}
	first := run()
	assert.Equal(t, first, run(), "same seed, same positions")
	joined := strings.Join(first, "\n")
	assert.Equal(t, 200, strings.Count(joined, " - - 0 1"))
	white, black := strings.Count(joined, " w "), strings.Count(joined, " b ")
	assert.Equal(t, 200, white+black)
	assert.True(t, white > 60 && black > 60, "colours: %d white, %d black", white, black)
}

func TestFENTurnsTheBoardForBlack(t *testing.T) {
	pieces := []Piece{{'K', sq("a1")}, {'R', sq("a2")}, {'k', sq("e8")}, {'p', sq("c7")}}
	assert.Equal(t, "4k3/2p5/8/8/8/8/R7/K7 w - - 0 1", Position{Pieces: pieces}.FEN())
	assert.Equal(t, "7k/7r/8/8/8/8/5P2/3K4 b - - 0 1", Position{Pieces: pieces, Black: true}.FEN())
}

func TestTurnIsItsOwnInverse(t *testing.T) {
	for _, s := range AllSquares.Squares() {
		assert.Equal(t, s, Turn(Turn(s, true), true), "%v", s)
		assert.Equal(t, 7-s.File(), Turn(s, true).File(), "%v", s)
		assert.Equal(t, 7-s.Rank(), Turn(s, true).Rank(), "%v", s)
		assert.Equal(t, s, Turn(s, false), "%v", s)
	}
	xiangqi := Geometry{Files: 9, Ranks: 10}
	for _, s := range xiangqi.All().Squares() {
		assert.Equal(t, s, xiangqi.Turn(xiangqi.Turn(s, true), true), "%v", s)
		assert.Equal(t, 8-s.File(), xiangqi.Turn(s, true).File(), "%v", s)
		assert.Equal(t, 9-s.Rank(), xiangqi.Turn(s, true).Rank(), "%v", s)
	}
	for _, c := range []byte("KQRBNPkqrbnp") {
		assert.Equal(t, c, TurnLetter(TurnLetter(c, true), true), "%c", c)
		assert.NotEqual(t, c, TurnLetter(c, true), "%c", c)
	}
	// Dark squares stay dark when the board turns: the seed's dark-square
	// bishop is one whichever colour we play.
	for _, s := range dark.Squares() {
		assert.True(t, dark.Has(Turn(s, true)), "%v", s)
	}
}

func TestCheckDecidesAndIsBounded(t *testing.T) {
	s, err := Parse("KQk")
	require.NoError(t, err)
	calls := 0
	onlyWhite := func(p Position) bool { calls++; return !p.Black }
	g, err := NewGenerator(s, newRand(7), onlyWhite)
	require.NoError(t, err)
	for n := 0; n < 100; n++ {
		pos, err := g.Next()
		require.NoError(t, err)
		assert.False(t, pos.Black, "position %d", n)
	}
	assert.Greater(t, calls, 100, "the check saw the rejected candidates too")

	calls = 0
	never := func(Position) bool { calls++; return false }
	g, err = NewGenerator(s, newRand(7), never)
	require.NoError(t, err)
	g.MaxTries = 50
	_, err = g.Next()
	assert.EqualError(t, err, "ormulogun: no position satisfies KQk after 50 tries: every placement was illegal, not quiet or without a legal move")
	assert.Equal(t, 50, calls)
}

func TestGeneratedPiecesAreNotShared(t *testing.T) {
	g := generator(t, "KQk", 3)
	first, err := g.Next()
	require.NoError(t, err)
	kept := fmt.Sprint(first.Pieces)
	_, err = g.Next()
	require.NoError(t, err)
	assert.Equal(t, kept, fmt.Sprint(first.Pieces), "a later Next changed an earlier position")
}

// badGenerations are specs that parse but cannot be generated; their errors
// are in testdata/generate_errors.golden.
var badGenerations = []string{
	"KQ",
	"Qk",
	"B{*|@}",
	"KKk",
	"Kkk",
	"K{34|34}k{34|34}",
	"KkP{*|0}",
	"KkP{*|07}",
	"Kkp{*|7}",
	"KkB{8|*}",
	"K{07|07}k{FK+1|RK}",
	"KkPPPPPPPPPpppppppppQQQQQQQQQQqqqqqqqqqqRRRRRRRRRRrrrrrrrrrrBBBBBBBBBBbbbbbbbbbbNNNNNNNNNNnnnnnnnnnn",
}

func TestGenerateErrorsGolden(t *testing.T) {
	var b strings.Builder
	for _, src := range badGenerations {
		s, err := Parse(src)
		require.NoError(t, err, src)
		g, err := NewGenerator(s, newRand(1), nil)
		if err == nil {
			_, err = g.Next()
		}
		require.Error(t, err, src)
		fmt.Fprintf(&b, "%q\n\t%v\n", src, err)
	}
	checkGolden(t, "generate_errors.golden", b.String())
}
