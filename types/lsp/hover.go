package lsp

import (
	"fmt"
	"strings"

	"github.com/chespel/chespel/eval"
	"github.com/chespel/chespel/lexer"
	"github.com/chespel/chespel/parser"
	"github.com/chespel/chespel/types"
)

// hover returns what the server shows for the position: a library
// function's signature, doc and example; a variable's declaration and, for
// a let whose value does not depend on the position, that value; a
// constant's type; or an expression's type.
func (a *analysis) hover(pos lexer.Pos) *Hover {
	path := parser.PathAt(a.file, pos)
	if len(path) == 0 {
		return nil
	}
	e, ok := path[len(path)-1].(parser.Expr)
	if !ok {
		return nil
	}
	text := a.describe(e, path)
	if text == "" {
		return nil
	}
	r := a.nodeRange(e)
	if c, ok := e.(*parser.Call); ok {
		r = a.span(c.Pos, lexer.Pos{Line: c.Pos.Line, Col: c.Pos.Col + runeCount(c.Name)})
	}
	return &Hover{Contents: MarkupContent{Kind: "markdown", Value: text}, Range: &r}
}

// describe returns the hover text of e, the innermost expression at the
// position; path leads to it from the file.
func (a *analysis) describe(e parser.Expr, path []parser.Node) string {
	switch e := e.(type) {
	case *parser.Call:
		if e.Type() != parser.NoType && e.Builtin >= 0 && e.Builtin < len(types.Builtins) {
			return builtinDoc(types.Builtins[e.Builtin])
		}
	case *parser.Ident:
		return a.identDoc(e, path)
	}
	if t := e.Type(); t != parser.NoType {
		return code(parser.ExprString(e)+": "+typeName(t), "")
	}
	return ""
}

// identDoc describes a name.
func (a *analysis) identDoc(id *parser.Ident, path []parser.Node) string {
	switch id.Kind {
	case parser.Local:
		decl := id.Decl
		if decl == nil {
			decl = id
		}
		if let := a.letOf(decl); let != nil {
			return a.letDoc(decl, let)
		}
		return code("loop variable "+decl.Name+": "+typeName(decl.Type()), fmt.Sprintf("declared on line %d", decl.Pos.Line))
	case parser.Predeclared:
		if id.Const < 0 || id.Const >= len(a.consts) {
			return ""
		}
		c := a.consts[id.Const]
		what := "a player"
		if c.Type == parser.PieceType {
			what = "a piece type of the game"
		}
		return code(id.Name+": "+typeName(c.Type), what)
	case parser.ImplicitCall, parser.GlobalCall:
		return builtinDoc(types.Builtins[id.Builtin])
	case parser.TableRef:
		return a.tableDoc(id)
	}
	return ""
}

// tableDoc describes a table of the evaluation module: its name, size and
// declaration.
func (a *analysis) tableDoc(id *parser.Ident) string {
	var found *parser.TableDecl
	parser.Inspect(a.file, func(n parser.Node) bool {
		if d, ok := n.(*parser.TableDecl); ok && d.Name.Name == id.Name && found == nil {
			found = d
		}
		return found == nil
	})
	if found == nil || found.Value == nil {
		return ""
	}
	return code(fmt.Sprintf("table %s: %d values", id.Name, len(found.Value.Elems)),
		fmt.Sprintf("declared on line %d; read with %s.at(cell) or %s.of(piece)", found.Pos.Line, id.Name, id.Name))
}

// letDoc describes a let: its declaration as written and, when its value
// does not depend on the position, the value (eval.Constant computes it
// with the evaluator's exact arithmetic): `let w = 3 * 0.5` shows w = 1.5.
func (a *analysis) letDoc(decl *parser.Ident, let *parser.LetStmt) string {
	src := a.source(let.Value)
	text := fmt.Sprintf("declared on line %d", decl.Pos.Line)
	if v, ok := a.letValueText(let); ok && v != src {
		text = inline(decl.Name+" = "+v) + ", " + text
	}
	return code("let "+decl.Name+": "+typeName(decl.Type())+" = "+src, text)
}

// letValueText returns the value of a let that does not depend on the
// position and has no error, as a Chespel literal.
func (a *analysis) letValueText(let *parser.LetStmt) (string, bool) {
	if a.erroneous(let) {
		return "", false
	}
	return eval.Constant(a.rules, let.Value, a.letValue)
}

// letValue returns the value expression of the let that declares decl, or
// nil for a loop variable or a let with an error.
func (a *analysis) letValue(decl *parser.Ident) parser.Expr {
	if l := a.letOf(decl); l != nil && !a.erroneous(l) {
		return l.Value
	}
	return nil
}

// erroneous reports whether an error (not a warning) lies within the let
// statement: its value has no value to show.
func (a *analysis) erroneous(l *parser.LetStmt) bool {
	end := parser.End(l.Value)
	for _, d := range a.diags {
		if !d.Warning && !d.Pos.Before(l.Pos) && d.Pos.Before(end) {
			return true
		}
	}
	return false
}

// letOf returns the let statement that declares decl, or nil for a loop
// variable.
func (a *analysis) letOf(decl *parser.Ident) *parser.LetStmt {
	var found *parser.LetStmt
	parser.Inspect(a.file, func(n parser.Node) bool {
		if l, ok := n.(*parser.LetStmt); ok && l.Name == decl {
			found = l
		}
		return found == nil
	})
	return found
}

// builtinDoc returns a library function's signature, doc and example.
func builtinDoc(b types.Builtin) string {
	doc := strings.ToUpper(b.Doc[:1]) + b.Doc[1:] + "."
	if ex, ok := types.Examples[b.Key()]; ok {
		doc += "\n\nExample:\n```chespel\n" + ex + "\n```"
	}
	return code(b.Signature(), doc)
}

// inline returns s as Markdown inline code, fenced with two backticks
// when s holds one (a string value may).
func inline(s string) string {
	if strings.Contains(s, "`") {
		return "`` " + s + " ``"
	}
	return "`" + s + "`"
}

// code returns a line of Chespel in a code block, then text.
func code(line, text string) string {
	s := "```chespel\n" + line + "\n```"
	if text != "" {
		s += "\n" + text
	}
	return s
}

// typeName names a type as the language does.
func typeName(t parser.Type) string {
	if t == types.AnyList {
		return "list"
	}
	return t.String()
}

// source returns the text of e as written, on one line.
func (a *analysis) source(e parser.Expr) string {
	start, end := a.offset(a.toLSP(parser.Start(e))), a.offset(a.toLSP(parser.End(e)))
	if end < start {
		return parser.ExprString(e)
	}
	return strings.Join(strings.Fields(a.text[start:end]), " ")
}
