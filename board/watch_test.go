package board

import (
	"sort"
	"strings"
	"testing"

	"github.com/chespel/chespel/carn"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// watchCases are xiangqi positions built around one trick each of the
// legality fast path of watch.go. The move lists and perft counts are
// Fairy-Stockfish 11.1's ("setoption name UCI_Variant value xiangqi",
// "position fen FEN", "go perft N").
var watchCases = []struct {
	name, fen string
	legal     string // every legal move, sorted
	counts    []uint64
}{
	{"a screen moved between cannon and general",
		"3k5/9/4c4/9/9/R8/9/9/9/4K4 w - - 0 1",
		"a5a1 a5a10 a5a2 a5a3 a5a4 a5a6 a5a7 a5a8 a5a9 a5b5 a5c5 a5d5 a5f5 a5g5 a5h5 a5i5 e1e2 e1f1",
		[]uint64{18, 289, 5243}},
	{"two screens: either may slide along the file, neither may leave it",
		"3k5/9/4c4/9/4N4/9/4R4/9/9/4K4 w - - 0 1",
		"e1e2 e1f1 e4e2 e4e3 e4e5",
		[]uint64{5, 70, 1082}},
	{"cannon check: removing the only screen answers it",
		"3k5/9/4c4/9/9/9/4N4/9/9/4K4 w - - 0 1",
		"e1f1 e4c3 e4c5 e4d2 e4d6 e4f2 e4f6 e4g3 e4g5",
		[]uint64{9, 159, 1455}},
	{"capturing the screen leaves a screen",
		"3k5/9/4c4/9/9/9/R3p4/9/9/4K4 w - - 0 1",
		"e1f1",
		[]uint64{1, 18, 264, 4495}},
	{"a piece on the horse's leg may not leave it",
		"3k5/9/9/9/9/9/9/3n5/3R5/4K4 w - - 0 1",
		"d2d3 e1d1 e1e2 e1f1",
		[]uint64{4, 5, 47}},
	{"horse check answered by blocking its leg",
		"3k5/9/9/9/9/9/9/3n5/R8/4K4 w - - 0 1",
		"a2d2 e1d1 e1e2 e1f1",
		[]uint64{4, 22, 324}},
	{"flying general: the last piece between the generals stays on the file",
		"4k4/9/9/9/9/4C4/9/9/9/4K4 w - - 0 1",
		"e1d1 e1e2 e1f1 e5e2 e5e3 e5e4 e5e6 e5e7 e5e8 e5e9",
		[]uint64{10, 27, 420}},
	{"an advisor pinned by a chariot",
		"3k5/4r4/9/9/9/9/9/9/4A4/4K4 w - - 0 1",
		"e1f1",
		[]uint64{1, 18, 82}},
	{"an elephant pinned by a chariot along the back rank",
		"3k5/9/9/9/9/9/9/9/9/r1B1K4 w - - 0 1",
		"e1e2 e1f1",
		[]uint64{2, 25, 94}},
	{"crowded files: cannons, horses, chariots and both generals",
		"2bak4/4a4/4c4/2n6/9/4C4/1r2P4/3N5/3cA4/2B1KAB2 w - - 0 1",
		"c1a3 d3b2 d3b4 d3c5 d3f2 d3f4 e1d1 e2d1 e2f3 e5a5 e5b5 e5c5 e5d5 e5e6 e5e7 e5e9 e5f5 e5g5 e5h5 e5i5 g1e3 g1i3",
		[]uint64{22, 753, 17142}},
	{"black to move, its advisor and cannon screening a chariot",
		"4k4/4a4/4c4/9/2C1R2n1/9/3c5/9/4A4/3AK4 b - - 0 1",
		"d4a4 d4b4 d4c4 d4d10 d4d2 d4d3 d4d5 d4d6 d4d7 d4d8 d4d9 d4e4 d4f4 d4g4 d4h4 d4i4 e10d10 e10f10 e8a8 e8b8 e8c8 e8d8 e8e2 e8e7 e8f8 e8g8 e8h8 e8i8 e9d10 e9d8 e9f10 e9f8 h6f5 h6f7 h6g4 h6g8 h6i4 h6i8",
		[]uint64{38, 763, 25812}},
}

func TestWatchedLegality(t *testing.T) {
	rs, err := carn.Embedded("xiangqi")
	require.NoError(t, err)
	r, err := Compile(rs)
	require.NoError(t, err)
	require.False(t, r.simple, "xiangqi takes the watch fast path")
	require.True(t, r.watch[White].usable && r.watch[Black].usable, "xiangqi's units fit the masks")
	for _, c := range watchCases {
		p := mustFEN(t, r, c.fen)
		var got []string
		for _, m := range p.LegalMoves(nil) {
			got = append(got, p.UCI(m))
		}
		sort.Strings(got)
		assert.Equal(t, c.legal, strings.Join(got, " "), "%s: legal moves", c.name)
		for d, want := range c.counts {
			assert.Equal(t, want, p.Perft(d+1), "%s: perft(%d)", c.name, d+1)
		}
		sameAsFullTest(t, p, 3, c.name)
	}
}

// sameAsFullTest checks, depth plies deep, that LegalMoves keeps exactly
// the pseudo-legal moves that the full test (legalAfter) accepts.
func sameAsFullTest(t *testing.T, p *Position, depth int, name string) bool {
	legal := p.LegalMoves(nil)
	var want []Move
	for _, m := range p.pseudoMoves(nil, genAll) {
		if p.legalAfter(m) {
			want = append(want, m)
		}
	}
	if !assert.ElementsMatch(t, want, legal, "%s: legal moves of %s", name, p.FEN()) {
		return false
	}
	if depth <= 1 {
		return true
	}
	for _, m := range legal {
		u := p.Make(m)
		ok := sameAsFullTest(t, p, depth-1, name)
		p.Unmake(m, u)
		if !ok {
			return false
		}
	}
	return true
}

// TestWatchedLegalityGames compares the fast path with the full test two
// plies below each non-simple game position of testdata/games.txt.
func TestWatchedLegalityGames(t *testing.T) {
	rules := embeddedRules(t)
	for _, c := range readGames(t) {
		r := rules[c.game]
		if r.simple {
			continue
		}
		sameAsFullTest(t, mustFEN(t, r, c.fen), 2, c.game)
	}
}

// TestWatchFallback checks that a rule set whose units do not fit the masks
// takes the full test for every move and counts the same.
func TestWatchFallback(t *testing.T) {
	rs, err := carn.Embedded("xiangqi")
	require.NoError(t, err)
	r, err := Compile(rs)
	require.NoError(t, err)
	r.watch[White].usable, r.watch[Black].usable = false, false
	for _, c := range watchCases[len(watchCases)-2:] {
		p := mustFEN(t, r, c.fen)
		assert.Equal(t, c.counts[2], p.Perft(3), "%s: perft(3) by the full test", c.name)
	}
}

// TestWatchWrappedOffsets plays xiangqi with the elephant turned into a
// bishop. On a 9-file mailbox of stride 11 the two diagonals then claim one
// offset from the royal (6 steps up-left and 5 up-right are both 60 cells
// away), so watch.go must retest every line there; the reference generator
// checks the result.
func TestWatchWrappedOffsets(t *testing.T) {
	rs, err := carn.Embedded("xiangqi")
	require.NoError(t, err)
	bishop := rule("*# $n *# $n @JumpOver(0)", slide(rider(9, false, true)))
	for i := range rs.Pieces {
		if rs.Pieces[i].Name == "elephant" {
			rs.Pieces[i].Move, rs.Pieces[i].Capture = bishop, bishop
		}
	}
	r, err := Compile(rs)
	require.NoError(t, err)
	many := 0
	for _, c := range r.watch[Black].cells {
		if c.line == manyLines {
			many++
		}
	}
	require.Positive(t, many, "some offsets lie on two lines")
	for _, fen := range []string{
		"2bak4/4a4/4c4/2n6/9/4C4/1r2P4/3N5/3cA4/2B1KAB2 w - - 0 1",
		// h5, not h6: a bishop that starts on light squares (c10, g10) never stands on a dark one
		"4k4/9/9/9/9/7b1/4N4/9/4A4/3K1C3 w - - 0 1",
		"4k4/9/9/9/8b/9/9/9/9/3K4R w - - 0 1", // i1i6 takes the checker on a shared offset
	} {
		p := mustFEN(t, r, fen)
		compareTree(t, p, gridOf(p, rs), 2)
		sameAsFullTest(t, p, 3, fen)
	}
}
