package lexer

import (
	"unicode"
	"unicode/utf8"
)

// eof is what peek returns at the end of the source.
const eof = -1

// Lexer turns source text into tokens, one per call of Next. It handles
// indentation with a stack of widths, as starlark-go's scanner does, and
// decides whether a line break ends a statement from the kind of the token
// before it, as go/scanner does.
type Lexer struct {
	file string
	src  []byte
	errs *ErrorList

	off       int // byte offset of the next rune
	line, col int // position of the next rune
	lastNL    Pos // position of the last line end consumed

	prev        Kind  // kind of the last token returned; NEWLINE at the start
	atLineStart bool  // the next rune starts a line whose indentation counts
	depth       int   // nesting of ( and [
	indents     []int // widths of the open blocks' indentation, 0 first
	dents       int   // pending INDENT (> 0) or DEDENT (< 0) tokens
	dentPos     Pos   // position of the pending INDENT or DEDENT tokens

	names map[string]string // the identifiers seen, to intern them

	indentChar rune // ' ' or '\t' once a line of the file is indented
	indentLine int  // the line that fixed indentChar
	mixed      bool // the tabs-and-spaces error has been reported

	comments []Comment // the comments skipped so far, in source order
}

// New returns a lexer over src that reports errors to errs under the file
// name file. A leading UTF-8 byte order mark is skipped.
func New(file string, src []byte, errs *ErrorList) *Lexer {
	l := &Lexer{file: file, src: src, errs: errs, line: 1, col: 1,
		prev: NEWLINE, atLineStart: true, indents: []int{0}, names: make(map[string]string)}
	if len(src) >= 3 && string(src[:3]) == "\uFEFF" {
		l.off = 3
	}
	return l
}

// Scan returns every token of src up to and including EOF, with the errors
// found on the way.
func Scan(file string, src []byte) ([]Token, ErrorList) {
	var errs ErrorList
	l := New(file, src, &errs)
	toks := make([]Token, 0, len(src)/4+1) // about a token per four bytes
	for {
		t := l.Next()
		toks = append(toks, t)
		if t.Kind == EOF {
			return toks, errs
		}
	}
}

// Next returns the next token. After the end of the source it returns
// NEWLINE (if a line is open), one DEDENT per open block, then EOF forever.
func (l *Lexer) Next() Token {
	t := l.next()
	l.prev = t.Kind
	switch t.Kind {
	case INDENT, DEDENT, EOF:
		t.End = t.Pos
	default:
		t.End = l.pos()
	}
	return t
}

// next is Next without the bookkeeping of the previous kind.
func (l *Lexer) next() Token {
	for {
		if l.dents != 0 {
			return l.dent()
		}
		if l.atLineStart {
			l.atLineStart = false
			l.indentation()
			continue
		}
		l.skipSpace()
		switch l.peek() {
		case '\n':
			l.advance()
			if l.endsStatement() || l.unfinished() {
				l.atLineStart = true
				return Token{Kind: NEWLINE, Pos: l.lastNL}
			}
			continue
		case eof:
			return l.end()
		}
		return l.token()
	}
}

// endsStatement reports whether the line break just consumed ends a
// statement: not inside brackets, not after a token that continues the
// line, and not on a line without tokens.
func (l *Lexer) endsStatement() bool {
	switch l.prev {
	case NEWLINE, INDENT, DEDENT:
		return false
	}
	return l.depth == 0 && !l.prev.Continues()
}

// statementStarts holds the keywords that start a statement, a rule or a
// module and can never continue an expression.
var statementStarts = map[string]bool{
	"score": true, "let": true, "if": true, "else": true, "rule": true, "sym": true, "module": true,
}

// unfinished reports whether the line just ended leaves a statement
// unfinished (an open bracket, a trailing operator) while the next line
// starts a new statement. The line end then ends the statement anyway, so
// that one unclosed parenthesis is reported on its own line and the rest of
// the file still parses.
func (l *Lexer) unfinished() bool {
	switch l.prev {
	case NEWLINE, INDENT, DEDENT:
		return false
	}
	i := l.off
	for i < len(l.src) && (l.src[i] == ' ' || l.src[i] == '\t') {
		i++
	}
	j := i
	for j < len(l.src) && l.src[j] >= 'a' && l.src[j] <= 'z' {
		j++
	}
	if j < len(l.src) && (isLetter(rune(l.src[j])) || isDigit(rune(l.src[j]))) {
		return false // a longer name: scoreA
	}
	if !statementStarts[string(l.src[i:j])] {
		return false
	}
	l.depth = 0
	return true
}

// end returns the tokens due at the end of the source: a NEWLINE closing
// the last line, the DEDENTs of the open blocks, then EOF.
func (l *Lexer) end() Token {
	pos := l.pos()
	if l.off > 0 && l.src[l.off-1] == '\n' {
		pos = l.lastNL
	}
	switch {
	case l.prev != NEWLINE && l.prev != INDENT && l.prev != DEDENT && l.prev != EOF:
		return Token{Kind: NEWLINE, Pos: pos}
	case len(l.indents) > 1:
		l.indents = l.indents[:len(l.indents)-1]
		return Token{Kind: DEDENT, Pos: pos}
	}
	return Token{Kind: EOF, Pos: pos}
}

// dent returns one pending INDENT or DEDENT token.
func (l *Lexer) dent() Token {
	if l.dents > 0 {
		l.dents--
		return Token{Kind: INDENT, Pos: l.dentPos}
	}
	l.dents++
	return Token{Kind: DEDENT, Pos: l.dentPos}
}

// token scans one token starting at the next rune, which is neither space
// nor a line end.
func (l *Lexer) token() Token {
	pos := l.pos()
	r := l.peek()
	switch {
	case isLetter(r):
		return l.name(pos)
	case isDigit(r):
		return l.number(pos)
	case r == '$':
		return l.boardLiteral(pos)
	case r == '"':
		return l.stringLiteral(pos)
	case r == '\'':
		return l.positionLiteral(pos)
	}
	return l.operator(pos)
}

// name scans an identifier or keyword: a letter or _ then letters, digits
// and _. After a dot every word is an identifier, the name of a function
// (p.cell). Identifiers are interned: each distinct name is allocated once.
func (l *Lexer) name(pos Pos) Token {
	start := l.off
	l.word()
	text := l.src[start:l.off]
	if l.prev != DOT {
		if k, ok := keywords[string(text)]; ok {
			return Token{Kind: k, Pos: pos, Text: names[k]}
		}
	}
	s, ok := l.names[string(text)]
	if !ok {
		s = string(text)
		l.names[s] = s
	}
	return Token{Kind: IDENT, Pos: pos, Text: s}
}

// word skips the letters, digits and _ that follow.
func (l *Lexer) word() {
	for isLetter(l.peek()) || isDigit(l.peek()) {
		l.advance()
	}
}

// operator scans punctuation and operators.
func (l *Lexer) operator(pos Pos) Token {
	r, start := l.peek(), l.off
	l.advance()
	kind := ILLEGAL
	switch r {
	case '(':
		l.depth++
		kind = LPAREN
	case '[':
		l.depth++
		kind = LBRACK
	case ')':
		l.depth = max(l.depth-1, 0)
		kind = RPAREN
	case ']':
		l.depth = max(l.depth-1, 0)
		kind = RBRACK
	case ',':
		kind = COMMA
	case ':':
		kind = COLON
	case ';':
		kind = SEMI
	case '.':
		kind = DOT
	case '*':
		kind = STAR
	case '/':
		kind = SLASH
	case '=':
		kind = l.pick('=', EQ, ASSIGN)
	case '<':
		kind = l.pick('=', LE, LT)
	case '>':
		kind = l.pick('=', GE, GT)
	case '+':
		kind = l.pick('+', CONCAT, PLUS)
	case '-':
		kind = l.pick('>', ARROW, MINUS)
	case '!':
		kind = l.pick('=', NE, ILLEGAL)
		if kind == ILLEGAL {
			l.errorf(pos, "unexpected !; want != (write not for negation)")
		}
	case utf8.RuneError:
		if l.off-start == 1 { // not a U+FFFD written out: a byte that is not UTF-8
			l.errorf(pos, "unexpected byte \\x%02x: the script must be UTF-8 text", l.src[start])
			break
		}
		l.errorf(pos, "unexpected character %q", r)
	default:
		l.errorf(pos, "unexpected character %q", r)
	}
	return Token{Kind: kind, Pos: pos}
}

// pick consumes next and returns yes when it is the next rune, and returns
// no otherwise.
func (l *Lexer) pick(next rune, yes, no Kind) Kind {
	if l.peek() == next {
		l.advance()
		return yes
	}
	return no
}

// skipSpace skips spaces, tabs, carriage returns and comments, but not line
// ends. An unterminated /* comment is an error at its start.
func (l *Lexer) skipSpace() {
	for {
		switch r := l.peek(); {
		case r == ' ' || r == '\t' || r == '\r':
			l.advance()
		case r == '/' && l.peekByte(1) == '/':
			start, off := l.pos(), l.off
			for l.peek() != '\n' && l.peek() != eof {
				l.advance()
			}
			l.comment(start, off)
		case r == '/' && l.peekByte(1) == '*':
			start, off := l.pos(), l.off
			l.blockComment()
			l.comment(start, off)
		default:
			return
		}
	}
}

// blockComment skips a /* */ comment.
func (l *Lexer) blockComment() {
	start := l.pos()
	l.advance()
	l.advance()
	for {
		switch l.peek() {
		case eof:
			l.errorf(start, "unterminated comment: want */ to close the /* opened here")
			return
		case '*':
			l.advance()
			if l.peek() == '/' {
				l.advance()
				return
			}
		default:
			l.advance()
		}
	}
}

// pos returns the position of the next rune.
func (l *Lexer) pos() Pos { return Pos{Line: l.line, Col: l.col} }

// peek returns the next rune without consuming it, or eof.
func (l *Lexer) peek() rune {
	if l.off >= len(l.src) {
		return eof
	}
	if b := l.src[l.off]; b < utf8.RuneSelf {
		return rune(b)
	}
	r, _ := utf8.DecodeRune(l.src[l.off:])
	return r
}

// peekByte returns the byte n bytes after the next one, or 0.
func (l *Lexer) peekByte(n int) byte {
	if l.off+n >= len(l.src) {
		return 0
	}
	return l.src[l.off+n]
}

// advance consumes the next rune, keeping the line and column up to date.
func (l *Lexer) advance() {
	if l.off >= len(l.src) {
		return
	}
	r, w := rune(l.src[l.off]), 1
	if r >= utf8.RuneSelf {
		r, w = utf8.DecodeRune(l.src[l.off:])
	}
	l.off += w
	if r != '\n' {
		l.col++
		return
	}
	l.lastNL = l.pos()
	if l.off >= 2 && l.src[l.off-2] == '\r' {
		l.lastNL.Col-- // a CRLF line ends at its CR
	}
	l.line++
	l.col = 1
}

// errorf reports an error at pos.
func (l *Lexer) errorf(pos Pos, format string, args ...any) {
	l.errs.Add(l.file, pos, format, args...)
}

// isLetter reports whether r may start an identifier.
func isLetter(r rune) bool {
	return r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r == '_' ||
		r >= utf8.RuneSelf && unicode.IsLetter(r)
}

// isDigit reports whether r is an ASCII digit.
func isDigit(r rune) bool { return r >= '0' && r <= '9' }
