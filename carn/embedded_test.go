package carn

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestChessIsNotShared checks that each Chess() is a rule set of its own,
// which a caller may change (a shared one, changed by a board test, made
// board.Chess() a chess whose pawns never stepped twice).
func TestChessIsNotShared(t *testing.T) {
	a, b := Chess(), Chess()
	a.Pieces[0].Name, a.StartFEN = "changed", "8/8/8/8/8/8/8/8 w - - 0 1"
	a.Pieces[0].Move.Alternatives[0].Vectors[0].Rank = 3
	a.Castling.KingFile = 3
	assert.Equal(t, b, Chess(), "Chess() after a caller changed its copy")
	assert.Equal(t, "pawn", b.Pieces[0].Name, "another copy")
	assert.Equal(t, 1, b.Pieces[0].Move.Alternatives[0].Vectors[0].Rank, "another copy")
	assert.Equal(t, 4, b.Castling.KingFile, "another copy")
}

// TestChess checks the embedded chess document against spec section 2.
func TestChess(t *testing.T) {
	rs := Chess()
	require.NotNil(t, rs)
	assert.NotSame(t, rs, Chess(), "a new rule set at each call")
	assert.Equal(t, rs, Chess(), "the same rule set at each call")
	assert.Equal(t, "chess", rs.Name)
	assert.Equal(t, 8, rs.Files)
	assert.Equal(t, 8, rs.Ranks)
	assert.Equal(t, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", rs.StartFEN)
	assert.Equal(t, &Castling{King: "king", Rook: "rook", KingFile: 4,
		Short: CastleGeometry{RookFile: 7, KingTo: 6, RookTo: 5},
		Long:  CastleGeometry{RookFile: 0, KingTo: 2, RookTo: 3}}, rs.Castling)
	assert.Empty(t, rs.Zones)

	var summary []string
	for _, p := range rs.Pieces {
		summary = append(summary, string(p.Letter)+" "+p.Name)
	}
	assert.Equal(t, []string{"P pawn", "N knight", "B bishop", "R rook", "Q queen", "K king"}, summary)

	pawn := rs.Pieces[0]
	assert.Equal(t, 1000, pawn.Value)
	assert.Equal(t, &Promotion{Rank: 8, Choices: []string{"queen", "rook", "bishop", "knight"}, Mandatory: true}, pawn.Promotion)
	assert.Equal(t, []Alternative{
		{Vectors: []Vector{{0, 1}}, JumpOver: NoJumpOver},
		{Vectors: []Vector{{0, 2}}, JumpOver: 0, OnRank: 2},
	}, pawn.Move.Alternatives)
	assert.Equal(t, []Alternative{
		{Vectors: []Vector{{-1, 1}, {1, 1}}, JumpOver: NoJumpOver},
		{Vectors: []Vector{{-1, 1}, {1, 1}}, JumpOver: NoJumpOver, EnPassant: true},
	}, pawn.Capture.Alternatives)

	for i, want := range []struct {
		value, vectors, jump int
	}{{1000, 0, 0}, {3000, 8, NoJumpOver}, {3000, 28, 0}, {5000, 28, 0}, {9000, 56, 0}, {0, 8, NoJumpOver}} {
		p := rs.Pieces[i]
		assert.Equal(t, want.value, p.Value, p.Name)
		assert.Equal(t, p.Name == "king", p.Royal, p.Name)
		if i == 0 {
			continue
		}
		assert.Len(t, p.Capture.Alternatives, 1, p.Name)
		assert.Len(t, p.Capture.Alternatives[0].Vectors, want.vectors, p.Name)
		assert.Equal(t, want.jump, p.Capture.Alternatives[0].JumpOver, p.Name)
		if p.Name != "king" {
			assert.Equal(t, p.Capture, p.Move, p.Name+": both")
		}
	}

	king := rs.Pieces[5]
	require.Len(t, king.Move.Alternatives, 3)
	assert.Equal(t, Alternative{Vectors: []Vector{{2, 0}}, JumpOver: NoJumpOver, Castle: ShortCastle}, king.Move.Alternatives[1])
	assert.Equal(t, Alternative{Vectors: []Vector{{-2, 0}}, JumpOver: NoJumpOver, Castle: LongCastle}, king.Move.Alternatives[2])
}

func TestEmbeddedNames(t *testing.T) {
	assert.Contains(t, Names(), "chess")
	for _, name := range Names() {
		_, err := Embedded(name)
		assert.NoError(t, err, name)
	}
	_, err := Embedded("nosuch")
	assert.EqualError(t, err, `no embedded rule set "nosuch": want one of `+joinNames())
	_, err = Embedded("../rules/chess")
	assert.Error(t, err)
}

func joinNames() string {
	s := ""
	for i, n := range Names() {
		if i > 0 {
			s += ", "
		}
		s += n
	}
	return s
}
