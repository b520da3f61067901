package tune

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/chespel/chespel/eval"
	"github.com/chespel/chespel/lexer"
)

// TestParams lists the tunable numbers of the tiny bot: the factors of its
// score statements, fixed by comment on the rule's line or the number's.
func TestParams(t *testing.T) {
	_, bot, _ := loadTiny(t)
	ps, err := Params(bot.Program(), nil)
	require.NoError(t, err)
	var got []string
	for _, p := range ps {
		s := p.Rule + " " + p.Pos.String() + " " + p.Text
		if p.Fixed {
			s += " fixed"
		}
		got = append(got, s)
	}
	want := []string{
		"let tempoBonus 43:18 0.1",
		"material 10:9 1", "material 12:12 1", "material 14:9 1", "material 16:9 1", "material 18:9 1",
		"activity 21:22 0.01 fixed",
		"center 25:9 0.2", "center 26:9 0.1",
		"lets 29:10 0.02", "lets 34:36 0.05",
		"kept 41:8 2 fixed", "edge 52:63 0.3",
	}
	assert.Equal(t, want, got, "min(1, 0.5) is not linear in either number, nor the score in most (inside min) or sq (squared): not listed")
}

// TestFix leaves the rules that -fix names alone, and refuses a name that
// no rule has.
func TestFix(t *testing.T) {
	src, bot, samples := loadTiny(t)
	res, err := Tune("testdata/tiny.chs", src, bot, samples, Config{Fix: []string{"material", "center", "lets", "edge", "tempoBonus"}})
	require.NoError(t, err)
	assert.Equal(t, string(src), string(res.Source), "every number fixed: the script unchanged")
	assert.Equal(t, res.Before, res.After, "nothing moved")
	_, err = Tune("testdata/tiny.chs", src, bot, samples, Config{Fix: []string{"materiel"}})
	assert.EqualError(t, err, `-fix: no rule, module-level let or table is named "materiel"`)
}

// TestModelIsTheEvaluation checks the features: at the script's own
// numbers, offset plus features times numbers is the bot's evaluation of
// each position, up to the rounding of a product (a thousandth a term);
// the tapered script's too, whose statements hold several numbers each.
func TestModelIsTheEvaluation(t *testing.T) {
	for _, path := range []string{"testdata/tiny.chs", "testdata/taper.chs", "testdata/tables.chs", "../default.chs"} {
		src, bot, samples := loadWithData(t, path)
		ps, err := Params(bot.Program(), nil)
		require.NoError(t, err)
		m, skipped, pl, err := matrix(path, src, bot.Program(), ps, samples, Config{Workers: 2})
		require.NoError(t, err)
		c := pl.init
		require.Equal(t, 1, skipped, "%s: the stalemate", path)
		md := &model{m: m, workers: 2}
		ev := bot.NewEvaluator()
		for i, s := range samples[:len(samples)-1] { // the last one is the stalemate
			p, err := bot.Rules().ParseFEN(s.FEN)
			require.NoError(t, err)
			want, err := ev.Evaluate(p)
			require.NoError(t, err)
			assert.InDelta(t, float64(want)/1000, md.eval(c, i), 0.004, "%s: position %d: %s", path, i, s.FEN)
		}
	}
}

// TestTaperParams lists the numbers of the tapered script: both values of
// each taper, every product of a sum, the numbers of the lets read once;
// not the 0 of taper(-0.1, 0) nor the 1 of a let read twice.
func TestTaperParams(t *testing.T) {
	_, bot, _ := loadWithData(t, "testdata/taper.chs")
	ps, err := Params(bot.Program(), nil)
	require.NoError(t, err)
	var got []string
	for _, p := range ps {
		got = append(got, p.Rule+" "+p.Pos.String()+" "+p.Text+" "+fmt.Sprint(p.Scores))
	}
	want := []string{
		"material 12:56 0.8 [14:2]", "material 12:110 3 [14:2]", "material 13:56 1 [14:2]", "material 13:108 2.8 [14:2]",
		"mobility 19:14 0.04 [19:2]", "mobility 19:30 0.02 [19:2]", "mobility 19:50 0.03 [19:2]",
		"pawns 26:15 0.01 [26:3]", "pawns 26:21 0.03 [26:3]", "pawns 27:33 0.1 [27:20]",
		"tempo 30:14 0.1 [30:2]", "tempo 30:19 0.05 [30:2]",
	}
	assert.Equal(t, want, got)
	pl := newPlan(ps)
	assert.Equal(t, 5, pl.passes, "script 0 and one per number of the material statement")
	assert.Equal(t, []int{1, 2, 3, 4, 1, 2, 3, 1, 2, 1, 1, 2}, pl.pass, "no two numbers of a statement in one script")
}

// TestTableParams lists the values of the tables that tables.chs reads in
// its tapered sums, 64 each, a minus written against its literal being
// part of the number; steer, which a condition reads, has none; and -fix
// takes a table's name.
func TestTableParams(t *testing.T) {
	_, bot, _ := loadWithData(t, "testdata/tables.chs")
	ps, err := Params(bot.Program(), nil)
	require.NoError(t, err)
	byRule := map[string]int{}
	for _, p := range ps {
		byRule[p.Rule]++
	}
	assert.Equal(t, map[string]int{"pieces": 2, "steered": 1, "table pawnMg": 64, "table knightEg": 64}, byRule, "the 1, the 3, the 0.1, and two tables")
	neg := ps[3+5*8+2] // pawnMg's third rank from the bottom, c-file
	assert.Equal(t, "table pawnMg 14:8 -0.1 -100 42", fmt.Sprint(neg.Rule, " ", neg.Pos, " ", neg.Text, " ", neg.Value, " ", neg.Cell))
	ps, err = Params(bot.Program(), []string{"knightEg"})
	require.NoError(t, err)
	assert.True(t, ps[len(ps)-1].Fixed, "-fix knightEg")
	assert.False(t, ps[len(ps)-65].Fixed, "pawnMg stays free")
}

// TestOnlyNumbersChange checks the byte-for-byte property on random new
// values: replacing each new literal of the rewritten script by the old
// text gives back the original exactly, and the rewritten script loads.
func TestOnlyNumbersChange(t *testing.T) {
	src, bot, _ := loadTiny(t)
	ps, err := Params(bot.Program(), nil)
	require.NoError(t, err)
	rng := rand.New(rand.NewPCG(1, 2))
	for round := range 20 {
		var eds []edit
		for _, p := range ps {
			v := rng.Int64N(20000)
			eds = append(eds, edit{pos: p.Pos, old: p.Text, text: literal(v, p.Text)})
		}
		out, err := rewrite(src, eds)
		require.NoError(t, err)
		tuned, diags := eval.Load("tuned.chs", out)
		require.NotNil(t, tuned, "round %d: the tuned script loads: %v", round, diags)
		back, err := Params(tuned.Program(), nil)
		require.NoError(t, err)
		require.Len(t, back, len(ps), "round %d", round)
		var undo []edit
		for i, p := range back {
			assert.Equal(t, eds[i].text, p.Text, "round %d: number %d as written", round, i)
			undo = append(undo, edit{pos: p.Pos, old: p.Text, text: ps[i].Text})
		}
		orig, err := rewrite(out, undo)
		require.NoError(t, err)
		assert.Equal(t, string(src), string(orig), "round %d: only the numbers changed", round)
	}
}

// TestLiteral writes numbers as a script holds them.
func TestLiteral(t *testing.T) {
	cases := []struct {
		v    int64
		like string
		want string
	}{
		{3000, "1", "3"}, {3000, "1.0", "3.0"}, {3217, "1", "3.217"}, {250, "0.3", "0.25"},
		{0, "1", "0"}, {0, "0.1", "0.0"}, {10000000, "5", "10000"}, {5, "1", "0.005"},
		{-50, "0.1", "-0.05"}, {-1500, "1", "-1.5"}, {-2000, "1", "-2"}, {-2000, "0.5", "-2.0"},
	}
	for _, c := range cases {
		assert.Equal(t, c.want, literal(c.v, c.like), "%d like %s", c.v, c.like)
	}
}

// TestRewriteRefusesAMovedNumber: an edit whose position does not hold its
// literal is an error, never a blind write.
func TestRewriteRefusesAMovedNumber(t *testing.T) {
	_, err := rewrite([]byte("score 0.5\n"), []edit{{pos: lexer.Pos{Line: 1, Col: 8}, old: "0.5", text: "1"}})
	assert.EqualError(t, err, "1:8: the number 0.5 is not where the parser put it")
	_, err = rewrite([]byte("score 0.5\n"), []edit{{pos: lexer.Pos{Line: 3, Col: 1}, old: "0.5", text: "1"}})
	assert.Error(t, err, "a line past the end")
}

// TestFitFindsTheNumbers tunes synthetic data made by known numbers:
// the fit finds K and the numbers again.
func TestFitFindsTheNumbers(t *testing.T) {
	want := []float64{1, 3, 5, 0.5}
	m := synthetic(rand.New(rand.NewPCG(3, 4)), 20000, want, 1.5, 4)
	md := &model{m: m, workers: 2}
	c := []float64{1, 1, 1, 1}
	md.k = 1.5
	md.minimise(c, 100)
	for i := range want {
		assert.InDelta(t, want[i], c[i], 0.15*want[i]+0.1, "number %d", i)
	}
	assert.InDelta(t, 1.5, md.fitK(want), 0.15, "K at the true numbers")
}

// synthetic makes rows positions of nnz random features among len(c)
// columns (nnz <= len(c)), with results drawn from sigmoid(k * eval).
func synthetic(rng *rand.Rand, rows int, c []float64, k float64, nnz int) *Matrix {
	m := &Matrix{Start: []int{0}}
	for range rows {
		e := 0.0
		for _, col := range rng.Perm(len(c))[:nnz] {
			v := float32(rng.IntN(5) - 2)
			if v == 0 {
				v = 1
			}
			m.Col = append(m.Col, int32(col))
			m.Val = append(m.Val, v)
			e += c[col] * float64(v)
		}
		off := float32(rng.NormFloat64() * 0.3)
		e += float64(off)
		m.Start = append(m.Start, len(m.Col))
		m.Offset = append(m.Offset, off)
		r := float32(0)
		if p := sigmoid(k * e); rng.Float64() < p {
			r = 1
		}
		m.Result = append(m.Result, r)
	}
	return m
}

// TestSolve solves a small damped system exactly.
func TestSolve(t *testing.T) {
	h := []float64{4, 2, 2, 3}
	d := solveDamped(h, []float64{2, 1}, []bool{false, false}, 0)
	assert.InDelta(t, 0.5, d[0], 1e-9)
	assert.InDelta(t, 0, d[1], 1e-9)
	d = solveDamped(h, []float64{2, 1}, []bool{false, true}, 0)
	assert.InDelta(t, 0.5, d[0], 1e-9, "held: only the first moves, 4 d = 2")
	assert.Equal(t, 0.0, d[1], "held")
}

// TestSharedLet tunes a let used by two score statements as one number,
// and leaves alone a let that a condition reads.
func TestSharedLet(t *testing.T) {
	src := "module evaluation\n\nrule shared:\n\tlet w = 0.1\n\tlet c = 0.3\n" +
		"\tpiece p with player == me, type == knight:\n\t\tscore w\n" +
		"\tpiece p with player == me, type == bishop:\n\t\tscore -w * 2\n" +
		"\tif (c > 0.2):\n\t\tscore c\n"
	bot, diags := eval.Load("shared.chs", []byte(src))
	require.NotNil(t, bot, "%v", diags)
	ps, err := Params(bot.Program(), nil)
	require.NoError(t, err)
	require.Len(t, ps, 1, "w only: c steers an if")
	assert.Equal(t, "0.1", ps[0].Text)
	assert.Equal(t, lexer.Pos{Line: 4, Col: 10}, ps[0].Pos, "the let's literal")
	assert.Equal(t, []lexer.Pos{{Line: 7, Col: 3}, {Line: 9, Col: 3}}, ps[0].Scores, "both statements")
}

// TestModuleLet tunes a module-level let that score statements of two
// rules multiply by, as one number; -fix takes its name. A module-level
// let that another let reads stays.
func TestModuleLet(t *testing.T) {
	src := "module evaluation\n\nlet w = 0.1\nlet c = 0.3\nlet d = c * 2\n\n" +
		"rule a:\n\tpiece p with player == me, type == knight:\n\t\tscore w\n" +
		"rule b:\n\tscore me.mobility * w * d\n\tscore c\n"
	bot, diags := eval.Load("module.chs", []byte(src))
	require.NotNil(t, bot, "%v", diags)
	ps, err := Params(bot.Program(), nil)
	require.NoError(t, err)
	require.Len(t, ps, 1, "w only: d reads c, and d is not a number")
	assert.Equal(t, "let w", ps[0].Rule)
	assert.Equal(t, lexer.Pos{Line: 3, Col: 9}, ps[0].Pos, "the let's literal")
	assert.Equal(t, []lexer.Pos{{Line: 9, Col: 3}, {Line: 11, Col: 2}}, ps[0].Scores, "both rules' statements")
	ps, err = Params(bot.Program(), []string{"w"})
	require.NoError(t, err)
	assert.True(t, ps[0].Fixed, "-fix w")
}
