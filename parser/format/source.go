package format

import (
	"bytes"
	"unicode/utf8"

	"github.com/chespel/chespel/lexer"
)

// source is the text being formatted, with the offsets of its lines.
type source struct {
	text  []byte
	lines []int // the byte offset of each line's start, line 1 first
	toks  map[lexer.Pos]lexer.Token
	order []lexer.Token // the tokens in source order
}

// newSource indexes src.
func newSource(src []byte) *source {
	s := &source{text: src, lines: []int{0}, toks: map[lexer.Pos]lexer.Token{}}
	for i, b := range src {
		if b == '\n' {
			s.lines = append(s.lines, i+1)
		}
	}
	toks, _ := lexer.Scan("", src)
	for _, t := range toks {
		s.toks[t.Pos] = t
	}
	s.order = toks
	return s
}

// offset returns the byte offset of pos, columns counting runes.
func (s *source) offset(pos lexer.Pos) int {
	if pos.Line < 1 || pos.Line > len(s.lines) {
		return len(s.text)
	}
	off := s.lines[pos.Line-1]
	for col := 1; col < pos.Col && off < len(s.text) && s.text[off] != '\n'; col++ {
		_, w := utf8.DecodeRune(s.text[off:])
		off += w
	}
	return off
}

// slice returns the text from start to end.
func (s *source) slice(start, end lexer.Pos) string {
	a, b := s.offset(start), s.offset(end)
	if b < a {
		return ""
	}
	return string(s.text[a:b])
}

// token returns the text of the token at pos as written.
func (s *source) token(pos lexer.Pos) string {
	t, ok := s.toks[pos]
	if !ok {
		return ""
	}
	return s.slice(t.Pos, t.End)
}

// tokenEnd returns the end of the token at pos, or pos.
func (s *source) tokenEnd(pos lexer.Pos) lexer.Pos {
	if t, ok := s.toks[pos]; ok {
		return t.End
	}
	return pos
}

// blankBetween reports whether a line strictly between lines a and b holds
// only spaces.
func (s *source) blankBetween(a, b int) bool {
	for l := a + 1; l < b && l <= len(s.lines); l++ {
		end := len(s.text)
		if l < len(s.lines) {
			end = s.lines[l]
		}
		if len(bytes.TrimSpace(s.text[s.lines[l-1]:end])) == 0 {
			return true
		}
	}
	return false
}

// lastEnd returns the end of the last token (line structure aside) that
// starts at or after from and before limit, or from.
func (s *source) lastEnd(from, limit lexer.Pos) lexer.Pos {
	end := from
	for _, t := range s.order {
		if t.Pos.Before(from) {
			continue
		}
		if !t.Pos.Before(limit) {
			break
		}
		switch t.Kind {
		case lexer.NEWLINE, lexer.INDENT, lexer.DEDENT, lexer.EOF, lexer.SEMI:
			continue
		}
		end = t.End
	}
	return end
}
