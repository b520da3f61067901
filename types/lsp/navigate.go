package lsp

import (
	"github.com/chespel/chespel/lexer"
	"github.com/chespel/chespel/parser"
)

// declAt returns the declaring name of the variable named at pos, or nil.
func (a *analysis) declAt(pos lexer.Pos) *parser.Ident {
	path := parser.PathAt(a.file, pos)
	if len(path) == 0 {
		return nil
	}
	id, ok := path[len(path)-1].(*parser.Ident)
	if !ok || id.Kind != parser.Local && id.Kind != parser.TableRef || id.Decl == nil {
		return nil
	}
	return id.Decl
}

// definition returns where the variable named at pos is declared.
func (a *analysis) definition(uri string, pos lexer.Pos) []Location {
	decl := a.declAt(pos)
	if decl == nil {
		return nil
	}
	return []Location{{URI: uri, Range: a.nodeRange(decl)}}
}

// references returns every place that names the variable named at pos,
// its declaration first when includeDecl.
func (a *analysis) references(uri string, pos lexer.Pos, includeDecl bool) []Location {
	decl := a.declAt(pos)
	if decl == nil {
		return nil
	}
	var locs []Location
	parser.Inspect(a.file, func(n parser.Node) bool {
		if id, ok := n.(*parser.Ident); ok && id.Decl == decl && (includeDecl || id != decl) {
			locs = append(locs, Location{URI: uri, Range: a.nodeRange(id)})
		}
		return true
	})
	return locs
}

// symbols returns the outline of the document: its modules with their
// settings, rules and endgame blocks, and the rules of each block.
func (a *analysis) symbols() []DocumentSymbol {
	var out []DocumentSymbol
	for _, m := range a.file.Modules {
		sym := a.symbol("module "+m.Kind.String(), SymbolModule, m, m.Pos, m.NamePos, m.Kind.String())
		for _, s := range m.Settings {
			sym.Children = append(sym.Children, a.symbol(s.Name, SymbolProperty, s, s.Pos, s.Pos, s.Name))
		}
		for _, e := range m.Endgames {
			es := a.symbol("endgame '"+e.Spec+"'", SymbolNamespace, e, e.Pos, e.SpecPos, "'"+e.Spec+"'")
			es.Children = a.ruleSymbols(e.Rules)
			sym.Children = append(sym.Children, es)
		}
		sym.Children = append(sym.Children, a.ruleSymbols(m.Rules)...)
		out = append(out, sym)
	}
	return out
}

// ruleSymbols returns the symbols of rules.
func (a *analysis) ruleSymbols(rules []*parser.Rule) []DocumentSymbol {
	var out []DocumentSymbol
	for _, r := range rules {
		detail := "rule"
		if r.Sym {
			detail = "sym rule"
		}
		s := a.symbol(r.Name, SymbolFunction, r, r.Pos, r.NamePos, r.Name)
		s.Detail = detail
		out = append(out, s)
	}
	return out
}

// symbol returns the symbol of n, named name, whose name is written at
// namePos as text.
func (a *analysis) symbol(name string, kind SymbolKind, n parser.Node, start, namePos lexer.Pos, text string) DocumentSymbol {
	sel := a.span(namePos, lexer.Pos{Line: namePos.Line, Col: namePos.Col + runeCount(text)})
	full := a.span(start, parser.End(n))
	if full.End.Line < sel.End.Line || full.End.Line == sel.End.Line && full.End.Character < sel.End.Character {
		full.End = sel.End
	}
	return DocumentSymbol{Name: name, Kind: kind, Range: full, SelectionRange: sel}
}
