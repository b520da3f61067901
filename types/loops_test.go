package types

import (
	"testing"

	"github.com/chespel/chespel/parser"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestCondVars checks which loop variable each condition waits for.
func TestCondVars(t *testing.T) {
	src := "module evaluation\nrule r:\n\tlet k = me.king\n" +
		"\tpiece p1, p2, p3 with p1.player == me, p2.col == p1.col, k.value > 0, p3 != p1, p2.value > 1:\n\t\tscore 1\n" +
		"\tcell c with attackedBy(me).len > 0, inCenter, c.row > $2, true:\n\t\tscore 1\n"
	prog, errs := Load("x", []byte(src))
	require.NotNil(t, prog, "%s", errs)
	var got [][]int
	parser.Inspect(prog.Evaluation[0], func(n parser.Node) bool {
		if l, ok := n.(*parser.LoopStmt); ok {
			got = append(got, CondVars(l))
		}
		return true
	})
	assert.Equal(t, [][]int{{0, 1, -1, 2, 1}, {0, 0, 0, -1}}, got)
}
