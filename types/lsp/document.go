package lsp

import (
	"errors"
	"sort"
	"strings"
	"unicode/utf16"
	"unicode/utf8"

	"github.com/chespel/chespel/board"
	"github.com/chespel/chespel/lexer"
	"github.com/chespel/chespel/parser"
	"github.com/chespel/chespel/types"
)

// document is an open document and what the server knows of its text.
type document struct {
	uri     string
	version int
	text    string
	a       *analysis
}

// analysis is one parse and check of a text: the tree (incomplete when the
// text has syntax errors), its tokens, and every diagnostic.
type analysis struct {
	text  string
	lines []int // the byte offset of each line's start
	file  *parser.File
	toks  []lexer.Token
	diags lexer.ErrorList
	// consts are the predeclared constants of the script's game, which
	// parser.Ident.Const indexes, and rules its compiled rule set.
	consts []types.Const
	rules  *board.Rules
}

// analyze parses and checks text. The checker runs on the tree of a text
// with syntax errors too, as far as the parser recovered; its diagnostics
// on a line with a syntax error are left out, since they mostly follow
// from it.
func analyze(name, text string) *analysis {
	src := []byte(text)
	a := &analysis{text: text, lines: lineStarts(text)}
	a.toks, _ = lexer.Scan(name, src)
	f, err := parser.ParseFile(name, src)
	a.file = f
	var syntax lexer.ErrorList
	if err != nil && !errors.As(err, &syntax) {
		syntax.Add(name, lexer.Pos{Line: 1, Col: 1}, "%v", err)
	}
	a.diags = append(a.diags, syntax...)
	bad := map[int]bool{}
	for _, e := range syntax {
		bad[e.Pos.Line] = true
	}
	a.consts, a.rules = types.GameOf(f, types.Options{})
	for _, e := range check(name, f) {
		if !bad[e.Pos.Line] && !(len(syntax) > 0 && strings.HasPrefix(e.Msg, "missing module evaluation")) {
			a.diags = append(a.diags, e)
		}
	}
	a.diags.Sort()
	return a
}

// checkTree is the checker that check runs; tests replace it.
var checkTree = types.Check

// check runs the checker on a tree that may be incomplete; a tree that the
// checker cannot handle yields one diagnostic saying so, at the start of
// the text, rather than a crash of the server or a text that looks clean.
func check(name string, f *parser.File) (errs lexer.ErrorList) {
	defer func() {
		if r := recover(); r != nil {
			errs = nil
			errs.Add(name, lexer.Pos{Line: 1, Col: 1}, "internal error: the checker failed on this text (%v); please report it", r)
		}
	}()
	_, errs = checkTree(f)
	return errs
}

// lineStarts returns the byte offset of each line's start.
func lineStarts(text string) []int {
	starts := []int{0}
	for i := 0; i < len(text); i++ {
		if text[i] == '\n' {
			starts = append(starts, i+1)
		}
	}
	return starts
}

// line returns the text of the 0-based line n, without its line end.
func (a *analysis) line(n int) string {
	if n < 0 || n >= len(a.lines) {
		return ""
	}
	end := len(a.text)
	if n+1 < len(a.lines) {
		end = a.lines[n+1]
	}
	return strings.TrimRight(a.text[a.lines[n]:end], "\r\n")
}

// toLSP converts a lexer position (1-based, columns in runes) to a
// protocol position (0-based, UTF-16 units).
func (a *analysis) toLSP(p lexer.Pos) Position {
	line := a.line(p.Line - 1)
	units, col := 0, 1
	for _, r := range line {
		if col >= p.Col {
			break
		}
		units += utf16.RuneLen(r)
		col++
	}
	units += max(0, p.Col-col) // past the end of the line
	return Position{Line: max(0, p.Line-1), Character: units}
}

// fromLSP converts a protocol position to a lexer position.
func (a *analysis) fromLSP(p Position) lexer.Pos {
	line := a.line(p.Line)
	units, col := 0, 1
	for _, r := range line {
		if units >= p.Character {
			break
		}
		units += utf16.RuneLen(r)
		col++
	}
	return lexer.Pos{Line: p.Line + 1, Col: col}
}

// offset returns the byte offset of a protocol position in a.text; a
// position before the text is its start, one after it its end.
func (a *analysis) offset(p Position) int {
	if p.Line < 0 {
		return 0
	}
	if p.Line >= len(a.lines) {
		return len(a.text)
	}
	off := a.lines[p.Line]
	line := a.line(p.Line)
	units := 0
	for i, r := range line {
		if units >= p.Character {
			return off + i
		}
		units += utf16.RuneLen(r)
	}
	return off + len(line)
}

// span returns the protocol range from start to end.
func (a *analysis) span(start, end lexer.Pos) Range {
	return Range{Start: a.toLSP(start), End: a.toLSP(end)}
}

// nodeRange returns the range of a node's text.
func (a *analysis) nodeRange(n parser.Node) Range {
	return a.span(parser.Start(n), parser.End(n))
}

// tokenAt returns the token that starts at pos, or false.
func (a *analysis) tokenAt(pos lexer.Pos) (lexer.Token, bool) {
	i := sort.Search(len(a.toks), func(i int) bool { return !a.toks[i].Pos.Before(pos) })
	for ; i < len(a.toks) && a.toks[i].Pos == pos; i++ {
		switch a.toks[i].Kind {
		case lexer.NEWLINE, lexer.INDENT, lexer.DEDENT, lexer.EOF:
			continue
		}
		return a.toks[i], true
	}
	return lexer.Token{}, false
}

// tokenRange returns the range of the token at pos, or of the rest of the
// word there when no token starts at pos, and at least one character.
func (a *analysis) tokenRange(pos lexer.Pos) Range {
	if t, ok := a.tokenAt(pos); ok && t.End.Line == pos.Line && pos.Before(t.End) {
		return a.span(pos, t.End)
	}
	return a.span(pos, lexer.Pos{Line: pos.Line, Col: pos.Col + 1})
}

// applyChange applies one content change to a document's text.
func applyChange(text string, a *analysis, c TextDocumentContentChangeEvent) string {
	if c.Range == nil {
		return c.Text
	}
	start, end := a.offset(c.Range.Start), a.offset(c.Range.End)
	if end < start {
		start, end = end, start
	}
	return text[:start] + c.Text + text[end:]
}

// runeCount is utf8.RuneCountInString, for columns.
func runeCount(s string) int { return utf8.RuneCountInString(s) }

// endPos returns the position just after the text's last character.
func (a *analysis) endPos() lexer.Pos {
	n := len(a.lines)
	return lexer.Pos{Line: n, Col: runeCount(a.line(n-1)) + 1}
}
