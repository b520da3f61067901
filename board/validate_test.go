package board

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestFENRefusesImpossiblePositions: positions that no game by the rule set
// reaches were accepted (two kings, nine pawns, three queens beside eight
// pawns, a pawn on its own first rank, a general outside its palace).
func TestFENRefusesImpossiblePositions(t *testing.T) {
	rules := embeddedRules(t)
	cases := []struct{ game, fen, want string }{
		{"chess", "4k3/8/8/8/8/8/8/3KK3 w - - 0 1", "white has 2 royal pieces (king), the start position gives it 1"},
		{"chess", "4k3/8/8/P7/8/8/PPPPPPPP/4K3 w - - 0 1", "white has 9 pawns, the start position gives it 8"},
		{"chess", "4k3/8/8/8/8/QQQ5/PPPPPPPP/4K3 w - - 0 1", "white has 2 queens more than the start position: 2 promotions, but only 0 pawns missing"},
		{"chess", "4k3/8/8/8/8/QQ6/PPPPPPP1/RR2K1RR w - - 0 1", "white has 2 rooks and 1 queen more than the start position: 3 promotions, but only 1 pawn missing"},
		{"chess", "4k3/8/8/8/8/8/PPPPPPPP/2B1KB1B w - - 0 1", "white has 1 bishop more than the start position: 1 promotion, but only 0 pawns missing"},
		{"chess", "4k3/8/8/8/8/8/8/P3K3 w - - 0 1", "white pawn on a1: no white pawn can ever stand there"},
		{"chess", "4k2p/8/8/8/8/8/8/4K3 w - - 0 1", "black pawn on h8: no black pawn can ever stand there"},
		{"chess", "4k3/8/8/8/8/8/8/4K2p w - - 0 1", "black pawn on h1, where it must have promoted"},
		{"chess", "4k3/8/8/8/8/8/8/4K3 b - - 0 1", ""},
		{"chess", "4k3/8/8/8/8/3n4/5q2/r3K3 w - - 0 1", "white's king on e1 is attacked by 3 pieces, and one move gives at most a double check"},
		{"chess", "8/8/3n4/2N1K3/2k5/1B1B4/5b2/8 b - - 0 1", "black's king on c4 is checked by the bishop on d3 and bishop on b3, and neither can have given a discovered check"},
		{"chess", "8/8/8/4Q3/8/4k3/8/4R1K1 b - - 0 1", "black's king on e3 is checked by the queen on e5 and rook on e1, on one line on both sides of it"},
		{"chess", "8/8/8/8/8/4k3/8/2B1R1K1 b - - 0 1", ""},
		{"chess", "4k3/8/8/8/8/8/8/4KN1N w - - 0 1", ""},
		{"xiangqi", "4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1", "in check but it is white's move"},
		{"xiangqi", "5k3/9/9/9/9/9/9/9/9/4K4 w - - 0 1", ""},
		{"xiangqi", "5k3/9/9/9/9/9/4K4/9/9/9 w - - 0 1", "white general on e4: no white general can ever stand there"},
		{"xiangqi", "5k3/9/9/9/9/9/9/9/9/K8 w - - 0 1", "white general on a1: no white general can ever stand there"},
		{"xiangqi", "5k3/9/9/9/9/9/9/9/9/3K1A3 w - - 0 1", ""},
		{"xiangqi", "5k3/9/9/9/9/9/9/9/4A4/3K5 w - - 0 1", ""},
		{"xiangqi", "5k3/9/9/9/9/9/9/9/3A5/3K5 w - - 0 1", "white advisor on d2: no white advisor can ever stand there"},
		{"xiangqi", "5k3/9/9/9/9/B8/9/9/9/3K5 w - - 0 1", "white elephant on a5: no white elephant can ever stand there"},
		{"xiangqi", "5k3/9/9/9/9/9/P8/9/9/3K5 w - - 0 1", ""},
		{"xiangqi", "5k3/9/9/9/9/9/1P7/9/9/3K5 w - - 0 1", "white soldier on b4: no white soldier can ever stand there"},
		{"xiangqi", "5k3/9/9/9/9/9/9/P8/9/3K5 w - - 0 1", "white soldier on a3: no white soldier can ever stand there"},
		{"xiangqi", "5k3/9/9/9/1P7/9/9/9/9/3K5 w - - 0 1", ""},
		{"xiangqi", "5k3/9/9/9/9/9/9/9/9/3KRRR2 w - - 0 1", "white has 3 rooks, the start position gives it 2, and no piece promotes to a rook"},
		{"makruk", "8/8/5M2/3k4/8/8/8/K7 w - - 0 1", ""},
		{"makruk", "8/8/8/3k4/8/8/P7/K7 w - - 0 1", "white pawn on a2: no white pawn can ever stand there"},
		{"makruk", "8/8/P7/3k4/8/8/8/K7 w - - 0 1", "white pawn on a6, where it must have promoted"},
		{"shatranj", "8/P7/2k5/8/8/8/8/4K3 w - - 0 1", ""},
	}
	for _, c := range cases {
		r := rules[c.game]
		require.NotNil(t, r, c.game)
		_, err := r.ParseFEN(c.fen)
		if c.want == "" {
			assert.NoError(t, err, "%s %s", c.game, c.fen)
			continue
		}
		if assert.Error(t, err, "%s %s", c.game, c.fen) {
			assert.Contains(t, err.Error(), c.want, "%s %s", c.game, c.fen)
		}
	}
}

// TestEnPassantNeedsADoubleStep: an en passant square with any opponent
// piece behind it was accepted, and e5xd6 then took the queen on d5.
func TestEnPassantNeedsADoubleStep(t *testing.T) {
	r := chess(t)
	bad := []string{
		"4k3/8/8/3qP3/8/8/8/4K3 w - d6 0 1",   // a queen did not double-step
		"4k3/3n4/8/3pP3/8/8/8/4K3 w - d6 0 1", // the pawn's origin is occupied
		"4k3/8/3n4/3pP3/8/8/8/4K3 w - d6 0 1", // the square passed over is occupied
		"4k3/8/8/8/3pP3/8/8/4K3 w - d5 0 1",   // the wrong rank
		"4k3/8/8/8/3Pp3/8/8/4K3 b - d3 1 1",   // a pawn does not double-step from rank 1... d3 needs d2 origin: fine
	}
	for _, fen := range bad[:4] {
		_, err := r.ParseFEN(fen)
		if assert.Error(t, err, fen) {
			assert.Contains(t, err.Error(), "en passant", fen)
		}
	}
	p := mustFEN(t, r, bad[4])
	assert.Equal(t, "4k3/8/8/8/3Pp3/8/8/4K3 b - d3 1 1", p.FEN(), "a legal en passant square stays")
	capablanca := embeddedRules(t)["capablanca"]
	p = mustFEN(t, capablanca, "5k4/10/10/10/4pP4/10/10/5K4 b - f3 0 1")
	assert.Equal(t, "f3", capablanca.SquareName(p.EnPassant()), "capablanca")
}
