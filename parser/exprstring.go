package parser

import (
	"strconv"
	"strings"
)

// ExprString formats e as source text with every operation in parentheses:
// `score 1 + 2 * 3` has the value ExprString "(1 + (2 * 3))". Messages and
// the precedence tests use it.
func ExprString(e Expr) string {
	var b strings.Builder
	writeExpr(&b, e)
	return b.String()
}

// writeExpr writes the source form of e.
func writeExpr(b *strings.Builder, e Expr) {
	switch e := e.(type) {
	case *Binary:
		b.WriteByte('(')
		writeExpr(b, e.X)
		b.WriteString(" " + e.Op.String() + " ")
		writeExpr(b, e.Y)
		b.WriteByte(')')
	case *Unary:
		b.WriteString("(" + e.Op.String())
		if e.Op.IsKeyword() {
			b.WriteByte(' ')
		}
		writeExpr(b, e.X)
		b.WriteByte(')')
	case *Call:
		writeCall(b, e)
	case *Count:
		b.WriteString(CountWord(e) + "(" + e.Loop.Kind.String() + " ")
		for i, v := range e.Loop.Vars {
			if i > 0 {
				b.WriteString(", ")
			}
			b.WriteString(v.Name)
		}
		if e.Loop.Conds != nil {
			b.WriteString(" with ")
			writeList(b, e.Loop.Conds)
		}
		if e.Value != nil {
			b.WriteString(": ")
			writeExpr(b, e.Value)
		}
		b.WriteByte(')')
	case *ListLit:
		b.WriteByte('[')
		writeList(b, e.Elems)
		b.WriteByte(']')
	case *Ident:
		b.WriteString(e.Name)
	case *NumLit:
		b.WriteString(e.Text)
	case *StringLit:
		b.WriteString(quote(e.Value))
	case *BoolLit:
		b.WriteString(map[bool]string{true: "true", false: "false"}[e.Value])
	case *RowLit:
		b.WriteString("$" + strconv.Itoa(e.Row))
	case *ColLit:
		b.WriteString("$" + string(rune('a'+e.Col-1)))
	case *CellLit:
		b.WriteString("$" + string(rune('a'+e.Col-1)) + strconv.Itoa(e.Row))
	default:
		b.WriteString("?")
	}
}

// writeCall writes `recv.name(args)`, leaving out what the call lacks.
func writeCall(b *strings.Builder, c *Call) {
	if c.Recv != nil {
		writeExpr(b, c.Recv)
		b.WriteByte('.')
	}
	b.WriteString(c.Name)
	if c.Args != nil {
		b.WriteByte('(')
		writeList(b, c.Args)
		b.WriteByte(')')
	}
}

// writeList writes expressions separated by ", ".
func writeList(b *strings.Builder, list []Expr) {
	for i, x := range list {
		if i > 0 {
			b.WriteString(", ")
		}
		writeExpr(b, x)
	}
}

// quote writes s as a Chespel string literal: in double quotes, with " and
// \ escaped.
func quote(s string) string {
	return `"` + strings.NewReplacer(`\`, `\\`, `"`, `\"`).Replace(s) + `"`
}
