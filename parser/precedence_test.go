package parser

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestPrecedence parses expressions (as the value of a let) and compares
// their fully parenthesised form. Loosest first: ++, or, and, not, == !=,
// < <= > >= in, + -, * /, unary -, then . and calls.
func TestPrecedence(t *testing.T) {
	tests := []struct{ src, want string }{
		{"1 + 2 * 3", "(1 + (2 * 3))"},
		{"1 * 2 + 3", "((1 * 2) + 3)"},
		{"1 - 2 - 3", "((1 - 2) - 3)"},
		{"8 / 4 / 2", "((8 / 4) / 2)"},
		{"-a * b", "((-a) * b)"},
		{"- -a", "(-(-a))"},
		{"-p.value", "(-p.value)"},
		{"a + b < c * d", "((a + b) < (c * d))"},
		{"a < b == c >= d", "((a < b) == (c >= d))"},
		{"a == b and c != d", "((a == b) and (c != d))"},
		{"not a == b", "(not (a == b))"},
		{"not a and b", "((not a) and b)"},
		{"a and not b or c", "((a and (not b)) or c)"},
		{"a or b and c", "(a or (b and c))"},
		{"a and b and c", "((a and b) and c)"},
		{"not not a", "(not (not a))"},
		{"x in [$4, $5] and y", "((x in [$4, $5]) and y)"},
		{"a + 1 in l == true", "(((a + 1) in l) == true)"},
		{`"a" ++ b ++ c`, `(("a" ++ b) ++ c)`},
		{`"a" ++ x or y`, `("a" ++ (x or y))`},
		{"knight ++ true ++ 4.0 ++ 3+7 ++ pawn == knight",
			"((((knight ++ true) ++ 4.0) ++ (3 + 7)) ++ (pawn == knight))"},
		{"(1 + 2) * 3", "((1 + 2) * 3)"},
		{"p.cell.distance(c) * 2", "(p.cell.distance(c) * 2)"},
		{"abs(x - 1) + min(a, b)", "(abs((x - 1)) + min(a, b))"},
		{"check(me) or me.check", "(check(me) or me.check)"},
		{"cell.row in [$4, $5]", "(cell.row in [$4, $5])"},
		{"piece.len", "piece.len"},
		{"c.attackedBy(me).len > 0", "(c.attackedBy(me).len > 0)"},
		{"[]", "[]"},
		{"f()", "f()"},
		{"$a1 != $h8", "($a1 != $h8)"},
		{"$i10 == $p16 or $10 > $j", "(($i10 == $p16) or ($10 > $j))"}, // regression: two-digit rows printed as $: and $@
	}
	for _, tt := range tests {
		e, err := parseExprString(tt.src)
		require.NoError(t, err, tt.src)
		assert.Equal(t, tt.want, ExprString(e), tt.src)
	}
}

func TestComparisonsDoNotChain(t *testing.T) {
	for _, src := range []string{"a < b < c", "a <= b > c", "a in b in c", "a < b in c", "a == b == c", "a == b != c"} {
		_, err := parseExprString(src)
		require.Error(t, err, src)
		assert.Contains(t, err.Error(), "comparisons do not chain; use parentheses", src)
	}
	for _, src := range []string{"(a < b) < c", "a < (b < c)", "a < b == c < d"} {
		_, err := parseExprString(src)
		assert.NoError(t, err, src)
	}
}

// parseExprString parses src as the value of a let in a one-rule script.
func parseExprString(src string) (Expr, error) {
	f, err := ParseFile("", []byte("module evaluation\nrule r:\n\tlet x = "+src+"\n"))
	if err != nil {
		return nil, err
	}
	return f.Module(Evaluation).Rules[0].Body[0].(*LetStmt).Value, nil
}
