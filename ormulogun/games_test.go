package ormulogun

import (
	"strings"
	"testing"

	"github.com/chespel/chespel/board"
	"github.com/chespel/chespel/carn"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// This file checks specs on the other embedded games: the generator's
// positions are read back by the board alone (its FEN check refuses a
// piece where the game never lets it stand, a xiangqi general outside its
// palace among them), and Match finds them from the side to move and, with
// the letters' cases swapped, from the other side.

func embedded(t testing.TB, name string) *board.Rules {
	t.Helper()
	rs, err := carn.Embedded(name)
	require.NoError(t, err, name)
	rules, err := board.Compile(rs)
	require.NoError(t, err, name)
	return rules
}

// swapCase is the spec seen from the other side when it has no filters.
func swapCase(spec string) string {
	return strings.Map(func(r rune) rune {
		switch {
		case r >= 'a' && r <= 'z':
			return r - 'a' + 'A'
		case r >= 'A' && r <= 'Z':
			return r - 'A' + 'a'
		}
		return r
	}, spec)
}

// TestSpecsOnEveryBoard: chespel endgame --rules xiangqi refused every spec
// (Ormulogun was 8×8 only); now each game's board, letters and zones count.
func TestSpecsOnEveryBoard(t *testing.T) {
	for _, tc := range []struct {
		game, spec string
		filtered   bool // the spec has filters: no swapped-case check
	}{
		{"xiangqi", "KRk", false},
		{"xiangqi", "KAABBk", false},
		{"xiangqi", "KNPkaa", false},
		{"xiangqi", "KCPPkr", false},
		{"xiangqi", "K{345|012}R{*|9}k", true},
		{"xiangqi", "KP{*|56789}k", true},
		{"capablanca", "KACk", false},
		{"capablanca", "KR{9|*}kp", true},
		{"makruk", "KSMkp", false},
		{"shatranj", "KQkb", false},
		{"knightmate", "KMkp", false},
	} {
		rules := embedded(t, tc.game)
		s, err := Parse(tc.spec)
		require.NoError(t, err, tc.spec)
		g, err := NewBoardGenerator(s, rules, newRand(7))
		require.NoError(t, err, "%s %s", tc.game, tc.spec)
		other, err := Parse(swapCase(tc.spec))
		require.NoError(t, err, tc.spec)
		for range 200 {
			pos, err := g.Next()
			require.NoError(t, err, "%s %s", tc.game, tc.spec)
			fen := pos.FEN()
			back, err := rules.ParseFEN(fen)
			require.NoError(t, err, "%s %s: the board refuses %s", tc.game, tc.spec, fen)
			assert.Equal(t, fen, back.FEN(), "%s %s", tc.game, tc.spec)
			us := pos.SideToMove()
			assert.True(t, Match(s, pos, us), "%s %s: %s from the side to move", tc.game, tc.spec, fen)
			if !tc.filtered {
				assert.True(t, Match(other, pos, us.Other()), "%s %s: %s from the other side", tc.game, swapCase(tc.spec), fen)
			}
			if swapCase(tc.spec) != tc.spec {
				assert.False(t, Match(s, pos, us.Other()), "%s %s: %s from the other side", tc.game, tc.spec, fen)
			}
		}
	}
}

// TestFilesAndRanksCountToTheBoard: digits beyond the board select nothing,
// and an index above 9 is a sum.
func TestFilesAndRanksCountToTheBoard(t *testing.T) {
	xiangqi, capablanca, big := Geometry{9, 10}, Geometry{10, 8}, Geometry{12, 12}
	for _, tc := range []struct {
		geo        Geometry
		spec, want string
	}{
		{xiangqi, "K{*|9}", "a10 b10 c10 d10 e10 f10 g10 h10 i10"},
		{xiangqi, "K{9|*}", "-"},
		{xiangqi, "K{345|012}", "d1 e1 f1 d2 e2 f2 d3 e3 f3"},
		{capablanca, "K{9|*}", "j1 j2 j3 j4 j5 j6 j7 j8"},
		{capablanca, "K{*|8}", "-"},
		{big, "K{9+2|9+2}", "l12"},
		{big, "K{9+3|*}", "-"},
		{big, "K{*|@}", "a1 b2 c3 d4 e5 f6 g7 h8 i9 j10 k11 l12"},
		{Chess8x8, "K{*|@}", "a1 b2 c3 d4 e5 f6 g7 h8"},
	} {
		s, err := Parse(tc.spec)
		require.NoError(t, err, tc.spec)
		assert.Equal(t, tc.want, s.AllowedOn(tc.geo, 0, nil).String(), "%s on %s", tc.spec, tc.geo)
	}
}

// TestMatchXiangqiFromBothSides: a xiangqi bot's spec reads its own frame,
// whichever colour it plays.
func TestMatchXiangqiFromBothSides(t *testing.T) {
	rules := embedded(t, "xiangqi")
	s, err := Parse("K{345|0}R{*|6789}k")
	require.NoError(t, err)
	for _, tc := range []struct {
		fen  string
		side board.Color
		want bool
	}{
		{"3k5/9/9/R8/9/9/9/9/9/4K4 w - - 0 1", board.White, true},  // our rook on rank 6 (7th)
		{"3k5/9/9/9/9/9/R8/9/9/4K4 w - - 0 1", board.White, false}, // rank 3: too low
		{"3k5/9/9/9/9/9/r8/9/9/4K4 b - - 0 1", board.Black, true},  // black's rook on its 7th rank
		{"3k5/9/9/r8/9/9/9/9/9/4K4 b - - 0 1", board.Black, false},
		{"3k5/9/9/9/9/9/r8/9/9/4K4 b - - 0 1", board.White, false}, // white has no rook
	} {
		pos, err := rules.ParseFEN(tc.fen)
		require.NoError(t, err, tc.fen)
		assert.Equal(t, tc.want, Match(s, pos, tc.side), "%s from %s", tc.fen, tc.side)
	}
}

// TestXiangqiSpecsRefusedClearly: what a xiangqi spec cannot be.
func TestXiangqiSpecsRefusedClearly(t *testing.T) {
	rules := embedded(t, "xiangqi")
	for _, tc := range []struct{ spec, want string }{
		{"KQk", "ormulogun: col 2: rule set xiangqi has no piece lettered Q (it has P N B R A C K)"},
		{"KAAAk", "ormulogun: KAAAk is no position of xiangqi: white has 3 advisors, the start position gives it 2, and no piece promotes to an advisor"},
		{"K{*|5}k", "ormulogun: col 1: no square satisfies K{*|5} on the 9×10 board where the piece can stand"},
		{"KB{*|1}k", "ormulogun: col 2: no square satisfies B{*|1} on the 9×10 board where the piece can stand"},
	} {
		s, err := Parse(tc.spec)
		require.NoError(t, err, tc.spec)
		_, err = NewBoardGenerator(s, rules, newRand(1))
		assert.EqualError(t, err, tc.want, tc.spec)
	}
}

// TestMatchSharedAcrossBoards: one spec matched from many goroutines on two
// boards at once (its filters are evaluated once per board and kept in an
// atomic cache); run with -race.
func TestMatchSharedAcrossBoards(t *testing.T) {
	s, err := Parse("KR{*|@}k")
	require.NoError(t, err)
	chessPos, err := chess(t).ParseFEN("4k3/8/8/8/3R4/8/8/K7 w - - 0 1")
	require.NoError(t, err)
	xiangqi := embedded(t, "xiangqi")
	xiangqiPos, err := xiangqi.ParseFEN("3k5/9/9/9/9/4R4/9/9/9/4K4 w - - 0 1")
	require.NoError(t, err)
	done := make(chan [2]bool)
	for range 8 {
		go func() {
			var got [2]bool
			for range 200 {
				got[0] = Match(s, chessPos, board.White)
				got[1] = Match(s, xiangqiPos, board.White)
			}
			done <- got
		}()
	}
	for range 8 {
		got := <-done
		assert.True(t, got[0], "d4 is on a1-h8")
		assert.True(t, got[1], "e5 is on the xiangqi diagonal from a1")
	}
}
