package main

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestTutorial follows docs/language.md's "first bot in ten minutes" as a
// reader does: it writes the first block to mybot.chs, checks it, runs the
// first eval, appends the second block (without its module line), runs the
// second eval, drops the ':' as step 5 says, and compares every output with
// the page. (Playing and packing are tested by the transcripts and by
// pack_test.go.)
func TestTutorial(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("docs", "language.md"))
	require.NoError(t, err)
	_, page, ok := strings.Cut(string(data), "## A first bot in ten minutes")
	require.True(t, ok, "docs/language.md has the tutorial")
	page, _, _ = strings.Cut(page, "\n## ")
	blocks := regexp.MustCompile("(?s)```chespel\n(.*?)```").FindAllStringSubmatch(page, -1)
	require.Len(t, blocks, 2, "the tutorial's two bot blocks")
	outputs := regexp.MustCompile("(?s)```\n\\$ (\\./chespel [^\n]*)\n(.*?)```").FindAllStringSubmatch(page, -1)
	require.GreaterOrEqual(t, len(outputs), 3, "the tutorial's command outputs")

	dir := t.TempDir()
	bot := filepath.Join(dir, "mybot.chs")
	require.NoError(t, os.WriteFile(bot, []byte(blocks[0][1]), 0o644))
	follow := func(command, want string) {
		t.Helper()
		args := strings.Fields(strings.TrimPrefix(command, "./chespel "))
		for i, a := range args {
			if a == "mybot.chs" {
				args[i] = bot
			}
		}
		var stdout, stderr bytes.Buffer
		code := run(args, strings.NewReader(""), &stdout, &stderr)
		assert.Equal(t, exitOK, code, "%s: %s", command, stderr.String())
		assert.Equal(t, strings.ReplaceAll(want, "mybot.chs", bot), stdout.String(), "the output of %s in the tutorial", command)
	}
	follow(outputs[0][1], outputs[0][2]) // check
	follow(outputs[1][1], outputs[1][2]) // the first eval
	_, rules, ok := strings.Cut(blocks[1][1], "\n")
	require.True(t, ok && strings.HasPrefix(blocks[1][1], "module evaluation\n"), "the second block starts with its module line")
	f, err := os.OpenFile(bot, os.O_APPEND|os.O_WRONLY, 0)
	require.NoError(t, err)
	_, err = f.WriteString(rules)
	require.NoError(t, err)
	require.NoError(t, f.Close())
	follow(outputs[2][1], outputs[2][2]) // the second eval

	_, mistake, ok := strings.Cut(page, "```\nmybot.chs:")
	require.True(t, ok, "the tutorial shows an error of check")
	mistake, _, _ = strings.Cut(mistake, "```")
	src, err := os.ReadFile(bot)
	require.NoError(t, err)
	broken := filepath.Join(dir, "broken.chs")
	require.NoError(t, os.WriteFile(broken, bytes.Replace(src, []byte("sym rule material:"), []byte("sym rule material"), 1), 0o644))
	var stdout, stderr bytes.Buffer
	assert.Equal(t, exitFailure, run([]string{"check", broken}, strings.NewReader(""), &stdout, &stderr))
	assert.Equal(t, broken+":"+mistake, stderr.String(), "the error shown in step 5")
}
