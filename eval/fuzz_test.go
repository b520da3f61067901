package eval

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/chespel/chespel/board"
	"github.com/chespel/chespel/parser"
)

// FuzzEval loads any script and, when it checks, evaluates it on a few
// positions: bad input yields errors, never a panic. Scripts whose nested
// loops bind more than four variables are skipped: they are valid but may
// run for hours (64^5 cells).
func FuzzEval(f *testing.F) {
	seeds, _ := filepath.Glob("testdata/golden/*.chs")
	for _, s := range seeds {
		if src, err := os.ReadFile(s); err == nil {
			f.Add(string(src))
		}
	}
	for _, b := range EmbeddedBots() {
		f.Add(string(b.Source))
	}
	fens := []string{
		"startpos",
		"r3k2r/1pp2ppp/p1n5/3Pp1B1/1b6/2N2Q1P/PPP3P1/R3K2R w KQkq e6 0 10",
		"8/8/8/4k3/8/8/8/4KQ2 w - - 0 1",
		"7k/5Q2/6K1/8/8/8/8/8 b - - 0 1",
	}
	f.Fuzz(func(t *testing.T, src string) {
		bot, diags := Load("fuzz.chs", []byte(src))
		if bot == nil {
			if diags.Errors() == 0 {
				t.Fatalf("no bot and no error")
			}
			return
		}
		if loopDepth(bot.prog.File) > 4 {
			return
		}
		for _, fen := range fens {
			sameScores(t, bot, position(t, fen))
		}
	})
}

// sameScores checks that the fast path (Evaluate), the verbose one (which
// runs each loop whole), loops compiled without plans, and the reference
// interpreter (which walks the syntax tree) agree: on the score, and on
// the error, message and place included. The verbose path may also fail
// on a justification, which the others do not compute.
func sameScores(t *testing.T, bot *Bot, p *board.Position) {
	t.Helper()
	got, err := bot.NewEvaluator().Evaluate(p)
	ref, refErr := refEvaluate(bot, p)
	if errText(err) != errText(refErr) {
		t.Fatalf("on %s: Evaluate error %v, reference error %v", p.FEN(), err, refErr)
	}
	if err == nil && int64(got) != ref {
		t.Fatalf("on %s: Evaluate %d, reference %d", p.FEN(), got, ref)
	}
	plain, err3 := bot.evaluatePlain(p)
	if errText(err3) != errText(refErr) || err3 == nil && plain != ref {
		t.Fatalf("on %s: loops as written %d (error %v), reference %d (error %v)", p.FEN(), plain, err3, ref, refErr)
	}
	e := &bot.NewEvaluator().ev
	whole, _, err2 := e.run(bot, p, true)
	if err == nil && err2 == nil && int64(got) != whole {
		t.Fatalf("on %s: Evaluate %d, verbose %d", p.FEN(), got, whole)
	}
	if err != nil && err2 == nil {
		t.Fatalf("on %s: Evaluate error %v, verbose none", p.FEN(), err)
	}
	_, _, _, _ = bot.NewEvaluator().Explain(p, true)
}

// errText is an error's text, "" for none.
func errText(err error) string {
	if err == nil {
		return ""
	}
	return err.Error()
}

// loopDepth returns the largest number of loop variables bound at once.
func loopDepth(f *parser.File) int {
	deepest := 0
	var walk func(stmts []parser.Stmt, depth int)
	walk = func(stmts []parser.Stmt, depth int) {
		for _, s := range stmts {
			switch s := s.(type) {
			case *parser.LoopStmt:
				d := depth + len(s.Vars)
				deepest = max(deepest, d)
				walk(s.Body, d)
			case *parser.IfStmt:
				walk(s.Then, depth)
				walk(s.Else, depth)
			}
		}
	}
	for _, m := range f.Modules {
		for _, r := range m.Rules {
			walk(r.Body, 0)
		}
		for _, e := range m.Endgames {
			for _, r := range e.Rules {
				walk(r.Body, 0)
			}
		}
	}
	return deepest
}

// FuzzExpr evaluates any expression in a loop over my pieces, as a
// justification (so that every type is printed) and in a condition: where
// FuzzEval mostly meets syntax errors, this one reaches the library, the
// operators and the loop plans.
func FuzzExpr(f *testing.F) {
	for _, seed := range []string{
		"p.coveredBy == []", "abs(p.col - 4.5) / (p.rank - 2)", "p.visibleCells",
		"me.king.cell.distance(foe.king.cell) * 0.1", "[p.cell, $d4] == p.attackedBy", "p in me.pieces",
		"knight ++ true ++ 4.0 ++ 3+7 ++ pawn == knight", "min(p.mobility, 3) <= max(-1, 2.5)",
		"p.cell.attackedBy(foe).len", "p.isPinned or p.isHanging and not p.isPassed", "p.cell.rank(foe) + p.startingRow",
	} {
		f.Add(seed)
	}
	fens := []string{"startpos", "r3k2r/1pp2ppp/p1n5/3Pp1B1/1b6/2N2Q1P/PPP3P1/R3K2R w KQkq e6 0 10"}
	f.Fuzz(func(t *testing.T, expr string) {
		src := "module evaluation\nsym rule r:\n\tpiece p with player == me:\n\t\tscore 0 \"\" ++ (" + expr + ")\n" +
			"sym rule q:\n\tpiece p with player == me:\n\t\tif ((" + expr + ") == (" + expr + ")) score p.rank\n\t\tscore 0.01\n"
		bot, diags := Load("fuzz.chs", []byte(src))
		if bot == nil {
			if diags.Errors() == 0 {
				t.Fatalf("no bot and no error")
			}
			return
		}
		for _, fen := range fens {
			sameScores(t, bot, position(t, fen))
		}
	})
}
