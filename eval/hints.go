package eval

import (
	"github.com/chespel/chespel/board"
	"github.com/chespel/chespel/lexer"
)

// hintSteps is the estimated number of steps (expression nodes evaluated)
// per evaluation above which a loop that the planner could not turn into
// sets or tables draws a hint from chespel check.
const hintSteps = 1000

// Hints returns warnings for the loops of b that run slowly: those whose
// conditions or body the planner leaves to be interpreted for each
// binding, with an estimate of the steps they take per evaluation
// (bindings from the game's start position) and the form that the planner
// would fold. chespel check prints them with the checker's warnings.
func Hints(b *Bot) lexer.ErrorList {
	h := &hinter{b: b, start: b.g.rules.StartPosition()}
	for _, r := range b.rules {
		h.block(r.body)
	}
	for _, g := range b.endgames {
		for _, r := range g.rules {
			h.block(r.body)
		}
	}
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
			steps += float64(nodes(s.value))
		case stIf:
			steps += float64(nodes(s.value)) + max(h.block(s.then), h.block(s.els))
		case stLoop:
			steps += h.loop(s.pos, s.loop)
		}
	}
	return steps
}

// loop returns the estimated steps of a loop per run, and reports it when
// it is slow.
func (h *hinter) loop(pos lexer.Pos, l *loop) float64 {
	if l.split != nil {
		steps := 0.0
		for _, sub := range l.split {
			steps += h.loop(pos, sub)
		}
		return steps
	}
	if u := l.unswitch; u != nil {
		return float64(nodes(u.cond)) + max(h.loop(pos, u.loops[0]), h.loop(pos, u.loops[1]))
	}
	if l.table != nil || l.byType {
		return float64(len(l.vars[0].tables)) * 4 // read off sets and tables
	}
	bindings, steps := 1.0, 0.0
	var cond *node
	for i := range l.vars {
		v := &l.vars[i]
		bindings *= h.domain(l, v)
		for _, c := range v.conds {
			steps += bindings * float64(nodes(c))
			if cond == nil {
				cond = c
			}
		}
	}
	body := h.block(l.body)
	steps += bindings * body
	if steps >= hintSteps {
		if cond != nil {
			h.out.AddWarning(h.b.file, pos, "hint: this loop tests the condition at line %d for each of up to %.0f bindings (about %.0f steps per evaluation): "+
				"a condition that reads the position, or another variable beyond its square, is not folded; "+
				"conditions on a variable's player, type, row, col, rank, cell (in a list, in the centre) or distance to one other square choose the candidates at load time",
				cond.pos.Line, bindings, steps)
		} else if len(l.vars) > 1 {
			h.out.AddWarning(h.b.file, pos, "hint: this loop runs its body for each of up to %.0f combinations of its %d variables (about %.0f steps per evaluation): "+
				"conditions on each variable's player, type and square narrow them at load time",
				bindings, len(l.vars), steps)
		} else {
			h.out.AddWarning(h.b.file, pos, "hint: this loop runs its body for each of up to %.0f bindings (about %.0f steps per evaluation): "+
				"a body that reads only the piece's square, type and colour (scores, lets, if / else if) is a table computed at load time, "+
				"and a test of the position written before the loop (if ...:) runs once",
				bindings, steps)
		}
	}
	return steps
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

// nodes counts the nodes of an expression: its steps.
func nodes(n *node) int {
	if n == nil {
		return 0
	}
	c := 1 + nodes(n.x) + nodes(n.y)
	for _, a := range n.args {
		c += nodes(a)
	}
	return c
}
