package lexer

import (
	"fmt"
	"strings"
)

// indentation measures the indentation of the line that starts at the next
// rune, skipping blank and comment-only lines, and queues the INDENT or
// DEDENT tokens that it implies.
func (l *Lexer) indentation() {
	for {
		start := l.off
		for l.peek() == ' ' || l.peek() == '\t' {
			l.advance()
		}
		width := l.off - start
		lead := l.pos()
		l.skipSpace()
		switch l.peek() {
		case '\n':
			l.advance()
			continue
		case eof:
			return
		}
		if l.checkIndentChars(string(l.src[start:start+width]), lead) {
			l.setIndent(width, l.pos())
		}
		return
	}
}

// checkIndentChars reports the first line whose indentation uses tabs where
// the file indents with spaces, or the reverse. lead is the position just
// after the indentation. It returns false for such a line, whose width
// means nothing: the line stays in the current block.
func (l *Lexer) checkIndentChars(indent string, lead Pos) bool {
	ok := true
	for i, r := range indent {
		if l.indentChar == 0 {
			l.indentChar, l.indentLine = r, lead.Line
			continue
		}
		if r != l.indentChar && ok {
			ok = false
		}
		if r != l.indentChar && !l.mixed {
			l.mixed = true
			pos := Pos{Line: lead.Line, Col: lead.Col - len(indent) + i}
			l.errorf(pos, "indentation mixes tabs and spaces: got %s, want %s as on line %d",
				charName(r), charName(l.indentChar), l.indentLine)
		}
	}
	return ok
}

// charName names an indentation character in the plural.
func charName(r rune) string {
	if r == '\t' {
		return "tabs"
	}
	return "spaces"
}

// setIndent compares the width of a line's indentation with the open blocks
// and queues an INDENT for a deeper line or DEDENTs for a shallower one. pos
// is the position of the line's first token.
func (l *Lexer) setIndent(width int, pos Pos) {
	l.dentPos = pos
	top := l.indents[len(l.indents)-1]
	if width > top {
		l.indents = append(l.indents, width)
		l.dents = 1
		return
	}
	open := l.indents // the blocks before popping, for the error message
	for width < l.indents[len(l.indents)-1] {
		l.indents = l.indents[:len(l.indents)-1]
		l.dents--
	}
	if width != l.indents[len(l.indents)-1] {
		l.errorf(pos, "unindent does not match any enclosing block: got %s of indentation, want %s",
			columns(width), levels(open[:len(open)-1]))
		l.indents = append(l.indents, width) // the line goes on at its own width
	}
}

// columns formats a width of indentation.
func columns(n int) string {
	if n == 1 {
		return "1 column"
	}
	return fmt.Sprintf("%d columns", n)
}

// levels lists widths of indentation, for an error message.
func levels(widths []int) string {
	parts := make([]string, len(widths))
	for i, w := range widths {
		parts[i] = fmt.Sprint(w)
	}
	if len(parts) == 1 {
		return parts[0]
	}
	return "one of " + strings.Join(parts, ", ")
}
