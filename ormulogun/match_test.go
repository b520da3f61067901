package ormulogun

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// pieces reads "Ka1 Qd4 kh8" into a piece list in our frame.
func pieces(list string) []Piece {
	var out []Piece
	for _, f := range strings.Fields(list) {
		out = append(out, Piece{Letter: f[0], Square: sq(f[1:])})
	}
	return out
}

func TestMatch(t *testing.T) {
	for _, tc := range []struct {
		spec, pieces string
		want         bool
	}{
		{"KQk", "Ka1 Qd4 kh8", true},
		{"KQk", "kh8 Ka1 Qd4", true},
		{"KQk", "Ka1 Qd4 kh8 pa7", false},
		{"KQk", "Ka1 kh8", false},
		{"KQk", "Ka1 Rd4 kh8", false},
		{"KQk", "Ka1 qd4 kh8", false},
		{"KQk", "Ka1 Qd4 Qe4", false},
		{"K{34|34}k{07|07}", "Kd4 ka1", true},
		{"K{34|34}k{07|07}", "ka1 Ke5", true},
		{"K{34|34}k{07|07}", "Ka1 kd4", false},
		{"K{34|34}k{07|07}", "Kd4 kb1", false},
		{"K{07|*,*|07}k", "Kh5 kd4", true},
		{"K{07|*,*|07}k", "Kg5 kd4", false},
		{"KB{*|@}k", "Ka8 Bc3 kh1", true},
		{"KB{*|@}k", "Ka8 Bc4 kh1", false},
		{"KB{*|7-@}k", "Ka1 Bc6 kh1", true},
		{"KB{*|@@+2@+4@+6@-2@-4@-6}k", "Ka8 Bh2 kh1", true},
		{"KB{*|@@+2@+4@+6@-2@-4@-6}k", "Ka8 Bh3 kh1", false},
		{"KB{*|@+1@+3@+5@+7@-1@-3@-5@-7}k", "Ka8 Bh3 kh1", true},
		{"Kk{FK-2|RK,FK+2|RK}", "Ke4 kc4", true},
		{"Kk{FK-2|RK,FK+2|RK}", "Ke4 kg4", true},
		{"Kk{FK-2|RK,FK+2|RK}", "Ke4 ke6", false},
		{"Kk{FK-2|RK,FK+2|RK}", "Ke4 kd4", false},
		{"K{07|07}k{FK+7|RK+7,FK-7|RK-7,FK+7|RK-7,FK-7|RK+7}", "Kh1 ka8", true},
		{"K{07|07}k{FK+7|RK+7,FK-7|RK-7,FK+7|RK-7,FK-7|RK+7}", "Kh1 kh8", false},
		{"KN{FK+1FK-1|RK}k", "Ke4 Nf4 ka8", true},
		{"KN{FK+1FK-1|RK}k", "Ke4 Nf5 ka8", false},
		{"KkP{*|12345}p{FP|RP+1RP+2RP+3RP+4RP+5}", "Ka1 kh8 Pd3 pd6", true},
		{"KkP{*|12345}p{FP|RP+1RP+2RP+3RP+4RP+5}", "Ka1 kh8 Pd3 pe6", false},
		{"KkP{*|12345}p{FP|RP+1RP+2RP+3RP+4RP+5}", "Ka1 kh8 Pd6 pd3", false},
		// The second P must sit right in front of the first: only the order
		// e2, e3 works, whichever way the list gives them.
		{"KkPP{FP|RP+1}", "Ka1 kh8 Pe3 Pe2", true},
		{"KkPP{FP|RP+1}", "Ka1 kh8 Pe2 Pe3", true},
		{"KkPP{FP|RP+1}", "Ka1 kh8 Pe3 Pa2", false},
		// The p refers to the most recent P, the second.
		{"KkPPp{FP|RP+1}", "Ka1 kh8 Pa2 Pe3 pe4", true},
		{"KkPPp{FP|RP+1}", "Ka1 kh8 Pa2 Pe3 pa3", true},
		{"KkPPp{FP|RP+1}", "Ka1 kh8 Pa2 Pe3 pb3", false},
		// Free pieces: a greedy choice fails, an augmenting path succeeds.
		{"KkP{*|12}P{*|1}", "Ka1 kh8 Pa2 Pb3", true},
		{"KkP{*|12}P{*|1}", "Ka1 kh8 Pa3 Pb3", false},
		{"KkP{*|1}P{*|2}", "Ka1 kh8 Pa3 Pb2", true},
		{"KkN{*|@}N{*|7-@}N{07|*}", "Ka2 kh7 Nh1 Nh8 Nd4", true},
		// d5 is on the a8-h1 diagonal: h1 then serves the a- or h-file.
		{"KkN{*|@}N{*|7-@}N{07|*}", "Ka2 kh7 Nh1 Nh8 Nd5", true},
		{"KkN{*|@}N{*|7-@}N{07|*}", "Ka2 kh7 Nh1 Nh8 Nd6", false},
	} {
		s, err := Parse(tc.spec)
		require.NoError(t, err, tc.spec)
		assert.Equal(t, tc.want, s.Match(pieces(tc.pieces)), "%s on %s", tc.spec, tc.pieces)
	}
}

// fromBoard turns FEN-lettered pieces on board squares into our frame for the
// given perspective, as the board wrapper of Match will.
func fromBoard(list string, black bool) []Piece {
	var out []Piece
	for _, pc := range pieces(list) {
		out = append(out, Piece{Letter: TurnLetter(pc.Letter, black), Square: Turn(pc.Square, black)})
	}
	return out
}

func TestMatchFromEitherSide(t *testing.T) {
	s, err := Parse("K{*|0}kQ{FK|*}")
	require.NoError(t, err)
	// White king on g1 with a white queen on g5; black king on e5.
	board := "Kg1 Qg5 ke5"
	assert.True(t, s.Match(fromBoard(board, false)), "white's view: our king on our back rank, our queen on its file")
	assert.False(t, s.Match(fromBoard(board, true)), "black's view: black has no queen")
	// The same position with colours swapped and the board turned: black
	// king on b8 with a black queen on b4, white king on d4.
	turned := "kb8 qb4 Kd4"
	assert.True(t, s.Match(fromBoard(turned, true)), "black's view of the turned position")
	assert.False(t, s.Match(fromBoard(turned, false)), "white's view of the turned position")
}

func TestMatchAcceptsEveryGeneratedPlacement(t *testing.T) {
	for _, tc := range placementCases {
		g := generator(t, tc.spec, 5)
		for n := 0; n < 200; n++ {
			pos, err := g.Next()
			require.NoError(t, err, tc.spec)
			shuffled := append([]Piece(nil), pos.Pieces...)
			g.rng.Shuffle(len(shuffled), func(i, j int) { shuffled[i], shuffled[j] = shuffled[j], shuffled[i] })
			assert.True(t, g.spec.Match(shuffled), "%s: %v", tc.spec, shuffled)
		}
	}
}
