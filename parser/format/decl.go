package format

import (
	"strings"

	"github.com/chespel/chespel/lexer"
	"github.com/chespel/chespel/parser"
)

// table writes `table NAME = [...]`, its values in rows one tab in under the
// declaration, each followed by a comma, the "]" on a line of its own. The
// formatter reads no rule set, so a row is, in this order: a rank of a
// square board (8 values for 64, 10 for 100); the number of values that
// every line of the table holds as written, when there are several lines
// (xiangqi's 90 written 9 a line); else, as many values as fit in Width,
// a short table staying on the declaration's line. Each layout is read
// back as itself, so formatting twice changes nothing. A table with
// comments among its values keeps the line breaks as written.
func (p *printer) table(d *parser.TableDecl, next lexer.Pos) {
	head := "table " + d.Name.Name + " = "
	end := parser.End(d)
	if len(d.Value.Elems) == 0 || p.commentWithin(d.Value.Pos, end) {
		p.line(0, 1, head+p.list(d.Value), d.Pos, end.Line, next)
		return
	}
	values := make([]string, len(d.Value.Elems))
	for i, x := range d.Value.Elems {
		values[i] = p.expr(x)
	}
	w := parser.TableRankWidth(len(values))
	if w == 0 {
		w = writtenRankWidth(d.Value)
	}
	if w == 0 {
		if one := head + "[" + strings.Join(values, ", ") + "]"; width(one) <= Width {
			p.line(0, 0, one, d.Pos, end.Line, next)
			return
		}
		w = fillWidth(values)
	}
	var b strings.Builder
	b.WriteString(head + "[")
	for i, v := range values {
		if i%w == 0 {
			b.WriteString("\n\t")
		} else {
			b.WriteString(" ")
		}
		b.WriteString(v + ",")
	}
	b.WriteString("\n]")
	p.line(0, 0, b.String(), d.Pos, end.Line, next)
}

// writtenRankWidth returns the number of values that each line of a table
// written over several lines holds, when every line holds the same number;
// else 0.
func writtenRankWidth(l *parser.ListLit) int {
	w, run, line := 0, 0, parser.Start(l.Elems[0]).Line
	for _, x := range l.Elems {
		if at := parser.Start(x).Line; at != line {
			if w != 0 && run != w {
				return 0
			}
			w, run, line = run, 0, at
		}
		run++
	}
	if w == 0 || run != w {
		return 0
	}
	return w
}

// fillWidth returns how many values go on each line of a table laid out to
// fit in Width: at least one, as many as fit after a tab when the widest
// value is in every place.
func fillWidth(values []string) int {
	widest := 0
	for _, v := range values {
		widest = max(widest, width(v))
	}
	// A line is a tab, then values each followed by a comma, one space apart.
	return max(1, (Width-TabWidth+1)/(widest+2))
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
