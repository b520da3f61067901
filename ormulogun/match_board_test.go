package ormulogun

import (
	"testing"

	"github.com/chespel/chespel/board"
	"github.com/chespel/chespel/carn"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestMatchBoardPositions(t *testing.T) {
	rules := chess(t)
	for _, tc := range []struct {
		spec, fen    string
		white, black bool // Match from white's and from black's side
	}{
		{"KQk", "4k3/8/8/8/8/8/8/KQ6 w - - 0 1", true, false},
		{"KQk", "4k3/8/8/8/8/8/8/KQ6 b - - 0 1", true, false},
		{"Kqk", "4k3/8/8/8/8/8/8/KQ6 w - - 0 1", false, true},
		{"KQk", "4k3/7p/8/8/8/8/8/KQ6 w - - 0 1", false, false},
		{"KQkp", "4k3/7p/8/8/8/8/8/KQ6 w - - 0 1", true, false},
		{"KPkq", "4k3/7p/8/8/8/8/8/KQ6 w - - 0 1", false, true},
		{"KQkq", "3qk3/8/8/8/8/8/8/KQ6 w - - 0 1", true, true},
		// Our king on our back rank: the board's 1st rank for white, 8th for black.
		{"K{*|0}k", "4k3/8/8/8/8/8/8/4K3 w - - 0 1", true, true},
		{"K{*|0}k", "8/8/8/4k3/8/8/8/4K3 w - - 0 1", true, false},
		{"K{*|0}k", "4k3/8/8/4K3/8/8/8/8 w - - 0 1", false, true},
		// @: the long diagonal a1-h8 stays itself when the board turns.
		{"KB{*|@}k", "4k3/8/8/8/8/2B5/8/K7 w - - 0 1", true, false},
		{"KB{*|@}k", "K7/8/5b2/8/8/8/8/4k3 w - - 0 1", false, true},
		{"KB{*|@}k", "K7/8/4b3/8/8/8/8/4k3 w - - 0 1", false, false},
		{"KB{*|7-@}k", "K7/8/8/8/8/5B2/8/4k3 w - - 0 1", true, false},
		// F and R: right of our king is toward the h-file for white, the
		// a-file for black.
		{"KN{FK+1|RK}k", "4k3/8/8/8/8/8/8/4KN2 w - - 0 1", true, false},
		{"KN{FK+1|RK}k", "4k3/8/8/8/8/8/8/3NK3 w - - 0 1", false, false},
		{"KN{FK+1|RK}k", "3nk3/8/8/8/8/8/8/4K3 w - - 0 1", false, true},
		{"KN{FK+1|RK}k", "4kn2/8/8/8/8/8/8/4K3 w - - 0 1", false, false},
		{"KR{FK|*}k", "7k/8/8/8/4R3/8/8/4K3 w - - 0 1", true, false},
		{"KR{FK|*}k", "7k/8/8/8/3R4/8/8/4K3 w - - 0 1", false, false},
		{"Kkr{Fk|Rk-2}", "3k4/8/3r4/8/8/8/8/4K3 w - - 0 1", true, false},
		{"Kkr{Fk|Rk-2}", "3k4/8/3r4/8/8/8/8/4K3 b - - 0 1", true, false},
		// Two pawns, the second in front of the first: found whichever
		// order the board lists them in.
		{"KkPP{FP|RP+1}", "7k/8/8/8/8/4P3/4P3/K7 w - - 0 1", true, false},
		{"KkPP{FP|RP+1}", "k7/4p3/4p3/8/8/8/8/7K w - - 0 1", false, true},
		{"KkPP{FP|RP+1}", "7k/8/8/8/8/3P4/4P3/K7 w - - 0 1", false, false},
		// A closed file is one from both sides; our pawn must be behind.
		{"KkP{*|12345}p{FP|RP+1RP+2RP+3RP+4RP+5}", "7k/8/3p4/8/8/3P4/8/K7 w - - 0 1", true, true},
		{"KkP{*|12345}p{FP|RP+1RP+2RP+3RP+4RP+5}", "7k/8/3p4/8/8/3P4/8/K7 b - - 0 1", true, true},
		{"KkP{*|12345}p{FP|RP+1RP+2RP+3RP+4RP+5}", "7k/8/8/3p4/3P4/8/8/K7 w - - 0 1", true, true},
		{"KkP{*|1}p{FP|RP+1RP+2RP+3RP+4RP+5}", "7k/8/3p4/8/8/8/3P4/K7 w - - 0 1", true, false},
		{"KkP{*|1}p{FP|RP+1RP+2RP+3RP+4RP+5}", "7k/3p4/8/8/8/3P4/8/K7 w - - 0 1", false, true},
		{"KkP{*|12345}p{FP|RP+1RP+2RP+3RP+4RP+5}", "7k/8/8/3P4/3p4/8/8/K7 w - - 0 1", false, false},
	} {
		pos, err := rules.ParseFEN(tc.fen)
		require.NoError(t, err, tc.fen)
		s, err := Parse(tc.spec)
		require.NoError(t, err, tc.spec)
		assert.Equal(t, tc.white, Match(s, pos, board.White), "%s on %s from white's side", tc.spec, tc.fen)
		assert.Equal(t, tc.black, Match(s, pos, board.Black), "%s on %s from black's side", tc.spec, tc.fen)
	}
}

func TestMatchOtherRuleSets(t *testing.T) {
	for _, tc := range []struct {
		rules, spec, fen string
		want             bool
	}{
		{"shatranj", "KRk", "4k3/8/8/8/8/8/8/R3K3 w - - 0 1", true},
		{"amazon", "KQk", "4k3/8/8/8/8/8/8/A3K3 w - - 0 1", false},
		{"amazon", "Kk", "4k3/8/8/8/8/8/8/A3K3 w - - 0 1", false},
		{"xiangqi", "Kk", "4k4/9/9/9/9/9/9/9/9/3K5 w - - 0 1", true},
	} {
		rs, err := carn.Embedded(tc.rules)
		require.NoError(t, err, tc.rules)
		rules, err := board.Compile(rs)
		require.NoError(t, err, tc.rules)
		pos, err := rules.ParseFEN(tc.fen)
		require.NoError(t, err, tc.fen)
		s, err := Parse(tc.spec)
		require.NoError(t, err, tc.spec)
		assert.Equal(t, tc.want, Match(s, pos, board.White), "%s: %s on %s", tc.rules, tc.spec, tc.fen)
	}
}

func TestMatchDoesNotAllocate(t *testing.T) {
	rules := chess(t)
	for _, tc := range []struct{ spec, fen string }{
		{"KRk", "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3"},
		{"KRkp", "8/8/4k3/8/8/8/1B6/K6n w - - 0 1"},
		{"K{07|07}Rk", "4k3/8/8/8/8/8/8/R6K w - - 0 1"},
		{"KkP{*|12345}p{FP|RP+1RP+2RP+3RP+4RP+5}", "7k/8/3p4/8/8/3P4/8/K7 w - - 0 1"},
	} {
		s, err := Parse(tc.spec)
		require.NoError(t, err, tc.spec)
		pos, err := rules.ParseFEN(tc.fen)
		require.NoError(t, err, tc.fen)
		allocs := testing.AllocsPerRun(100, func() { Match(s, pos, board.White) })
		assert.Zero(t, allocs, "%s on %s", tc.spec, tc.fen)
	}
}
