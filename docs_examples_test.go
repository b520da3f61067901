package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestReadmeSession runs the README's ten-line bot on the input of its shell
// session and compares what the README shows, so the example stays true.
func TestReadmeSession(t *testing.T) {
	data, err := os.ReadFile("README.md")
	require.NoError(t, err)
	readme := string(data)

	bot := fencedBlock(t, readme, "```chespel\n")
	session := fencedBlock(t, readme, "```\n$ ./chespel run mybot.chs\n")
	prompt, want, ok := strings.Cut(session, "\n")
	require.True(t, ok && strings.HasPrefix(prompt, "> "), "the session starts with a prompt line: %q", prompt)

	path := filepath.Join(t.TempDir(), "mybot.chs")
	require.NoError(t, os.WriteFile(path, []byte(bot), 0o644))
	var stdout, stderr bytes.Buffer
	code := run([]string{"run", path}, strings.NewReader(strings.TrimPrefix(prompt, "> ")+"\n"), &stdout, &stderr)
	assert.Equal(t, exitOK, code, stderr.String())
	assert.Equal(t, want, stdout.String(), "the README's eval v session")
}

// TestLanguageDocExplanation runs the bot at the top of docs/language.md on
// the position its "The explanation" section describes (1. e4 e5 2. Nf3 Nc6
// 3. d4, black to move) and compares the output the section shows.
func TestLanguageDocExplanation(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("docs", "language.md"))
	require.NoError(t, err)
	doc := string(data)
	bot := fencedBlock(t, doc, "```chespel\n")
	want := "me:  material: +39 (16)\n" + fencedBlock(t, doc, "```\nme:  material: +39 (16)\n")

	path := filepath.Join(t.TempDir(), "page.chs")
	require.NoError(t, os.WriteFile(path, []byte(bot), 0o644))
	const fen = "r1bqkbnr/pppp1ppp/2n5/4p3/3PP3/5N2/PPP2PPP/RNBQKB1R b KQkq - 0 3"
	var stdout, stderr bytes.Buffer
	code := run([]string{"eval", "-v", path, fen}, strings.NewReader(""), &stdout, &stderr)
	assert.Equal(t, exitOK, code, stderr.String())
	assert.Equal(t, want, stdout.String(), "the explanation shown in docs/language.md")
}

// fencedBlock returns the body of the first fenced block of text that opens
// with start (the fence and, for an output, its first line), up to the
// closing fence.
func fencedBlock(t *testing.T, text, start string) string {
	t.Helper()
	_, rest, ok := strings.Cut(text, start)
	require.True(t, ok, "the text has a block starting %q", start)
	body, _, ok := strings.Cut(rest, "```\n")
	require.True(t, ok, "the block starting %q is closed", start)
	return body
}
