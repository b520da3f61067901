package parser

import (
	"fmt"
	"io"
	"strings"

	"github.com/chespel/chespel/lexer"
)

// Fprint writes the tree under n to w, one node a line, each child indented
// two spaces under its parent, with the node's position at the end of its
// line: the form of the parser's golden files.
func Fprint(w io.Writer, n Node) error {
	pr := &printer{w: w}
	pr.node(0, n)
	return pr.err
}

// Sprint returns the tree under n as Fprint writes it.
func Sprint(n Node) string {
	var b strings.Builder
	_ = Fprint(&b, n) // a strings.Builder does not fail
	return b.String()
}

// printer writes a tree, remembering the first write error.
type printer struct {
	w   io.Writer
	err error
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

// node writes n and its children.
func (pr *printer) node(depth int, n Node) {
	switch n := n.(type) {
	case *File:
		pr.line(depth, lexer.Pos{}, "file %s", n.Name)
		for _, m := range n.Modules {
			pr.node(depth+1, m)
		}
	case *Module:
		pr.module(depth, n)
	case *Setting:
		pr.line(depth, n.Pos, "setting %s", n.Name)
		pr.node(depth+1, n.Value)
	case *OpeningRule:
		pr.line(depth, n.Pos, "opening '%s' -> '%s'%s", n.From, n.To, openingParts(n))
	case *EndgameBlock:
		pr.line(depth, n.Pos, "endgame '%s'", n.Spec)
		for _, r := range n.Rules {
			pr.node(depth+1, r)
		}
	case *Rule:
		pr.rule(depth, n)
	case *TableDecl, *PhaseDecl:
		pr.decl(depth, n.(Decl))
	case Stmt:
		pr.stmt(depth, n)
	case Expr:
		pr.expr(depth, n)
	}
}

// module writes a module and its items.
func (pr *printer) module(depth int, m *Module) {
	pr.line(depth, m.Pos, "module %s", m.Kind)
	for _, it := range children(m) {
		pr.node(depth+1, it)
	}
}

// decl writes a table or phase weights declaration.
func (pr *printer) decl(depth int, d Decl) {
	switch d := d.(type) {
	case *TableDecl:
		n := 0
		if d.Value != nil {
			n = len(d.Value.Elems)
		}
		pr.line(depth, d.Pos, "table %s, %d values", d.Name.Name, n)
		if d.Value != nil {
			pr.node(depth+1, d.Value)
		}
	case *PhaseDecl:
		pr.line(depth, d.Pos, "phase weights")
		for _, w := range d.Weights {
			pr.line(depth+1, w.Pos, "weight %s", w.Type)
			pr.node(depth+2, w.Value)
		}
	}
}

// rule writes a rule and its body.
func (pr *printer) rule(depth int, r *Rule) {
	sym := ""
	if r.Sym {
		sym = "sym "
	}
	pr.line(depth, r.Pos, "%srule %s", sym, r.Name)
	pr.stmts(depth+1, r.Body)
}

// stmts writes a list of statements.
func (pr *printer) stmts(depth int, list []Stmt) {
	for _, s := range list {
		pr.node(depth, s)
	}
}

// stmt writes a statement and its parts.
func (pr *printer) stmt(depth int, s Stmt) {
	switch s := s.(type) {
	case *ScoreStmt:
		pr.line(depth, s.Pos, "score")
		pr.node(depth+1, s.Value)
		if s.Reason != nil {
			pr.line(depth+1, lexer.Pos{}, "because")
			pr.node(depth+2, s.Reason)
		}
	case *LetStmt:
		pr.line(depth, s.Pos, "let %s", s.Name.Name)
		pr.node(depth+1, s.Value)
	case *IfStmt:
		pr.ifStmt(depth, s)
	case *LoopStmt:
		pr.loop(depth, s)
	}
}

// ifStmt writes an if, its condition, its branches.
func (pr *printer) ifStmt(depth int, s *IfStmt) {
	inline := ""
	if s.Inline {
		inline = " inline"
	}
	pr.line(depth, s.Pos, "if%s", inline)
	pr.node(depth+1, s.Cond)
	pr.line(depth+1, lexer.Pos{}, "then")
	pr.stmts(depth+2, s.Then)
	if s.Else != nil {
		pr.line(depth+1, s.ElsePos, "else")
		pr.stmts(depth+2, s.Else)
	}
}

// loop writes a loop, its variables, conditions and body.
func (pr *printer) loop(depth int, s *LoopStmt) {
	names := make([]string, len(s.Vars))
	for i, v := range s.Vars {
		names[i] = v.Name
	}
	pr.line(depth, s.Pos, "%s %s", s.Kind, strings.Join(names, ", "))
	if s.Conds != nil {
		pr.line(depth+1, lexer.Pos{}, "with")
		for _, c := range s.Conds {
			pr.node(depth+2, c)
		}
	}
	pr.line(depth+1, lexer.Pos{}, "do")
	pr.stmts(depth+2, s.Body)
}

// expr writes an expression and its operands.
func (pr *printer) expr(depth int, e Expr) {
	switch e := e.(type) {
	case *Binary:
		pr.line(depth, e.Pos, "binary %s", e.Op)
		pr.node(depth+1, e.X)
		pr.node(depth+1, e.Y)
	case *Unary:
		pr.line(depth, e.Pos, "unary %s", e.Op)
		pr.node(depth+1, e.X)
	case *Call:
		pr.call(depth, e)
	case *Count:
		pr.count(depth, e)
	case *ListLit:
		pr.line(depth, e.Pos, "list %d", len(e.Elems))
		for _, x := range e.Elems {
			pr.node(depth+1, x)
		}
	default:
		pr.line(depth, e.Position(), "%s", leafString(e))
	}
}

// count writes a counting expression, its variables and conditions.
func (pr *printer) count(depth int, e *Count) {
	names := make([]string, len(e.Loop.Vars))
	for i, v := range e.Loop.Vars {
		names[i] = v.Name
	}
	pr.line(depth, e.Pos, "%s %s %s", CountWord(e), e.Loop.Kind, strings.Join(names, ", "))
	if e.Loop.Conds != nil {
		pr.line(depth+1, lexer.Pos{}, "with")
		for _, c := range e.Loop.Conds {
			pr.node(depth+2, c)
		}
	}
	if e.Value != nil {
		pr.line(depth+1, lexer.Pos{}, "value")
		pr.node(depth+2, e.Value)
	}
}

// call writes a call: its name, receiver and arguments.
func (pr *printer) call(depth int, c *Call) {
	form := "global"
	if c.Recv != nil {
		form = "method"
	}
	args := "no parens"
	if c.Args != nil {
		args = fmt.Sprintf("%d args", len(c.Args))
	}
	pr.line(depth, c.Pos, "call %s %s, %s", c.Name, form, args)
	if c.Recv != nil {
		pr.node(depth+1, c.Recv)
	}
	for _, a := range c.Args {
		pr.node(depth+1, a)
	}
}

// leafString formats an expression without operands.
func leafString(e Expr) string {
	switch e := e.(type) {
	case *Ident:
		return "ident " + e.Name
	case *NumLit:
		return fmt.Sprintf("num %s", e.Text)
	case *StringLit:
		return "string " + quote(e.Value)
	case *BoolLit:
		return fmt.Sprintf("bool %v", e.Value)
	case *RowLit, *ColLit, *CellLit:
		return "board " + ExprString(e)
	case *BadExpr:
		return "bad"
	}
	return fmt.Sprintf("%T", e)
}

// openingParts writes how an opening rule with moves or a move reply
// splits: its start, its moves and its reply; nothing for a FEN pair.
func openingParts(o *OpeningRule) string {
	if len(o.Moves) == 0 && o.Reply == nil {
		return ""
	}
	var b strings.Builder
	fmt.Fprintf(&b, " (start '%s'", o.Start)
	for _, m := range o.Moves {
		fmt.Fprintf(&b, " %s @%s", m.Text, m.Pos)
	}
	if o.Reply != nil {
		fmt.Fprintf(&b, ", reply %s @%s", o.Reply.Text, o.Reply.Pos)
	}
	b.WriteString(")")
	return b.String()
}
