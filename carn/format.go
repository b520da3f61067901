package carn

import (
	"strconv"
	"strings"
)

// Format parses a CARN text and prints it in canonical form: one blank
// between words, no commas (D4), " | " between alternatives, terms and calls
// in written order, "~b" for "0~b", and "@Name" without empty parentheses.
func Format(text string) (string, error) {
	tree, err := parse(text)
	if err != nil {
		return "", err
	}
	var b strings.Builder
	for i, alt := range tree.alts {
		if i > 0 {
			b.WriteString(" | ")
		}
		formatAlt(&b, alt)
	}
	return b.String(), nil
}

// formatAlt prints one alternative.
func formatAlt(b *strings.Builder, alt *altNode) {
	for i, item := range alt.order {
		if i > 0 {
			b.WriteByte(' ')
		}
		switch item := item.(type) {
		case *axisTerm:
			b.WriteString(item.name)
			for _, c := range item.counts {
				b.WriteByte(' ')
				formatCount(b, c)
			}
		case *callNode:
			formatCall(b, item)
		}
	}
}

// formatCount prints a count with its sign.
func formatCount(b *strings.Builder, c *countNode) {
	switch c.sign {
	case 1:
		b.WriteByte('+')
	case -1:
		b.WriteByte('-')
	}
	switch c.kind {
	case countAny:
		b.WriteByte('*')
	case countFixed:
		b.WriteString(strconv.Itoa(c.lo))
	case countRange:
		if c.lo != 0 || c.hi == unbounded {
			b.WriteString(strconv.Itoa(c.lo))
		}
		b.WriteByte('~')
		if c.hi != unbounded {
			b.WriteString(strconv.Itoa(c.hi))
		}
	case countExpr:
		formatExpr(b, c.expr)
	}
}

// formatExpr prints an expression as written, parentheses included.
func formatExpr(b *strings.Builder, e exprNode) {
	switch e := e.(type) {
	case *intExpr:
		b.WriteString(strconv.Itoa(e.value))
	case *varExpr:
		b.WriteString("$" + e.name)
	case *parenExpr:
		b.WriteByte('(')
		formatExpr(b, e.x)
		b.WriteByte(')')
	case *binaryExpr:
		formatExpr(b, e.x)
		b.WriteByte(e.op)
		formatExpr(b, e.y)
	}
}

// formatCall prints a call and its arguments.
func formatCall(b *strings.Builder, call *callNode) {
	b.WriteString("@" + call.name)
	if len(call.args) == 0 {
		return
	}
	b.WriteByte('(')
	for i, arg := range call.args {
		if i > 0 {
			b.WriteString(", ")
		}
		if arg.count != nil {
			formatCount(b, arg.count)
		} else {
			b.WriteString(arg.ident)
		}
	}
	b.WriteByte(')')
}
