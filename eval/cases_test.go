package eval

import (
	"testing"

	"github.com/chespel/chespel/board"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestCaseSplitLoops pins the case split of a one-variable loop whose block
// is an if chain over folded tests (cases.go): one loop per truth
// assignment whose branch is not empty, each planned on its own, with the
// scores of the reference interpreter and of the loops as written.
func TestCaseSplitLoops(t *testing.T) {
	src := "module evaluation\nsym rule r:\n\tlet k = me.king\n" +
		// one dynamic test, scores that do not read p: no split, its
		// cases counted (countcases.go)
		"\tpiece p with type == pawn, abs(col - k.col) <= 1:\n\t\tif (p.isDoubled) score 0.075\n\t\telse score 0.15\n" +
		// two tests, written twice, combined: four loops, one of them empty
		"\tpiece p with player == me, type == pawn:\n\t\tif (p.isIsolated and p.isPassed) score 0.5\n\t\telse if (p.isIsolated or not p.isPassed) score p.rank * 0.01\n" +
		// a geometric test and a dynamic one; the branch reads the attacks
		"\tpiece n with player == me, type == knight:\n\t\tif (n.row == $1) score -0.1\n\t\telse if (n.isHanging) score n.attackedBy.len * -0.1\n\t\telse score 0.01\n" +
		// a division by a constant cannot fail: the split stays (the case of
		// both tests true is a loop without candidates)
		"\tpiece b with player == me, type == bishop:\n\t\tif (b.col == $a or b.col == $h) score k.col / 2\n\t\telse score 0.02\n" +
		// a test that does not fold: no split
		"\tpiece q with player == me, type == queen:\n\t\tif (q.attackedBy.len > 1) score -0.2\n\t\telse score 0.1\n" +
		// two variables: no split
		"\tpiece p1, p2 with p1.player == me, p2.player == foe, p1.type == pawn, p2.type == pawn, p1.col == p2.col:\n" +
		"\t\tif (p1.isDoubled) score 0.01\n\t\telse score 0.02\n"
	bot, diags := Load("cases.chs", []byte(src))
	require.NotNil(t, bot, "%v", diags)
	body := bot.rules[0].body
	want := []int{0, 3, 4, 4, 0, 0}
	for i, w := range want {
		l := body[i+1].loop
		assert.Len(t, l.split, w, "loop %d: its cases", i+1)
		for j, sub := range l.split {
			assert.Empty(t, sub.vars[0].conds, "loop %d case %d: every test folded", i+1, j)
		}
	}
	assert.Equal(t, sumCases, body[1].loop.sum, "loop 1: counted cases")
	assert.NotNil(t, body[2].loop.split[0].table, "a case whose branch is one score: a table")
	pair := body[6].loop.body[0].value
	assert.Equal(t, opVarStruct, pair.op, "p1.isDoubled on a variable: one node")
	assert.Equal(t, uint64(board.StructDoubled), pair.mask)
	for _, p := range nativePositions(t) {
		sameScores(t, bot, p)
	}
}

// TestCountedLastVariable pins the count of a last variable that the body
// does not read: the score once, times the number of bindings.
func TestCountedLastVariable(t *testing.T) {
	src := "module evaluation\nsym rule r:\n\tlet k = me.king\n\tlet w = 0.3 / (me.count(pawn) + 1)\n" +
		"\tcell c with row == $1, abs(col - k.col) <= 1:\n\t\tscore -0.3\n" +
		"\tpiece p1, p2 with p1.player == me, p2.player == foe, p1.type == pawn, p2.type == pawn, p1.col == p2.col:\n\t\tscore w + p1.rank * 0.01\n" +
		"\tpiece p1, p2 with p1.player == me, p2.player == foe, p1.type == rook, p1.row == p2.row:\n\t\tscore p2.rank * 0.01\n"
	bot := load(t, "counted", src)
	body := bot.rules[0].body
	assert.Equal(t, sumCountLast, body[2].loop.sum, "a cell loop whose score reads no cell")
	assert.Equal(t, sumCountLast, body[3].loop.sum, "the score reads p1 only")
	assert.Equal(t, sumEach, body[4].loop.sum, "the score reads p2")
	for _, p := range nativePositions(t) {
		sameScores(t, bot, p)
	}
}

// TestCountedCases pins the counted cases of a last variable
// (countcases.go), and the counted pairs of two (paircases.go): a loop whose block is an if chain over tests of the
// earlier variables (or of none) and dynamic tests of the last, each branch
// a score that does not read the last variable, with the scores of the
// reference interpreter and of the loops as written.
func TestCountedCases(t *testing.T) {
	pair := "\tpiece p1, p2 with p1.player == me, p2.player == foe, p1.type == pawn, p2.type == pawn, p1.col == p2.col:\n"
	src := "module evaluation\nsym rule r:\n\tlet k = me.king\n\tlet closed = 0.3 / 2\n" +
		// example5's kingSafety pairs: one test of each variable
		pair + "\t\tif (p1.isDoubled and p2.isDoubled) score closed / 4\n" +
		"\t\telse if (p1.isDoubled or p2.isDoubled) score closed / 2\n\t\telse score closed\n" +
		// three tests, two of them of the last variable, and an empty case
		pair + "\t\tif (p2.isPassed and not p2.isIsolated) score p1.rank * 0.01\n" +
		"\t\telse if (p1.isIsolated) score 0.02\n" +
		// a branch that reads the last variable: no plan
		pair + "\t\tif (p2.isDoubled) score p2.rank * 0.01\n\t\telse score 0.02\n" +
		// a test of the last variable that does not fold: no plan
		pair + "\t\tif (p2.attackedBy.len > 1) score 0.01\n\t\telse score 0.02\n" +
		// a last variable of either player
		"\tpiece p1, p2 with p1.player == me, p1.type == knight, p2.type == pawn, p1.col == p2.col:\n" +
		"\t\tif (p2.isDoubled) score 0.01\n\t\telse score 0.02\n" +
		// one variable of either player, a test that reads no variable
		"\tpiece p with type == pawn, abs(col - k.col) <= 1:\n" +
		"\t\tif (closed > 0.1 and p.isIsolated) score 0.03\n\t\telse score closed\n"
	bot := load(t, "counted", src)
	body := bot.rules[0].body
	want := []sumPlan{sumCases, sumCases, sumEach, sumEach, sumCases, sumCases}
	for i, w := range want {
		assert.Equal(t, w, body[i+2].loop.sum, "loop %d", i+1)
	}
	pairs := []bool{true, false, false, false, true, false}
	for i, w := range pairs {
		assert.Equal(t, w, body[i+2].loop.pairs != nil, "loop %d: counted pairs (paircases.go)", i+1)
	}
	assert.Equal(t, []dynCond{{kind: dynDoubled}}, body[2].loop.pairs.outer, "p1.isDoubled")
	assert.Equal(t, []int{0}, body[2].loop.pairs.deps, "p1.col == p2.col")
	cases := body[3].loop.cases
	assert.Len(t, cases.outer, 1, "p1.isIsolated")
	assert.Equal(t, []dynCond{{kind: dynPassed}, {kind: dynIsolated}}, cases.inner)
	for _, p := range nativePositions(t) {
		sameScores(t, bot, p)
	}
}

// TestAttackedByKindFolds pins the fold of p.cell.attackers(PLAYER, TYPE).isEmpty
// on a piece variable whose player is known into a test of the view's
// AttackedByKind (aggregate.go): the default bot's threats counted per case,
// the attackers' player seen from the piece's owner, and no fold for a
// variable of either player; with the scores of the reference interpreter.
func TestAttackedByKindFolds(t *testing.T) {
	src := "module evaluation\nsym rule r:\n" +
		"\tpiece p with player == me, type != pawn, type != king, attackedBy != []:\n" +
		"\t\tif (not p.cell.attackers(foe, pawn).isEmpty) score -0.5\n\t\telse if (p.coveredBy == []) score -0.2\n" +
		"\tpiece q with player == foe, type == knight or type == bishop:\n" +
		"\t\tif (q.cell.attackers(foe, knight).isEmpty) score 0.01\n\t\telse score 0.03\n" +
		"\tpiece x with type == rook:\n" +
		"\t\tif (x.cell.attackers(me, pawn).isEmpty) score 0.01\n\t\telse score x.rank * 0.01\n"
	bot := load(t, "attacked", src)
	body := bot.rules[0].body
	assert.Equal(t, sumCases, body[0].loop.sum, "threats: counted cases")
	assert.Equal(t, []dynCond{{kind: dynAttackedByKind, neg: true, arg: attackersFoe + kPawn}, {kind: dynUndefended}}, body[0].loop.cases.inner,
		"the atoms as written, isEmpty a negated test")
	require.Equal(t, sumCases, body[1].loop.sum, "the foe's pieces: counted cases")
	assert.Equal(t, []dynCond{{kind: dynAttackedByKind, neg: true, arg: kKnight}}, body[1].loop.cases.inner,
		"attackers(foe) of the foe's piece: its owner's knights")
	assert.Equal(t, sumEach, body[2].loop.sum, "a variable of either player: no fold")
	assert.Empty(t, body[2].loop.split, "a variable of either player: no split")
	for _, p := range nativePositions(t) {
		sameScores(t, bot, p)
	}
}

// TestFileTestsFold pins r.col.isOpen and r.col.isHalfOpen(P) of a piece
// variable as dynamic tests (the files' cells, board.View.OpenFileCells and
// HalfOpenFileCells), so that the default bot's rooks rule counts its
// cases; isHalfOpen(foe) of my rooks reads the opponent's half-open files.
func TestFileTestsFold(t *testing.T) {
	src := "module evaluation\nsym rule r:\n" +
		"\tpiece r with player == me, type == rook:\n" +
		"\t\tif (r.col.isOpen) score 0.5\n\t\telse if (r.col.isHalfOpen(me)) score 0.2\n" +
		"\tpiece q with player == me, type == queen:\n" +
		"\t\tif (q.col.isHalfOpen(foe)) score 0.07\n" +
		"\tpiece x with type == rook:\n" +
		"\t\tif (x.col.isHalfOpen(me)) score 0.01\n" +
		"\tcell c with row == $1, col.isOpen:\n\t\tscore 0.001\n"
	bot := load(t, "files", src)
	body := bot.rules[0].body
	require.Equal(t, sumCases, body[0].loop.sum, "rooks: counted cases")
	assert.Equal(t, []dynCond{{kind: dynFileOpen}, {kind: dynFileHalfOpen}}, body[0].loop.cases.inner, "the atoms as written")
	assert.Equal(t, []dynCond{{kind: dynFileHalfOpen, arg: 1}}, body[1].loop.vars[0].dyn, "the opponent's half-open files")
	assert.Empty(t, body[2].loop.vars[0].dyn, "a variable of either player: isHalfOpen(me) is not folded")
	assert.Empty(t, body[3].loop.vars[0].dyn, "a cell, not a piece: not folded (the golden knowledge.chs caught it)")
	for _, p := range nativePositions(t) {
		sameScores(t, bot, p)
	}
}
