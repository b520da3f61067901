package payload

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"syscall"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestDestination(t *testing.T) {
	dir := t.TempDir()
	// Bug (issue 15): pack -o DIR/ failed instead of writing DIR/NAME.
	assert.Equal(t, filepath.Join(dir, "bot"), Destination(dir+"/", "bot"), "DIR/")
	assert.Equal(t, dir, Destination(dir, "bot"), "a directory without the slash: refused later")
	assert.Equal(t, filepath.Join(dir, "x"), Destination(filepath.Join(dir, "x"), "bot"), "a file name")
}

// TestCheckDestination pins the bug where pack -o replaced FIFOs, devices,
// read-only files and symbolic links without asking.
func TestCheckDestination(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "file")
	require.NoError(t, os.WriteFile(file, []byte("x"), 0o644))
	readOnly := filepath.Join(dir, "ro")
	require.NoError(t, os.WriteFile(readOnly, []byte("x"), 0o444))
	link := filepath.Join(dir, "link")
	require.NoError(t, os.Symlink(file, link))
	fifo := filepath.Join(dir, "fifo")
	require.NoError(t, syscall.Mkfifo(fifo, 0o644))
	script := filepath.Join(dir, "bot.chs")
	require.NoError(t, os.WriteFile(script, []byte("x"), 0o644))
	for _, c := range []struct {
		dst   string
		force bool
		want  string
	}{
		{filepath.Join(dir, "new"), false, ""},
		{file, true, ""},
		{file, false, "-o " + file + " exists: give -f to replace it"},
		{readOnly, true, "-o " + readOnly + " is read-only: refusing to replace it"},
		{link, true, "-o " + link + " is a symbolic link: refusing to replace it; name the file it points to, or a new file"},
		{fifo, true, "-o " + fifo + " is not a regular file (a FIFO): refusing to replace it"},
		{"/dev/null", true, "-o /dev/null is not a regular file (a character device): refusing to replace it"},
		{dir, true, "-o " + dir + " is a directory: write " + dir + "/ to put the executable in it"},
		{script, true, "-o " + script + " is the script itself: want another file for the executable"},
	} {
		err := CheckDestination(c.dst, c.force, script)
		if c.want == "" {
			assert.NoError(t, err, c.dst)
		} else {
			assert.EqualError(t, err, c.want, "%s (force %v)", c.dst, c.force)
		}
	}
}

func TestWriteExecutableInterrupted(t *testing.T) {
	dir := t.TempDir()
	src := filepath.Join(dir, "engine")
	require.NoError(t, os.WriteFile(src, engine, 0o755))
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	err := WriteExecutable(ctx, filepath.Join(dir, "bot"), src, sample())
	assert.EqualError(t, err, "writing "+filepath.Join(dir, "bot")+": context canceled", "errors name the destination")
	entries, err := os.ReadDir(dir)
	require.NoError(t, err)
	assert.Len(t, entries, 1, "nothing but the engine is left")
}

// TestStaleTemporaryFilesRemoved pins the bug where a pack killed during
// its write left .NAME.NNN.tmp files for ever: a later pack removes those
// of dead processes, and keeps those of live ones.
func TestStaleTemporaryFilesRemoved(t *testing.T) {
	dir := t.TempDir()
	src := filepath.Join(dir, "engine")
	require.NoError(t, os.WriteFile(src, engine, 0o755))
	dst := filepath.Join(dir, "bot")
	dead := exec.Command("true")
	require.NoError(t, dead.Run())
	stale := filepath.Join(dir, TempPrefix(dst)+strconv.Itoa(dead.Process.Pid)+".tmp")
	live := filepath.Join(dir, TempPrefix(dst)+strconv.Itoa(os.Getppid())+".tmp")
	for _, f := range []string{stale, live} {
		require.NoError(t, os.WriteFile(f, []byte("half"), 0o600))
	}
	require.NoError(t, WriteExecutable(context.Background(), dst, src, sample()))
	_, err := os.Stat(stale)
	assert.True(t, os.IsNotExist(err), "the dead pack's file is removed")
	_, err = os.Stat(live)
	assert.NoError(t, err, "a running pack's file is kept")
}
