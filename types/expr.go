package types

import (
	"github.com/chespel/chespel/lexer"
	"github.com/chespel/chespel/parser"
)

// expr types e and its operands, records the types in the tree and returns
// e's type. An expression with an error gets NoType, which silences the
// errors that would follow from it.
func (c *checker) expr(e parser.Expr) parser.Type {
	t := c.exprType(e)
	e.SetType(t)
	return t
}

// exprType computes the type of e.
func (c *checker) exprType(e parser.Expr) parser.Type {
	switch e := e.(type) {
	case *parser.NumLit:
		return parser.Num
	case *parser.StringLit:
		return parser.String
	case *parser.BoolLit:
		return parser.Bool
	case *parser.RowLit:
		c.boardLiteral(e)
		return parser.Row
	case *parser.ColLit:
		c.boardLiteral(e)
		return parser.Col
	case *parser.CellLit:
		c.boardLiteral(e)
		return parser.Cell
	case *parser.Ident:
		return c.ident(e)
	case *parser.ListLit:
		return c.list(e)
	case *parser.Unary:
		return c.unary(e)
	case *parser.Binary:
		return c.binary(e)
	case *parser.Call:
		return c.call(e)
	case *parser.Count:
		return c.count(e)
	}
	return parser.NoType // *parser.BadExpr: already reported by the parser
}

// isNumeric reports whether t counts as a number in arithmetic and ordering.
func isNumeric(t parser.Type) bool {
	return t == parser.Num || t == parser.Row || t == parser.Col
}

// unary types -X (a num, row or col; the result is a num) and not X.
func (c *checker) unary(e *parser.Unary) parser.Type {
	if e.Op == lexer.NOT {
		c.want(e.X, parser.Bool, "operand of not")
		return parser.Bool
	}
	c.numeric(e.X, e.Op)
	return parser.Num
}

// numeric checks an operand of an arithmetic or ordering operator.
func (c *checker) numeric(e parser.Expr, op lexer.Kind) {
	t := c.expr(e)
	if t == parser.NoType || isNumeric(t) {
		return
	}
	advice := ""
	if t == parser.String && op == lexer.PLUS {
		advice = " (join text with ++)"
	}
	c.errorf(e.Position(), "operand of %s must be a num, row or col, got %s%s", op, typeName(t), advice)
}

// binary types the infix operators.
func (c *checker) binary(e *parser.Binary) parser.Type {
	switch e.Op {
	case lexer.PLUS, lexer.MINUS, lexer.STAR, lexer.SLASH:
		c.numeric(e.X, e.Op)
		c.numeric(e.Y, e.Op)
		return parser.Num
	case lexer.LT, lexer.LE, lexer.GT, lexer.GE:
		c.numeric(e.X, e.Op)
		c.numeric(e.Y, e.Op)
		return parser.Bool
	case lexer.EQ, lexer.NE:
		c.equality(e)
		return parser.Bool
	case lexer.IN:
		c.membership(e)
		return parser.Bool
	case lexer.AND, lexer.OR:
		c.want(e.X, parser.Bool, "operand of "+e.Op.String())
		c.want(e.Y, parser.Bool, "operand of "+e.Op.String())
		return parser.Bool
	case lexer.CONCAT:
		c.textExpr(e.X)
		c.textExpr(e.Y)
		return parser.String
	}
	return parser.NoType
}

// equality checks that == or != compares two values of one type; [] takes
// the type of the other operand.
func (c *checker) equality(e *parser.Binary) {
	tx, ty := c.expr(e.X), c.expr(e.Y)
	tx, ty = fitEmpty(e.X, tx, ty), fitEmpty(e.Y, ty, tx)
	if tx == parser.NoType || ty == parser.NoType || tx == ty {
		return
	}
	c.errorf(e.Pos, "%s compares two values of one type, got %s and %s%s", e.Op, typeName(tx), typeName(ty), literalHint(tx, ty))
}

// literalHint reminds how rows and cols are written when one of two types
// that should be equal is a row or a col and the other a num.
func literalHint(a, b parser.Type) string {
	switch {
	case a == parser.Row && b == parser.Num || a == parser.Num && b == parser.Row:
		return " (a row is written $4)"
	case a == parser.Col && b == parser.Num || a == parser.Num && b == parser.Col:
		return " (a col is written $d)"
	}
	return ""
}

// fitEmpty gives the empty list e (of type t) the list type other, and
// returns e's type.
func fitEmpty(e parser.Expr, t, other parser.Type) parser.Type {
	if t == parser.EmptyList && other.IsList() {
		e.SetType(other)
		return other
	}
	return t
}

// membership checks `x in list`: list must be a list of x's type.
func (c *checker) membership(e *parser.Binary) {
	tx, ty := c.expr(e.X), c.expr(e.Y)
	if tx == parser.NoType || ty == parser.NoType {
		return
	}
	if tx.IsList() || tx == parser.EmptyList {
		c.errorf(e.X.Position(), "the value before in must not be a list, got %s", typeName(tx))
		if ty == parser.EmptyList {
			e.Y.SetType(parser.NoType) // reported already
		}
		return
	}
	if ty == parser.EmptyList {
		e.Y.SetType(parser.ListOf(tx))
		return
	}
	if !ty.IsList() {
		c.errorf(e.Y.Position(), "in needs a list after it, got %s", typeName(ty))
		return
	}
	if ty.Elem() != tx {
		c.errorf(e.Pos, "in looks for a %s in a %s%s", typeName(tx), typeName(ty), literalHint(tx, ty.Elem()))
	}
}

// list types a list literal: elements of one type, not lists themselves.
// The empty list has type EmptyList until its context gives it one.
func (c *checker) list(e *parser.ListLit) parser.Type {
	elem, bad := parser.NoType, false
	for i, x := range e.Elems {
		t := c.expr(x)
		switch {
		case t == parser.NoType:
			bad = true
		case t.IsList() || t == parser.EmptyList:
			c.errorf(x.Position(), "a list cannot hold lists, got %s", typeName(t))
			x.SetType(parser.NoType)
			bad = true
		case elem == parser.NoType:
			elem = t
		case t != elem:
			c.errorf(x.Position(), "the elements of a list have one type: element %d is a %s, the first a %s", i+1, typeName(t), typeName(elem))
			bad = true
		}
	}
	switch {
	case bad:
		return parser.NoType
	case len(e.Elems) == 0:
		c.emptyLists = append(c.emptyLists, e)
		return parser.EmptyList
	}
	return parser.ListOf(elem)
}

// textExpr checks an operand of ++ or a justification: any value turns into
// text.
func (c *checker) textExpr(e parser.Expr) {
	c.expr(e)
}

// ident resolves a name: a visible variable, a predeclared constant, or, in
// a condition of a one-variable loop, a function of the loop variable called
// bare.
func (c *checker) ident(id *parser.Ident) parser.Type {
	if v := c.scope.lookup(id.Name); v != nil {
		v.used = true
		id.Kind, id.Slot, id.Decl = parser.Local, v.ident.Slot, v.ident
		return v.ident.T
	}
	if i, ok := c.tables[id.Name]; ok {
		c.errorf(id.Pos, "%s is a table: read it with %s.at(cell) or %s.of(piece)", id.Name, id.Name, id.Name)
		id.Kind, id.Slot = parser.TableRef, i
		return parser.NoType
	}
	if k, ok := c.game.names[id.Name]; ok {
		id.Kind, id.Const = parser.Predeclared, k
		return c.game.consts[k].Type
	}
	if v := c.implicit; v != nil {
		if fn, ok := method(v.ident.T, id.Name); ok {
			v.used = true
			id.Kind, id.Slot, id.Builtin = parser.ImplicitCall, v.ident.Slot, fn
			if !c.applies(id.Pos, fn) {
				return parser.NoType
			}
			if n := len(Builtins[fn].Params); n > 0 {
				c.errorf(id.Pos, "%s takes %s: write %s(...)", id.Name, plural(n, "argument"), id.Name)
				return parser.NoType
			}
			return Builtins[fn].Result
		}
	}
	if fn, ok := global(id.Name); ok && len(Builtins[fn].Params) == 0 {
		id.Kind, id.Builtin = parser.GlobalCall, fn
		if !c.applies(id.Pos, fn) {
			return parser.NoType
		}
		return Builtins[fn].Result
	}
	c.unknownName(id)
	return parser.NoType
}

// unknownName reports a name that resolves to nothing.
func (c *checker) unknownName(id *parser.Ident) {
	if ids, ok := builtinsByName[id.Name]; ok {
		b := Builtins[ids[0]]
		if b.Recv == tNone {
			c.errorf(id.Pos, "%s is a function: call it with its arguments, %s(...)", id.Name, id.Name)
			return
		}
		c.errorf(id.Pos, "%s is a function of %s: write it after a value, as in %s.%s",
			id.Name, receiverNames(ids), exampleValue[b.Recv], id.Name)
		return
	}
	if c.missingType(id) {
		return
	}
	candidates := append(c.scope.names(), c.predeclaredNames()...)
	for name := range c.tables {
		candidates = append(candidates, name)
	}
	for name := range builtinsByName {
		candidates = append(candidates, name)
	}
	c.errorf(id.Pos, "unknown name %s%s", id.Name, suggest(id.Name, candidates))
}

// exampleValue is a value of each receiver type, for messages.
var exampleValue = map[parser.Type]string{
	parser.Player: "me", parser.PieceType: "pawn", parser.Piece: "p", parser.Cell: "c", AnyList: "l",
	parser.Table: "pst",
}

// predeclaredNames returns the names of the game's predeclared constants.
func (c *checker) predeclaredNames() []string {
	names := make([]string, 0, len(c.game.names))
	for name := range c.game.names {
		names = append(names, name)
	}
	return names
}
