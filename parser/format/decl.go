package format

import (
	"strings"

	"github.com/chespel/chespel/lexer"
	"github.com/chespel/chespel/parser"
)

// table writes `table NAME = [...]` one rank per line: the values of a
// square board's table (8 per line for 64 values) in rows under the
// declaration, the "]" on a line of its own. A table of another size, or
// one with comments among its values, keeps the line breaks as written.
func (p *printer) table(d *parser.TableDecl, next lexer.Pos) {
	head := "table " + d.Name.Name + " = "
	end := parser.End(d)
	w := parser.TableRankWidth(len(d.Value.Elems))
	if w == 0 || p.commentWithin(d.Value.Pos, end) {
		p.line(0, 1, head+p.list(d.Value), d.Pos, end.Line, next)
		return
	}
	var b strings.Builder
	b.WriteString(head + "[")
	for i, x := range d.Value.Elems {
		if i%w == 0 {
			b.WriteString("\n\t")
		} else {
			b.WriteString(" ")
		}
		b.WriteString(p.expr(x) + ",")
	}
	b.WriteString("\n]")
	p.line(0, 0, b.String(), d.Pos, end.Line, next)
}

// commentWithin reports whether a comment not written yet lies between
// start and end.
func (p *printer) commentWithin(start, end lexer.Pos) bool {
	for _, c := range p.comments {
		if !c.Pos.Before(start) && c.Pos.Before(end) {
			return true
		}
	}
	return false
}

// phase writes `phase weights: TYPE = W, ...` on one line.
func (p *printer) phase(d *parser.PhaseDecl, next lexer.Pos) {
	parts := make([]string, len(d.Weights))
	for i, w := range d.Weights {
		parts[i] = w.Type + " = " + p.expr(w.Value)
	}
	p.line(0, 1, "phase weights: "+strings.Join(parts, ", "), d.Pos, parser.End(d).Line, next)
}

// count returns `count(piece p with COND, ...)` or exists(...).
func (p *printer) count(e *parser.Count) string {
	names := make([]string, len(e.Loop.Vars))
	for i, v := range e.Loop.Vars {
		names[i] = v.Name
	}
	text := parser.CountWord(e) + "(" + e.Loop.Kind.String() + " " + strings.Join(names, ", ")
	if e.Loop.Conds != nil {
		text += " with " + p.items(e.Loop.Conds)
	}
	if e.Value != nil {
		text += ": " + p.expr(e.Value)
	}
	return text + ")"
}
