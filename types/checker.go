package types

import (
	"fmt"

	"github.com/chespel/chespel/lexer"
	"github.com/chespel/chespel/parser"
)

// checker holds the state of one Check: the diagnostics found so far, the
// rule names seen, and the scopes of the rule being checked.
type checker struct {
	file      string
	errs      lexer.ErrorList
	ruleNames map[string]ruleSite
	game      *game // the script's game: chess unless its game setting names another

	// The rule being checked.
	scope    *scope    // the innermost block's scope
	nextSlot int       // the first free frame slot
	maxSlot  int       // the frame size so far
	implicit *variable // the variable of a one-variable loop, in its conditions
	bindings float64   // the bindings of the loops around the statement, 1 outside any
	scored   bool      // a score statement was seen in the rule

	emptyLists []*parser.ListLit // the rule's [], which context must type

	// The evaluation module's declarations (decl.go).
	tables      map[string]int  // table name -> index in Program.Tables
	tableAt     []*parser.Ident // each table's declaring name
	moduleScope *scope          // the module-level lets, the outer scope of every rule
	moduleSlots int             // their number: the first free slot of a rule
}

// ruleSite is where a rule name was first declared.
type ruleSite struct {
	pos   lexer.Pos
	scope string // "module evaluation" or "endgame 'KQk'"
}

// errorf reports an error at pos.
func (c *checker) errorf(pos lexer.Pos, format string, args ...any) {
	c.errs.Add(c.file, pos, format, args...)
}

// warnf reports a warning at pos.
func (c *checker) warnf(pos lexer.Pos, format string, args ...any) {
	c.errs.AddWarning(c.file, pos, format, args...)
}

// result returns the diagnostics sorted by position, cut after
// lexer.MaxErrors errors with a note that says so.
func (c *checker) result() lexer.ErrorList {
	c.errs.Sort()
	n := 0
	for i, e := range c.errs {
		if e.Warning {
			continue
		}
		if n++; n > lexer.MaxErrors {
			out := c.errs[:i:i]
			out.Add(c.file, e.Pos, "too many errors: stopped after %d", lexer.MaxErrors)
			return out
		}
	}
	return c.errs
}

// variable is a let or loop variable in scope.
type variable struct {
	ident *parser.Ident
	kind  string // "let" or "loop"
	used  bool
}

// scope is a block's variables, linked to the enclosing block's.
type scope struct {
	vars  []*variable
	outer *scope
}

// lookup finds a visible variable by name.
func (s *scope) lookup(name string) *variable {
	for ; s != nil; s = s.outer {
		for _, v := range s.vars {
			if v.ident.Name == name {
				return v
			}
		}
	}
	return nil
}

// names returns the names of every visible variable.
func (s *scope) names() []string {
	var names []string
	for ; s != nil; s = s.outer {
		for _, v := range s.vars {
			names = append(names, v.ident.Name)
		}
	}
	return names
}

// rules checks the rules of one scope (the evaluation module or an endgame
// block).
func (c *checker) rules(rules []*parser.Rule, where string) {
	for _, r := range rules {
		c.ruleName(r, where)
		c.rule(r)
	}
}

// ruleName reports a rule name declared before, anywhere in the file.
func (c *checker) ruleName(r *parser.Rule, where string) {
	if first, ok := c.ruleNames[r.Name]; ok {
		c.errorf(r.NamePos, "rule %s is declared twice: first on line %d, in %s", r.Name, first.pos.Line, first.scope)
		return
	}
	c.ruleNames[r.Name] = ruleSite{pos: r.NamePos, scope: where}
}

// rule checks one rule and sets its frame size.
func (c *checker) rule(r *parser.Rule) {
	c.scope, c.nextSlot, c.maxSlot, c.implicit, c.scored = c.moduleScope, c.moduleSlots, c.moduleSlots, nil, false
	c.block(r.Body)
	c.untypedEmptyLists()
	r.Slots = c.maxSlot
	if !c.scored {
		c.warnf(r.NamePos, "rule %s never scores: it has no score statement", r.Name)
	}
}

// block checks a list of statements in a new scope.
func (c *checker) block(stmts []parser.Stmt) {
	c.openScope()
	for _, s := range stmts {
		c.stmt(s)
	}
	c.closeScope()
}

// openScope starts a block.
func (c *checker) openScope() {
	c.scope = &scope{outer: c.scope}
}

// closeScope ends a block: its variables' slots are free again, and the
// unused ones are reported.
func (c *checker) closeScope() {
	for _, v := range c.scope.vars {
		if !v.used {
			c.warnf(v.ident.Pos, "%s never used: remove it or use it", describeVar(v))
		}
	}
	c.nextSlot -= len(c.scope.vars)
	c.scope = c.scope.outer
}

// describeVar names a variable for a message.
func describeVar(v *variable) string {
	if v.kind == "let" {
		return fmt.Sprintf("let %s is", v.ident.Name)
	}
	return fmt.Sprintf("loop variable %s is", v.ident.Name)
}

// declare binds a new variable in the innermost scope, giving it the next
// frame slot, unless its name is taken.
func (c *checker) declare(id *parser.Ident, t parser.Type, kind string) *variable {
	bad := true // a variable with an error is not reported unused as well
	if old := c.scope.lookup(id.Name); old != nil {
		c.errorf(id.Pos, "%s %s shadows the %s %s of line %d: choose another name",
			kind, id.Name, old.kind, id.Name, old.ident.Pos.Line)
	} else if i, ok := c.tables[id.Name]; ok {
		c.errorf(id.Pos, "%s %s shadows the table %s of line %d: choose another name", kind, id.Name, id.Name, c.tablePos(i).Line)
	} else if k, ok := c.game.names[id.Name]; ok {
		what := "the piece type"
		if c.game.consts[k].Type == parser.Player {
			what = "the player"
		}
		c.errorf(id.Pos, "%s %s: %s is predeclared (%s %s); choose another name",
			kind, id.Name, id.Name, what, c.game.consts[k].Name)
	} else {
		bad = t == parser.NoType
	}
	id.Kind, id.Slot, id.T, id.Decl = parser.Local, c.nextSlot, t, id
	c.nextSlot++
	c.maxSlot = max(c.maxSlot, c.nextSlot)
	v := &variable{ident: id, kind: kind, used: bad}
	c.scope.vars = append(c.scope.vars, v)
	return v
}

// stmt checks one statement.
func (c *checker) stmt(s parser.Stmt) {
	switch s := s.(type) {
	case *parser.ScoreStmt:
		c.scored = true
		c.want(s.Value, parser.Num, "score value")
		if s.Reason != nil {
			c.textExpr(s.Reason)
		}
	case *parser.LetStmt:
		t := c.expr(s.Value)
		if t == parser.EmptyList {
			c.errorf(s.Value.Position(), "let %s = []: the type of [] is unknown here; compare a list with [] instead", s.Name.Name)
			t = parser.NoType
			s.Value.SetType(t)
		}
		c.declare(s.Name, t, "let")
	case *parser.IfStmt:
		c.want(s.Cond, parser.Bool, "if condition")
		c.block(s.Then)
		if s.Else != nil {
			c.block(s.Else)
		}
	case *parser.LoopStmt:
		c.loop(s)
	}
}

// loop checks a piece or cell loop: its variables are declared in a scope
// of their own that holds the conditions and the body.
func (c *checker) loop(s *parser.LoopStmt) {
	t := parser.Piece
	if s.Kind == parser.CellLoop {
		t = parser.Cell
	}
	c.openScope()
	var vars []*variable
	for i, id := range s.Vars {
		if c.repeatedVar(s.Vars[:i], id) {
			continue
		}
		vars = append(vars, c.declare(id, t, "loop variable"))
	}
	if len(s.Vars) == 1 && len(vars) == 1 {
		c.implicit = vars[0]
	}
	for _, cond := range s.Conds {
		c.want(cond, parser.Bool, "loop condition")
	}
	c.implicit = nil
	outer := max(c.bindings, 1)
	c.bindings = c.loopCost(s, len(vars), outer)
	c.block(s.Body)
	c.bindings = outer
	c.closeScope()
}

// repeatedVar reports a loop variable named twice in one loop.
func (c *checker) repeatedVar(before []*parser.Ident, id *parser.Ident) bool {
	for _, b := range before {
		if b.Name == id.Name {
			c.errorf(id.Pos, "loop variable %s is listed twice: the variables of a loop need distinct names", id.Name)
			id.Kind, id.T = parser.Local, parser.NoType
			return true
		}
	}
	return false
}

// want checks e and reports an error unless its type is t.
func (c *checker) want(e parser.Expr, t parser.Type, what string) {
	got := c.expr(e)
	if got != parser.NoType && got != t {
		c.errorf(e.Position(), "%s must be a %s, got %s%s", what, t, typeName(got), hint(t, got))
	}
}

// hint adds advice to a "must be" message for common mix-ups.
func hint(want, got parser.Type) string {
	switch {
	case want == parser.Num && (got == parser.Row || got == parser.Col):
		return " (rows and cols count as numbers only in arithmetic and comparisons; a piece's rank is a num)"
	case want == parser.Bool && got.IsList():
		return " (test a list with isEmpty or len)"
	case want == parser.Num && got == parser.String:
		return " (the justification goes after the value: score 1 \"why\")"
	}
	return ""
}

// untypedEmptyLists reports the [] of a rule that no context gave a type:
// only a comparison with a list or the right of in does, and the evaluator
// needs every list typed.
func (c *checker) untypedEmptyLists() {
	for _, l := range c.emptyLists {
		if l.T == parser.EmptyList {
			c.errorf(l.Pos, "the type of [] is unknown here: compare a list with [], or test a list with isEmpty")
		}
	}
	c.emptyLists = c.emptyLists[:0]
}
