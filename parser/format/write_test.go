package format_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/chespel/chespel/parser/format"
)

// TestWriteFile replaces a file's text, keeps its permissions and leaves
// no temporary file behind.
func TestWriteFile(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "bot.chs")
	require.NoError(t, os.WriteFile(path, []byte("old"), 0o640))
	require.NoError(t, format.WriteFile(path, []byte("new\n")))
	got, err := os.ReadFile(path)
	require.NoError(t, err)
	assert.Equal(t, "new\n", string(got))
	info, err := os.Stat(path)
	require.NoError(t, err)
	assert.Equal(t, os.FileMode(0o640), info.Mode().Perm(), "the permissions kept")
	entries, err := os.ReadDir(dir)
	require.NoError(t, err)
	assert.Len(t, entries, 1, "no temporary file left")
	assert.Error(t, format.WriteFile(filepath.Join(dir, "missing.chs"), []byte("x")), "a missing file is not created")
}

// TestWriteOrCreate makes a missing file, and replaces an existing one
// keeping its permissions.
func TestWriteOrCreate(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "tuned.chs")
	require.NoError(t, format.WriteOrCreate(path, []byte("one\n")))
	got, err := os.ReadFile(path)
	require.NoError(t, err)
	assert.Equal(t, "one\n", string(got), "a new file")
	require.NoError(t, os.Chmod(path, 0o600))
	require.NoError(t, format.WriteOrCreate(path, []byte("two\n")))
	got, err = os.ReadFile(path)
	require.NoError(t, err)
	assert.Equal(t, "two\n", string(got), "the file replaced")
	info, err := os.Stat(path)
	require.NoError(t, err)
	assert.Equal(t, os.FileMode(0o600), info.Mode().Perm(), "the permissions kept")
	entries, err := os.ReadDir(dir)
	require.NoError(t, err)
	assert.Len(t, entries, 1, "no temporary file left")
	assert.EqualError(t, format.WriteOrCreate(dir, []byte("x")), dir+" is not a regular file", "a directory")
}

// TestWriteFileThroughLink pins a bug: `fmt -w` on a symbolic link renamed
// the formatted text over the link, so that the link became a plain file
// and the script it pointed to kept its old text.
func TestWriteFileThroughLink(t *testing.T) {
	dir := t.TempDir()
	target := filepath.Join(dir, "bot.chs")
	link := filepath.Join(dir, "link.chs")
	require.NoError(t, os.WriteFile(target, []byte("old"), 0o644))
	if err := os.Symlink("bot.chs", link); err != nil {
		t.Skipf("no symbolic links here: %v", err)
	}
	require.NoError(t, format.WriteFile(link, []byte("new\n")))
	got, err := os.ReadFile(target)
	require.NoError(t, err)
	assert.Equal(t, "new\n", string(got), "the file the link names is rewritten")
	info, err := os.Lstat(link)
	require.NoError(t, err)
	assert.Equal(t, os.ModeSymlink, info.Mode().Type(), "the link stays a link")
}
