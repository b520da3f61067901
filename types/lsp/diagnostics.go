package lsp

import (
	"github.com/chespel/chespel/lexer"
	"github.com/chespel/chespel/parser"
)

// diagnostics converts the analysis's errors and warnings to the protocol's
// form, each with the range of what it is about.
func (a *analysis) diagnostics() []Diagnostic {
	out := make([]Diagnostic, 0, len(a.diags))
	for _, e := range a.diags {
		sev := SeverityError
		if e.Warning {
			sev = SeverityWarning
		}
		out = append(out, Diagnostic{Range: a.errorRange(e.Pos), Severity: sev, Source: "chespel", Message: e.Msg})
	}
	return out
}

// errorRange returns the range that an error at pos is about: the
// expression whose operator, name or literal is at pos (for a call, its
// name and arguments), else the token at pos.
func (a *analysis) errorRange(pos lexer.Pos) Range {
	path := parser.PathAt(a.file, pos)
	for i := len(path) - 1; i >= 0; i-- {
		e, ok := path[i].(parser.Expr)
		if !ok || e.Position() != pos {
			continue
		}
		if _, bad := e.(*parser.BadExpr); bad {
			break
		}
		start := parser.Start(e)
		if _, call := e.(*parser.Call); call {
			start = pos
		}
		if end := parser.End(e); pos.Before(end) {
			return a.span(start, end)
		}
	}
	return a.tokenRange(pos)
}
