package eval

import (
	"github.com/chespel/chespel/board"
	"github.com/chespel/chespel/lexer"
)

// hintSteps is the estimated number of steps (expression nodes evaluated)
// per evaluation above which a loop that the planner could not turn into
// sets or tables draws a hint from chespel check.
const hintSteps = 1000

// Hints returns warnings for the loops of b that run slowly, loop
// statements and counting expressions (count, exists, sum) alike: those
// whose conditions or body the planner leaves to be interpreted for each
// binding, with an estimate of the steps they take per evaluation
// (bindings from the game's start position) and the form that the planner
// would fold, in the order of the source. chespel check prints them with
// the checker's warnings.
func Hints(b *Bot) lexer.ErrorList {
	h := &hinter{b: b, start: b.g.rules.StartPosition()}
	h.block(b.lets.stmts)
	for _, r := range b.rules {
		h.block(r.body)
	}
	for _, g := range b.endgames {
		for _, r := range g.rules {
			h.block(r.body)
		}
	}
	h.out.Sort()
	return h.out
}

// hinter walks the compiled rules for Hints.
type hinter struct {
	b     *Bot
	start *board.Position
	out   lexer.ErrorList
}

// block returns the estimated steps of running stmts once, reporting the
// slow loops inside.
func (h *hinter) block(stmts []*stmt) float64 {
	steps := 0.0
	for _, s := range stmts {
		switch s.kind {
		case stScore, stLet:
			steps += h.expr(s.value)
		case stIf:
			steps += h.expr(s.value) + max(h.block(s.then), h.block(s.els))
		case stLoop:
			steps += h.loop(s.pos, s.loop, loopStmt)
		}
	}
	return steps
}

// loopForm is what a loop is written as: a loop statement or one of the
// counting expressions, in the order of an opCount node's k.
type loopForm int

const (
	loopCount  loopForm = countCount
	loopExists loopForm = countExists
	loopSum    loopForm = countSum
	loopStmt   loopForm = 3
)

// loopNames name the forms in hints.
var loopNames = [...]string{loopCount: "count(...)", loopExists: "exists(...)", loopSum: "sum(...)", loopStmt: "loop"}

// loop returns the estimated steps of a loop per run, and reports it when
// it is slow.
func (h *hinter) loop(pos lexer.Pos, l *loop, form loopForm) float64 {
	if l.split != nil {
		steps := 0.0
		for _, sub := range l.split {
			steps += h.loop(pos, sub, form)
		}
		return steps
	}
	if u := l.unswitch; u != nil {
		return h.expr(u.cond) + max(h.loop(pos, u.loops[0], form), h.loop(pos, u.loops[1], form))
	}
	if l.table != nil || l.sum != sumEach && len(l.vars) == 1 {
		return float64(len(l.vars[0].tables)) * 4 // read off sets and tables
	}
	bindings, steps := 1.0, 0.0
	for _, c := range l.pre {
		steps += h.expr(c)
	}
	var cond *node
	for i := range l.vars {
		v := &l.vars[i]
		bindings *= h.domain(l, v)
		for _, c := range v.conds {
			steps += bindings * h.expr(c)
			if cond == nil {
				cond = c
			}
		}
	}
	steps += bindings * h.block(l.body)
	if steps >= hintSteps {
		h.hint(pos, l, form, cond, bindings, steps)
	}
	return steps
}

// hint reports a slow loop: what it repeats, its estimate, and the form
// that the planner would make fast.
func (h *hinter) hint(pos lexer.Pos, l *loop, form loopForm, cond *node, bindings, steps float64) {
	name := loopNames[form]
	switch {
	case cond != nil:
		fast := ""
		switch form {
		case loopCount:
			fast = "; when they all do, the count is the size of a set"
		case loopExists:
			fast = "; when they all do, exists tests whether a set is empty"
		}
		h.out.AddWarning(h.b.file, pos, "hint: this %s tests the condition at line %d for each of up to %.0f bindings (about %.0f steps per evaluation): "+
			"a condition that reads the position, or another variable beyond its square, is not folded; "+
			"conditions on a variable's player, type, row, col, rank, cell (in a list, in the centre) or distance to one other square choose the candidates at load time%s",
			name, cond.pos.Line, bindings, steps, fast)
	case len(l.vars) > 1:
		what := "loop runs its body"
		if form == loopSum {
			what = "sum(...) computes its value"
		}
		h.out.AddWarning(h.b.file, pos, "hint: this %s for each of up to %.0f combinations of its %d variables (about %.0f steps per evaluation): "+
			"conditions on each variable's player, type and square narrow them at load time",
			what, bindings, len(l.vars), steps)
	case form == loopSum && l.cells:
		h.out.AddWarning(h.b.file, pos, "hint: this sum(...) computes its value for each of up to %.0f cells (about %.0f steps per evaluation): "+
			"conditions on the cell's row, col, rank or cell (in a list, in the centre) narrow the cells at load time; the value is computed for each cell left",
			bindings, steps)
	case form == loopSum:
		h.out.AddWarning(h.b.file, pos, "hint: this sum(...) computes its value for each of up to %.0f bindings (about %.0f steps per evaluation): "+
			"a value that reads only the piece's square, type and colour (a table's .of(p), p.row) is a table computed at load time",
			bindings, steps)
	default:
		h.out.AddWarning(h.b.file, pos, "hint: this loop runs its body for each of up to %.0f bindings (about %.0f steps per evaluation): "+
			"a body that reads only the piece's square, type and colour (scores, lets, if / else if) is a table computed at load time, "+
			"and a test of the position written before the loop (if ...:) runs once",
			bindings, steps)
	}
}

// domain estimates how many values variable v takes: the pieces of its
// players and kinds in the start position, or the cells of its squares.
func (h *hinter) domain(l *loop, v *loopVar) float64 {
	cells := h.b.g.cells
	allowed := float64(v.mask.Count())
	for _, t := range v.tables { // the average share of the squares a table keeps
		kept := 0
		for _, set := range t.sets {
			kept += set.And(v.mask).Count()
		}
		allowed *= float64(kept) / float64(max(1, len(t.sets))) / max(1, float64(v.mask.Count()))
	}
	if l.cells {
		return allowed
	}
	n := 0
	for c := range 2 {
		if v.player >= 0 && c != v.player {
			continue // the start position is symmetric: one side's count
		}
		for _, sq := range h.start.PieceList(board.Color(c)) {
			if k := h.start.At(sq).Kind(); v.types>>uint(k)&1 != 0 {
				n++
			}
		}
	}
	return float64(n) * allowed / float64(cells)
}

// expr returns the estimated steps of evaluating n once: a step per node,
// and for a counting expression the steps of its loop, which it reports
// when it is slow. A count's args (its conditions compiled again for the
// planner's analyses) are never run: they cost nothing.
func (h *hinter) expr(n *node) float64 {
	if n == nil {
		return 0
	}
	steps := 1 + h.expr(n.x) + h.expr(n.y)
	if n.op == opCount && n.count != nil {
		return steps + h.loop(n.pos, n.count, loopForm(n.k))
	}
	for _, a := range n.args {
		steps += h.expr(a)
	}
	return steps
}
