package eval

import (
	"fmt"
	"strings"
	"testing"

	"github.com/chespel/chespel/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The kinds of chess, as the tests name them.
const (
	pawn = iota
	knight
	bishop
	rook
	queen
	king
)

// firstLoop loads a one-rule bot and returns the loop that starts its rule.
func firstLoop(t *testing.T, body string) *loop {
	t.Helper()
	bot, diags := Load("plan.chs", []byte("module evaluation\nrule r:\n"+body))
	require.NotNil(t, bot, "%v", diags)
	s := bot.rules[0].body[0]
	require.Equal(t, stLoop, s.kind)
	return s.loop
}

// TestLoopPlans pins what the planner makes of loop conditions, since a
// plan that is not made costs speed but gives the same scores.
func TestLoopPlans(t *testing.T) {
	l := firstLoop(t, "\tpiece p with player == me, type == pawn:\n\t\tscore 1\n")
	v := l.vars[0]
	assert.Equal(t, 0, v.player, "player == me chooses my pieces")
	assert.Equal(t, uint32(1<<pawn), v.types, "type == pawn chooses pawns")
	assert.Empty(t, v.conds, "no condition left to test")
	assert.NotNil(t, l.table, "score 1 is a piece-square table")

	l = firstLoop(t, "\tpiece p with foe == player, type != king, cell.row in [$4, $5]:\n\t\tscore p.row - 1\n")
	v = l.vars[0]
	assert.Equal(t, 1, v.player)
	assert.Equal(t, uint32(allKinds&^(1<<king)), v.types)
	assert.Equal(t, board.SetOfWords(0x000000ffff000000), v.mask, "rows 4 and 5")
	assert.Empty(t, v.conds)
	require.NotNil(t, l.table, "the score reads the square only")
	assert.Equal(t, int32(4000), l.table.values[black][l.table.off[queen]+32], "a5: row 5 - 1")
	assert.Nil(t, l.table.integral[black], "p.row - 1 is integral everywhere")
	assert.Equal(t, int32(0), l.table.off[pawn], "the first row is the pawns'")
	assert.Len(t, l.table.values[white], 5*64, "a row for each kind but the king")
	assert.Same(t, &l.table.values[white][0], &l.table.values[black][0], "row - 1 is the same for both colours: one set of rows")
	assert.Nil(t, l.table.perKind, "the score depends on the square")

	l = firstLoop(t, "\tpiece p with player == me, type != king:\n\t\tscore p.value\n")
	require.NotNil(t, l.table, "p.value is a table")
	require.NotNil(t, l.table.perKind, "whose rows are constant: counted by kind")
	assert.Equal(t, int64(9000), l.table.perKind[black][queen], "a queen is worth 9")

	l = firstLoop(t, "\tpiece p with player == me, type == pawn:\n\t\tscore p.rank * 0.5\n")
	require.NotNil(t, l.table, "p.rank is a table")
	assert.Len(t, l.table.values[white], 64, "one row: the pawns'")
	assert.Equal(t, int32(1000), l.table.values[white][8], "a2: rank 2 for white")
	assert.Equal(t, int32(3500), l.table.values[black][8], "a2: rank 7 for black")

	l = firstLoop(t, "\tpiece a, b with a.type == pawn, b.type == pawn, a.row < b.row:\n\t\tif (a.col == b.col) score -0.3\n")
	require.Len(t, l.vars, 2)
	require.Len(t, l.vars[1].tables, 1, "a.row < b.row and the hoisted a.col == b.col, in one table")
	assert.Equal(t, board.SetOfWords(0x0101010101010100), l.vars[1].tables[0].sets[0], "above a1 on the a-file")
	assert.Empty(t, l.vars[1].conds)
	assert.Len(t, l.body, 1)
	assert.Equal(t, stScore, l.body[0].kind, "the if became a condition")

	l = firstLoop(t, "\tpiece p with player == me:\n\t\tif (p.coveredBy == []) score -0.1\n")
	assert.Equal(t, []dynCond{{kind: dynUndefended}}, l.vars[0].dyn)
	assert.NotNil(t, l.table)

	l = firstLoop(t, "\tpiece p with player == me, type != king:\n\t\tscore p.value / foe.material\n")
	assert.Nil(t, l.table, "the score reads the position")
	assert.Equal(t, sumByType, l.sum, "but depends on the piece through its type only")

	l = firstLoop(t, "\tpiece p with player == me:\n\t\tscore p.mobility\n")
	assert.Nil(t, l.table)
	assert.NotEqual(t, sumByType, l.sum)

	l = firstLoop(t, "\tpiece p with player == me:\n\t\tif (p.isPassed) score 0.5\n\t\telse score 0.1\n")
	assert.Empty(t, l.vars[0].conds, "an if with else stays in the body")
	assert.NotEqual(t, sumByType, l.sum)
	assert.Nil(t, l.table)

	l = firstLoop(t, "\tcell c with me.check, c.inCenter, c.attackedBy(me).len > 1:\n\t\tscore 1\n")
	assert.Len(t, l.pre, 1, "me.check needs no variable")
	assert.Equal(t, board.SetOfWords(0x0000001818000000), l.vars[0].mask)
	assert.Len(t, l.vars[0].conds, 1, "attacks depend on the position")
}

func TestLoopInvariantSquareFolds(t *testing.T) {
	l := firstLoop(t, "\tcell c with c.distance(me.king.pos) <= 1:\n\t\tscore 1\n")
	require.Len(t, l.vars[0].tables, 1, "a table indexed by my king's cell")
	assert.Empty(t, l.vars[0].conds)
	assert.Equal(t, board.SetOfWords(0x303), l.vars[0].tables[0].sets[0], "the cells around a1, a1 included")
}

func TestConditionsSplitAndTypeChoices(t *testing.T) {
	l := firstLoop(t, "\tpiece p with player == me, type == knight or type == bishop:\n\t\tif (p.row == $1 and p.isPassed) score 1\n")
	v := l.vars[0]
	assert.Equal(t, uint32(1<<knight|1<<bishop), v.types, "type == knight or type == bishop")
	assert.Equal(t, board.SetOfWords(0xff), v.mask, "p.row == $1, split from the and")
	assert.Empty(t, v.conds)
	assert.Equal(t, []dynCond{{kind: dynPassed}}, v.dyn, "p.isPassed is read off the pawn structure")
}

// TestSplitLoopsCompileStatementsOnce pins a load-time hang: a loop's split
// plan compiled its statements again, nested loops included, so that loops
// nested n deep with two statements each took 2^n compilations (a script
// of 20 such loops did not load in minutes). The split loops now share the
// statements compiled for the whole loop.
func TestSplitLoopsCompileStatementsOnce(t *testing.T) {
	l := firstLoop(t, "\tcell a with a.inCenter:\n\t\tscore 1\n\t\tcell b with b.row == a.row:\n\t\t\tscore 1\n\t\t\tscore 2\n")
	require.Len(t, l.body, 2)
	require.Len(t, l.split, 2)
	require.Len(t, l.split[1].body, 1)
	assert.Same(t, l.body[1], l.split[1].body[0], "the inner loop is compiled once")

	var src strings.Builder
	src.WriteString("module evaluation\nrule deep:\n")
	const depth = 40
	for i := range depth {
		tabs := strings.Repeat("\t", i+1)
		fmt.Fprintf(&src, "%scell c%d with c%d == $a1:\n%s\tscore 1\n", tabs, i, i, tabs)
	}
	fmt.Fprintf(&src, "%sscore 1\n", strings.Repeat("\t", depth+1))
	bot, diags := Load("deep.chs", []byte(src.String()))
	require.NotNil(t, bot, "%v", diags)
	got, err := bot.NewEvaluator().Evaluate(position(t, "startpos"))
	require.NoError(t, err)
	assert.Equal(t, (depth+1)*1000, got, "one score per loop and the innermost")
}

// TestColouredFolds pins the folds of conditions that read a piece's
// colour through its rank or starting row: with the player known, each
// colour has its set of squares.
func TestColouredFolds(t *testing.T) {
	l := firstLoop(t, "\tpiece p with player == me, type == knight or type == bishop:\n\t\tif (p.row == p.startingRow) score -0.15\n")
	v := l.vars[0]
	assert.Empty(t, v.conds, "p.row == p.startingRow is folded")
	assert.Equal(t, board.SetOfWords(0xff), v.byColour[white], "white's minor pieces start on the first row")
	assert.Equal(t, board.SetOfWords(0xff00000000000000), v.byColour[black], "black's on the eighth")
	assert.NotNil(t, l.table, "the score is then a table")

	l = firstLoop(t, "\tpiece r with player == me, type == rook:\n\t\tif (r.rank == 7) score 0.25\n")
	assert.Empty(t, l.vars[0].conds)
	assert.Equal(t, board.SetOfWords(0x00ff000000000000), l.vars[0].byColour[white], "white's seventh rank")
	assert.Equal(t, board.SetOfWords(0xff00), l.vars[0].byColour[black], "black's seventh rank")

	l = firstLoop(t, "\tpiece p with player == me, type == pawn or type == knight:\n\t\tif (p.row == p.startingRow) score 1\n")
	assert.Len(t, l.vars[0].conds, 1, "pawns and knights start on different rows: not folded")

	l = firstLoop(t, "\tpiece p with type == knight:\n\t\tif (p.rank == 1) score 1\n")
	assert.Len(t, l.vars[0].conds, 1, "either player: the colour is not known")
}

// TestCachedLets pins that the lets of the same position-only expression
// share one cache entry, that a let reading a loop variable has none, and
// that the scores stay those of the reference interpreter: the value is
// computed per player (me.count differs from foe.count).
func TestCachedLets(t *testing.T) {
	src := "module evaluation\n" +
		"sym rule a:\n\tlet pc = me.count(knight) + 2 * foe.count(bishop)\n\tscore pc * 0.1\n" +
		"sym rule b:\n\tlet pc = me.count(knight) + 2 * foe.count(bishop)\n\tif (pc > 2) score 0.3\n" +
		"\tpiece p with player == me, type == pawn:\n\t\tlet r = p.rank\n\t\tlet q = me.count(knight) + 2 * foe.count(bishop)\n\t\tscore r * q * 0.01\n"
	bot := load(t, "lets", src)
	a, b := bot.rules[0].body[0], bot.rules[1].body[0]
	assert.Equal(t, int32(1), a.cache, "the first let of the expression")
	assert.Equal(t, a.cache, b.cache, "the same expression in another rule: the same entry")
	body := bot.rules[1].body[2].loop.body
	assert.Zero(t, body[0].cache, "p.rank reads the loop variable")
	assert.Equal(t, a.cache, body[1].cache, "in a loop too")
	for _, p := range benchPositions(t) {
		sameScores(t, bot, p)
	}
}

// TestRulePasses pins the plan of the rules' passes (planPasses): which
// lets the second pass of a sym rule finds in their slots (the leading
// lets whose value is the same for both sides, and no other), which the
// first pass finds there from the rule before (the same slot and cache
// entry), and which passes are one loop run without a block; the scores
// stay those of the reference interpreter, verbose or not.
func TestRulePasses(t *testing.T) {
	pc := "\tlet pc = me.count(knight) + foe.count(knight)\n"
	src := "module evaluation\n" +
		// both lets are the same for both sides; the loop's let is not leading
		"sym rule a:\n" + pc + "\tlet qc = me.count(queen) + foe.count(queen)\n" +
		"\tscore pc * 0.1 + qc\n\tpiece p with player == me, type == pawn:\n\t\tlet n = me.count(rook) + foe.count(rook)\n\t\tscore n * 0.01\n" +
		// a let of me comes first: nothing is kept
		"sym rule b:\n\tlet mine = me.count(knight)\n" + pc + "\tscore pc - mine\n" +
		// a let that is the same for both sides, then one of me
		"sym rule c:\n" + pc + "\tlet k = me.king\n\tif (pc > 2) score k.rank * 0.01\n" +
		// not sym: one pass, which finds pc from c
		"rule d:\n" + pc + "\tscore pc * 0.2\n" +
		// the passes are one loop once pc (from d) is left out
		"sym rule e:\n" + pc + "\tpiece r with player == me, type == rook, rank == 7:\n" +
		"\t\tif (pc >= 2) score 0.08\n\t\telse score 0.12\n" +
		// both passes are one loop
		"sym rule f:\n\tpiece p with player == me:\n\t\tscore p.value\n" +
		// the rule before has no lets
		"sym rule g:\n\tlet qc = me.count(queen) + foe.count(queen)\n" + pc + "\tscore pc * 0.3 + qc\n" +
		// pc and qc as in g, in each other's slots
		"sym rule h:\n" + pc + "\tlet qc = me.count(queen) + foe.count(queen)\n\tscore pc * qc\n"
	bot := load(t, "passes", src)
	wantFirst := []int{0, 0, 0, 1, 1, 0, 0, 0}
	wantAgain := []int{2, 0, 1, 1, 1, 0, 2, 2}
	for i, r := range bot.rules {
		assert.Equal(t, r.body[wantFirst[i]:], r.first, "rule %s's first pass", r.name)
		assert.Equal(t, r.body[wantAgain[i]:], r.again, "rule %s's second pass", r.name)
	}
	e, f := bot.rules[4], bot.rules[5]
	assert.Equal(t, [2]*loop{e.body[1].loop, e.body[1].loop}, e.loops, "rule e")
	assert.Equal(t, [2]*loop{f.body[0].loop, f.body[0].loop}, f.loops, "rule f")
	for _, r := range append(bot.rules[:4:4], bot.rules[6:]...) {
		assert.Equal(t, [2]*loop{}, r.loops, "rule %s", r.name)
	}
	for _, p := range benchPositions(t) {
		sameScores(t, bot, p)
	}
}

// TestUnswitchedLoops pins the plan of a loop whose block is an if / else
// on a value that reads no loop variable: one loop per branch, each a
// table, with the scores of the reference interpreter.
func TestUnswitchedLoops(t *testing.T) {
	src := "module evaluation\nsym rule rooks:\n\tlet pc = me.count(knight) + foe.count(knight)\n" +
		"\tpiece r with player == me, type == rook, rank == 7:\n\t\tif (pc >= 2) score 0.08\n\t\telse score 0.12\n" +
		"\tpiece p with player == me, type == pawn:\n\t\tif (pc >= 2) score p.rank * 0.01\n\t\telse if (p.col == $a) score 0.02\n\t\telse score p.attackedBy.len * 0.1\n"
	bot, diags := Load("unswitch.chs", []byte(src))
	require.NotNil(t, bot, "%v", diags)
	l := bot.rules[0].body[1].loop
	require.NotNil(t, l.unswitch, "pc >= 2 reads no loop variable")
	assert.NotNil(t, l.unswitch.loops[0].table, "then: a table")
	assert.NotNil(t, l.unswitch.loops[1].table, "else: a table")
	l = bot.rules[0].body[2].loop
	require.NotNil(t, l.unswitch)
	assert.NotNil(t, l.unswitch.loops[0].table, "then: p.rank is a table")
	inner := l.unswitch.loops[1].unswitch
	assert.Nil(t, inner, "p.col == $a reads the variable: no unswitch")
	assert.Nil(t, l.unswitch.loops[1].table, "else: attacks read the position")
	for _, p := range benchPositions(t) {
		sameScores(t, bot, p)
	}
}

// TestTablesOfRowsAlike pins the one row of a table over several kinds
// whose score reads the square only (example5's centerDomination).
func TestTablesOfRowsAlike(t *testing.T) {
	l := firstLoop(t, "\tpiece p with player == me:\n\t\tif (p.cell.inCenter) score 0.12\n\t\telse if (p.cell.inExpandedCenter) score 0.04\n")
	require.NotNil(t, l.table)
	assert.True(t, l.table.anyKind, "every kind scores the square alike")
	assert.Equal(t, int32(120), l.table.row[white][sq("e4")], "e4 is in the centre")
	l = firstLoop(t, "\tpiece p with player == me:\n\t\tscore p.row * 0.01 + p.value\n")
	require.NotNil(t, l.table)
	assert.False(t, l.table.anyKind, "the value differs by kind")
}

// TestEmptyCells pins the emptiness tests of constant cells, joined by
// and, as one node (opEmptyCells: example5's pstQueen), with the scores of
// the reference interpreter.
func TestEmptyCells(t *testing.T) {
	src := "module evaluation\nsym rule r:\n\tlet white = me.king.startingRow == $1\n" +
		"\tlet closed = $b1.isEmpty and $c1.isEmpty and $f1.isEmpty and $g1.isEmpty\n" +
		"\tlet mixed = $e4.isEmpty and white and $d5.isEmpty\n" +
		"\tif (white and not closed) score 0.1\n\tif (mixed) score 0.2\n"
	bot := load(t, "empty", src)
	body := bot.rules[0].body
	closed := body[1].value
	require.Equal(t, opEmptyCells, closed.op, "four tests, one node")
	var want board.Set
	for _, c := range []string{"b1", "c1", "f1", "g1"} {
		want.Add(sq(c))
	}
	assert.Equal(t, want, *closed.set)
	mixed := body[2].value
	require.Equal(t, opByColour, mixed.op, "white is a value by colour (colour.go)")
	assert.Equal(t, opAnd, mixed.x.op, "for white: the two tests")
	assert.Equal(t, opEmptyCells, mixed.x.x.op)
	assert.Equal(t, opEmptyCells, mixed.x.y.op)
	mixed = mixed.y // for black: white false, which the left test must still precede
	assert.Equal(t, opAnd, mixed.op, "a test of a let between them")
	assert.Equal(t, opAnd, mixed.x.op)
	assert.Equal(t, opEmptyCells, mixed.x.x.op, "$e4.isEmpty alone")
	assert.Equal(t, opEmptyCells, mixed.y.op, "$d5.isEmpty alone")
	for _, p := range benchPositions(t) {
		sameScores(t, bot, p)
	}
}

func TestMobilityOfAVariableIsOneNode(t *testing.T) {
	src := "module evaluation\nsym rule mobility:\n" +
		"\tlet m = sum(piece p with player == me, type == knight: p.mobility)\n\tscore m * 0.1\n" +
		"\tpiece q with player == me, type == queen, q.mobility > 10:\n\t\tscore q.mobility * 0.01\n"
	bot := load(t, "mobility", src)
	body := bot.rules[0].body
	assert.Equal(t, opVarMobility, body[0].value.count.body[0].value.op, "p.mobility in a sum: one node")
	assert.Equal(t, sumMobility, body[0].value.count.sum, "the sum of the mobilities, with no score per piece")
	assert.True(t, body[0].value.count.mobilityWord, "read at once by countNum")
	l := body[2].loop
	assert.Empty(t, l.pre, "q.mobility > 10 reads q: tested for each binding")
	require.Len(t, l.vars[0].conds, 1)
	assert.Equal(t, opVarMobility, l.vars[0].conds[0].x.op)
	for _, p := range nativePositions(t) {
		sameScores(t, bot, p)
	}
}
