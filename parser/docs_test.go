package parser

import (
	"errors"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/chespel/chespel/lexer"
	"github.com/chespel/chespel/lexer/errtest"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestDocExamplesParse parses every ```chespel block of docs/language.md:
// each is a complete script and must parse without error.
func TestDocExamplesParse(t *testing.T) {
	text, err := os.ReadFile("../docs/language.md")
	require.NoError(t, err)
	blocks := errtest.ChespelBlocks(string(text))
	require.GreaterOrEqual(t, len(blocks), 10, "the examples of docs/language.md")
	for _, b := range blocks {
		_, err := ParseFile("language.md", []byte(b.Src))
		assert.NoError(t, err, "example at line %d of docs/language.md", b.Line)
	}
}

// TestDocumentedErrorsExist checks that every message in the lexer's and
// the parser's error tables of docs/language.md is one that they give on
// the chunks of their errors.txt files ("..." in the table stands for any
// text, N for a number), and that every message those chunks give is
// documented.
func TestDocumentedErrorsExist(t *testing.T) {
	doc, err := os.ReadFile("../docs/language.md")
	require.NoError(t, err)
	_, section, ok := strings.Cut(string(doc), "## 9. Error messages")
	require.True(t, ok, "docs/language.md has a section on error messages")
	section, _, _ = strings.Cut(section, "### Checker errors") // the types package tests those
	documented := errtest.TableMessages(section)
	require.GreaterOrEqual(t, len(documented), 40, "messages in the tables of docs/language.md")
	given := givenMessages(t, "testdata/errors.txt", "../lexer/testdata/errors.txt")
	given = append(given, "too many errors: stopped after 20")
	for _, re := range documented {
		assert.True(t, slices.ContainsFunc(given, re.MatchString), "documented message %s is given by no chunk of the errors.txt files", re)
	}
	for _, g := range given {
		assert.True(t, errtest.MatchesAny(documented, g), "message %q of the errors.txt files is not documented in docs/language.md", g)
	}
}

// givenMessages returns the messages of the errors of every chunk of the
// chunked files.
func givenMessages(t *testing.T, files ...string) []string {
	var msgs []string
	for _, file := range files {
		text, err := os.ReadFile(file)
		require.NoError(t, err)
		for _, c := range errtest.Split(t, string(text)) {
			_, err := ParseFile("", []byte(c.Src))
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
