package types

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/chespel/chespel/carn"
	"github.com/chespel/chespel/lexer/errtest"
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
		for _, b := range errtest.ChespelBlocks(string(text)) {
			total++
			_, errs := Load(file, []byte(b.Src))
			assert.Empty(t, errs, "example at line %d of %s:\n%s", b.Line, file, errs.Format([]byte(b.Src)))
		}
	}
	assert.GreaterOrEqual(t, total, 15, "chespel examples in docs/ and README.md")
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
	documented := errtest.TableMessages(section)
	require.GreaterOrEqual(t, len(documented), 30)
	given := givenMessages(t)
	for _, re := range documented {
		assert.True(t, slices.ContainsFunc(given, re.MatchString), "documented message %s is given by no chunk of errors.txt", re)
	}
	for _, msg := range given {
		assert.True(t, errtest.MatchesAny(documented, msg), "message %q is not documented in docs/language.md", msg)
	}
}

// givenMessages returns the messages of every chunk of testdata/errors.txt,
// warnings starting with "warning: ".
func givenMessages(t *testing.T) []string {
	text, err := os.ReadFile("testdata/errors.txt")
	require.NoError(t, err)
	var msgs []string
	for _, c := range errtest.Split(t, string(text)) {
		_, errs := Load("", []byte(c.Src))
		for _, e := range errs {
			msgs = append(msgs, errtest.Message(e))
		}
	}
	return msgs
}

// TestDocumentedNeeds checks that docs/language.md's table of the functions
// that need something of the game has one row per such function, with the
// need and the embedded games that lack it, and no other row.
func TestDocumentedNeeds(t *testing.T) {
	doc, err := os.ReadFile("../docs/language.md")
	require.NoError(t, err)
	_, section, ok := strings.Cut(string(doc), "### Which games a function applies to")
	require.True(t, ok, "docs/language.md has a section on the functions' games")
	section, _, _ = strings.Cut(section, "\n#")
	rows := 0
	for id, need := range Needs {
		if need == NoNeed {
			continue
		}
		rows++
		row := needRow(t, id)
		assert.Contains(t, section, row, "docs/language.md documents the games of %s", Builtins[id].Key())
	}
	assert.Equal(t, rows, strings.Count(section, "\n| `"), "one row per function with a need")
}

// needRow is a row of the table: the function, its need, and the embedded
// games in which it is an error.
func needRow(t *testing.T, id int) string {
	var lacking []string
	for _, name := range carn.Names() {
		g, err := embeddedGame(name)
		require.NoError(t, err, name)
		if g.lacks[Needs[id]] != "" {
			lacking = append(lacking, name)
		}
	}
	if len(lacking) == 0 {
		lacking = []string{"none of the built-in games"}
	}
	return "| `" + Builtins[id].Key() + "` | " + NeedNames[Needs[id]] + " | " + strings.Join(lacking, ", ") + " |"
}
