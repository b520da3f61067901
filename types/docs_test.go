package types

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestDocExamplesCheck checks every ```chespel block of docs/*.md and of
// README.md: each is a complete script and must check without an error or
// a warning.
func TestDocExamplesCheck(t *testing.T) {
	files, err := filepath.Glob("../docs/*.md")
	require.NoError(t, err)
	files = append(files, "../README.md")
	total := 0
	for _, file := range files {
		text, err := os.ReadFile(file)
		require.NoError(t, err)
		for _, b := range chespelBlocks(string(text)) {
			total++
			_, errs := Load(file, []byte(b.src))
			assert.Empty(t, errs, "example at line %d of %s:\n%s", b.line, file, errs.Format([]byte(b.src)))
		}
	}
	assert.GreaterOrEqual(t, total, 15, "chespel examples in docs/ and README.md")
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

// TestDocumentedFunctions checks that docs/language.md has a row for every
// builtin, with its signature as Signature writes it.
func TestDocumentedFunctions(t *testing.T) {
	doc, err := os.ReadFile("../docs/language.md")
	require.NoError(t, err)
	for _, b := range Builtins {
		assert.Contains(t, string(doc), "| `"+b.Signature()+"` |", "docs/language.md documents %s", b.Key())
	}
}

// TestDocumentedMessages checks that every message of the checker's table
// in docs/language.md is given by a chunk of testdata/errors.txt ("..." in
// the table stands for any text, N for a number), and that every message
// the chunks give is documented.
func TestDocumentedMessages(t *testing.T) {
	doc, err := os.ReadFile("../docs/language.md")
	require.NoError(t, err)
	_, section, ok := strings.Cut(string(doc), "### Checker errors and warnings")
	require.True(t, ok, "docs/language.md has a section on the checker's messages")
	section, _, _ = strings.Cut(section, "\n## ")
	var documented []*regexp.Regexp
	for _, line := range strings.Split(section, "\n") {
		cell, found := strings.CutPrefix(line, "| `")
		end := strings.Index(cell, "` |")
		if !found || end < 0 {
			continue
		}
		pattern := strings.ReplaceAll(regexp.QuoteMeta(cell[:end]), `\.\.\.`, ".*")
		pattern = regexp.MustCompile(`\bN\b`).ReplaceAllString(pattern, `\d+`)
		documented = append(documented, regexp.MustCompile("^"+pattern+"$"))
	}
	require.GreaterOrEqual(t, len(documented), 30)
	given := givenMessages(t)
	for _, re := range documented {
		assert.True(t, matchesAny(re, given), "documented message %s is given by no chunk of errors.txt", re)
	}
	for _, msg := range given {
		found := false
		for _, re := range documented {
			found = found || re.MatchString(msg)
		}
		assert.True(t, found, "message %q is not documented in docs/language.md", msg)
	}
}

// givenMessages returns the messages of every chunk of testdata/errors.txt,
// warnings starting with "warning: ".
func givenMessages(t *testing.T) []string {
	text, err := os.ReadFile("testdata/errors.txt")
	require.NoError(t, err)
	var msgs []string
	for _, c := range splitChunks(t, string(text)) {
		_, errs := Load("", []byte(c.src))
		for _, e := range errs {
			msgs = append(msgs, message(e))
		}
	}
	return msgs
}

// matchesAny reports whether re matches one of msgs.
func matchesAny(re *regexp.Regexp, msgs []string) bool {
	for _, m := range msgs {
		if re.MatchString(m) {
			return true
		}
	}
	return false
}
