package types

import (
	"io/fs"
	"path/filepath"
	"strings"
	"testing"

	"github.com/chespel/chespel/board"
	"github.com/chespel/chespel/carn"
	"github.com/chespel/chespel/parser"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestGameDefaultIsChess checks that a script without a game setting plays
// the shared chess rules, with chess's table of constants.
func TestGameDefaultIsChess(t *testing.T) {
	prog, errs := Load("x.chs", []byte("module evaluation\nrule r:\n\tscore 1\n"))
	require.NotNil(t, prog, "%s", errs)
	chess, err := board.Chess()
	require.NoError(t, err)
	assert.Same(t, chess, prog.Rules)
	assert.Equal(t, "", prog.Game)
	assert.Equal(t, Consts[:], prog.Consts)
}

// TestGameEmbedded checks that every embedded game loads by name, gives
// its piece types as constants (the type of kind k at ConstPawn+k, with
// value k) and shares one compiled rule set between bots.
func TestGameEmbedded(t *testing.T) {
	for _, name := range carn.Names() {
		src := "module search\ngame = \"" + name + "\"\nmodule evaluation\nrule r:\n\tscore me.material\n"
		prog, errs := Load("x.chs", []byte(src))
		require.NotNil(t, prog, "%s: %s", name, errs)
		assert.Equal(t, name, prog.Game, name)
		assert.Equal(t, name, prog.Rules.Name(), name)
		again, _ := Load("y.chs", []byte(src))
		require.NotNil(t, again, name)
		assert.Same(t, prog.Rules, again.Rules, "%s: one compiled rule set for every bot", name)
		require.Len(t, prog.Consts, ConstPawn+prog.Rules.NumKinds(), name)
		for k := range prog.Rules.NumKinds() {
			c := prog.Consts[ConstPawn+k]
			assert.Equal(t, prog.Rules.KindName(board.Kind(k)), c.Name, "%s kind %d", name, k)
			assert.Equal(t, k, c.Value, "%s kind %d", name, k)
			assert.Equal(t, k, ConstValue(ConstPawn+k), "%s kind %d", name, k)
			assert.Equal(t, parser.PieceType, c.Type, "%s kind %d", name, k)
		}
	}
}

// TestGameFileRelativeToScript checks that a rule-set file is read through
// Options.ReadFile at its path relative to the script's directory.
func TestGameFileRelativeToScript(t *testing.T) {
	doc, err := carn.Document("chess")
	require.NoError(t, err)
	var asked []string
	read := func(path string) ([]byte, error) {
		asked = append(asked, path)
		return doc, nil
	}
	src := "module search\ngame = \"rules/mine.yaml\"\nmodule evaluation\nrule r:\n\tscore me.count(queen)\n"
	prog, errs := LoadWith(filepath.Join("bots", "a.chs"), []byte(src), Options{ReadFile: read})
	require.NotNil(t, prog, "%s", errs)
	assert.Equal(t, []string{filepath.Join("bots", "rules", "mine.yaml")}, asked)
	assert.Equal(t, "rules/mine.yaml", prog.Game)
	assert.Equal(t, 8, prog.Rules.Files())

	_, errs = LoadWith("a.chs", []byte(src), Options{ReadFile: func(string) ([]byte, error) { return nil, fs.ErrNotExist }})
	require.Len(t, errs, 1)
	assert.Equal(t, `a.chs:2:8: game "rules/mine.yaml": no rule-set file rules/mine.yaml`, errs[0].Error())
}

// TestGamePieceNamesThatCollide checks the pieces whose names cannot be
// written as type constants: a keyword (piece) and a player (me). They
// keep their names in the table, for printing, but the script cannot name
// them; the players keep theirs.
func TestGamePieceNamesThatCollide(t *testing.T) {
	doc, err := carn.Document("chess")
	require.NoError(t, err)
	text := strings.ReplaceAll(string(doc), "knight", "piece")
	text = strings.ReplaceAll(text, "bishop", "me")
	read := func(string) ([]byte, error) { return []byte(text), nil }
	ok := "module search\ngame = \"odd.yaml\"\nmodule evaluation\nrule r:\n\tif (me.king.player == me) score me.count(rook) + me.count(rock)\n"
	prog, errs := LoadWith("x.chs", []byte(ok), Options{ReadFile: read})
	require.NotNil(t, prog, "%s", errs)
	assert.Equal(t, "piece", prog.Consts[ConstPawn+1].Name)
	assert.Equal(t, "me", prog.Consts[ConstPawn+2].Name)
	assert.Equal(t, parser.PieceType, prog.Consts[ConstPawn+2].Type)

	bad := "module search\ngame = \"odd.yaml\"\nmodule evaluation\nrule r:\n\tscore me.count(knight)\n"
	_, errs = LoadWith("x.chs", []byte(bad), Options{ReadFile: read})
	require.Len(t, errs, 1)
	assert.Equal(t, "x.chs:5:17: chess has no piece type knight (amazon has): its types are pawn, rook, queen, king", errs[0].Error(),
		"the document keeps its name, chess (so another game is named); its nameable types are listed")
}

// TestNeedsMessages checks that every need a function can have is
// explained for a game that lacks it, and that the standard chess rule set
// lacks none.
func TestNeedsMessages(t *testing.T) {
	chess := lacks(carn.Chess())
	for n := NoNeed; n < numNeeds; n++ {
		assert.Empty(t, chess[n], "chess has %s", NeedNames[n])
	}
	none := lacks(&carn.RuleSet{})
	for n := NoNeed + 1; n < numNeeds; n++ {
		assert.NotEmpty(t, none[n], "a game without pieces lacks %s", NeedNames[n])
	}
}

// TestCellIndex checks the dense index the checker gives a cell literal:
// file + files*rank on the game's board, board.Rules.Index of its square.
func TestCellIndex(t *testing.T) {
	tests := []struct {
		game, cell string
		want       int
	}{
		{"chess", "$a1", 0}, {"chess", "$h8", 63}, {"chess", "$d4", 27},
		{"xiangqi", "$i10", 89}, {"xiangqi", "$e1", 4}, {"xiangqi", "$a2", 9},
		{"capablanca", "$j8", 79}, {"capablanca", "$a2", 10},
	}
	for _, tt := range tests {
		src := "module search\ngame = \"" + tt.game + "\"\nmodule evaluation\nrule r:\n\tif (me.king.cell == " + tt.cell + ") score 1\n"
		prog, errs := Load("x.chs", []byte(src))
		require.NotNil(t, prog, "%s %s: %s", tt.game, tt.cell, errs)
		var got *parser.CellLit
		parser.Inspect(prog.File, func(n parser.Node) bool {
			if c, ok := n.(*parser.CellLit); ok {
				got = c
			}
			return true
		})
		require.NotNil(t, got, "%s %s", tt.game, tt.cell)
		assert.Equal(t, tt.want, got.Index, "%s %s", tt.game, tt.cell)
		sq, err := prog.Rules.ParseSquare(tt.cell[1:])
		require.NoError(t, err, "%s %s", tt.game, tt.cell)
		assert.Equal(t, prog.Rules.Index(sq), got.Index, "%s %s is board.Rules.Index of its square", tt.game, tt.cell)
	}
}

// TestGameFromOptions checks that a script without a game setting plays
// Options.Game, so that one generic script (only functions that every game
// has: material, mobility, the centre, the king's guards) checks for every
// embedded game; that the script's own setting wins; and that an unknown
// default game is an error.
func TestGameFromOptions(t *testing.T) {
	generic := "module evaluation\n" +
		"sym rule material:\n\tscore me.material\n" +
		"sym rule mobility:\n\tscore 0.02 * me.mobility\n" +
		"sym rule centre:\n\tpiece p with player == me, cell.inCenter:\n\t\tscore 0.1\n" +
		"sym rule king:\n\tscore 0.1 * len(me.king.coveredBy) - 0.2 * len(me.king.attackedBy)\n\tif (me.check) score -0.3\n"
	for _, name := range carn.Names() {
		prog, errs := LoadWith("generic.chs", []byte(generic), Options{Game: name})
		require.NotNil(t, prog, "%s: %s", name, errs)
		assert.Equal(t, name, prog.Rules.Name(), name)
		assert.Equal(t, name, prog.Game, name)
	}
	own := "module search\ngame = \"xiangqi\"\nmodule evaluation\nrule r:\n\tscore 1\n"
	prog, errs := LoadWith("x.chs", []byte(own), Options{Game: "capablanca"})
	require.NotNil(t, prog, "%s", errs)
	assert.Equal(t, "xiangqi", prog.Rules.Name(), "the script's setting wins")

	_, errs = LoadWith("x.chs", []byte(generic), Options{Game: "xiangi"})
	require.Len(t, errs, 1)
	assert.True(t, strings.HasPrefix(errs[0].Error(), `x.chs:1:1: unknown game "xiangi": want one of amazon,`), errs[0].Error())
	assert.True(t, strings.HasSuffix(errs[0].Error(), "did you mean xiangqi?"), errs[0].Error())
}
