package carn

import (
	"fmt"
	"unicode/utf8"
)

// Error is a mistake in one CARN text: where it is and what was expected.
type Error struct {
	Offset int    // byte offset of the offending character in the text
	Col    int    // 1-based column of that character, counted in runes
	Msg    string // what is wrong, "expected X, got Y" where it can
}

// Error formats the error as "carn: col N: message".
func (e *Error) Error() string {
	return fmt.Sprintf("carn: col %d: %s", e.Col, e.Msg)
}

// errorAt builds an Error at a byte offset of text.
func errorAt(text string, offset int, format string, args ...any) *Error {
	if offset > len(text) {
		offset = len(text)
	}
	return &Error{
		Offset: offset,
		Col:    utf8.RuneCountInString(text[:offset]) + 1,
		Msg:    fmt.Sprintf(format, args...),
	}
}
