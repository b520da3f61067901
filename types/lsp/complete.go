package lsp

import (
	"sort"
	"strings"

	"github.com/chespel/chespel/lexer"
	"github.com/chespel/chespel/parser"
	"github.com/chespel/chespel/types"
)

// placeholder is the name put where the user is typing, so that the text
// parses and checks with a name there and the completion can ask what the
// tree around it is.
const placeholder = "zzChespelCompletion"

// complete returns the completions at p in the document's text: after a
// dot, the functions of the receiver's type; elsewhere, the variables in
// scope, the library's global functions, the predeclared constants (the
// players and the piece types of the game) and the keywords.
func complete(name, text string, a *analysis, p Position) CompletionList {
	off := a.offset(p)
	start := off
	for start > 0 && isWordByte(text[start-1]) {
		start--
	}
	patched := text[:start] + placeholder + text[off:]
	pa := analyze(name, patched)
	pos := pa.fromLSP(Position{Line: p.Line, Character: p.Character - (off - start) + 1})
	var items []CompletionItem
	lineStart := strings.LastIndexByte(text[:start], '\n') + 1
	before := strings.TrimSpace(text[lineStart:start])
	switch {
	case start > 0 && text[start-1] == '.':
		items = methodItems(pa, pos)
	case before == "module":
		items = wordItems(moduleNames, KindKeyword, "module")
	case before == "" && inModule(pa.file, pos, parser.Search):
		items = wordItems(settingNames, KindVariable, "setting")
	default:
		items = scopeItems(pa, pos)
	}
	sort.SliceStable(items, func(i, j int) bool { return items[i].Label < items[j].Label })
	return CompletionList{Items: items}
}

// isWordByte reports whether b may be part of a name.
func isWordByte(b byte) bool {
	return b == '_' || b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' || b >= '0' && b <= '9' || b >= 0x80
}

// methodItems returns the functions of the type of the receiver of the
// placeholder call at pos.
func methodItems(a *analysis, pos lexer.Pos) []CompletionItem {
	var recv parser.Type
	parser.Inspect(a.file, func(n parser.Node) bool {
		if c, ok := n.(*parser.Call); ok && c.Name == placeholder && c.Recv != nil {
			recv = c.Recv.Type()
		}
		return recv == parser.NoType
	})
	if recv == parser.NoType {
		return nil
	}
	var items []CompletionItem
	for _, b := range types.Builtins {
		if b.Recv == recv || b.Recv == types.AnyList && (recv.IsList() || recv == parser.EmptyList) {
			items = append(items, builtinItem(b, KindMethod))
		}
	}
	return items
}

// builtinItem is the completion of a library function.
func builtinItem(b types.Builtin, kind CompletionItemKind) CompletionItem {
	return CompletionItem{Label: b.Name, Kind: kind, Detail: b.Signature(),
		Documentation: &MarkupContent{Kind: "markdown", Value: builtinDoc(b)}}
}

// scopeItems returns the names that may be written at pos.
func scopeItems(a *analysis, pos lexer.Pos) []CompletionItem {
	var items []CompletionItem
	for _, v := range visible(a.file, pos) {
		items = append(items, CompletionItem{Label: v.Name, Kind: KindVariable, Detail: typeName(v.Type())})
	}
	for _, b := range types.Builtins {
		if b.Recv == parser.NoType {
			items = append(items, builtinItem(b, KindFunction))
		}
	}
	for _, c := range a.consts {
		if lexer.Lookup(c.Name) == lexer.IDENT { // a piece named like a keyword has no constant
			items = append(items, CompletionItem{Label: c.Name, Kind: KindConstant, Detail: typeName(c.Type)})
		}
	}
	for k := lexer.Kind(0); k < 255; k++ {
		if k.IsKeyword() {
			items = append(items, CompletionItem{Label: k.String(), Kind: KindKeyword})
		}
	}
	return items
}

// visible returns the variables in scope at pos: the variables of the
// loops and counting expressions around it, the lets before it in the
// blocks around it, and the evaluation module's tables and module-level
// lets (in a rule all of them, elsewhere those before pos).
func visible(f *parser.File, pos lexer.Pos) []*parser.Ident {
	path := parser.PathAt(f, pos)
	vars := declaredNames(f, pos, path)
	for _, n := range path {
		switch n := n.(type) {
		case *parser.Count:
			vars = append(vars, n.Loop.Vars...)
		case *parser.Rule:
			vars = append(vars, letsBefore(n.Body, pos)...)
		case *parser.IfStmt:
			vars = append(vars, letsBefore(n.Then, pos)...)
			vars = append(vars, letsBefore(n.Else, pos)...)
		case *parser.LoopStmt:
			vars = append(vars, n.Vars...)
			vars = append(vars, letsBefore(n.Body, pos)...)
		}
	}
	return vars
}

// declaredNames returns the evaluation module's tables and the module-level
// lets visible at pos, whose path from the file is path.
func declaredNames(f *parser.File, pos lexer.Pos, path []parser.Node) []*parser.Ident {
	m := f.Module(parser.Evaluation)
	if m == nil {
		return nil
	}
	inRule := false
	for _, n := range path {
		_, isRule := n.(*parser.Rule)
		inRule = inRule || isRule
	}
	var names []*parser.Ident
	for _, d := range m.Decls {
		switch d := d.(type) {
		case *parser.TableDecl:
			names = append(names, d.Name)
		case *parser.LetStmt:
			if inRule || parser.End(d).Before(pos) {
				names = append(names, d.Name)
			}
		}
	}
	return names
}

// letsBefore returns the names of the lets of a block that end before pos.
func letsBefore(block []parser.Stmt, pos lexer.Pos) []*parser.Ident {
	var names []*parser.Ident
	for _, s := range block {
		if l, ok := s.(*parser.LetStmt); ok && parser.End(l).Before(pos) {
			names = append(names, l.Name)
		}
	}
	return names
}

// moduleNames are the words that follow module, as the parser names the
// modules.
var moduleNames = func() []string {
	var names []string
	for k := parser.Search; k <= parser.Endgame; k++ {
		names = append(names, k.String())
	}
	return names
}()

// settingNames are the settings of the search module. The checker
// (types/modules.go) spells the same list in its error message.
var settingNames = []string{"maxTime", "maxDepth", "game"}

// wordItems returns a completion for each word.
func wordItems(words []string, kind CompletionItemKind, detail string) []CompletionItem {
	items := make([]CompletionItem, len(words))
	for i, w := range words {
		items[i] = CompletionItem{Label: w, Kind: kind, Detail: detail}
	}
	return items
}

// inModule reports whether pos lies in a module of the kind: after its
// keyword and before the next module.
func inModule(f *parser.File, pos lexer.Pos, kind parser.ModuleKind) bool {
	in := false
	for _, m := range f.Modules {
		if m.Pos.Before(pos) {
			in = m.Kind == kind
		}
	}
	return in
}
