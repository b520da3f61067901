package eval

import (
	"testing"

	"github.com/chespel/chespel/board"
	"github.com/chespel/chespel/parser"
	"github.com/chespel/chespel/types"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// constantLets checks script and returns the values of its lets by name,
// as Constant computes them; a let that is not constant is absent.
func constantLets(t *testing.T, script string) map[string]string {
	t.Helper()
	prog, errs := types.Load("constant.chs", []byte(script))
	require.Zero(t, errs.Errors(), "the script checks: %v", errs)
	lets := map[*parser.Ident]parser.Expr{}
	var order []*parser.LetStmt
	parser.Inspect(prog.File, func(n parser.Node) bool {
		if l, ok := n.(*parser.LetStmt); ok {
			lets[l.Name] = l.Value
			order = append(order, l)
		}
		return true
	})
	lookup := func(decl *parser.Ident) parser.Expr { return lets[decl] }
	got := map[string]string{}
	for _, l := range order {
		if v, ok := Constant(prog.Rules, l.Value, lookup); ok {
			got[l.Name.Name] = v
		}
	}
	return got
}

// TestConstant computes constant lets with Chespel's num arithmetic
// (thousandths, half away from zero, ±10000, integral flag), the game's
// geometry, and lets of lets; lets that read the position have no value.
func TestConstant(t *testing.T) {
	got := constantLets(t, `module evaluation
rule constants:
	let half = 3 * 0.5
	let sum = 0.1 + 0.2
	let six = 3 * 2
	let two = 6 / 3
	let third = 2 / 3
	let minus = -2 / 3
	let up = 0.001 / 2
	let down = -0.001 / 2
	let big = 9000 + 9000
	let small = -9000 * 3
	let knights = knight.value * 2
	let chain = half * 3 + six
	let d4 = $d4
	let r = d4.row
	let rnum = d4.row * 2
	let far = $a1.distance($h8)
	let dark = $d4.isLight
	let centre = $e4.inCenter
	let rows = [$4, $5]
	let n = len(rows)
	let inside = $4 in rows
	let text = "a\"" ++ 0.5 * 2 ++ rows
	let other = me.opponent
	let folded = abs(-2.5) + min(1, 0.5) - max(-1, -2)
	let none = 1 / 0
	let mat = me.material
	let mixed = half + mat
	let side = $e4.rank(me)
	piece p with type == pawn:
		let ahead = p.rank - 2
		score ahead + half + big + small + sum + two + third + minus + up + down + knights + chain + rnum + far + n + folded + none + mixed + side
		if (dark or centre or inside) score 1 text ++ other ++ r
`)
	want := map[string]string{
		"half": "1.5", "sum": "0.3", "six": "6", "two": "2.0", "third": "0.667", "minus": "-0.667",
		"up": "0.001", "down": "-0.001", "big": "10000", "small": "-10000",
		"knights": "6", "chain": "10.5",
		"d4": "$d4", "r": "$4", "rnum": "8", "far": "7", "dark": "false", "centre": "true",
		"rows": "[$4, $5]", "n": "2", "inside": "true", "text": `"a\"1.0[4, 5]"`,
		"other": "foe", "folded": "4.0",
	}
	for name, v := range want {
		assert.Equal(t, v, got[name], "let %s", name)
	}
	for _, name := range []string{"none", "mat", "mixed", "side", "ahead"} {
		assert.NotContains(t, got, name, "let %s has no constant value", name)
	}
	assert.Len(t, got, len(want), "no other let has a value: %v", got)
}

// TestConstantGame writes cells and piece types of the script's game.
func TestConstantGame(t *testing.T) {
	got := constantLets(t, `module search
	game = "xiangqi"
module evaluation
rule constants:
	let corner = $i10
	let kinds = [rook, general]
	let v = cannon.value
	score v
	if (corner == $a1 or kinds == []) score 1
`)
	assert.Equal(t, "$i10", got["corner"], "a xiangqi cell")
	assert.Equal(t, "4.5", got["v"], "a xiangqi value")
	assert.Equal(t, "[rook, general]", got["kinds"], "xiangqi's kind names")
}

// TestConstantRefuses checks the cases Constant leaves alone.
func TestConstantRefuses(t *testing.T) {
	chess, err := board.Chess()
	require.NoError(t, err)
	_, ok := Constant(nil, &parser.NumLit{}, func(*parser.Ident) parser.Expr { return nil })
	assert.False(t, ok, "no game")
	_, ok = Constant(chess, &parser.NumLit{}, nil)
	assert.False(t, ok, "no lookup")
	_, ok = Constant(chess, &parser.NumLit{Value: 1000}, func(*parser.Ident) parser.Expr { return nil })
	assert.False(t, ok, "an unchecked expression")
}
