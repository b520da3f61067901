package board

import (
	"sort"
	"testing"

	"github.com/chespel/chespel/carn"
	"github.com/stretchr/testify/require"
)

// This file builds the chess rule set by hand, as the carn parser expands
// the texts of the chess document: every vector written out in the mover's
// frame, unbounded counts limited by the board's largest dimension - 1.

// vecs collects displacement vectors, dropping (0,0) and duplicates, sorted
// by Rank then File like carn's expansion.
func vecs(gen func(add func(file, rank int))) []carn.Vector {
	seen := map[carn.Vector]bool{}
	var out []carn.Vector
	gen(func(file, rank int) {
		v := carn.Vector{File: file, Rank: rank}
		if (file != 0 || rank != 0) && !seen[v] {
			seen[v] = true
			out = append(out, v)
		}
	})
	sort.Slice(out, func(i, j int) bool {
		if out[i].Rank != out[j].Rank {
			return out[i].Rank < out[j].Rank
		}
		return out[i].File < out[j].File
	})
	return out
}

// signs yields +n and -n (n once when zero).
func signs(n int, f func(int)) {
	f(n)
	if n != 0 {
		f(-n)
	}
}

// leaper is "*# a *# b": (±a,±b) and (±b,±a).
func leaper(a, b int) []carn.Vector {
	return vecs(func(add func(int, int)) {
		signs(a, func(x int) {
			signs(b, func(y int) { add(x, y); add(y, x) })
		})
	})
}

// rider is "*# * @JumpOver(0)" (orthogonal) or "*# $n *# $n @JumpOver(0)"
// (diagonal), n up to limit.
func rider(limit int, orth, diag bool) []carn.Vector {
	return vecs(func(add func(int, int)) {
		for n := 1; n <= limit; n++ {
			signs(n, func(x int) {
				if orth {
					add(x, 0)
					add(0, x)
				}
				if diag {
					signs(n, func(y int) { add(x, y) })
				}
			})
		}
	})
}

func slide(vs []carn.Vector) carn.Alternative {
	return carn.Alternative{Vectors: vs, JumpOver: 0}
}

func leap(vs ...carn.Vector) carn.Alternative {
	return carn.Alternative{Vectors: vs, JumpOver: carn.NoJumpOver}
}

func both(text string, alts ...carn.Alternative) (carn.Rule, carn.Rule) {
	r := carn.Rule{Text: text, Alternatives: alts}
	return r, r
}

// chessRuleSet is the chess document of spec/carn.md section 2, expanded.
func chessRuleSet() *carn.RuleSet {
	const limit = 7
	v := func(file, rank int) carn.Vector { return carn.Vector{File: file, Rank: rank} }
	knightM, knightC := both("*# 2 *# 1", leap(leaper(2, 1)...))
	bishopM, bishopC := both("*# $n *# $n @JumpOver(0)", slide(rider(limit, false, true)))
	rookM, rookC := both("*# * @JumpOver(0)", slide(rider(limit, true, false)))
	queenM, queenC := both("**# $n @JumpOver(0)", slide(rider(limit, true, true)))
	king := leap(rider(1, true, true)...)
	short := leap(v(2, 0))
	short.Castle = carn.ShortCastle
	long := leap(v(-2, 0))
	long.Castle = carn.LongCastle
	double := slide([]carn.Vector{v(0, 2)})
	double.OnRank = 2
	ep := leap(v(-1, 1), v(1, 1))
	ep.EnPassant = true
	return &carn.RuleSet{
		Name: "chess", Files: 8, Ranks: 8,
		StartFEN: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
		Pieces: []carn.Piece{
			{Name: "pawn", Letter: 'P', Value: 1000,
				Move:      carn.Rule{Text: "Rank +1 | @OnRank(2) Rank +2 @JumpOver(0)", Alternatives: []carn.Alternative{leap(v(0, 1)), double}},
				Capture:   carn.Rule{Text: "Rank +1 File 1 | @EnPassant Rank +1 File 1", Alternatives: []carn.Alternative{leap(v(-1, 1), v(1, 1)), ep}},
				Promotion: &carn.Promotion{Rank: 8, Choices: []string{"queen", "rook", "bishop", "knight"}, Mandatory: true}},
			{Name: "knight", Letter: 'N', Value: 3000, Move: knightM, Capture: knightC},
			{Name: "bishop", Letter: 'B', Value: 3000, Move: bishopM, Capture: bishopC},
			{Name: "rook", Letter: 'R', Value: 5000, Move: rookM, Capture: rookC},
			{Name: "queen", Letter: 'Q', Value: 9000, Move: queenM, Capture: queenC},
			{Name: "king", Letter: 'K', Value: 0, Royal: true,
				Move:    carn.Rule{Text: "**# 1 | @CanShortCastle File +2 | @CanLongCastle File -2", Alternatives: []carn.Alternative{king, short, long}},
				Capture: carn.Rule{Text: "**# 1", Alternatives: []carn.Alternative{king}}},
		},
		Castling: &carn.Castling{King: "king", Rook: "rook", KingFile: 4,
			Short: carn.CastleGeometry{RookFile: 7, KingTo: 6, RookTo: 5},
			Long:  carn.CastleGeometry{RookFile: 0, KingTo: 2, RookTo: 3}},
	}
}

// chess compiles the chess rule set or fails the test.
func chess(t testing.TB) *Rules {
	t.Helper()
	r, err := Compile(chessRuleSet())
	require.NoError(t, err)
	return r
}

// mustFEN parses a FEN or fails the test.
func mustFEN(t testing.TB, r *Rules, fen string) *Position {
	t.Helper()
	p, err := r.ParseFEN(fen)
	require.NoError(t, err, fen)
	return p
}

func TestChessVectorCounts(t *testing.T) {
	rs := chessRuleSet()
	counts := map[string]int{}
	for _, p := range rs.Pieces {
		counts[p.Name] = len(p.Move.Alternatives[0].Vectors)
	}
	require.Equal(t, map[string]int{"pawn": 1, "knight": 8, "bishop": 28, "rook": 28, "queen": 56, "king": 8}, counts)
}
