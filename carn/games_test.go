package carn

import (
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// pieceSummary prints a rule set's pieces as "letter name" words, the royal
// ones marked with "!".
func pieceSummary(rs *RuleSet) string {
	var words []string
	for _, p := range rs.Pieces {
		w := string(rune(p.Letter)) + ":" + p.Name
		if p.Royal {
			w += "!"
		}
		words = append(words, w)
	}
	return strings.Join(words, " ")
}

// TestGames loads every embedded game and checks its shape against spec
// section 2 and Fairy-Stockfish's letters and start positions.
func TestGames(t *testing.T) {
	tests := []struct {
		name, pieces, start string
		files, ranks        int
		promotes            string // the pawn's promotion: "rank: choices"
		castles             bool
	}{
		{"amazon", "P:pawn N:knight B:bishop R:rook A:amazon K:king!",
			"rnbakbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBAKBNR w KQkq - 0 1", 8, 8, "8: amazon rook bishop knight", true},
		{"capablanca", "P:pawn N:knight B:bishop R:rook Q:queen A:archbishop C:chancellor K:king!",
			"rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1", 10, 8,
			"8: archbishop chancellor queen rook bishop knight", true},
		{"chess", "P:pawn N:knight B:bishop R:rook Q:queen K:king!",
			"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 8, 8, "8: queen rook bishop knight", true},
		{"hoppelpoppel", "P:pawn N:knight B:bishop R:rook Q:queen K:king!",
			"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 8, 8, "8: queen rook bishop knight", true},
		{"knightmate", "P:pawn M:commoner B:bishop R:rook Q:queen K:king!",
			"rmbqkbmr/pppppppp/8/8/8/8/PPPPPPPP/RMBQKBMR w KQkq - 0 1", 8, 8, "8: commoner queen rook bishop", true},
		{"makruk", "P:pawn N:knight S:khon R:rook M:met K:king!",
			"rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1", 8, 8, "6: met", false},
		{"newzealand", "P:pawn N:knight B:bishop R:rook Q:queen K:king!",
			"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 8, 8, "8: queen rook bishop knight", true},
		{"shatranj", "P:pawn N:knight B:alfil R:rook Q:fers K:king!",
			"rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR w - - 0 1", 8, 8, "8: fers", false},
		{"xiangqi", "P:soldier N:horse B:elephant R:rook A:advisor C:cannon K:general!",
			"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1", 9, 10, "", false},
	}
	var names []string
	for _, tc := range tests {
		names = append(names, tc.name)
		rs, err := Embedded(tc.name)
		if !assert.NoError(t, err, tc.name) {
			continue
		}
		assert.Equal(t, tc.name, rs.Name, tc.name)
		assert.Equal(t, tc.pieces, pieceSummary(rs), tc.name)
		assert.Equal(t, tc.start, rs.StartFEN, tc.name)
		assert.Equal(t, [2]int{tc.files, tc.ranks}, [2]int{rs.Files, rs.Ranks}, tc.name)
		assert.Equal(t, tc.castles, rs.Castling != nil, tc.name)
		promotes := ""
		if pr := rs.Pieces[0].Promotion; pr != nil {
			assert.True(t, pr.Mandatory, tc.name)
			promotes = strings.Join(append([]string{strconv.Itoa(pr.Rank) + ":"}, pr.Choices...), " ")
		}
		assert.Equal(t, tc.promotes, promotes, tc.name)
	}
	assert.Equal(t, names, Names(), "every embedded game is tested")
}

// pieceByName finds a piece or fails the test.
func pieceByName(t *testing.T, rs *RuleSet, name string) Piece {
	i := pieceIndex(rs.Pieces, name)
	require.GreaterOrEqual(t, i, 0, "piece %s in %s", name, rs.Name)
	return rs.Pieces[i]
}

// TestXiangqi checks the pieces that need zones, the leg and the flying
// general.
func TestXiangqi(t *testing.T) {
	rs, err := Embedded("xiangqi")
	require.NoError(t, err)
	assert.Len(t, rs.Zones["Palace"].Squares, 9)
	assert.Equal(t, Square{File: 3, Rank: 0}, rs.Zones["Palace"].Squares[0])
	assert.Len(t, rs.Zones["OwnHalf"].Squares, 45)
	assert.Equal(t, Square{File: 0, Rank: 5}, rs.Zones["Crossed"].Squares[0])

	soldier := pieceByName(t, rs, "soldier")
	assert.Equal(t, []Alternative{
		{Vectors: []Vector{{0, 1}}, JumpOver: NoJumpOver},
		{Vectors: []Vector{{-1, 0}, {1, 0}}, JumpOver: NoJumpOver, FromZone: "Crossed"},
	}, soldier.Move.Alternatives)
	horse := pieceByName(t, rs, "horse")
	assert.Equal(t, knight8, vectorText(horse.Move.Alternatives[0].Vectors))
	assert.True(t, horse.Move.Alternatives[0].Leg)
	elephant := pieceByName(t, rs, "elephant").Capture.Alternatives[0]
	assert.Equal(t, Alternative{Vectors: []Vector{{-2, -2}, {2, -2}, {-2, 2}, {2, 2}}, JumpOver: 0, InZone: "OwnHalf"}, elephant)
	advisor := pieceByName(t, rs, "advisor").Move.Alternatives[0]
	assert.Equal(t, "Palace", advisor.InZone)
	cannon := pieceByName(t, rs, "cannon")
	assert.Equal(t, 0, cannon.Move.Alternatives[0].JumpOver)
	assert.Equal(t, 1, cannon.Capture.Alternatives[0].JumpOver)
	assert.Len(t, cannon.Capture.Alternatives[0].Vectors, 8*2+9*2)
	general := pieceByName(t, rs, "general")
	require.Len(t, general.Capture.Alternatives, 2)
	flying := general.Capture.Alternatives[1]
	assert.Equal(t, "0,-9 0,-8 0,-7 0,-6 0,-5 0,-4 0,-3 0,-2 0,-1 0,1 0,2 0,3 0,4 0,5 0,6 0,7 0,8 0,9", vectorText(flying.Vectors))
	assert.True(t, flying.TargetRoyal)
	assert.Equal(t, "", flying.InZone, "the flying capture leaves the palace")
	assert.Len(t, general.Move.Alternatives, 1)
}

// TestCapablancaCastling checks the castling that differs from chess.
func TestCapablancaCastling(t *testing.T) {
	rs, err := Embedded("capablanca")
	require.NoError(t, err)
	assert.Equal(t, &Castling{King: "king", Rook: "rook", KingFile: 5,
		Short: CastleGeometry{RookFile: 9, KingTo: 8, RookTo: 7},
		Long:  CastleGeometry{RookFile: 0, KingTo: 2, RookTo: 3}}, rs.Castling)
	king := pieceByName(t, rs, "king")
	assert.Equal(t, []Vector{{3, 0}}, king.Move.Alternatives[1].Vectors)
	assert.Equal(t, []Vector{{-3, 0}}, king.Move.Alternatives[2].Vectors)
	archbishop := pieceByName(t, rs, "archbishop")
	assert.Len(t, archbishop.Move.Alternatives[0].Vectors, 4*7, "diagonals end at the 8 ranks")
	assert.Len(t, archbishop.Move.Alternatives[1].Vectors, 8)
}

// TestSplitEntries checks the games whose pieces capture unlike they move
// (D26).
func TestSplitEntries(t *testing.T) {
	hp, err := Embedded("hoppelpoppel")
	require.NoError(t, err)
	knight := pieceByName(t, hp, "knight")
	assert.Len(t, knight.Move.Alternatives[0].Vectors, 8)
	assert.Len(t, knight.Capture.Alternatives[0].Vectors, 28)
	nz, err := Embedded("newzealand")
	require.NoError(t, err)
	rook := pieceByName(t, nz, "rook")
	assert.Len(t, rook.Move.Alternatives[0].Vectors, 28)
	assert.Equal(t, knight8, vectorText(rook.Capture.Alternatives[0].Vectors))
	km, err := Embedded("knightmate")
	require.NoError(t, err)
	king := pieceByName(t, km, "king")
	assert.Equal(t, knight8, vectorText(king.Move.Alternatives[0].Vectors))
	assert.Equal(t, ShortCastle, king.Move.Alternatives[1].Castle)
	mk, err := Embedded("makruk")
	require.NoError(t, err)
	assert.Equal(t, "-1,1 0,1 1,1 | -1,-1 1,-1", altTexts(pieceByName(t, mk, "khon").Move))
}
