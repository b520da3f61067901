package lsp

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/chespel/chespel/lexer"
	"github.com/chespel/chespel/parser"
	"github.com/chespel/chespel/types"
)

// TestPositions converts positions on a line with a two-byte letter and a
// character outside the BMP (two UTF-16 units) both ways, and applies an
// incremental change after them.
func TestPositions(t *testing.T) {
	text := "module evaluation\nrule a: // é😀 x\n\tscore 1\n"
	a := analyze("p.chs", text)
	cases := []struct {
		pos lexer.Pos
		lsp Position
	}{
		{lexer.Pos{Line: 2, Col: 12}, Position{1, 11}}, // é
		{lexer.Pos{Line: 2, Col: 13}, Position{1, 12}}, // 😀
		{lexer.Pos{Line: 2, Col: 14}, Position{1, 14}}, // the space after it
		{lexer.Pos{Line: 3, Col: 2}, Position{2, 1}},
	}
	for _, c := range cases {
		assert.Equal(t, c.lsp, a.toLSP(c.pos), "toLSP %s", c.pos)
		assert.Equal(t, c.pos, a.fromLSP(c.lsp), "fromLSP %+v", c.lsp)
	}
	r := Range{Start: Position{1, 15}, End: Position{1, 16}}
	got := applyChange(text, a, TextDocumentContentChangeEvent{Range: &r, Text: "y"})
	assert.Equal(t, "module evaluation\nrule a: // é😀 y\n\tscore 1\n", got, "the x after the emoji replaced")
	got = applyChange(text, a, TextDocumentContentChangeEvent{Text: "all"})
	assert.Equal(t, "all", got, "a change without a range replaces the text")
}

// TestChangeNegativeLine pins a bug: a change whose range named line -1
// (a client's bug, or a hostile one) indexed the line table with -1 and
// crashed the server. A position before the text now means its start.
func TestChangeNegativeLine(t *testing.T) {
	text := "module evaluation\n"
	a := analyze("p.chs", text)
	r := Range{Start: Position{-1, 0}, End: Position{0, 6}}
	got := applyChange(text, a, TextDocumentContentChangeEvent{Range: &r, Text: "x"})
	assert.Equal(t, "x evaluation\n", got, "the range starts at the text's start")
	r = Range{Start: Position{0, -3}, End: Position{0, 0}}
	got = applyChange(text, a, TextDocumentContentChangeEvent{Range: &r, Text: "# "})
	assert.Equal(t, "# module evaluation\n", got, "a negative character is the line's start")
}

// TestCheckerPanic pins a bug: when the checker panicked on a tree, the
// server published no diagnostic at all, so that the text looked clean.
// It now publishes one internal error.
func TestCheckerPanic(t *testing.T) {
	saved := checkTree
	t.Cleanup(func() { checkTree = saved })
	checkTree = func(*parser.File) (*types.Program, lexer.ErrorList) { panic("boom") }
	a := analyze("p.chs", "module evaluation\nrule a:\n\tscore 1\n")
	want := []Diagnostic{{Range: Range{End: Position{0, 6}}, Severity: SeverityError, Source: "chespel",
		Message: "internal error: the checker failed on this text (boom); please report it"}}
	assert.Equal(t, want, a.diagnostics())
}
