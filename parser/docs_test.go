package parser

import (
	"errors"
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/chespel/chespel/lexer"
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

// TestDocumentedErrorsExist checks that every message in the error tables
// of docs/language.md is one that the lexer or the parser gives on the
// chunks of their errors.txt files ("..." in the table stands for any text,
// N for a number), and that every message those chunks give is documented.
func TestDocumentedErrorsExist(t *testing.T) {
	doc, err := os.ReadFile("../docs/language.md")
	require.NoError(t, err)
	given := givenMessages(t, "testdata/errors.txt", "../lexer/testdata/errors.txt")
	given = append(given, "too many errors: stopped after 20")
	documented := documentedMessages(string(doc))
	require.GreaterOrEqual(t, len(documented), 40, "messages in the tables of docs/language.md")
	var patterns []*regexp.Regexp
	for _, msg := range documented {
		pattern := strings.ReplaceAll(regexp.QuoteMeta(msg), `\.\.\.`, ".*")
		pattern = regexp.MustCompile(`\bN\b`).ReplaceAllString(pattern, `\d+`)
		re := regexp.MustCompile("^" + pattern + "$")
		patterns = append(patterns, re)
		found := false
		for _, g := range given {
			found = found || re.MatchString(g)
		}
		assert.True(t, found, "documented message %q is given by no chunk of the errors.txt files", msg)
	}
	for _, g := range given {
		found := false
		for _, re := range patterns {
			found = found || re.MatchString(g)
		}
		assert.True(t, found, "message %q of the errors.txt files is not documented in docs/language.md", g)
	}
}

// givenMessages returns the messages of the errors of every chunk of the
// chunked files.
func givenMessages(t *testing.T, files ...string) []string {
	var msgs []string
	for _, file := range files {
		text, err := os.ReadFile(file)
		require.NoError(t, err)
		for _, c := range splitChunks(t, string(text)) {
			_, err := ParseFile("", []byte(c.src))
			var errs lexer.ErrorList
			if errors.As(err, &errs) {
				for _, e := range errs {
					msgs = append(msgs, e.Msg)
				}
			}
		}
	}
	return msgs
}

// documentedMessages returns the backquoted first cells of the table rows
// after the heading "## 9. Error messages".
func documentedMessages(doc string) []string {
	_, section, _ := strings.Cut(doc, "## 9. Error messages")
	section, _, _ = strings.Cut(section, "### Checker errors") // the types package tests those
	var msgs []string
	for _, line := range strings.Split(section, "\n") {
		if !strings.HasPrefix(line, "| `") {
			continue
		}
		cell := strings.TrimPrefix(line, "| `")
		if end := strings.Index(cell, "` |"); end >= 0 {
			msgs = append(msgs, cell[:end])
		}
	}
	return msgs
}
