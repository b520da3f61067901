package parser

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/chespel/chespel/lexer"
	"github.com/chespel/chespel/lexer/errtest"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestParseGolden(t *testing.T) {
	files, err := filepath.Glob("testdata/*.chs")
	require.NoError(t, err)
	require.NotEmpty(t, files)
	for _, file := range files {
		src, err := os.ReadFile(file)
		require.NoError(t, err)
		f, err := ParseFile(filepath.Base(file), src)
		assert.NoError(t, err, "%s", file)
		checkGolden(t, strings.TrimSuffix(file, ".chs")+".tree", Sprint(f))
	}
}

func TestErrors(t *testing.T) {
	text, err := os.ReadFile("testdata/errors.txt")
	require.NoError(t, err)
	chunks := errtest.Split(t, string(text))
	require.Greater(t, len(chunks), 15, "the chunks of testdata/errors.txt")
	for _, c := range chunks {
		_, err := ParseFile("errors.txt", []byte(c.Src))
		var errs lexer.ErrorList
		if err != nil {
			require.True(t, errors.As(err, &errs), "chunk at line %d: error of type %T", c.Line, err)
		}
		errtest.Check(t, c, errs)
	}
}

func TestErrorIsPositionedAndFormatted(t *testing.T) {
	src := []byte("module evaluation\nrule a:\n\tscore 1 +;\n")
	_, err := ParseFile("bot.chs", src)
	var errs lexer.ErrorList
	require.True(t, errors.As(err, &errs))
	want := "bot.chs:3:11: want an expression, got \";\"\n\tscore 1 +;\n\t         ^\n"
	assert.Equal(t, want, errs.Format(src))
}

func TestTooManyErrors(t *testing.T) {
	src := "module evaluation\nrule a:\n" + strings.Repeat("\tscore )\n", 50)
	_, err := ParseFile("", []byte(src))
	var errs lexer.ErrorList
	require.True(t, errors.As(err, &errs))
	assert.Len(t, errs, lexer.MaxErrors+1)
	assert.Equal(t, "too many errors: stopped after 20", errs[len(errs)-1].Msg)
}

func TestModulesInAnyOrder(t *testing.T) {
	src := "module opening\nmodule evaluation\nmodule search\nmodule endgame\n"
	f, err := ParseFile("", []byte(src))
	require.NoError(t, err)
	var kinds []string
	for _, m := range f.Modules {
		kinds = append(kinds, m.Kind.String())
	}
	assert.Equal(t, []string{"opening", "evaluation", "search", "endgame"}, kinds)
	assert.Equal(t, Search, f.Module(Search).Kind)
}

func TestScoreJustification(t *testing.T) {
	tests := []struct{ src, value, reason string }{
		{`score 1 "occupies " ++ p.cell`, "1", `("occupies " ++ p.cell)`},
		{`score 2`, "2", ""},
		{`score -0.3 "doubled on " ++ p1.col;`, "(-0.3)", `("doubled on " ++ p1.col)`},
		{`score a + b * c "x"`, "(a + (b * c))", `"x"`},
		{`score x == y or z "why"`, "((x == y) or z)", `"why"`},
		{`score (7 - me.king.cell.distance(foe.king.cell)) * 0.05`, "((7 - me.king.cell.distance(foe.king.cell)) * 0.05)", ""},
		{`score 1 reason`, "1", "reason"},
	}
	for _, tt := range tests {
		src := "module evaluation\nrule r:\n\t" + tt.src + "\n"
		f, err := ParseFile("", []byte(src))
		require.NoError(t, err, tt.src)
		s := f.Module(Evaluation).Rules[0].Body[0].(*ScoreStmt)
		assert.Equal(t, tt.value, ExprString(s.Value), tt.src)
		reason := ""
		if s.Reason != nil {
			reason = ExprString(s.Reason)
		}
		assert.Equal(t, tt.reason, reason, tt.src)
	}
}

func TestSemicolons(t *testing.T) {
	tests := []struct {
		name, body string
		stmts      int
	}{
		{"optional at the end of a line", "score 1\n\tscore 2;", 2},
		{"between statements on a line", "score 1; score 2; score 3", 3},
		{"inline if then else on one line", "if (a) score 1; else score 2;", 1},
		{"a let and a score", "let x = 1; score x", 2},
	}
	for _, tt := range tests {
		src := "module evaluation\nrule r:\n\t" + tt.body + "\n"
		f, err := ParseFile("", []byte(src))
		require.NoError(t, err, tt.name)
		assert.Len(t, f.Module(Evaluation).Rules[0].Body, tt.stmts, tt.name)
	}
}

func TestPositionsOfNodes(t *testing.T) {
	src := "module evaluation\nsym rule r:\n\tpiece p with p.cell.row < $4:\n\t\tscore -p.value\n"
	f, err := ParseFile("", []byte(src))
	require.NoError(t, err)
	r := f.Module(Evaluation).Rules[0]
	loop := r.Body[0].(*LoopStmt)
	cond := loop.Conds[0].(*Binary)
	score := loop.Body[0].(*ScoreStmt)
	got := []string{r.Position().String(), r.NamePos.String(), loop.Position().String(),
		loop.Vars[0].Pos.String(), cond.Position().String(), cond.X.Position().String(),
		cond.Y.Position().String(), score.Position().String(), score.Value.Position().String()}
	want := []string{"2:1", "2:10", "3:2", "3:8", "3:26", "3:22", "3:28", "4:3", "4:9"}
	assert.Equal(t, want, got)
}

// TestErrorCapHolds pins the fuzzer's find: this script gave 22 errors
// against the cap of 20 (errors added after the cap was reached, by the
// module checks that run at the end of the file).
func TestErrorCapHolds(t *testing.T) {
	_, err := ParseFile("f.chs", []byte("module evaluation\nmodule evaluation\n0!0!!!!!!!!!!!!!!!!!!"))
	var errs lexer.ErrorList
	require.ErrorAs(t, err, &errs)
	assert.LessOrEqual(t, len(errs), lexer.MaxErrors+1, "at most the cap and the line that says so:\n%v", errs)
}
