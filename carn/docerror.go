package carn

import (
	"fmt"
	"strings"
)

// DocError is one mistake in a rule-set document: the path of the value in
// the document ("pieces.pawn.capture"), its line and column, and what is
// wrong.
type DocError struct {
	Path string // dotted keys from the top, "" for the document itself
	Line int    // 1-based line, 0 when unknown
	Col  int    // 1-based column, 0 when unknown
	Msg  string
}

// Error formats the error as "path: line L: col C: message".
func (e *DocError) Error() string {
	var b strings.Builder
	if e.Path != "" {
		b.WriteString(e.Path + ": ")
	}
	if e.Line > 0 {
		fmt.Fprintf(&b, "line %d: ", e.Line)
	}
	if e.Col > 0 {
		fmt.Fprintf(&b, "col %d: ", e.Col)
	}
	b.WriteString(e.Msg)
	return b.String()
}

// DocErrors is every mistake found in a document, by line.
type DocErrors []*DocError

// Error prints one mistake per line.
func (errs DocErrors) Error() string {
	lines := make([]string, len(errs))
	for i, e := range errs {
		lines[i] = e.Error()
	}
	return strings.Join(lines, "\n")
}
