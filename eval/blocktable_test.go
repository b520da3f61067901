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
	assert.Equal(t, []string{"let", "let", "let table", "let table", "table", "if", "if", "if"}, stmtKinds(body), "the rule's statements")
	assert.Equal(t, stTable, body[5].then[0].kind, "pc >= 2: then")
	assert.Equal(t, stTable, body[5].els[0].kind, "pc >= 2: else")
	assert.Equal(t, int32(-250-3*500), body[4].table.values[black][king*64+sq("e6")], "-far on e6 for black: rank 3")
	for _, p := range nativePositions(t) {
		sameScores(t, bot, p)
	}
}

// TestLetTables pins the tables of lets computed from one piece let
// alone (blocktable.go), with the scores of the reference interpreter, of
// the rules as written and of the verbose path.
func TestLetTables(t *testing.T) {
	src := "module evaluation\nsym rule r:\n" +
		"\tlet pc = me.count(knight) + foe.count(knight)\n" +
		"\tlet k = me.king\n" +
		// example5's kingSafety: a num of the king, and a num of that num
		"\tlet files = min(k.col - 1, 1) + min(8 - k.col, 1) + 1\n" +
		"\tlet closed = 0.3 / files\n" +
		// a copy of the piece: no table
		"\tlet k2 = k\n" +
		// a bool and a row
		"\tlet low = k2.rank <= 2\n\tlet r = k.row\n" +
		"\tif (pc >= 2):\n" +
		// a let of the king in a branch: a table
		"\t\tlet half = closed / 2\n" +
		// a division by zero on the a-file: no table
		"\t\tlet inv = 1 / (k.col - 1)\n" +
		"\t\tscore half + inv * 0.01\n" +
		// an if of the king and its lets: a table; one that reads the
		// position: none, and low is read at run time
		"\tif (k.row == r) score closed\n\tif (k2.isPassed or low) score 0.01\n"
	bot := load(t, "lets", src)
	body := bot.rules[0].body
	assert.Equal(t, []string{"let", "let", "let table", "let table", "let", "let table", "let table", "if", "table", "if"}, stmtKinds(body), "the rule's statements")
	assert.Equal(t, []string{"let table", "let", "score"}, stmtKinds(body[7].then), "pc >= 2")
	closed := body[3].lets.values
	assert.Equal(t, num{150, false}, closed[white][king*64+sq("a1")].n, "0.3 / 2 on a1")
	assert.Equal(t, num{100, false}, closed[black][king*64+sq("e8")].n, "0.3 / 3 on e8")
	assert.Equal(t, int64(1), body[5].lets.values[black][king*64+sq("e7")].x, "e7 is rank 2 for black")
	for _, p := range nativePositions(t) {
		sameScores(t, bot, p)
	}
}

// stmtKinds names the kinds of statements: a let read off a table is a
// "let table".
func stmtKinds(stmts []*stmt) []string {
	names := map[stmtKind]string{stScore: "score", stIf: "if", stLet: "let", stLoop: "loop", stTable: "table"}
	var out []string
	for _, s := range stmts {
		name := names[s.kind]
		if s.lets != nil {
			name = "let table"
		}
		out = append(out, name)
	}
	return out
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
