package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestTuneAfterDatagen runs the loop a user runs: datagen writes labelled
// positions, tune reads them and writes the bot with new numbers, the
// report ends with the two errors, and the tuned bot differs from the
// original only in its numbers.
func TestTuneAfterDatagen(t *testing.T) {
	dir := t.TempDir()
	data, out := filepath.Join(dir, "data.epd"), filepath.Join(dir, "tuned.chs")
	_, stderr, code := runCLI("", "datagen", "default", "-n", "40", "-depth", "1", "-o", data)
	require.Equal(t, exitOK, code, stderr)
	stdout, stderr, code := runCLI("", "tune", "testdata/tune/ones.chs", data, "-o", out, "-iterations", "20")
	require.Equal(t, exitOK, code, stderr)
	lines := strings.Split(strings.TrimSpace(stdout), "\n")
	require.GreaterOrEqual(t, len(lines), 2, stdout)
	assert.Regexp(t, `^error before: 0\.[0-9]{5}$`, lines[len(lines)-2], "the second last line")
	assert.Regexp(t, `^error after: 0\.[0-9]{5}$`, lines[len(lines)-1], "the last line")
	assert.Contains(t, stdout, "positions: 40\n")
	src, err := os.ReadFile("testdata/tune/ones.chs")
	require.NoError(t, err)
	tuned, err := os.ReadFile(out)
	require.NoError(t, err)
	number := regexp.MustCompile(`[0-9]+(\.[0-9]+)?`)
	assert.Equal(t, number.ReplaceAllString(string(src), "N"), number.ReplaceAllString(string(tuned), "N"),
		"only the numbers changed")
	_, stderr, code = runCLI("", "check", out)
	assert.Equal(t, exitOK, code, "the tuned bot checks: %s", stderr)
}

// TestTuneDocBot keeps the worked example of docs/testing.md true to the
// bot that the tests tune: the example's ones.chs is testdata/tune/ones.chs.
func TestTuneDocBot(t *testing.T) {
	doc, err := os.ReadFile(filepath.Join("docs", "testing.md"))
	require.NoError(t, err)
	_, rest, ok := strings.Cut(string(doc), "cat > ones.chs <<'END'\n")
	require.True(t, ok, "the worked example writes ones.chs")
	script, _, ok := strings.Cut(rest, "\nEND\n")
	require.True(t, ok, "the here-document ends")
	want, err := os.ReadFile("testdata/tune/ones.chs")
	require.NoError(t, err)
	assert.Equal(t, string(want), script+"\n", "docs/testing.md's ones.chs")
}
