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
	f.Add(string(DefaultSource))
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

// sameScores checks that the fast path (Evaluate) and the verbose one,
// which runs each loop whole, agree: both fail or neither, and on the
// score; and that where both succeed, loops compiled as written, without
// plans, give the same score. Only the scores are compared with the plain
// loops: a plan may test a condition that fails (a division by zero) on
// fewer bindings, or a condition without variables once before a loop
// with no binding.
func sameScores(t *testing.T, bot *Bot, p *board.Position) {
	got, err := bot.NewEvaluator().Evaluate(p)
	e := &bot.NewEvaluator().ev
	whole, _, err2 := e.run(bot, p, true)
	if (err == nil) != (err2 == nil) {
		t.Fatalf("Evaluate error %v, verbose error %v", err, err2)
	}
	if err == nil && int64(got) != whole {
		t.Fatalf("Evaluate %d, verbose %d", got, whole)
	}
	plain, err3 := bot.evaluatePlain(p)
	if err == nil && err3 == nil && int64(got) != plain {
		t.Fatalf("Evaluate %d, loops as written %d", got, plain)
	}
	_, _, _, _ = bot.NewEvaluator().Explain(p, true)
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
