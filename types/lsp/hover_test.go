package lsp

import (
	"strings"
	"testing"

	"github.com/chespel/chespel/types"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// lets declares one let per line from line 3 (1-based).
const lets = `module evaluation
sym rule values:
	let w = 3 * 0.5
	let x = 0.5
	let y = w * 2
	let third = 2 / 3
	let big = 9000 + 9000
	let six = 3 * 2
	let r = $d4.row
	let s = "x" ++ six ++ " ` + "`" + `q` + "`" + `"
	let zero = 1 / 0
	let m = me.material
	let both = m + w
	piece p with player == me:
		let ahead = p.rank - 2
		score w + x + y + third + big + six + zero + both + ahead "r " ++ r ++ s
`

// TestHoverLetValue hovers on lets: the value of those that do not depend
// on the position, computed with Chespel's num arithmetic, after the
// declaration as written; the others show their declaration only.
func TestHoverLetValue(t *testing.T) {
	c := newClient(t)
	d := c.open(uri, lets)
	require.Empty(t, d.Diagnostics, "the script checks")
	tests := []struct {
		line int
		want string
	}{
		{2, "```chespel\nlet w: num = 3 * 0.5\n```\n`w = 1.5`, declared on line 3"},
		{3, "```chespel\nlet x: num = 0.5\n```\ndeclared on line 4"},
		{4, "```chespel\nlet y: num = w * 2\n```\n`y = 3.0`, declared on line 5"},
		{5, "```chespel\nlet third: num = 2 / 3\n```\n`third = 0.667`, declared on line 6"},
		{6, "```chespel\nlet big: num = 9000 + 9000\n```\n`big = 10000`, declared on line 7"},
		{7, "```chespel\nlet six: num = 3 * 2\n```\n`six = 6`, declared on line 8"},
		{8, "```chespel\nlet r: row = $d4.row\n```\n`r = $4`, declared on line 9"},
		{9, "```chespel\nlet s: string = \"x\" ++ six ++ \" `q`\"\n```\n`` s = \"x6 `q`\" ``, declared on line 10"},
		{10, "```chespel\nlet zero: num = 1 / 0\n```\ndeclared on line 11"},
		{11, "```chespel\nlet m: num = me.material\n```\ndeclared on line 12"},
		{12, "```chespel\nlet both: num = m + w\n```\ndeclared on line 13"},
		{14, "```chespel\nlet ahead: num = p.rank - 2\n```\ndeclared on line 15"},
	}
	for _, tt := range tests {
		var h Hover
		name := strings.Index(strings.Split(lets, "\n")[tt.line], "let ") + len("let ")
		c.call("textDocument/hover", at(uri, tt.line, name), &h)
		assert.Equal(t, tt.want, h.Contents.Value, "hover on the let of line %d", tt.line+1)
	}
	var h Hover
	c.call("textDocument/hover", at(uri, 15, 9), &h)
	assert.Equal(t, "```chespel\nlet w: num = 3 * 0.5\n```\n`w = 1.5`, declared on line 3", h.Contents.Value, "hover on a use")
}

// TestHoverEveryBuiltin checks the hover of every library function: its
// signature, its doc as a sentence, and its example (types.TestExamples
// checks that every builtin has one that compiles).
func TestHoverEveryBuiltin(t *testing.T) {
	for _, b := range types.Builtins {
		doc := builtinDoc(b)
		want := "```chespel\n" + b.Signature() + "\n```\n" + strings.ToUpper(b.Doc[:1]) + b.Doc[1:] + ".\n\nExample:\n```chespel\n" + types.Examples[b.Key()] + "\n```"
		assert.Equal(t, want, doc, "the hover of %s", b.Key())
		assert.NotEmpty(t, types.Examples[b.Key()], "%s has an example", b.Key())
		first, _, _ := strings.Cut(b.Doc, " ")
		assert.Equal(t, strings.ToLower(first), first, "the doc of %s starts with a word, not a camel-case function name that the hover would capitalize", b.Key())
	}
}

// TestHoverLetWithErrors hovers on lets whose values have type errors: no
// value, no crash.
func TestHoverLetWithErrors(t *testing.T) {
	for _, value := range []string{`3 * "a"`, `$d4.row == 4`, `0.5 / true`, `[$4, 5]`, `len([])`, `me.materal * 2`, `(3 *`} {
		src := "module evaluation\nrule a:\n\tlet w = " + value + "\n\tscore 1 \"\" ++ w\n"
		a := analyze("bad.chs", src)
		require.NotEmpty(t, a.diagnostics(), "%s is an error", value)
		h := a.hover(a.fromLSP(Position{Line: 2, Character: 5}))
		if h != nil {
			assert.NotContains(t, h.Contents.Value, "`w =", "no value for %s", value)
		}
	}
	a := analyze("bad.chs", "module evaluation\nrule a:\n\tlet w = len([])\n\tlet v = w + 1\n\tscore v\n")
	h := a.hover(a.fromLSP(Position{Line: 3, Character: 5}))
	require.NotNil(t, h)
	assert.Equal(t, "```chespel\nlet v: num = w + 1\n```\ndeclared on line 4", h.Contents.Value, "no value from a let with an error")
}

// TestHoverDeclarations hovers on the evaluation module's declarations:
// a module-level let (its value when it does not depend on the position),
// phase written bare, a table's name.
func TestHoverDeclarations(t *testing.T) {
	src := "module evaluation\nlet half = 1 / 2\nlet pawns = count(piece p with type == pawn)\ntable t = [" +
		strings.Repeat("0, ", 63) + "1]\nrule a:\n\tscore half + pawns + phase + t.at($h1)\n"
	a := analyze("decl.chs", src)
	require.Empty(t, a.diagnostics(), "the script checks")
	tests := []struct {
		line, col int
		want      string
	}{
		{5, 8, "```chespel\nlet half: num = 1 / 2\n```\n`half = 0.5`, declared on line 2"},
		{5, 15, "```chespel\nlet pawns: num = count(piece p with type == pawn)\n```\ndeclared on line 3"},
		{5, 23, builtinDoc(types.Builtins[types.FnPhase])},
		{5, 31, "```chespel\ntable t: 64 values\n```\ndeclared on line 4; read with t.at(cell) or t.of(piece)"},
	}
	for _, tt := range tests {
		h := a.hover(a.fromLSP(Position{Line: tt.line, Character: tt.col}))
		require.NotNil(t, h, "hover at %d:%d", tt.line, tt.col)
		assert.Equal(t, tt.want, h.Contents.Value, "hover at %d:%d", tt.line, tt.col)
	}
	decl := a.declAt(a.fromLSP(Position{Line: 5, Character: 31}))
	require.NotNil(t, decl, "a table's use leads to its declaration")
	assert.Equal(t, 4, decl.Pos.Line, "table t is declared on line 4")
	decl = a.declAt(a.fromLSP(Position{Line: 5, Character: 15}))
	require.NotNil(t, decl, "a module-level let's use leads to its declaration")
	assert.Equal(t, 3, decl.Pos.Line, "let pawns is declared on line 3")
}
