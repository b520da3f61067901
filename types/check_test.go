package types

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chespel/chespel/board"
	"github.com/chespel/chespel/lexer"
	"github.com/chespel/chespel/parser"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestTypedTrees checks the bots of testdata without a diagnostic and
// compares their typed trees with the golden .typed files.
func TestTypedTrees(t *testing.T) {
	files, err := filepath.Glob("testdata/*.chs")
	require.NoError(t, err)
	require.GreaterOrEqual(t, len(files), 2)
	for _, file := range files {
		src, err := os.ReadFile(file)
		require.NoError(t, err)
		prog, errs := Load(filepath.Base(file), src)
		require.Empty(t, errs, "%s:\n%s", file, errs.Format(src))
		checkGolden(t, strings.TrimSuffix(file, ".chs")+".typed", Sprint(prog))
	}
}

// TestEveryNodeResolved checks that no expression of a checked bot is left
// without a type, no name unresolved, and that every call's builtin gives
// the call's type.
func TestEveryNodeResolved(t *testing.T) {
	src, err := os.ReadFile("testdata/library.chs")
	require.NoError(t, err)
	prog, errs := Load("library.chs", src)
	require.NotNil(t, prog, "%s", errs)
	calls := 0
	parser.Inspect(prog.File, func(n parser.Node) bool {
		e, ok := n.(parser.Expr)
		if !ok {
			return true
		}
		assert.NotEqual(t, parser.NoType, e.Type(), "%s at %s", parser.ExprString(e), e.Position())
		assert.NotEqual(t, parser.EmptyList, e.Type(), "%s at %s", parser.ExprString(e), e.Position())
		switch e := e.(type) {
		case *parser.Ident:
			assert.NotEqual(t, parser.Unresolved, e.Kind, "%s at %s", e.Name, e.Pos)
		case *parser.Call:
			calls++
			assert.Equal(t, Builtins[e.Builtin].Result, e.T, "%s at %s", e.Name, e.Pos)
			assert.Equal(t, Builtins[e.Builtin].Name, e.Name, "%s at %s", e.Name, e.Pos)
		}
		return true
	})
	assert.Greater(t, calls, 50)
}

// TestLibraryBotCallsEveryBuiltin checks that testdata/library.chs calls
// every function of the library, so that its golden file shows them all.
func TestLibraryBotCallsEveryBuiltin(t *testing.T) {
	src, err := os.ReadFile("testdata/library.chs")
	require.NoError(t, err)
	prog, errs := Load("library.chs", src)
	require.NotNil(t, prog, "%s", errs)
	called := map[int]bool{}
	parser.Inspect(prog.File, func(n parser.Node) bool {
		switch n := n.(type) {
		case *parser.Call:
			called[n.Builtin] = true
		case *parser.Ident:
			if n.Kind == parser.ImplicitCall || n.Kind == parser.GlobalCall {
				called[n.Builtin] = true
			}
		}
		return true
	})
	for id, b := range Builtins {
		assert.True(t, called[id], "library.chs calls no %s", b.Key())
	}
}

// TestProgram checks what the evaluator reads besides the rules: the
// settings, the opening moves, the endgame blocks, the slots.
func TestProgram(t *testing.T) {
	src, err := os.ReadFile("testdata/sample.chs")
	require.NoError(t, err)
	prog, errs := Load("sample.chs", src)
	require.NotNil(t, prog, "%s", errs)
	assert.Equal(t, 2*time.Second, prog.Settings.MaxTime)
	assert.Equal(t, 0, prog.Settings.MaxDepth)
	require.Len(t, prog.Openings, 1)
	assert.Equal(t, "d2d4", prog.Openings[0].Move)
	assert.Equal(t, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -", prog.Openings[0].Key)
	rules, err := board.Chess()
	require.NoError(t, err)
	start := rules.StartPosition()
	assert.Equal(t, start.Hash(), prog.Openings[0].Hash, "the start position reaches the book by its hash")
	assert.Equal(t, OpeningKey(start.FEN()), prog.Openings[0].Key)
	require.Len(t, prog.Endgames, 1)
	assert.Equal(t, "KRk", prog.Endgames[0].Name)
	assert.NotNil(t, prog.Endgames[0].Spec)
	assert.Len(t, prog.Endgames[0].Rules, 2)
	require.Len(t, prog.Evaluation, 8)
	slots := map[string]int{}
	for _, r := range prog.Evaluation {
		slots[r.Name] = r.Slots
	}
	assert.Equal(t, map[string]int{"material": 1, "centre": 1, "castling": 0, "pawnAdvance": 1,
		"doubledPawns": 2, "undefended": 1, "check": 0, "knightPair": 3}, slots)
}

// TestOpeningHashAfterMoves checks that a book position written as a FEN
// has the hash of the same position reached by moves, en passant target
// included: 1. e4 e5 reaches the second rule's position.
func TestOpeningHashAfterMoves(t *testing.T) {
	src := "module opening\n" +
		"'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1' -> 'rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2'\n" +
		"'rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2' -> 'rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2'\n" +
		"module evaluation\n"
	prog, errs := Load("x", []byte(src))
	require.NotNil(t, prog, "%s", errs)
	rules, err := board.Chess()
	require.NoError(t, err)
	pos := rules.StartPosition()
	for i, uci := range []string{"e2e4", "e7e5"} {
		m, err := pos.ParseUCI(uci)
		require.NoError(t, err)
		pos.Make(m)
		assert.Equal(t, prog.Openings[i].Hash, pos.Hash(), "after %s", uci)
		assert.Equal(t, prog.Openings[i].Key, OpeningKey(pos.FEN()), "after %s", uci)
	}
	assert.Equal(t, []string{"e7e5", "g1f3"}, []string{prog.Openings[0].Move, prog.Openings[1].Move})
}

// TestDefaults checks the settings of a script without a search module.
func TestDefaults(t *testing.T) {
	prog, errs := Load("x", []byte("module evaluation\nrule r:\n\tscore 1\n"))
	require.NotNil(t, prog, "%s", errs)
	assert.Equal(t, DefaultMaxTime, prog.Settings.MaxTime)
	assert.Equal(t, 0, prog.Settings.MaxDepth)
	assert.Empty(t, prog.Openings)
	assert.Empty(t, prog.Endgames)
}

// TestSlotsReused checks that sibling blocks share frame slots and that a
// rule's frame is as large as its deepest nesting.
func TestSlotsReused(t *testing.T) {
	src := "module evaluation\nrule r:\n\tif (true):\n\t\tlet a = 1\n\t\tlet b = a\n\t\tscore b\n\telse:\n\t\tlet c = 2\n\t\tscore c\n\tlet d = 3\n\tscore d\n"
	prog, errs := Load("x", []byte(src))
	require.NotNil(t, prog, "%s", errs)
	r := prog.Evaluation[0]
	assert.Equal(t, 2, r.Slots)
	var got []string
	parser.Inspect(r, func(n parser.Node) bool {
		if l, ok := n.(*parser.LetStmt); ok {
			got = append(got, l.Name.Name+"="+string(rune('0'+l.Name.Slot)))
		}
		return true
	})
	assert.Equal(t, []string{"a=0", "b=1", "c=0", "d=0"}, got)
}

// TestCheckWithoutEvaluation checks a file built without the parser's
// guarantees: the missing evaluation module is reported by Check too.
func TestCheckWithoutEvaluation(t *testing.T) {
	prog, errs := Check(&parser.File{Name: "x"})
	assert.Nil(t, prog)
	require.Len(t, errs, 1)
	assert.Equal(t, "x:1:1: missing module evaluation: every script needs one, with its rules", errs[0].Error())
}

// TestLoadSyntaxErrors checks that Load returns the parser's errors and no
// program.
func TestLoadSyntaxErrors(t *testing.T) {
	prog, errs := Load("x", []byte("module evaluation\nrule r\n"))
	assert.Nil(t, prog)
	require.NotEmpty(t, errs)
	assert.Equal(t, "x:2:7: want : after the rule's name, got end of line", errs[0].Error())
	assert.False(t, errs[0].Warning)
	var _ lexer.ErrorList = errs
}
