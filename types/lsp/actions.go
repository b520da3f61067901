package lsp

import (
	"regexp"

	"github.com/chespel/chespel/parser/format"
)

// didYouMean matches the hint that ends a message with a suggestion.
var didYouMean = regexp.MustCompile(`did you mean ([A-Za-z_][A-Za-z0-9_]*)\?`)

// codeActions returns a quick fix for each diagnostic in r whose message
// suggests a name: it replaces the misspelt name with the suggestion.
func (a *analysis) codeActions(uri string, r Range) []CodeAction {
	var out []CodeAction
	for _, e := range a.diags {
		m := didYouMean.FindStringSubmatch(e.Msg)
		if m == nil {
			continue
		}
		tr := a.tokenRange(e.Pos)
		if before(tr.End, r.Start) || before(r.End, tr.Start) {
			continue
		}
		d := Diagnostic{Range: a.errorRange(e.Pos), Severity: SeverityError, Source: "chespel", Message: e.Msg}
		out = append(out, CodeAction{
			Title: "Change to " + m[1], Kind: "quickfix", Diagnostics: []Diagnostic{d}, IsPreferred: true,
			Edit: WorkspaceEdit{Changes: map[string][]TextEdit{uri: {{Range: tr, NewText: m[1]}}}},
		})
	}
	return out
}

// before reports whether p comes before q.
func before(p, q Position) bool {
	return p.Line < q.Line || p.Line == q.Line && p.Character < q.Character
}

// formatting returns the edit that lays the document out as chespel fmt
// does: one edit over the whole text, none when it is already formatted or
// has syntax errors.
func (a *analysis) formatting(name string) []TextEdit {
	out, err := format.Source(name, []byte(a.text))
	if err != nil || string(out) == a.text {
		return []TextEdit{}
	}
	end := a.toLSP(a.endPos())
	return []TextEdit{{Range: Range{End: end}, NewText: string(out)}}
}
