package format_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/chespel/chespel/parser/format"
)

// layoutCases pin the formatter's layout rules (docs/editor.md) with their
// exact output.
var layoutCases = []struct{ name, src, want string }{
	{"statements and spacing",
		"module evaluation\n  rule a:\n      let x=1+2*3;score x\n",
		"module evaluation\nrule a:\n\tlet x = 1 + 2 * 3\n\tscore x\n"},
	{"blank lines folded and kept between rules",
		"module evaluation\nrule a:\n\tscore 1\n\n\n\n\tscore 2\nrule b:\n\tscore 3\n",
		"module evaluation\nrule a:\n\tscore 1\n\n\tscore 2\n\nrule b:\n\tscore 3\n"},
	{"comments at their places",
		"// head\nmodule evaluation // eval\nrule a: // rule\n\t// own line\n\tscore 1 /* mid */ + 2\n\t// end of a\n// after\n",
		"// head\nmodule evaluation // eval\nrule a: // rule\n\t// own line\n\tscore 1 + 2 /* mid */\n\t// end of a\n// after\n"},
	{"a list written one element a line",
		"module evaluation\nrule t:\n\tlet t = [\n\t\t1, 2, // a\n\t\t3]\n\tscore len(t)\n",
		"module evaluation\nrule t:\n\tlet t = [\n\t\t\t1, 2, // a\n\t\t\t3,\n\t\t]\n\tscore len(t)\n"},
	{"a loop header's conditions aligned",
		"module evaluation\nrule b:\n\tpiece p,q with p.row<q.row,\n\t\tq.col==p.col:\n\t\tscore 1\n",
		"module evaluation\nrule b:\n\tpiece p, q with p.row < q.row,\n\t                q.col == p.col:\n\t\tscore 1\n"},
	// A regression: the comment after the arrow of an opening rule written
	// over two lines was moved to the end of the second line, where it
	// merged with that line's comment into one.
	{"an opening rule broken after its arrow keeps the arrow's comment",
		"module evaluation\nrule a:\n\tscore 1\nmodule opening\n'8/8/8/8/8/8/8/K6k w - - 0 1' -> // arrow\n  '8/8/8/8/8/8/8/1K5k b - - 1 1'; // after\n",
		"module evaluation\nrule a:\n\tscore 1\n\nmodule opening\n'8/8/8/8/8/8/8/K6k w - - 0 1' -> // arrow\n\t'8/8/8/8/8/8/8/1K5k b - - 1 1'; // after\n"},
	{"an opening rule keeps a comment on its own line after its arrow",
		"module evaluation\nrule a:\n\tscore 1\nmodule opening\n'8/8/8/8/8/8/8/K6k w - - 0 1' ->\n// the reply\n'8/8/8/8/8/8/8/1K5k b - - 1 1'\n",
		"module evaluation\nrule a:\n\tscore 1\n\nmodule opening\n'8/8/8/8/8/8/8/K6k w - - 0 1' ->\n\t// the reply\n\t'8/8/8/8/8/8/8/1K5k b - - 1 1';\n"},
	{"a square board's table one rank per line",
		"module evaluation\ntable t = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63]\nrule a:\n\tscore t.at($a1)\n",
		"module evaluation\ntable t = [\n\t0, 1, 2, 3, 4, 5, 6, 7,\n\t8, 9, 10, 11, 12, 13, 14, 15,\n\t16, 17, 18, 19, 20, 21, 22, 23,\n\t24, 25, 26, 27, 28, 29, 30, 31,\n\t32, 33, 34, 35, 36, 37, 38, 39,\n\t40, 41, 42, 43, 44, 45, 46, 47,\n\t48, 49, 50, 51, 52, 53, 54, 55,\n\t56, 57, 58, 59, 60, 61, 62, 63,\n]\n\nrule a:\n\tscore t.at($a1)\n"},
	{"a table with a comment inside keeps its line breaks",
		"module evaluation\ntable t = [1, 2, // two\n3, 4]\n",
		"module evaluation\ntable t = [1, 2, // two\n\t3, 4]\n"},
	{"phase weights on one line, module lets, counting",
		"module evaluation\nphase weights: knight=1,\n  rook = 2\nlet n=count( piece p with type==pawn )\nrule a:\n\tif exists(cell c,d with c.isEmpty) score n+sum(piece p with p.isPassed:p.rank*2)\n",
		"module evaluation\nphase weights: knight = 1, rook = 2\nlet n = count(piece p with type == pawn)\n\nrule a:\n\tif exists(cell c, d with c.isEmpty) score n + sum(piece p with p.isPassed: p.rank * 2)\n"},
}

// TestLayout formats each case and compares the text exactly.
func TestLayout(t *testing.T) {
	for _, c := range layoutCases {
		got, err := format.Source(c.name, []byte(c.src))
		require.NoError(t, err, c.name)
		assert.Equal(t, c.want, string(got), c.name)
	}
}
