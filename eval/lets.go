package eval

import (
	"github.com/chespel/chespel/parser"
	"github.com/chespel/chespel/types"
)

// moduleLets are the evaluation module's module-level lets, compiled: each
// a let statement into slot i of a frame of frame slots, run once per
// position before the rules (eagerly, in source order), under a rule of
// its own name, "let NAME", for the errors.
type moduleLets struct {
	stmts []*stmt
	rules []*rule
	frame int
}

// compileLets compiles the module-level lets of a checked program.
func compileLets(g *geo, prog *types.Program, plain bool) (*moduleLets, error) {
	ls := &moduleLets{frame: prog.LetFrame}
	for _, s := range prog.Lets {
		c := &compiler{g: g, frame: prog.LetFrame, plain: plain, done: map[parser.Stmt]*stmt{}}
		cs, err := c.stmt(s)
		if err != nil {
			return nil, err
		}
		ls.stmts = append(ls.stmts, cs)
		ls.rules = append(ls.rules, &rule{name: "let " + s.Name.Name, slots: prog.LetFrame})
	}
	return ls, nil
}

// runLets computes the module-level lets of the position, with me the side
// to move, into e.globals; the lists they build stay in the arena below
// e.top for the rules to read.
func (e *evaluator) runLets(ls *moduleLets) {
	e.globals = e.globals[:0]
	if ls == nil || len(ls.stmts) == 0 {
		return
	}
	if cap(e.slots) < ls.frame {
		e.slots = make([]value, ls.frame)
	}
	e.slots = e.slots[:ls.frame]
	e.me, e.sign = e.facts.side, 1
	for i, s := range ls.stmts {
		e.rule = ls.rules[i]
		e.slots[s.slot] = e.evalValue(s.value)
		if e.err != nil {
			return
		}
	}
	e.globals = append(e.globals, e.slots[:len(ls.stmts)]...)
}
