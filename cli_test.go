package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/chespel/chespel/eval"
	"github.com/chespel/chespel/search/shell/payload"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// runCLI runs the program in-process and returns what it printed.
func runCLI(stdin string, args ...string) (stdout, stderr string, code int) {
	var out, errOut bytes.Buffer
	code = run(args, strings.NewReader(stdin), &out, &errOut)
	return out.String(), errOut.String(), code
}

// TestNewWritesTheDefaultBot checks "new": it writes the default bot's
// source, which checks cleanly, and never overwrites a file.
func TestNewWritesTheDefaultBot(t *testing.T) {
	file := filepath.Join(t.TempDir(), "mine.chs")
	stdout, stderr, code := runCLI("", "new", file)
	require.Equal(t, exitOK, code, stderr)
	assert.Equal(t, "wrote the default bot to "+file+": try 'chespel check "+file+"', then 'chespel run "+file+"'\n", stdout)
	data, err := os.ReadFile(file)
	require.NoError(t, err)
	assert.Equal(t, eval.DefaultSource, data, "the copy is the default bot")
	stdout, _, code = runCLI("", "check", file)
	assert.Equal(t, exitOK, code, "the copy checks")
	assert.Equal(t, file+": ok\n", stdout)

	require.NoError(t, os.WriteFile(file, []byte("mine"), 0o644))
	_, stderr, code = runCLI("", "new", file, "--from", "default")
	assert.Equal(t, exitFailure, code, "an existing file")
	assert.Equal(t, "chespel: new: "+file+" already exists: nothing written (choose another name, or remove it first)\n", stderr)
	data, err = os.ReadFile(file)
	require.NoError(t, err)
	assert.Equal(t, "mine", string(data), "the existing file is untouched")
}

// TestPackedBotTakesTheCommands checks that a packed bot answers eval,
// uci, bench and run on its own script, as chespel does with the script
// named, and that its help names it.
func TestPackedBotTakesTheCommands(t *testing.T) {
	src, err := os.ReadFile("testdata/bots/ok.chs")
	require.NoError(t, err)
	packed = &payload.Payload{Script: payload.File{Name: "ok.chs", Data: src}}
	defer func() { packed = nil }()

	stdout, stderr, code := runCLI("", "eval", "startpos", "moves", "e2e4")
	require.Equal(t, exitOK, code, stderr)
	packed = nil
	want, _, _ := runCLI("", "eval", "testdata/bots/ok.chs", "startpos", "moves", "e2e4")
	packed = &payload.Payload{Script: payload.File{Name: "ok.chs", Data: src}}
	assert.Equal(t, want, stdout, "./ok eval POS is chespel eval ok.chs POS")

	stdout, _, code = runCLI("uci\nquit\n", "uci")
	assert.Equal(t, exitOK, code)
	assert.Contains(t, stdout, "id name ok\n", "./ok uci")

	stdout, _, code = runCLI("", "bench", "--depth", "1")
	assert.Equal(t, exitOK, code)
	assert.Contains(t, stdout, "bot: ok\n", "./ok bench")

	stdout, _, code = runCLI("d\n", "run")
	assert.Equal(t, exitOK, code)
	assert.Contains(t, stdout, "fen: rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\n", "./ok run")

	stdout, _, code = runCLI("", "-h")
	assert.Equal(t, exitOK, code)
	assert.True(t, strings.HasPrefix(stdout, "This is the chess bot ok, packed from ok.chs"), "-h names the bot:\n%s", stdout)
}

// TestUsageSpellsFlagsAsTheFlagList checks, for every command, that each
// flag of its flag list appears spelled the same in its usage line.
func TestUsageSpellsFlagsAsTheFlagList(t *testing.T) {
	for _, c := range commands {
		stdout, _, _ := runCLI("", c.name, "-h")
		usage, _, _ := strings.Cut(stdout, "\n")
		_, flags, _ := strings.Cut(stdout, "\nFlags:\n")
		for _, line := range strings.Split(strings.TrimRight(flags, "\n"), "\n") {
			if line == "" {
				continue
			}
			spelling, _, _ := strings.Cut(strings.TrimSpace(line), "  ")
			assert.Contains(t, usage, "["+spelling+"]", "%s: the usage line spells %q as the flag list", c.name, spelling)
		}
	}
}
