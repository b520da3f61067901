package eval

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestBlockTables pins the tables of if statements that read one piece let
// and its lets only (blocktable.go), with the scores of the reference
// interpreter, of the rules as written and of the verbose path.
func TestBlockTables(t *testing.T) {
	src := "module evaluation\nsym rule r:\n" +
		"\tlet pc = me.count(knight) + foe.count(knight)\n" +
		"\tlet k = me.king\n" +
		"\tlet edge = k.col in [$a, $b, $g, $h]\n" +
		"\tlet far = k.rank * 0.5 + 0.25\n" +
		// a chain on the king, its lets and the rank seen from its side
		"\tif (k.rank == 1):\n\t\tif (k.col in [$b, $g]) score 0.1\n\t\telse if (edge) score 0.02\n" +
		"\telse if (k.rank == 2):\n\t\tlet d = abs(k.col - 4.5)\n\t\tscore d * -0.03\n" +
		"\telse score -far\n" +
		// reads pc: its branches are tables
		"\tif (pc >= 2):\n\t\tif (k.cell.inCenter) score -0.5\n\t\telse score 0.01\n" +
		"\telse:\n\t\tif (k.cell.inCenter) score 0.5\n" +
		// reads the position around the king: no table
		"\tif (k.attackedBy.len > 0) score -0.2\n" +
		// a division by zero on the a-file: no table
		"\tif (k.row == $1) score 1 / (k.col - 1)\n"
	bot, diags := Load("blocks.chs", []byte(src))
	require.NotNil(t, bot, "%v", diags)
	body := bot.rules[0].body
	kinds := []stmtKind{}
	for _, s := range body {
		kinds = append(kinds, s.kind)
	}
	assert.Equal(t, []stmtKind{stLet, stLet, stLet, stLet, stTable, stIf, stIf, stIf}, kinds, "the rule's statements")
	assert.Equal(t, stTable, body[5].then[0].kind, "pc >= 2: then")
	assert.Equal(t, stTable, body[5].els[0].kind, "pc >= 2: else")
	assert.Equal(t, int32(-250-3*500), body[4].table.values[black][king*64+sq("e6")], "-far on e6 for black: rank 3")
	for _, p := range nativePositions(t) {
		sameScores(t, bot, p)
	}
}

// TestBlockTablesForgetRebound pins that a let writing the slot of a piece
// let again (a nested let of the same slot) ends its tables.
func TestBlockTablesForgetRebound(t *testing.T) {
	pieces := map[int][]*stmt{3: nil, 5: {{kind: stLet, slot: 6}}}
	forget(pieces, 6)
	assert.Equal(t, map[int][]*stmt{3: nil}, pieces, "slot 6 was a let of piece 5")
	forget(pieces, 3)
	assert.Empty(t, pieces, "slot 3 was piece 3")
}
