package parser

import (
	"fmt"
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
