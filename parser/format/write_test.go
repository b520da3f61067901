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
