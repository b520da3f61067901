package main

import (
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/chespel/chespel/lexer/errtest"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// runtimeSection is the heading of docs/language.md's table of the
// messages of run time, the shell and the command line.
const runtimeSection = "## Errors at run time, in the shell and on the command line"

// TestDocumentedRuntimeMessages checks docs/language.md's table of the
// messages that come after checking both ways: every documented message is
// printed by a golden transcript (of the command line or of the shell), and
// every error line of the shell's transcripts is documented.
func TestDocumentedRuntimeMessages(t *testing.T) {
	doc, err := os.ReadFile("docs/language.md")
	require.NoError(t, err)
	_, section, ok := strings.Cut(string(doc), runtimeSection)
	require.True(t, ok, "docs/language.md has the section %q", runtimeSection)
	section, _, _ = strings.Cut(section, "\n## ")
	documented := errtest.TableMessages(section)
	require.GreaterOrEqual(t, len(documented), 20)

	root := errorLines(t, "testdata/transcripts/*.txt", "chespel: ")
	shellLines := errorLines(t, "search/shell/testdata/*.txt", "error: ")
	given := append(slices.Clone(root), shellLines...)
	// Printed by tests in Go rather than by a transcript: a perft stopped
	// by Ctrl-C (board's TestPerftCommandProgressAndStop).
	given = append(given, "perft: stopped at depth 5 after 0 nodes")
	for _, re := range documented {
		assert.True(t, slices.ContainsFunc(given, re.MatchString), "documented message %s is printed by no transcript", re)
	}
	for _, msg := range shellLines {
		if strings.Contains(msg, "in rule 'broken'") { // the test bot's own evaluation error
			continue
		}
		assert.True(t, errtest.MatchesAny(documented, msg), "the shell's message %q is not documented in docs/language.md", msg)
	}
}

// errorLines returns the messages of the lines of the transcripts matched by
// glob that start with prefix, without it; a run-time error line
// "FILE:LINE:COL: in rule NAME: MESSAGE" gives its MESSAGE.
func errorLines(t *testing.T, glob, prefix string) []string {
	files, err := filepath.Glob(glob)
	require.NoError(t, err)
	require.NotEmpty(t, files, glob)
	var msgs []string
	for _, file := range files {
		text, err := os.ReadFile(file)
		require.NoError(t, err)
		for _, line := range strings.Split(string(text), "\n") {
			if m := runtimeLine.FindStringSubmatch(line); m != nil {
				msgs = append(msgs, m[1])
			}
			if msg, ok := strings.CutPrefix(line, prefix); ok {
				msgs = append(msgs, msg)
			}
		}
	}
	return msgs
}

// runtimeLine matches a run-time error as the command line prints it.
var runtimeLine = regexp.MustCompile(`^\S+:\d+:\d+: in rule \w+: (.*)$`)
