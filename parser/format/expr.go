package format

import (
	"strings"

	"github.com/chespel/chespel/lexer"
	"github.com/chespel/chespel/parser"
)

// expr returns the text of e, with "\n" where a line break written after a
// comma or an operator is kept.
func (p *printer) expr(e parser.Expr) string {
	if parser.Parens(e) > 0 {
		return "(" + p.bare(e) + ")"
	}
	return p.bare(e)
}

// bare returns the text of e without the parentheses around it.
func (p *printer) bare(e parser.Expr) string {
	switch e := e.(type) {
	case *parser.Binary:
		x := p.expr(e.X)
		sep := " "
		if parser.End(e.X).Line < parser.Start(e.Y).Line {
			sep = p.lineBreak(parser.End(e.X), parser.Start(e.Y))
		}
		return x + " " + e.Op.String() + sep + p.expr(e.Y)
	case *parser.Unary:
		if e.Op == lexer.NOT {
			return "not " + p.expr(e.X)
		}
		return e.Op.String() + p.expr(e.X)
	case *parser.Call:
		return p.call(e)
	case *parser.Count:
		return p.count(e)
	case *parser.ListLit:
		return p.list(e)
	case *parser.Ident:
		return e.Name
	}
	return p.src.slice(e.Position(), parser.End(e)) // a literal, as written
}

// call returns `recv.name(args)`, leaving out what the call lacks.
func (p *printer) call(c *parser.Call) string {
	var b strings.Builder
	if c.Recv != nil {
		b.WriteString(p.expr(c.Recv) + ".")
	}
	b.WriteString(c.Name)
	if c.Args != nil {
		b.WriteString("(" + p.items(c.Args) + ")")
	}
	return b.String()
}

// list returns `[a, b]`; a list whose first element was written on the
// line after its "[" keeps one element line under another, with a trailing
// comma and the "]" on a line of its own.
func (p *printer) list(l *parser.ListLit) string {
	if len(l.Elems) > 0 && parser.Start(l.Elems[0]).Line > l.Pos.Line {
		open := p.lineBreak(l.Pos, parser.Start(l.Elems[0]))
		items := p.items(l.Elems)
		closing := lexer.Pos{Line: l.End().Line, Col: l.End().Col - 1}
		return "[" + strings.ReplaceAll(open+items+",", "\n", "\n\t") + p.lineBreak(parser.End(l.Elems[len(l.Elems)-1]), closing) + "]"
	}
	return "[" + p.items(l.Elems) + "]"
}

// items returns expressions separated by ", ", or by ",\n" where a line
// break followed the comma.
func (p *printer) items(list []parser.Expr) string {
	var b strings.Builder
	for i, x := range list {
		if i > 0 {
			if parser.End(list[i-1]).Line < parser.Start(x).Line {
				b.WriteString("," + p.lineBreak(parser.End(list[i-1]), parser.Start(x)))
			} else {
				b.WriteString(", ")
			}
		}
		b.WriteString(p.expr(x))
	}
	return b.String()
}

// lineBreak returns a line break kept between two parts of an expression,
// the first ending at end and the next starting at next, with the comments
// written between them: those on the first part's line before the break,
// those on lines of their own each on a line after it.
func (p *printer) lineBreak(end, next lexer.Pos) string {
	trailing, own := "", ""
	kept := p.comments[:0:0]
	for _, c := range p.comments {
		switch {
		case c.Pos.Before(end) || !c.Pos.Before(next):
			kept = append(kept, c)
		case c.Pos.Line == end.Line:
			trailing += " " + commentText(c)
		default:
			own += commentText(c) + "\n"
		}
	}
	p.comments = kept
	return trailing + "\n" + own
}
