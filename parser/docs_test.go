package parser

import (
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestDocExamplesParse parses every ```chespel block of docs/language.md:
// each is a complete script and must parse without error.
func TestDocExamplesParse(t *testing.T) {
	text, err := os.ReadFile("../docs/language.md")
	require.NoError(t, err)
	blocks := chespelBlocks(string(text))
	require.GreaterOrEqual(t, len(blocks), 10, "the examples of docs/language.md")
	for _, b := range blocks {
		_, err := ParseFile("language.md", []byte(b.src))
		assert.NoError(t, err, "example at line %d of docs/language.md", b.line)
	}
}

// docBlock is a fenced code block and the line of the markdown where its
// code starts.
type docBlock struct {
	line int
	src  string
}

// chespelBlocks returns the ```chespel blocks of a markdown text.
func chespelBlocks(text string) []docBlock {
	var blocks []docBlock
	var cur *docBlock
	for i, line := range strings.Split(text, "\n") {
		switch {
		case cur == nil && strings.TrimSpace(line) == "```chespel":
			cur = &docBlock{line: i + 2}
		case cur != nil && strings.TrimSpace(line) == "```":
			blocks = append(blocks, *cur)
			cur = nil
		case cur != nil:
			cur.src += line + "\n"
		}
	}
	return blocks
}
