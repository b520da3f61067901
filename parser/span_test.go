package parser

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/chespel/chespel/lexer"
)

// TestSpans checks the ends, parentheses and lookups that the editor tools
// use: each case names a position and the innermost node there, as
// ExprString writes it (or its kind), with its start and end.
func TestSpans(t *testing.T) {
	src := "module evaluation\nrule a:\n\tlet x = (1 + 2) * abs(-3)\n\tif (x > 2) score x.len \"big\"\n"
	f, err := ParseFile("a.chs", []byte(src))
	require.NoError(t, err)
	cases := []struct {
		pos        lexer.Pos
		want       string
		start, end lexer.Pos
	}{
		{lexer.Pos{Line: 3, Col: 7}, "x", lexer.Pos{Line: 3, Col: 6}, lexer.Pos{Line: 3, Col: 7}},
		{lexer.Pos{Line: 3, Col: 13}, "(1 + 2)", lexer.Pos{Line: 3, Col: 11}, lexer.Pos{Line: 3, Col: 16}},
		{lexer.Pos{Line: 3, Col: 11}, "1", lexer.Pos{Line: 3, Col: 11}, lexer.Pos{Line: 3, Col: 12}},
		{lexer.Pos{Line: 3, Col: 18}, "((1 + 2) * abs((-3)))", lexer.Pos{Line: 3, Col: 11}, lexer.Pos{Line: 3, Col: 27}},
		{lexer.Pos{Line: 3, Col: 21}, "abs((-3))", lexer.Pos{Line: 3, Col: 20}, lexer.Pos{Line: 3, Col: 27}},
		{lexer.Pos{Line: 4, Col: 21}, "x.len", lexer.Pos{Line: 4, Col: 19}, lexer.Pos{Line: 4, Col: 24}},
		{lexer.Pos{Line: 4, Col: 27}, "\"big\"", lexer.Pos{Line: 4, Col: 25}, lexer.Pos{Line: 4, Col: 30}},
	}
	for _, c := range cases {
		path := PathAt(f, c.pos)
		require.NotEmpty(t, path, "%s: a path", c.pos)
		n := path[len(path)-1]
		e, ok := n.(Expr)
		if !assert.True(t, ok, "%s: an expression, got %T", c.pos, n) {
			continue
		}
		assert.Equal(t, c.want, ExprString(e), "%s: the node", c.pos)
		assert.Equal(t, c.start, Start(e), "%s: start of %s", c.pos, c.want)
		assert.Equal(t, c.end, End(e), "%s: end of %s", c.pos, c.want)
	}
	x := f.Modules[0].Rules[0].Body[0].(*LetStmt).Value.(*Binary).X
	assert.Equal(t, 1, Parens(x), "(1 + 2) has one pair of parentheses")
	assert.Equal(t, lexer.Pos{Line: 4, Col: 30}, End(f.Modules[0].Rules[0]), "the rule ends with its last statement")
	assert.Nil(t, PathAt(f, lexer.Pos{Line: 9, Col: 1}), "after the file")
}

// TestComments checks that the file keeps its comments with their spans.
func TestComments(t *testing.T) {
	src := "// head\nmodule evaluation\nrule a: /* a\nb */\n\tscore 1 // one\n"
	f, err := ParseFile("a.chs", []byte(src))
	require.NoError(t, err)
	assert.Equal(t, []lexer.Comment{
		{Pos: lexer.Pos{Line: 1, Col: 1}, End: lexer.Pos{Line: 1, Col: 8}, Text: "// head"},
		{Pos: lexer.Pos{Line: 3, Col: 9}, End: lexer.Pos{Line: 4, Col: 5}, Text: "/* a\nb */"},
		{Pos: lexer.Pos{Line: 5, Col: 10}, End: lexer.Pos{Line: 5, Col: 16}, Text: "// one"},
	}, f.Comments)
}
