package lexer

import "strings"

// Comment is one comment of the source, `// ...` to the end of its line or
// `/* ... */`, which the lexer skips but keeps in a side list for tools that
// rewrite or annotate the source (the formatter, the language server).
type Comment struct {
	Pos  Pos    // of the first /
	End  Pos    // just after the comment's last rune
	Text string // as written, markers included; a // comment without its line end or a trailing \r
}

// comment records the comment that started at start (byte offset off) and
// ends at the next rune.
func (l *Lexer) comment(start Pos, off int) {
	text := strings.TrimSuffix(string(l.src[off:l.off]), "\r")
	end := l.pos()
	if !strings.HasPrefix(text, "/*") {
		end = Pos{Line: start.Line, Col: start.Col + len([]rune(text))}
	}
	l.comments = append(l.comments, Comment{Pos: start, End: end, Text: text})
}

// Comments returns the comments skipped so far, in source order.
func (l *Lexer) Comments() []Comment { return l.comments }
