package board

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/chespel/chespel/carn"
	"github.com/stretchr/testify/require"
)

// observed is everything of a position that a caller can observe: its FEN
// and hash, its legal moves in the order LegalMoves gives them (the order a
// search tries them in), and its piece lists.
type observed struct {
	fen            string
	hash           uint64
	moves          []Move
	white, black   []Square
	wRoyal, bRoyal []Square
}

func observe(p *Position) observed {
	return observed{
		fen:    p.FEN(),
		hash:   p.Hash(),
		moves:  p.LegalMoves(nil),
		white:  slices.Clone(p.PieceList(White)),
		black:  slices.Clone(p.PieceList(Black)),
		wRoyal: p.Royals(White, nil),
		bRoyal: p.Royals(Black, nil),
	}
}

// readOnlyCalls are the methods that must leave a position exactly as it
// was, down to the order of its piece lists and so of its moves.
var readOnlyCalls = []struct {
	name string
	call func(p *Position)
}{
	{"Outcome", func(p *Position) { _ = p.Outcome() }},
	{"LegalMoves", func(p *Position) { _ = p.LegalMoves(nil) }},
	{"Captures", func(p *Position) { _ = p.Captures(nil) }},
	{"InCheck", func(p *Position) { _ = p.InCheck() }},
	{"NoMovesResult", func(p *Position) { _ = p.NoMovesResult() }},
	{"CountExpired", func(p *Position) { _ = p.CountExpired() }},
	{"InsufficientMaterial", func(p *Position) { _ = p.InsufficientMaterial() }},
	{"RepetitionCount", func(p *Position) { _ = p.RepetitionCount() }},
	{"Draw", func(p *Position) { _ = p.Draw() }},
	{"Perft(2)", func(p *Position) { _ = p.Perft(2) }},
	{"SAN and UCI of every move", func(p *Position) {
		for _, m := range p.LegalMoves(nil) {
			_, _ = p.SAN(m), p.UCI(m)
		}
	}},
	{"Make and Unmake of every move", func(p *Position) {
		for _, m := range p.LegalMoves(nil) {
			u := p.Make(m)
			p.Unmake(m, u)
		}
	}},
	{"IsLegal and GivesCheck of every move", func(p *Position) {
		for _, m := range p.LegalMoves(nil) {
			_, _ = p.IsLegal(m, nil), p.GivesCheck(m)
		}
	}},
	{"MakeNull and UnmakeNull", func(p *Position) {
		u := p.MakeNull()
		p.UnmakeNull(u)
	}},
}

// TestOutcomeDoesNotChangeThePosition is the regression test of the bug
// where Outcome (through LegalMoves) changed the game it was asked about:
// the legality test and Unmake took a captured piece, a castling rook and
// king, or a promoted piece off the piece lists and put them back at the
// end, so that the next LegalMoves listed the moves in another order and a
// search chose another of two equal moves (capablanca self-play). In random
// games of every embedded rule set, each read-only method must leave the
// FEN, the hash, the legal moves in order and the piece lists unchanged.
func TestOutcomeDoesNotChangeThePosition(t *testing.T) {
	names := carn.Names()
	require.Len(t, names, 9, "the embedded games")
	plies := 160
	if testing.Short() {
		plies = 40
	}
	for _, name := range names {
		r := embeddedGame(t, name)
		rng := rand.New(rand.NewPCG(uint64(len(name)), 11))
		for game := range 3 {
			p := r.StartPosition()
			require.NotNil(t, p, name)
			for ply := range plies {
				before := observe(p)
				for _, c := range readOnlyCalls {
					c.call(p)
					require.Equal(t, before, observe(p), "%s game %d ply %d: %s changed %s", name, game, ply, c.name, before.fen)
				}
				if len(before.moves) == 0 || p.Outcome().Over() {
					break
				}
				p.Make(before.moves[pickMove(rng, p, before.moves)])
			}
		}
	}
}

// pickMove chooses a random move, preferring captures, castlings and
// promotions half of the time so that the games reach them.
func pickMove(rng *rand.Rand, p *Position, moves []Move) int {
	if rng.IntN(2) == 0 {
		var special []int
		for i, m := range moves {
			if m.Captured() != Empty || m.IsCastle() || m.promoPiece() != Empty {
				special = append(special, i)
			}
		}
		if len(special) > 0 {
			return special[rng.IntN(len(special))]
		}
	}
	_ = p
	return rng.IntN(len(moves))
}

// TestSnapshotSeesPieceOrder checks the check: a observed sees the order
// of the piece lists.
func TestSnapshotSeesPieceOrder(t *testing.T) {
	r, err := Chess()
	require.NoError(t, err)
	p := r.StartPosition()
	a := observe(p)
	sq := p.list[White][0]
	pc := p.board[sq]
	p.remove(sq)
	p.put(sq, pc)
	require.NotEqual(t, a, observe(p), "moving a piece to the end of its list changes the observed")
}
