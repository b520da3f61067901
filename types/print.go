package types

import (
	"fmt"
	"io"
	"strings"

	"github.com/chespel/chespel/board"
	"github.com/chespel/chespel/lexer"
	"github.com/chespel/chespel/parser"
)

// Fprint writes the rules of a checked program as a typed tree: one node a
// line, each child indented two spaces under its parent, every expression
// with its type, every name with its slot or constant, every call with its
// builtin, every rule with its frame size. It is the form of the checker's
// golden files, and shows the evaluator's author what the checker decided.
func Fprint(w io.Writer, prog *Program) error {
	pr := &printer{w: w, consts: prog.Consts}
	if prog.Game != "" {
		pr.line(0, lexer.Pos{}, "game %s (%s, %d×%d)", prog.Game, prog.Rules.Name(), prog.Rules.Files(), prog.Rules.Ranks())
	}
	pr.line(0, lexer.Pos{}, "settings maxTime %v maxDepth %d", prog.Settings.MaxTime, prog.Settings.MaxDepth)
	for _, o := range prog.Openings {
		pr.line(0, o.Pos, "opening %s: %s", o.Key, o.Move)
	}
	for _, e := range prog.Endgames {
		pr.line(0, e.Pos, "endgame '%s'", e.Name)
		pr.rules(1, e.Rules)
	}
	pr.decls(prog)
	pr.rules(0, prog.Evaluation)
	return pr.err
}

// decls writes the evaluation module's declarations: the phase weights
// (when the script gives its own), the tables and the module-level lets.
func (pr *printer) decls(prog *Program) {
	if prog.Phase.Custom {
		var ws []string
		for k, w := range prog.Phase.Weights {
			if w != 0 {
				ws = append(ws, fmt.Sprintf("%s %d", prog.Rules.KindName(board.Kind(k)), w))
			}
		}
		pr.line(0, lexer.Pos{}, "phase weights %s of %d", strings.Join(ws, ", "), prog.Phase.Total)
	}
	for i, t := range prog.Tables {
		vals := make([]string, len(t.Cells))
		for j, v := range t.Cells {
			vals[j] = fmt.Sprint(v.V)
		}
		pr.line(0, t.Pos, "table %d %s by cell index (thousandths): %s", i, t.Name, strings.Join(vals, " "))
	}
	if len(prog.Lets) > 0 {
		pr.line(0, lexer.Pos{}, "module lets frame %d", prog.LetFrame)
		for _, s := range prog.Lets {
			pr.stmt(1, s)
		}
	}
}

// Sprint returns the typed tree as Fprint writes it.
func Sprint(prog *Program) string {
	var b strings.Builder
	_ = Fprint(&b, prog) // a strings.Builder does not fail
	return b.String()
}

// printer writes a typed tree, remembering the first write error.
type printer struct {
	w      io.Writer
	err    error
	consts []Const // the program's predeclared constants
}

// line writes one node's line at the depth.
func (pr *printer) line(depth int, pos lexer.Pos, format string, args ...any) {
	if pr.err != nil {
		return
	}
	text := strings.Repeat("  ", depth) + fmt.Sprintf(format, args...)
	if pos.IsValid() {
		text += " @" + pos.String()
	}
	_, pr.err = io.WriteString(pr.w, text+"\n")
}

// rules writes rules with their frame sizes and bodies.
func (pr *printer) rules(depth int, rules []*parser.Rule) {
	for _, r := range rules {
		sym := ""
		if r.Sym {
			sym = "sym "
		}
		pr.line(depth, r.Pos, "%srule %s slots %d", sym, r.Name, r.Slots)
		pr.stmts(depth+1, r.Body)
	}
}

// stmts writes a list of statements.
func (pr *printer) stmts(depth int, list []parser.Stmt) {
	for _, s := range list {
		pr.stmt(depth, s)
	}
}

// stmt writes a statement and its parts.
func (pr *printer) stmt(depth int, s parser.Stmt) {
	switch s := s.(type) {
	case *parser.ScoreStmt:
		pr.line(depth, s.Pos, "score")
		pr.expr(depth+1, s.Value)
		if s.Reason != nil {
			pr.line(depth+1, lexer.Pos{}, "because")
			pr.expr(depth+2, s.Reason)
		}
	case *parser.LetStmt:
		pr.line(depth, s.Pos, "let %s: %s slot %d", s.Name.Name, s.Name.T, s.Name.Slot)
		pr.expr(depth+1, s.Value)
	case *parser.IfStmt:
		pr.line(depth, s.Pos, "if")
		pr.expr(depth+1, s.Cond)
		pr.line(depth+1, lexer.Pos{}, "then")
		pr.stmts(depth+2, s.Then)
		if s.Else != nil {
			pr.line(depth+1, s.ElsePos, "else")
			pr.stmts(depth+2, s.Else)
		}
	case *parser.LoopStmt:
		pr.loop(depth, s)
	}
}

// loop writes a loop, its variables with their slots, conditions and body.
func (pr *printer) loop(depth int, s *parser.LoopStmt) {
	vars := make([]string, len(s.Vars))
	for i, v := range s.Vars {
		vars[i] = fmt.Sprintf("%s slot %d", v.Name, v.Slot)
	}
	pr.line(depth, s.Pos, "%s %s", s.Kind, strings.Join(vars, ", "))
	if s.Conds != nil {
		pr.line(depth+1, lexer.Pos{}, "with")
		for _, c := range s.Conds {
			pr.expr(depth+2, c)
		}
	}
	pr.line(depth+1, lexer.Pos{}, "do")
	pr.stmts(depth+2, s.Body)
}

// expr writes an expression, its type and its operands.
func (pr *printer) expr(depth int, e parser.Expr) {
	switch e := e.(type) {
	case *parser.Binary:
		pr.line(depth, e.Pos, "binary %s: %s", e.Op, typeName(e.T))
		pr.expr(depth+1, e.X)
		pr.expr(depth+1, e.Y)
	case *parser.Unary:
		pr.line(depth, e.Pos, "unary %s: %s", e.Op, typeName(e.T))
		pr.expr(depth+1, e.X)
	case *parser.Call:
		pr.call(depth, e)
	case *parser.ListLit:
		pr.line(depth, e.Pos, "list: %s", typeName(e.T))
		for _, x := range e.Elems {
			pr.expr(depth+1, x)
		}
	case *parser.Ident:
		pr.line(depth, e.Pos, "%s", pr.identString(e))
	case *parser.Count:
		pr.count(depth, e)
	default:
		pr.line(depth, e.Position(), "%s: %s", parser.ExprString(e), typeName(e.Type()))
	}
}

// call writes a call with its builtin, receiver and arguments.
func (pr *printer) call(depth int, c *parser.Call) {
	form := ""
	switch {
	case c.Implicit:
		form = fmt.Sprintf(" on slot %d", c.Slot)
	case c.RecvFirst:
		form = " receiver first"
	}
	pr.line(depth, c.Pos, "call %s%s: %s", builtinString(c.Builtin), form, typeName(c.T))
	if c.Recv != nil {
		pr.expr(depth+1, c.Recv)
	}
	for _, a := range c.Args {
		pr.expr(depth+1, a)
	}
}

// identString describes a resolved name.
func (pr *printer) identString(id *parser.Ident) string {
	switch id.Kind {
	case parser.Local:
		return fmt.Sprintf("%s: %s slot %d", id.Name, typeName(id.T), id.Slot)
	case parser.Predeclared:
		return fmt.Sprintf("%s: %s const %d (%s)", id.Name, typeName(id.T), id.Const, pr.consts[id.Const].Name)
	case parser.ImplicitCall:
		return fmt.Sprintf("%s: %s call %s on slot %d", id.Name, typeName(id.T), builtinString(id.Builtin), id.Slot)
	case parser.TableRef:
		return fmt.Sprintf("%s: %s %d", id.Name, typeName(id.T), id.Slot)
	case parser.GlobalCall:
		return fmt.Sprintf("%s: %s call %s", id.Name, typeName(id.T), builtinString(id.Builtin))
	}
	return id.Name + ": unresolved"
}

// count writes a counting expression, its variables with their slots and
// its conditions.
func (pr *printer) count(depth int, e *parser.Count) {
	vars := make([]string, len(e.Loop.Vars))
	for i, v := range e.Loop.Vars {
		vars[i] = fmt.Sprintf("%s slot %d", v.Name, v.Slot)
	}
	pr.line(depth, e.Pos, "%s %s %s: %s", parser.CountWord(e), e.Loop.Kind, strings.Join(vars, ", "), typeName(e.T))
	if e.Loop.Conds != nil {
		pr.line(depth+1, lexer.Pos{}, "with")
		for _, c := range e.Loop.Conds {
			pr.expr(depth+2, c)
		}
	}
	if e.Value != nil {
		pr.line(depth+1, lexer.Pos{}, "value")
		pr.expr(depth+2, e.Value)
	}
}

// builtinString names a builtin by index and key: "17 piece.type".
func builtinString(id int) string {
	if id < 0 || id >= len(Builtins) {
		return fmt.Sprintf("%d ?", id)
	}
	return fmt.Sprintf("%d %s", id, Builtins[id].Key())
}
