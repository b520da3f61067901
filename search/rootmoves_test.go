package search

import (
	"context"
	"testing"

	"github.com/chespel/chespel/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// exactLines searches fen with a fresh engine and returns the exact info
// lines reported, and the result.
func exactLines(t *testing.T, fen string, lim Limits) ([]Info, Result) {
	t.Helper()
	p := position(t, fen)
	var infos []Info
	res := NewEngine(&materialEval{}, 16).Search(context.Background(), p, lim, func(i Info) {
		if i.Bound == Exact && i.CurrMove.IsNull() {
			infos = append(infos, i)
		}
	})
	require.NoError(t, res.Err)
	return infos, res
}

const kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"

func TestMultiPV(t *testing.T) {
	p := position(t, kiwipete)
	infos, res := exactLines(t, kiwipete, Limits{Depth: 4, MultiPV: 3})
	require.Len(t, infos, 12, "three lines for each of four iterations")
	for d := 1; d <= 4; d++ {
		lines := infos[3*(d-1) : 3*d]
		first := map[board.Move]bool{}
		for k, i := range lines {
			assert.Equal(t, d, i.Depth, "depth %d line %d", d, k+1)
			assert.Equal(t, k+1, i.MultiPV, "depth %d line %d: numbered best first", d, k+1)
			assert.True(t, legalLine(p, i.PV), "depth %d line %d: legal pv", d, k+1)
			assert.False(t, first[i.PV[0]], "depth %d line %d: a move of its own", d, k+1)
			first[i.PV[0]] = true
			if k > 0 {
				assert.LessOrEqual(t, i.Score, lines[k-1].Score, "depth %d line %d: ordered", d, k+1)
			}
		}
	}
	assert.Equal(t, infos[9].PV[0], res.Move, "the best line's move is played")
	again, _ := exactLines(t, kiwipete, Limits{Depth: 4, MultiPV: 3})
	assert.Equal(t, pvTexts(p, infos), pvTexts(p, again), "deterministic")

	// More lines than moves: one line per legal move.
	infos, _ = exactLines(t, "7k/8/8/8/8/8/8/K7 w - - 0 1", Limits{Depth: 1, MultiPV: 10})
	assert.Len(t, infos, 3, "a1 king: three moves")
}

func pvTexts(p *board.Position, infos []Info) []string {
	var out []string
	for _, i := range infos {
		out = append(out, pvText(p, i.PV))
	}
	return out
}

func TestSearchMoves(t *testing.T) {
	p := position(t, kiwipete)
	only := []board.Move{mustUCI(t, p, "a2a3"), mustUCI(t, p, "g2g3")}
	infos, res := exactLines(t, kiwipete, Limits{Depth: 3, SearchMoves: only})
	assert.Contains(t, only, res.Move)
	for _, i := range infos {
		assert.Contains(t, only, i.PV[0], "depth %d", i.Depth)
	}
	infos, _ = exactLines(t, kiwipete, Limits{Depth: 2, SearchMoves: only, MultiPV: 5})
	assert.Len(t, infos, 4, "two lines, two iterations")
}

func mustUCI(t *testing.T, p *board.Position, s string) board.Move {
	m, err := p.ParseUCI(s)
	require.NoError(t, err)
	return m
}

func TestNodesOneCompletesDepthOne(t *testing.T) {
	infos, res := exactLines(t, kiwipete, Limits{Nodes: 1})
	require.Len(t, infos, 1)
	assert.Equal(t, 1, infos[0].Depth)
	assert.NotEmpty(t, infos[0].PV)
	assert.Equal(t, infos[0].PV[0], res.Move)
}

func TestNoBook(t *testing.T) {
	start := "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
	e := NewEngine(&materialEval{}, 1)
	e.SetBook(oneMoveBook{start, "b1a3"})
	for _, lim := range []Limits{{Depth: 2, NoBook: true}, {Depth: 2, MultiPV: 2}} {
		res := e.Search(context.Background(), position(t, start), lim, nil)
		assert.False(t, res.FromBook, "%+v searches", lim)
		assert.Equal(t, 2, res.Depth)
	}
}

func TestHashFull(t *testing.T) {
	infos, _ := exactLines(t, kiwipete, Limits{Depth: 5})
	last := infos[len(infos)-1]
	assert.Positive(t, last.HashFull)
	assert.LessOrEqual(t, last.HashFull, 1000)
}
