// Package format lays out Chespel scripts in the one canonical form that
// `chespel fmt` and the language server write: tabs for indentation, module
// bodies at the left margin, one statement a line without semicolons, single
// spaces around binary operators and after commas, one blank line between
// modules, rules and endgame blocks, the blank lines written inside blocks
// kept (runs of them folded to one), and every comment kept at its place.
//
// Parentheses are kept as written (a doubled pair becomes one), and so are
// the line breaks written after a comma or a binary operator; loop headers
// and opening rules longer than the line width are wrapped. A literal is
// copied from the source as written. It imports lexer and parser only.
package format

import (
	"bytes"
	"fmt"
	"regexp"
	"strings"

	"github.com/chespel/chespel/lexer"
	"github.com/chespel/chespel/parser"
)

// Width is the line width, a tab counting TabWidth columns, past which a
// loop header or an opening rule is wrapped.
const (
	Width    = 100
	TabWidth = 4
)

// Source formats a script. It refuses a script with syntax errors (the
// error is the parser's lexer.ErrorList), and checks its own work: the
// formatted text must parse to the same tree as src.
func Source(filename string, src []byte) ([]byte, error) {
	f, err := parser.ParseFile(filename, src)
	if err != nil {
		return nil, err
	}
	out := File(f, src)
	g, err := parser.ParseFile(filename, out)
	if err != nil || Tree(g) != Tree(f) {
		return nil, fmt.Errorf("%s: internal error: the formatted script does not parse to the same tree; please report it", filename)
	}
	return out, nil
}

// positions matches the positions that parser.Sprint writes.
var positions = regexp.MustCompile(` @\d+:\d+`)

// Tree returns the tree of f as parser.Sprint prints it, without positions:
// two scripts with the same Tree are the same program.
func Tree(f *parser.File) string {
	return positions.ReplaceAllString(parser.Sprint(f), "")
}

// File formats the parsed file f, whose source is src.
func File(f *parser.File, src []byte) []byte {
	p := &printer{src: newSource(src), comments: f.Comments, blankOK: false}
	p.file(f)
	p.flushComments(far, 0)
	return p.out.Bytes()
}

// far is a position after every other.
var far = lexer.Pos{Line: 1 << 30, Col: 1}

// printer writes the formatted text.
type printer struct {
	src      *source
	comments []lexer.Comment // the comments not written yet
	out      bytes.Buffer
	lastLine int  // the last source line written
	blankOK  bool // a blank line may be written before the next line
	force    bool // a blank line must be written before the next line
}

// gap writes the blank line due before a line whose source starts at line.
func (p *printer) gap(line int) {
	if p.blankOK && (p.force || p.src.blankBetween(p.lastLine, line)) {
		p.out.WriteByte('\n')
	}
	p.force = false
	p.blankOK = true
}

// line writes one line of code at the indentation depth: text, whose
// continuation lines ("\n" in text) are indented cont levels deeper, and
// the comments that end on the source line last.
func (p *printer) line(depth, cont int, text string, start lexer.Pos, last int, limit lexer.Pos) {
	p.gap(start.Line)
	ind := strings.Repeat("\t", depth)
	p.out.WriteString(ind)
	p.out.WriteString(strings.ReplaceAll(text, "\n", "\n"+ind+strings.Repeat("\t", cont)))
	for len(p.comments) > 0 && p.comments[0].Pos.Line <= last && p.comments[0].Pos.Before(limit) {
		c := p.comments[0]
		p.comments = p.comments[1:]
		p.out.WriteString(" " + commentText(c))
		last = max(last, c.End.Line)
	}
	p.out.WriteByte('\n')
	p.lastLine = max(last, start.Line)
}

// flushComments writes the comments before limit, each on its own line.
func (p *printer) flushComments(limit lexer.Pos, depth int) {
	for len(p.comments) > 0 && p.comments[0].Pos.Before(limit) {
		p.comment(depth)
	}
}

// comment writes the next comment on its own line at depth.
func (p *printer) comment(depth int) {
	c := p.comments[0]
	p.comments = p.comments[1:]
	p.gap(c.Pos.Line)
	p.out.WriteString(strings.Repeat("\t", depth) + commentText(c) + "\n")
	p.lastLine = c.End.Line
}

// closeBlock writes the comments that end a block: those before limit that
// are indented deeper than col, the column of the block's header.
func (p *printer) closeBlock(col, depth int, limit lexer.Pos) {
	for len(p.comments) > 0 && p.comments[0].Pos.Before(limit) && p.comments[0].Pos.Col > col {
		p.comment(depth)
	}
}

// commentText returns a comment as written, trailing spaces removed.
func commentText(c lexer.Comment) string {
	return strings.TrimRight(c.Text, " \t")
}

// file writes the modules, a blank line between two.
func (p *printer) file(f *parser.File) {
	for i, m := range f.Modules {
		limit := far
		if i+1 < len(f.Modules) {
			limit = f.Modules[i+1].Pos
		}
		if i > 0 {
			p.force = true
		}
		p.flushComments(m.Pos, 0)
		p.line(0, 0, "module "+m.Kind.String(), m.Pos, m.NamePos.Line, firstItem(m, limit))
		p.moduleBody(m, limit)
	}
}

// firstItem returns the start of the first item of m, or limit.
func firstItem(m *parser.Module, limit lexer.Pos) lexer.Pos {
	items := moduleItems(m)
	if len(items) == 0 {
		return limit
	}
	return parser.Start(items[0])
}

// moduleItems returns the items of m in source order.
func moduleItems(m *parser.Module) []parser.Node {
	var items []parser.Node
	parser.Inspect(m, func(n parser.Node) bool {
		if n == m {
			return true
		}
		items = append(items, n)
		return false
	})
	return items
}

// moduleBody writes the items of m at the left margin.
func (p *printer) moduleBody(m *parser.Module, limit lexer.Pos) {
	items := moduleItems(m)
	for i, it := range items {
		next := limit
		if i+1 < len(items) {
			next = parser.Start(items[i+1])
		}
		switch it := it.(type) {
		case *parser.Setting:
			p.flushComments(it.Pos, 0)
			p.line(0, 1, it.Name+" = "+p.expr(it.Value), it.Pos, parser.End(it.Value).Line, next)
		case *parser.OpeningRule:
			p.flushComments(it.FromPos, 0)
			p.opening(it, next)
		case *parser.EndgameBlock:
			p.blockItem(i)
			p.flushComments(it.Pos, 0)
			p.endgame(it, next)
		case *parser.Rule:
			p.blockItem(i)
			p.flushComments(it.Pos, 0)
			p.rule(it, 0, next)
		case *parser.LetStmt:
			p.flushComments(it.Pos, 0)
			p.stmt(it, 0, next)
		case *parser.TableDecl:
			p.blockItem(i)
			p.flushComments(it.Pos, 0)
			p.table(it, next)
		case *parser.PhaseDecl:
			p.flushComments(it.Pos, 0)
			p.phase(it, next)
		default:
			p.flushComments(parser.Start(it), 0)
			p.verbatim(it, 0, next)
		}
	}
}

// verbatim writes a node that the formatter does not know (syntax newer
// than it) as it was written, from its first token to the last token
// before next, at depth; Source's check of the tree still holds it to the
// same program.
func (p *printer) verbatim(n parser.Node, depth int, next lexer.Pos) {
	start := parser.Start(n)
	end := p.src.lastEnd(start, next)
	for len(p.comments) > 0 && p.comments[0].Pos.Before(end) {
		p.comments = p.comments[1:] // inside the copied text
	}
	text := strings.ReplaceAll(p.src.slice(start, end), "\r\n", "\n")
	p.gap(start.Line)
	p.out.WriteString(strings.Repeat("\t", depth) + text)
	p.blankOK = true
	p.lastLine = end.Line
	p.line(0, 0, "", end, end.Line, next) // the comments after it, and the line end
}

// blockItem asks for the blank line that separates two rules or endgame
// blocks; i is the item's index.
func (p *printer) blockItem(i int) {
	if i > 0 {
		p.force = true
	}
}

// opening writes an opening rule, wrapped after its arrow when it was
// written so or is too long for one line.
func (p *printer) opening(o *parser.OpeningRule, next lexer.Pos) {
	from, to := p.src.token(o.FromPos), p.src.token(o.ToPos)
	text := from + " -> " + to + ";"
	switch {
	case o.ToPos.Line > o.FromPos.Line: // the comments around the break stay there
		text = from + " ->" + p.lineBreak(p.src.tokenEnd(o.FromPos), o.ToPos) + to + ";"
	case width(text) > Width:
		text = from + " ->\n" + to + ";"
	}
	p.line(0, 1, text, o.FromPos, o.ToPos.Line, next)
}

// endgame writes an endgame block and its rules.
func (p *printer) endgame(e *parser.EndgameBlock, next lexer.Pos) {
	var first lexer.Pos = next
	if len(e.Rules) > 0 {
		first = e.Rules[0].Pos
	}
	p.line(0, 2, "endgame "+p.src.token(e.SpecPos)+":", e.Pos, e.SpecPos.Line, first)
	p.blankOK = false
	for i, r := range e.Rules {
		limit := next
		if i+1 < len(e.Rules) {
			limit = e.Rules[i+1].Pos
		}
		p.blockItem(i)
		p.flushComments(r.Pos, 1)
		p.rule(r, 1, limit)
	}
	p.closeBlock(e.Pos.Col, 1, next)
}

// rule writes a rule and its body at depth.
func (p *printer) rule(r *parser.Rule, depth int, next lexer.Pos) {
	head := "rule " + r.Name + ":"
	if r.Sym {
		head = "sym " + head
	}
	p.line(depth, 2, head, r.Pos, r.NamePos.Line, blockStart(r.Body, next))
	p.block(r.Body, r.Pos.Col, depth+1, next)
}

// blockStart returns the start of the first statement, or limit.
func blockStart(list []parser.Stmt, limit lexer.Pos) lexer.Pos {
	if len(list) == 0 {
		return limit
	}
	return list[0].Position()
}

// block writes statements at depth; col is the column of the block's
// header and next the start of what follows the block.
func (p *printer) block(list []parser.Stmt, col, depth int, next lexer.Pos) {
	p.blankOK = false
	for i, s := range list {
		limit := next
		if i+1 < len(list) {
			limit = list[i+1].Position()
		}
		p.flushComments(s.Position(), depth)
		p.stmt(s, depth, limit)
	}
	p.closeBlock(col, depth, next)
}

// stmt writes one statement at depth; next is the start of what follows.
func (p *printer) stmt(s parser.Stmt, depth int, next lexer.Pos) {
	switch s := s.(type) {
	case *parser.ScoreStmt:
		p.line(depth, 1, p.score(s), s.Pos, parser.End(s).Line, next)
	case *parser.LetStmt:
		p.line(depth, 1, "let "+s.Name.Name+" = "+p.expr(s.Value), s.Pos, parser.End(s).Line, next)
	case *parser.IfStmt:
		p.ifStmt(s, "", depth, next)
	case *parser.LoopStmt:
		p.loop(s, depth, next)
	default:
		p.verbatim(s, depth, next)
	}
}

// score returns a score statement's text.
func (p *printer) score(s *parser.ScoreStmt) string {
	text := "score " + p.expr(s.Value)
	if s.Reason != nil {
		text += " " + p.expr(s.Reason)
	}
	return text
}

// ifStmt writes an if statement, and its else; prefix is "else " for an
// else if.
func (p *printer) ifStmt(s *parser.IfStmt, prefix string, depth int, next lexer.Pos) {
	start := s.Pos
	head := prefix + "if " + p.expr(s.Cond)
	elseAt := next
	if s.Else != nil {
		elseAt = s.ElsePos
	}
	if s.Inline && len(s.Then) == 1 {
		sc := s.Then[0].(*parser.ScoreStmt)
		p.line(depth, 2, head+" "+p.score(sc), start, parser.End(sc).Line, elseAt)
	} else {
		p.line(depth, 2, head+":", start, parser.End(s.Cond).Line, blockStart(s.Then, elseAt))
		p.block(s.Then, s.Pos.Col, depth+1, elseAt)
	}
	if s.Else == nil {
		return
	}
	if elseIf, ok := s.Else[0].(*parser.IfStmt); ok && len(s.Else) == 1 && !s.ElseInline {
		p.ifStmt(elseIf, "else ", depth, next)
		return
	}
	if s.ElseInline && len(s.Else) == 1 {
		sc := s.Else[0].(*parser.ScoreStmt)
		p.line(depth, 2, "else "+p.score(sc), s.ElsePos, parser.End(sc).Line, next)
		return
	}
	p.line(depth, 2, "else:", s.ElsePos, s.ElsePos.Line, blockStart(s.Else, next))
	p.block(s.Else, s.ElsePos.Col, depth+1, next)
}

// loop writes a loop's header and its body. The header is wrapped after
// its commas where it was written so, or where it would pass Width; a
// continuation line is aligned under the first variable or condition.
func (p *printer) loop(s *parser.LoopStmt, depth int, next lexer.Pos) {
	var b strings.Builder
	b.WriteString(s.Kind.String() + " ")
	align := b.Len()
	add := func(sep, text string, broken bool) {
		text = strings.ReplaceAll(text, "\n", "\n"+strings.Repeat(" ", align))
		if sep != "" && (broken || depth*TabWidth+width(b.String()+sep+text)+1 > Width) {
			b.WriteString(strings.TrimRight(sep, " ") + "\n" + strings.Repeat(" ", align))
			b.WriteString(text)
			return
		}
		b.WriteString(sep + text)
	}
	var prev parser.Node
	for i, v := range s.Vars {
		sep := ", "
		if i == 0 {
			sep = ""
		}
		add(sep, v.Name, prev != nil && parser.End(prev).Line < v.Pos.Line)
		prev = v
	}
	for i, c := range s.Conds {
		sep := ", "
		if i == 0 {
			sep = " with "
			if !strings.Contains(b.String(), "\n") {
				align = width(b.String() + sep)
			}
		}
		add(sep, p.expr(c), parser.End(prev).Line < parser.Start(c).Line)
		prev = c
	}
	b.WriteString(":")
	p.line(depth, 0, b.String(), s.Pos, parser.End(prev).Line, blockStart(s.Body, next))
	p.block(s.Body, s.Pos.Col, depth+1, next)
}

// width returns the columns that text takes on its last line, a tab
// counting TabWidth.
func width(text string) int {
	if i := strings.LastIndexByte(text, '\n'); i >= 0 {
		text = text[i+1:]
	}
	n := 0
	for _, r := range text {
		if r == '\t' {
			n += TabWidth
		} else {
			n++
		}
	}
	return n
}
