package lsp

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/chespel/chespel/lexer"
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
