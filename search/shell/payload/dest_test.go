package payload

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
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

// TestMarkedFilesNeverRunAsPlainEngine pins the bug where a packed bot with
// 1 MiB of junk appended, or cut inside its payload header, ran silently
// as plain chespel with the default bot: a file with the packed-bot marker
// either yields its payload or a clear *Error.
func TestMarkedFilesNeverRunAsPlainEngine(t *testing.T) {
	dir := t.TempDir()
	good := packed(t, sample())
	junk := bytes.Repeat([]byte{0x5a}, MaxSize+3*chunk/2+7)
	for name, c := range map[string]struct {
		data []byte
		want string
	}{
		"1 MiB and more appended": {append(bytes.Clone(good), junk...), "packed bot: damaged: a payload starts at byte 17000 but does not end the file"},
		"cut in the header":       {good[:len(engine)+5], "packed bot: truncated: the payload has no trailer"},
		"cut after the header":    {good[:len(engine)+16], "packed bot: truncated: the payload has no trailer"},
	} {
		path := filepath.Join(dir, strings.ReplaceAll(name, " ", "_"))
		require.NoError(t, os.WriteFile(path, c.data, 0o755))
		p, err := ReadExecutable(path)
		assert.Nil(t, p, name)
		if assert.Error(t, err, name) {
			assert.Contains(t, err.Error(), c.want, name)
			assert.True(t, IsError(err), "%s: an *Error", name)
		}
	}
	// The marker across the boundary of two chunks read.
	enc, err := sample().Encode()
	require.NoError(t, err)
	straddle := append(append(make([]byte, chunk-5), enc...), junk...)
	path := filepath.Join(dir, "straddle")
	require.NoError(t, os.WriteFile(path, straddle, 0o755))
	_, err = ReadExecutable(path)
	assert.ErrorContains(t, err, fmt.Sprintf("a payload starts at byte %d ", chunk-5), "the marker across two chunks")
	// A plain engine larger than a chunk reads as no payload.
	path = filepath.Join(dir, "plain")
	require.NoError(t, os.WriteFile(path, append(bytes.Clone(engine), junk...), 0o755))
	p, err := ReadExecutable(path)
	assert.NoError(t, err, "plain engine")
	assert.Nil(t, p, "plain engine")
}
