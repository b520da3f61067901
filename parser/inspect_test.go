package parser

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestInspectVisitsInSourceOrder(t *testing.T) {
	src := "module evaluation\nrule r:\n\tpiece p with p.row > 2:\n\t\tlet x = -1\n\t\tif (x in [1]) score abs(x) \"a\" ++ x;\n\t\telse score 0\n"
	f, err := ParseFile("", []byte(src))
	require.NoError(t, err)
	var got []string
	Inspect(f, func(n Node) bool {
		got = append(got, fmt.Sprintf("%T", n)[len("*parser."):])
		return true
	})
	want := "File Module Rule LoopStmt Ident Binary Call Ident NumLit LetStmt Ident Unary NumLit " +
		"IfStmt Binary Ident ListLit NumLit ScoreStmt Call Ident Binary StringLit Ident ScoreStmt NumLit"
	assert.Equal(t, want, strings.Join(got, " "))
}

func TestInspectStopsWhereToldTo(t *testing.T) {
	f, err := ParseFile("", []byte("module evaluation\nrule r:\n\tscore 1 + 2\n"))
	require.NoError(t, err)
	count := 0
	Inspect(f, func(n Node) bool {
		count++
		_, isScore := n.(*ScoreStmt)
		return !isScore
	})
	assert.Equal(t, 4, count, "file, module, rule, score, and nothing under the score")
}

// TestGoldenScriptsUseEveryNode checks that the scripts of testdata, whose
// trees are golden files, hold every kind of node and operator between them.
func TestGoldenScriptsUseEveryNode(t *testing.T) {
	files, err := filepath.Glob("testdata/*.chs")
	require.NoError(t, err)
	seen := map[string]bool{}
	for _, file := range files {
		src, err := os.ReadFile(file)
		require.NoError(t, err)
		f, err := ParseFile(file, src)
		require.NoError(t, err)
		Inspect(f, func(n Node) bool {
			seen[fmt.Sprintf("%T", n)] = true
			switch n := n.(type) {
			case *Binary:
				seen[n.Op.String()] = true
			case *Unary:
				seen["unary "+n.Op.String()] = true
			}
			return true
		})
	}
	want := []string{"*parser.File", "*parser.Module", "*parser.Setting", "*parser.OpeningRule",
		"*parser.EndgameBlock", "*parser.Rule", "*parser.ScoreStmt", "*parser.IfStmt",
		"*parser.LetStmt", "*parser.LoopStmt", "*parser.Ident", "*parser.Call", "*parser.NumLit",
		"*parser.StringLit", "*parser.BoolLit", "*parser.RowLit", "*parser.ColLit", "*parser.CellLit",
		"*parser.ListLit", "*parser.Unary", "*parser.Binary",
		"++", "or", "and", "==", "!=", "<", "<=", ">", ">=", "in", "+", "-", "*", "/", "unary -", "unary not"}
	for _, w := range want {
		assert.True(t, seen[w], "no %s in the scripts of testdata", w)
	}
}
