package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// buildChespel builds this program into dir and returns its path.
func buildChespel(t *testing.T, dir string) string {
	t.Helper()
	if testing.Short() {
		t.Skip("builds the chespel binary")
	}
	bin := filepath.Join(dir, "chespel")
	out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput()
	require.NoError(t, err, "go build: %s", out)
	return bin
}

// runBinary runs an executable with stdin and returns its output and exit code.
func runBinary(t *testing.T, stdin string, name string, args ...string) (stdout, stderr string, code int) {
	t.Helper()
	cmd := exec.Command(name, args...)
	cmd.Stdin = strings.NewReader(stdin)
	var out, errOut bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errOut
	err := cmd.Run()
	if exitErr, ok := err.(*exec.ExitError); ok {
		return out.String(), errOut.String(), exitErr.ExitCode()
	}
	require.NoError(t, err, "running %s", name)
	return out.String(), errOut.String(), 0
}

// TestPackRoundTrip packs a bot with a built chespel, runs the packed
// executable on piped input, then checks that damaged copies refuse to run
// and that packing from a packed bot packs the plain engine.
func TestPackRoundTrip(t *testing.T) {
	dir := t.TempDir()
	chespel := buildChespel(t, dir)
	bot := filepath.Join(dir, "fixed")

	stdout, stderr, code := runBinary(t, "", chespel, "pack", "testdata/bots/fixed.chs", "-o", bot)
	require.Equal(t, 0, code, "pack: %s", stderr)
	assert.Equal(t, "packed testdata/bots/fixed.chs into "+bot+"\n", stdout)
	info, err := os.Stat(bot)
	require.NoError(t, err)
	assert.Equal(t, os.FileMode(0o755), info.Mode().Perm(), "the packed bot is executable")

	const fen = "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3"
	stdout, stderr, code = runBinary(t, "fen "+fen+"\nfen startpos\n", bot)
	assert.Equal(t, 0, code, stderr)
	assert.Equal(t, "r1bqkbnr/pppp1ppp/2n5/4p3/3PP3/5N2/PPP2PPP/RNBQKB1R b KQkq - 0 3\n"+
		"rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR b KQkq - 0 1\n", stdout,
		"the packed bot answers as 'chespel run testdata/bots/fixed.chs' does")

	stdout, _, code = runBinary(t, "", bot, "-h")
	assert.Equal(t, 0, code)
	assert.True(t, strings.HasPrefix(stdout, "This is the chess bot fixed, packed from fixed.chs by chespel "), "-h names the bot:\n%s", stdout)

	stdout, _, _ = runBinary(t, "uci\nquit\n", bot)
	assert.Contains(t, stdout, "id name fixed\n", "uci from the packed bot")

	plain, err := os.ReadFile(chespel)
	require.NoError(t, err)
	packed, err := os.ReadFile(bot)
	require.NoError(t, err)
	require.True(t, bytes.HasPrefix(packed, plain), "the packed bot starts with the engine")

	t.Run("damaged", func(t *testing.T) {
		for name, tc := range map[string]struct {
			data []byte
			want string
		}{
			"truncated":     {packed[:len(packed)-7], "packed bot: truncated"},
			"flipped byte":  {flipByte(packed, len(plain)+40), "packed bot: damaged: checksum"},
			"cut in script": {packed[:len(plain)+40], "packed bot: truncated"},
		} {
			path := filepath.Join(dir, strings.ReplaceAll(name, " ", "_"))
			require.NoError(t, os.WriteFile(path, tc.data, 0o755))
			stdout, stderr, code := runBinary(t, "fen startpos\n", path)
			assert.Equal(t, 1, code, "%s: exit code", name)
			assert.Empty(t, stdout, "%s: runs nothing", name)
			assert.True(t, strings.HasPrefix(stderr, filepath.Base(path)+": "+tc.want), "%s: stderr %q", name, stderr)
		}
	})

	t.Run("pack a packed bot", func(t *testing.T) {
		again := filepath.Join(dir, "ok")
		_, stderr, code := runBinary(t, "", bot, "pack", "testdata/bots/ok.chs", "-o", again)
		require.Equal(t, 0, code, stderr)
		data, err := os.ReadFile(again)
		require.NoError(t, err)
		assert.True(t, bytes.HasPrefix(data, plain), "starts with the plain engine")
		assert.NotContains(t, string(data[len(plain):]), "maxDepth = 2", "no trace of the first payload")
		stdout, _, _ := runBinary(t, "", again, "-h")
		assert.True(t, strings.HasPrefix(stdout, "This is the chess bot ok, packed from ok.chs"), stdout)
	})
}

func flipByte(b []byte, i int) []byte {
	c := bytes.Clone(b)
	c[i] ^= 0x20
	return c
}

// TestPackWritesNothingOnFailure runs pack in-process where it must refuse:
// a script with errors, an output that is the script itself (packing used
// to overwrite the script with the executable) and an output that is a
// directory. Each time the exit code and message are exact, the script is
// untouched and the directory holds no new file, not even a temporary one.
func TestPackWritesNothingOnFailure(t *testing.T) {
	for name, tc := range map[string]struct {
		script, out string // file names in a fresh directory
		wantErr     string // the message after "chespel: pack: ", with DIR for the directory
	}{
		"script with errors": {"errors.chs", "errors", "DIR/errors.chs has errors; nothing written\n"},
		"output is the script": {"fixed.chs", "fixed.chs",
			"-o DIR/fixed.chs is the script itself: want another file for the executable\n"},
		"output is a directory": {"fixed.chs", "sub",
			"-o DIR/sub is a directory: write DIR/sub/ to put the executable in it\n"},
	} {
		dir := t.TempDir()
		src, err := os.ReadFile(filepath.Join("testdata/bots", tc.script))
		require.NoError(t, err)
		script := filepath.Join(dir, tc.script)
		require.NoError(t, os.WriteFile(script, src, 0o644))
		require.NoError(t, os.Mkdir(filepath.Join(dir, "sub"), 0o755))

		var stdout, stderr bytes.Buffer
		code := run([]string{"pack", script, "-o", filepath.Join(dir, tc.out)}, strings.NewReader(""), &stdout, &stderr)

		assert.Equal(t, 1, code, "%s: exit code", name)
		assert.Empty(t, stdout.String(), "%s: stdout", name)
		wantErr := "chespel: pack: " + strings.ReplaceAll(tc.wantErr, "DIR", dir)
		assert.True(t, strings.HasSuffix(stderr.String(), wantErr), "%s: stderr ends with %q, got %q", name, wantErr, stderr.String())
		after, err := os.ReadFile(script)
		require.NoError(t, err)
		assert.Equal(t, src, after, "%s: the script is untouched", name)
		entries, err := os.ReadDir(dir)
		require.NoError(t, err)
		var names []string
		for _, e := range entries {
			names = append(names, e.Name())
		}
		assert.ElementsMatch(t, []string{tc.script, "sub"}, names, "%s: nothing new in the directory", name)
	}
}

// TestPackIntoDirectoryAndForce pins "pack -o DIR/" writing DIR/NAME (it
// failed on the directory) and the refusal to replace an existing file
// without -f (pack replaced anything it was given).
func TestPackIntoDirectoryAndForce(t *testing.T) {
	dir := t.TempDir()
	pack := func(args ...string) (int, string) {
		var stdout, stderr bytes.Buffer
		code := run(append([]string{"pack", "testdata/bots/fixed.chs"}, args...), strings.NewReader(""), &stdout, &stderr)
		return code, stdout.String() + stderr.String()
	}
	code, out := pack("-o", dir+"/")
	require.Equal(t, 0, code, out)
	assert.Equal(t, "packed testdata/bots/fixed.chs into "+filepath.Join(dir, "fixed")+"\n", out, "-o DIR/")
	code, out = pack("-o", dir+"/")
	assert.Equal(t, 1, code, "again without -f")
	assert.Equal(t, "chespel: pack: -o "+filepath.Join(dir, "fixed")+" exists: give -f to replace it\n", out, "again without -f")
	code, out = pack("-f", "-o", dir+"/")
	assert.Equal(t, 0, code, "again with -f: %s", out)
}
