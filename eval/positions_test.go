package eval

import (
	"math/rand/v2"
	"testing"

	"github.com/chespel/chespel/board"
	"github.com/stretchr/testify/require"
)

// benchStarts are the positions from which benchPositions plays seeded
// random games: the opening, middlegames, endgames and a KQk ending.
var benchStarts = []string{
	"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
	"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 10",
	"4rrk1/pp1n3p/3q2pQ/2p1pb2/2PP4/2P3N1/P2B2PP/4RRK1 b - - 7 19",
	"r1bq1r1k/b1p1npp1/p2p3p/1p6/3PP3/1B2NN2/PP3PPP/R2Q1RK1 w - - 1 16",
	"6k1/6p1/6Pp/ppp5/3pn2P/1P3K2/1PP2P2/8 b - - 3 54",
	"8/8/3k4/8/8/2Q5/4K3/8 w - - 0 1",
}

// benchPositions returns 50 varied chess positions, the same every time:
// from each start, positions every few plies of a seeded random game.
func benchPositions(tb testing.TB) []*board.Position {
	rules, err := board.Chess()
	require.NoError(tb, err)
	rng := rand.New(rand.NewPCG(5, 2026))
	var out []*board.Position
	var buf []board.Move
	for len(out) < 50 {
		for _, fen := range benchStarts {
			p, err := rules.ParseFEN(fen)
			require.NoError(tb, err)
			for ply := 0; ply < 40 && len(out) < 50; ply++ {
				if ply%8 == 0 {
					out = append(out, p.Clone())
				}
				buf = p.LegalMoves(buf[:0])
				if len(buf) == 0 {
					break
				}
				p.Make(buf[rng.IntN(len(buf))])
			}
		}
	}
	return out
}
