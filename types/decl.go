package types

import (
	"strconv"
	"strings"

	"github.com/chespel/chespel/board"
	"github.com/chespel/chespel/lexer"
	"github.com/chespel/chespel/parser"
)

// Table is a checked table of the evaluation module: its values by dense
// cell index (board.Rules.Index), which parser.Ident.Slot of a TableRef
// name indexes in Program.Tables.
type Table struct {
	Name  string
	Pos   lexer.Pos
	Cells []TableValue // by dense cell index, file + files×rank
}

// TableValue is one value of a table: thousandths, and whether it was
// written without a decimal point.
type TableValue struct {
	V        int64
	Integral bool
}

// Phase is the game phase's material count: phase = min(1, M / Total),
// where M sums Weights[kind] (thousandths) over the pieces of both sides on
// the board. Total is M in the game's start position; 0 when the game has
// no such material, and then phase is 0.
type Phase struct {
	Weights []int64 // per board.Kind, thousandths
	Total   int64   // M of the start position, thousandths
	Custom  bool    // the script declared its own weights (phase weights:)
}

// declarations checks the evaluation module's declarations: the tables and
// the phase weights (visible everywhere), then the module-level lets, in
// source order, each seeing the lets before it. Their scope becomes the
// outer scope of every rule (moduleScope), their slots the first slots of
// every rule's frame.
func (c *checker) declarations(m *parser.Module, prog *Program) {
	c.tables = map[string]int{}
	var phase *parser.PhaseDecl
	for _, d := range m.Decls {
		switch d := d.(type) {
		case *parser.TableDecl:
			prog.Tables = append(prog.Tables, c.table(d, len(prog.Tables)))
		case *parser.PhaseDecl:
			if phase != nil {
				c.errorf(d.Pos, "phase weights are declared twice: first on line %d", phase.Pos.Line)
				continue
			}
			phase = d
		}
	}
	prog.Phase = c.phase(phase)
	c.scope, c.nextSlot, c.maxSlot, c.implicit = &scope{}, 0, 0, nil
	for _, d := range m.Decls {
		if s, ok := d.(*parser.LetStmt); ok {
			c.stmt(s)
			prog.Lets = append(prog.Lets, s)
		}
	}
	c.untypedEmptyLists()
	c.moduleScope, c.moduleSlots = c.scope, c.nextSlot
	prog.LetFrame = c.maxSlot
	c.scope = nil
}

// unusedModuleLets warns about the module-level lets that no rule reads.
func (c *checker) unusedModuleLets() {
	if c.moduleScope == nil {
		return
	}
	for _, v := range c.moduleScope.vars {
		if !v.used {
			c.warnf(v.ident.Pos, "%s never used: remove it or use it", describeVar(v))
		}
	}
}

// table checks a table declaration: a fresh name, one constant num per
// cell of the board. i is its index among the tables.
func (c *checker) table(d *parser.TableDecl, i int) Table {
	d.Name.Kind, d.Name.Slot, d.Name.T, d.Name.Decl = parser.TableRef, i, parser.Table, d.Name
	t := Table{Name: d.Name.Name, Pos: d.Pos}
	if first, ok := c.tables[d.Name.Name]; ok {
		c.errorf(d.Name.Pos, "table %s is declared twice: first on line %d", d.Name.Name, c.tablePos(first).Line)
	} else if k, ok := c.game.names[d.Name.Name]; ok {
		c.errorf(d.Name.Pos, "table %s: %s is predeclared (%s); choose another name", d.Name.Name, d.Name.Name, c.game.consts[k].Name)
	} else {
		c.tables[d.Name.Name] = i
	}
	c.tableAt = append(c.tableAt, d.Name)
	files, ranks := c.game.rules.Files(), c.game.rules.Ranks()
	n := files * ranks
	if len(d.Value.Elems) != n {
		c.errorf(d.Name.Pos, "table %s has %d values, want %d: one per cell of the %s board of %s, rank by rank from the top rank down, each from the a-file across%s",
			d.Name.Name, len(d.Value.Elems), n, c.boardSize(), c.gameName(), tableShort(len(d.Value.Elems), files))
		d.Value.SetType(parser.NoType)
		return t
	}
	d.Value.SetType(parser.ListOf(parser.Num))
	t.Cells = make([]TableValue, n)
	for w, x := range d.Value.Elems {
		v, integral, ok := c.constNum(x, "value "+strconv.Itoa(w+1)+" of table "+d.Name.Name)
		if !ok {
			continue
		}
		rank := ranks - 1 - w/files // written from the top rank down
		t.Cells[w%files+files*rank] = TableValue{V: v, Integral: integral}
	}
	return t
}

// tableShort says where a table of n values on a board of the given files
// stops: how many whole ranks and values over.
func tableShort(n, files int) string {
	return " (got " + strconv.Itoa(n/files) + " whole ranks and " + strconv.Itoa(n%files) + " values over)"
}

// constNum reads a num literal, maybe negated; what names it in errors.
func (c *checker) constNum(x parser.Expr, what string) (v int64, integral, ok bool) {
	x.SetType(parser.Num)
	switch e := x.(type) {
	case *parser.NumLit:
		return e.Value, e.Integral, true
	case *parser.Unary:
		if lit, isLit := e.X.(*parser.NumLit); isLit && e.Op == lexer.MINUS {
			lit.SetType(parser.Num)
			return -lit.Value, lit.Integral, true
		}
	case *parser.BadExpr:
		return 0, false, false
	}
	x.SetType(parser.NoType)
	c.errorf(x.Position(), "%s must be a number written out (such as 12, -3 or 0.5), got %s", what, parser.ExprString(x))
	return 0, false, false
}

// phase checks the phase weights (nil: the default, the rule set's values
// of the pieces that neither promote nor are royal) and counts the start
// position's material.
func (c *checker) phase(d *parser.PhaseDecl) Phase {
	r := c.game.rules
	ph := Phase{Weights: make([]int64, r.NumKinds()), Custom: d != nil}
	if d == nil {
		for k := range r.NumKinds() {
			if kind := board.Kind(k); !r.Promotes(kind) && !r.IsRoyal(kind) {
				ph.Weights[k] = int64(r.Value(kind))
			}
		}
	} else if !c.phaseWeights(d, ph.Weights) {
		return ph
	}
	ph.Total = startMaterial(r, ph.Weights)
	if d != nil && ph.Total == 0 {
		c.errorf(d.Pos, "the phase weights add up to 0 in the start position of %s: give a piece of the start a weight", c.gameName())
	}
	return ph
}

// phaseWeights reads `TYPE = W, ...` into weights (per kind); false on an
// error.
func (c *checker) phaseWeights(d *parser.PhaseDecl, weights []int64) bool {
	ok := true
	seen := map[int]lexer.Pos{}
	for _, w := range d.Weights {
		k, isName := c.game.names[w.Type]
		if !isName || c.game.consts[k].Type != parser.PieceType {
			c.errorf(w.Pos, "phase weights: %s is no piece type of %s: its types are %s%s",
				w.Type, c.gameName(), strings.Join(c.typeNames(), ", "), suggest(w.Type, c.typeNames()))
			ok = false
			continue
		}
		kind := c.game.consts[k].Value
		if first, dup := seen[kind]; dup {
			c.errorf(w.Pos, "phase weights: %s is weighed twice: first at column %d", w.Type, first.Col)
			ok = false
			continue
		}
		seen[kind] = w.Pos
		v, _, good := c.constNum(w.Value, "the phase weight of "+w.Type)
		if good && v < 0 {
			c.errorf(w.Value.Position(), "the phase weight of %s must be 0 or more, got %s", w.Type, parser.ExprString(w.Value))
			good = false
		}
		ok = ok && good
		weights[kind] = v
	}
	return ok
}

// startMaterial sums the weights of the pieces of the game's start
// position, both sides.
func startMaterial(r *board.Rules, weights []int64) int64 {
	p := r.StartPosition()
	if p == nil {
		return 0
	}
	var m int64
	for c := range 2 {
		for sq := range p.Pieces(board.Color(c)) {
			if k := int(p.At(sq).Kind()); k < len(weights) {
				m += weights[k]
			}
		}
	}
	return m
}

// tablePos returns where table i is declared.
func (c *checker) tablePos(i int) lexer.Pos { return c.tableAt[i].Pos }
