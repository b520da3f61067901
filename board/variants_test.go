package board

import (
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/chespel/chespel/carn"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// This file proves that nothing assumes an 8×8 board or chess's pieces:
// xiangqi (9×10: hoppers, a bent leg, zones, the flying general) and
// capablanca (10×8: compound pieces, castling by three files), with counts
// from Fairy-Stockfish ("setoption name UCI_Variant value xiangqi", then
// "go perft N").

func rule(text string, alts ...carn.Alternative) carn.Rule {
	return carn.Rule{Text: text, Alternatives: alts}
}

func with(a carn.Alternative, f func(*carn.Alternative)) carn.Alternative {
	f(&a)
	return a
}

// xiangqiRuleSet is the xiangqi document of spec/carn.md section 2.
func xiangqiRuleSet() *carn.RuleSet {
	const limit = 9
	v := func(file, rank int) carn.Vector { return carn.Vector{File: file, Rank: rank} }
	rook := slide(rider(limit, true, false))
	cannon := with(rook, func(a *carn.Alternative) { a.JumpOver = 1 })
	general := with(leap(rider(1, true, false)...), func(a *carn.Alternative) { a.InZone = "Palace" })
	flying := with(slide([]carn.Vector{}), func(a *carn.Alternative) { a.TargetRoyal = true })
	for k := 1; k <= limit; k++ {
		flying.Vectors = append(flying.Vectors, v(0, -k))
	}
	for k := 1; k <= limit; k++ {
		flying.Vectors = append(flying.Vectors, v(0, k))
	}
	soldier := rule("Rank +1 | @FromZone(Crossed) File 1", leap(v(0, 1)),
		with(leap(v(-1, 0), v(1, 0)), func(a *carn.Alternative) { a.FromZone = "Crossed" }))
	horse := with(leap(leaper(2, 1)...), func(a *carn.Alternative) { a.Leg = true })
	elephant := with(slide(leaper(2, 2)), func(a *carn.Alternative) { a.InZone = "OwnHalf" })
	advisor := with(leap(leaper(1, 1)...), func(a *carn.Alternative) { a.InZone = "Palace" })
	zone := func(name string, files, ranks [2]int) carn.Zone {
		z := carn.Zone{Name: name}
		for r := ranks[0]; r <= ranks[1]; r++ {
			for f := files[0]; f <= files[1]; f++ {
				z.Squares = append(z.Squares, carn.Square{File: f, Rank: r})
			}
		}
		return z
	}
	return &carn.RuleSet{
		Name: "xiangqi", Files: 9, Ranks: 10,
		StartFEN: "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
		Pieces: []carn.Piece{
			{Name: "general", Letter: 'K', Royal: true, Move: rule("*# 1 @InZone(Palace)", general),
				Capture: rule("*# 1 @InZone(Palace) | Rank * @JumpOver(0) @TargetRoyal", general, flying)},
			{Name: "advisor", Letter: 'A', Value: 2000, Move: rule("*# 1 *# 1 @InZone(Palace)", advisor), Capture: rule("*# 1 *# 1 @InZone(Palace)", advisor)},
			{Name: "elephant", Letter: 'B', Value: 2000, Move: rule("*# 2 *# 2 @JumpOver(0) @InZone(OwnHalf)", elephant), Capture: rule("*# 2 *# 2 @JumpOver(0) @InZone(OwnHalf)", elephant)},
			{Name: "horse", Letter: 'N', Value: 4000, Move: rule("*# 2 *# 1 @Leg", horse), Capture: rule("*# 2 *# 1 @Leg", horse)},
			{Name: "chariot", Letter: 'R', Value: 9000, Move: rule("*# * @JumpOver(0)", rook), Capture: rule("*# * @JumpOver(0)", rook)},
			{Name: "cannon", Letter: 'C', Value: 4500, Move: rule("*# * @JumpOver(0)", rook), Capture: rule("*# * @JumpOver(1)", cannon)},
			{Name: "soldier", Letter: 'P', Value: 1000, Move: soldier, Capture: soldier},
		},
		Zones: map[string]carn.Zone{
			"Palace":  zone("Palace", [2]int{3, 5}, [2]int{0, 2}),
			"OwnHalf": zone("OwnHalf", [2]int{0, 8}, [2]int{0, 4}),
			"Crossed": zone("Crossed", [2]int{0, 8}, [2]int{5, 9}),
		},
	}
}

// capablancaRuleSet is chess on 10×8 with the archbishop (B+N) and the
// chancellor (R+N); the king castles three files to i1 or c1.
func capablancaRuleSet() *carn.RuleSet {
	rs := chessRuleSet()
	rs.Name, rs.Files = "capablanca", 10
	rs.StartFEN = "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1"
	const limit = 9
	knight := leap(leaper(2, 1)...)
	bishop := slide(rider(limit, false, true))
	rook := slide(rider(limit, true, false))
	queen := slide(rider(limit, true, true))
	for i := range rs.Pieces {
		p := &rs.Pieces[i]
		switch p.Name {
		case "bishop":
			p.Move, p.Capture = both("*# $n *# $n @JumpOver(0)", bishop)
		case "rook":
			p.Move, p.Capture = both("*# * @JumpOver(0)", rook)
		case "queen":
			p.Move, p.Capture = both("**# $n @JumpOver(0)", queen)
		case "king":
			p.Move.Alternatives[1].Vectors = []carn.Vector{{File: 3}}
			p.Move.Alternatives[2].Vectors = []carn.Vector{{File: -3}}
		case "pawn":
			p.Promotion.Choices = []string{"queen", "chancellor", "archbishop", "rook", "bishop", "knight"}
		}
	}
	archM, archC := both("*# $n *# $n @JumpOver(0) | *# 2 *# 1", bishop, knight)
	chanM, chanC := both("*# * @JumpOver(0) | *# 2 *# 1", rook, knight)
	rs.Pieces = append(rs.Pieces,
		carn.Piece{Name: "archbishop", Letter: 'A', Value: 7000, Move: archM, Capture: archC},
		carn.Piece{Name: "chancellor", Letter: 'C', Value: 8000, Move: chanM, Capture: chanC})
	rs.Castling = &carn.Castling{King: "king", Rook: "rook", KingFile: 5,
		Short: carn.CastleGeometry{RookFile: 9, KingTo: 8, RookTo: 7},
		Long:  carn.CastleGeometry{RookFile: 0, KingTo: 2, RookTo: 3}}
	return rs
}

func TestVariantPerft(t *testing.T) {
	cases := []struct {
		rules  *carn.RuleSet
		fen    string
		counts []uint64
	}{
		{xiangqiRuleSet(), "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1", []uint64{44, 1920, 79666}},
		{xiangqiRuleSet(), "r1bakab1r/9/1cn2c1n1/p1p1p3p/6p2/2P6/P3P1P1P/1C2C1N2/9/RNBAKAB1R w - - 0 1", []uint64{33, 1339, 45660}},
		// the flying general: the generals may not face each other on an open file
		{xiangqiRuleSet(), "3k5/9/9/9/9/9/9/9/4C4/4K4 w - - 0 1", []uint64{17, 25, 398, 947}},
		{xiangqiRuleSet(), "4k4/4a4/4c4/9/2R6/6n2/9/4B4/4A4/3K5 b - - 0 1", []uint64{26, 660, 15572}},
		{capablancaRuleSet(), "r4k3r/10/10/10/2q7/10/10/R4K3R w KQkq - 0 1", []uint64{4, 220, 5180}},
		{capablancaRuleSet(), "r1a1k4r/p1ppqpb1pp/bn2pnp3/3PN5/1p2P5/2N2Q1p2/PPPBBPPP2/R3K4R w - - 0 1", []uint64{57, 2484, 142645}},
		{capablancaRuleSet(), "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1", []uint64{28, 784, 25228}},
	}
	for _, c := range cases {
		r, err := Compile(c.rules)
		require.NoError(t, err, c.rules.Name)
		p := mustFEN(t, r, c.fen)
		for d, want := range c.counts {
			assert.Equal(t, want, p.Perft(d+1), "%s perft(%d) of %s", c.rules.Name, d+1, c.fen)
		}
		assert.Equal(t, c.fen, p.FEN())
		walk(t, p, 2, []string{c.fen})
	}
}

func TestXiangqiDraw(t *testing.T) {
	r, err := Compile(xiangqiRuleSet())
	require.NoError(t, err)
	golden(t, "draw_xiangqi.golden", r.StartPosition().Draw())
}

// TestRandomWalks checks perft(3) of positions from random games against
// Fairy-Stockfish's counts (testdata/random_walks.txt): positions no one
// chose, with hoppers, legs and the flying general in play.
func TestRandomWalks(t *testing.T) {
	rules := map[string]*Rules{"chess": chess(t)}
	for _, rs := range []*carn.RuleSet{xiangqiRuleSet(), capablancaRuleSet()} {
		r, err := Compile(rs)
		require.NoError(t, err)
		rules[rs.Name] = r
	}
	data, err := os.ReadFile("testdata/random_walks.txt")
	require.NoError(t, err)
	n := 0
	for _, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
		if strings.HasPrefix(line, "#") {
			continue
		}
		fields := strings.Split(line, "|")
		require.Len(t, fields, 3, line)
		want, err := strconv.ParseUint(fields[2], 10, 64)
		require.NoError(t, err, line)
		p := mustFEN(t, rules[fields[0]], fields[1])
		assert.Equal(t, want, p.Perft(3), "%s perft(3) of %s", fields[0], fields[1])
		n++
	}
	assert.Equal(t, 90, n)
}
