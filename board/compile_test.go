package board

import (
	"slices"
	"testing"

	"github.com/chespel/chespel/carn"
	"github.com/stretchr/testify/assert"
)

func TestCompileErrors(t *testing.T) {
	piece := func(rs *carn.RuleSet, name string) *carn.Piece {
		for i := range rs.Pieces {
			if rs.Pieces[i].Name == name {
				return &rs.Pieces[i]
			}
		}
		t.Fatalf("no piece %s", name)
		return nil
	}
	cases := []struct {
		name   string
		change func(rs *carn.RuleSet)
		err    string
	}{
		{"too wide", func(rs *carn.RuleSet) { rs.Files = 17 }, "rules chess: board is 17×8, want 1..16 files and ranks"},
		{"no ranks", func(rs *carn.RuleSet) { rs.Ranks = 0 }, "rules chess: board is 8×0, want 1..16 files and ranks"},
		{"letter twice", func(rs *carn.RuleSet) { piece(rs, "queen").Letter = 'K' },
			"rules chess: pieces.king: letter 'K', want an upper-case letter A..Z used by no other piece"},
		{"lower-case letter", func(rs *carn.RuleSet) { piece(rs, "queen").Letter = 'q' },
			"rules chess: pieces.queen: letter 'q', want an upper-case letter A..Z used by no other piece"},
		{"name twice", func(rs *carn.RuleSet) { piece(rs, "queen").Name = "rook" }, `rules chess: pieces: name "rook" is empty or not unique`},
		{"unknown promotion", func(rs *carn.RuleSet) { piece(rs, "pawn").Promotion.Choices[0] = "amazon" },
			`rules chess: pieces.pawn.promotion: unknown piece "amazon"`},
		{"promotion rank", func(rs *carn.RuleSet) { piece(rs, "pawn").Promotion.Rank = 9 }, "rules chess: pieces.pawn.promotion: rank 9, want 1..8"},
		{"start FEN", func(rs *carn.RuleSet) { rs.StartFEN = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq" },
			"rules chess: start FEN: fen: 3 fields, want 4 to 6 (placement, side to move, castling, en passant, [halfmove clock, fullmove number])"},
		{"castling file", func(rs *carn.RuleSet) { rs.Castling.Short.RookFile = 8 }, "rules chess: castling: file 8 is off the board, want 0..7"},
		{"castling piece", func(rs *carn.RuleSet) { rs.Castling.Rook = "tower" }, `rules chess: castling: king "king" and rook "tower" must name pieces`},
		{"castling vector", func(rs *carn.RuleSet) { rs.Castling.Short.KingTo = 5; rs.Castling.Short.RookTo = 4 },
			"rules chess: pieces.king.move: alternative 2: castling vectors [{2 0}], want [{1 0}] (castling geometry)"},
		{"no castling geometry", func(rs *carn.RuleSet) { rs.Castling = nil },
			"rules chess: pieces.king.move: alternative 2: castling, but the rule set has no castling geometry"},
		{"en passant move", func(rs *carn.RuleSet) { piece(rs, "pawn").Move.Alternatives[0].EnPassant = true },
			"rules chess: pieces.pawn.move: alternative 1: @TargetRoyal and @EnPassant are for capture entries only"},
		{"unknown zone", func(rs *carn.RuleSet) { piece(rs, "knight").Move.Alternatives[0].InZone = "Palace" },
			`rules chess: pieces.knight.move: alternative 1: unknown zone "Palace"`},
		{"zone off board", func(rs *carn.RuleSet) {
			rs.Zones = map[string]carn.Zone{"Far": {Name: "Far", Squares: []carn.Square{{File: 8, Rank: 0}}}}
		}, "rules chess: zones.Far: square (8,0) is off the 8×8 board"},
		{"leg on a diagonal", func(rs *carn.RuleSet) {
			a := &piece(rs, "king").Capture.Alternatives[0]
			a.Leg = true
		}, "rules chess: pieces.king.capture: alternative 1: @Leg on {-1 -1}: the vector has no longer axis"},
	}
	for _, c := range cases {
		rs := chessRuleSet()
		c.change(rs)
		_, err := Compile(rs)
		if assert.Error(t, err, c.name) {
			assert.Equal(t, c.err, err.Error(), c.name)
		}
	}
	_, err := Compile(nil)
	assert.EqualError(t, err, "rules: no rule set")
}

func TestRulesAccessors(t *testing.T) {
	r := chess(t)
	assert.Equal(t, 8, r.Files())
	assert.Equal(t, 64, r.NumSquares())
	knight, ok := r.PieceIndex("knight")
	assert.True(t, ok)
	assert.Equal(t, byte('N'), r.Letter(knight))
	assert.Equal(t, 3000, r.Value(knight))
	assert.Equal(t, "knight", r.KindName(knight))
	king, _ := r.PieceIndex("king")
	assert.True(t, r.IsRoyal(king))
	assert.False(t, r.IsRoyal(knight))
	e4 := r.Square(4, 3)
	assert.Equal(t, "e4", r.SquareName(e4))
	assert.Equal(t, 4, r.File(e4))
	assert.Equal(t, 3, r.Rank(e4))
	assert.Equal(t, 4, r.RelativeRank(e4, Black))
	assert.Equal(t, 28, r.Index(e4))
	assert.Equal(t, e4, r.SquareAt(28))
	sq, err := r.ParseSquare("e4")
	assert.NoError(t, err)
	assert.Equal(t, e4, sq)
	assert.Equal(t, NoSquare, r.Square(8, 0))
	n := 0
	for sq := range r.Squares() {
		assert.Equal(t, n, r.Index(sq))
		n++
	}
	assert.Equal(t, 64, n)
	for sq := range r.Squares() {
		assert.Less(t, int(sq), r.NumCells(), "%s is below NumCells", r.SquareName(sq))
	}
	assert.Equal(t, 122, r.NumCells()) // 12 rows of 10 cells, and 2
	assert.Equal(t, 0, MakePiece(White, 0).Index())
	assert.Equal(t, 33, MakePiece(Black, knight).Index())
	assert.Equal(t, NumPieceIndexes-1, MakePiece(Black, MaxKinds).Index())

	p := r.StartPosition()
	assert.Equal(t, MakePiece(White, king), p.At(r.Square(4, 0)))
	assert.Equal(t, Empty, p.At(e4))
	assert.Equal(t, 16, p.Count(Black))
	assert.True(t, p.CanCastle(White, true))
	assert.Equal(t, []Square{r.Square(4, 7)}, p.Royals(Black, nil))
}

func TestAttacks(t *testing.T) {
	r := chess(t)
	// newzealand-style check: attacks come from capture entries only
	p := mustFEN(t, r, "4k3/8/8/8/3q4/8/4P3/4K1N1 w - - 0 1")
	names := func(sqs []Square) []string {
		var out []string
		for _, sq := range sqs {
			out = append(out, r.SquareName(sq))
		}
		return out
	}
	e2, d4, g1 := r.Square(4, 1), r.Square(3, 3), r.Square(6, 0)
	assert.True(t, p.IsAttacked(e2, White), "the king defends e2")
	assert.True(t, p.IsAttacked(r.Square(1, 1), Black), "the queen attacks b2")
	assert.False(t, p.IsAttacked(r.Square(4, 0), Black), "the pawn on e2 shields e1")
	assert.ElementsMatch(t, []string{"e1", "g1"}, names(p.Attackers(e2, White, nil)))
	assert.ElementsMatch(t, []string{"d3", "f3"}, names(p.AttacksFrom(e2, nil)))
	assert.ElementsMatch(t, []string{"e2", "f3", "h3"}, names(p.AttacksFrom(g1, nil)), "a knight defends its own pawn")
	assert.Contains(t, names(p.AttacksFrom(d4, nil)), "e3")
	assert.Contains(t, names(p.AttacksFrom(d4, nil)), "g1", "the queen attacks the knight through e3 and f2")
	assert.Len(t, p.AttacksFrom(d4, nil), 27, "the queen's squares")
	q := mustFEN(t, r, "4k3/8/8/8/3q4/3P4/8/4K3 w - - 0 1")
	assert.NotContains(t, names(q.AttacksFrom(d4, nil)), "d2", "a slider stops at the first piece")
	assert.Contains(t, names(q.AttacksFrom(d4, nil)), "d3")
}

// TestAttackersAgree checks the reverse attack tables (IsAttacked,
// Attackers) against the forward ones (AttacksFrom) on every square.
func TestAttackersAgree(t *testing.T) {
	xiangqi, err := Compile(xiangqiRuleSet())
	assert.NoError(t, err)
	r := chess(t)
	positions := []*Position{
		xiangqi.StartPosition(),
		mustFEN(t, xiangqi, "4k4/4a4/4c4/9/2R6/6n2/9/4B4/4A4/3K5 b - - 0 1"),
		mustFEN(t, xiangqi, "r1bakab1r/9/1cn2c1n1/p1p1p3p/6p2/2P6/P3P1P1P/1C2C1N2/9/RNBAKAB1R w - - 0 1"),
	}
	for _, c := range readEPD(t, "testdata/perft.epd") {
		positions = append(positions, mustFEN(t, r, c.fen))
	}
	for _, p := range positions {
		rules := p.Rules()
		for sq := range rules.Squares() {
			for by := White; by <= Black; by++ {
				var want []Square
				for from := range p.Pieces(by) {
					if slices.Contains(p.AttacksFrom(from, nil), sq) {
						want = append(want, from)
					}
				}
				got := p.Attackers(sq, by, nil)
				assert.ElementsMatch(t, want, got, "attackers of %s by %s in %s", rules.SquareName(sq), by, p.FEN())
				assert.Equal(t, len(want) > 0, p.IsAttacked(sq, by), "%s attacked by %s in %s", rules.SquareName(sq), by, p.FEN())
			}
		}
	}
}
