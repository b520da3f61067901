package format_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/chespel/chespel/parser/format"
)

// diffCases are pairs of texts whose diffs the tests check.
var diffCases = []struct{ name, a, b string }{
	{"equal", "a\nb\n", "a\nb\n"},
	{"change", "a\nb\nc\n", "a\nB\nc\n"},
	{"add at end", "a\n", "a\nb\n"},
	{"remove at start", "a\nb\n", "b\n"},
	{"from empty", "", "a\n"},
	{"two hunks", "1\n2\n3\n4\n5\n6\n7\n8\n9\n10\n11\n12\n", "1\nX\n3\n4\n5\n6\n7\n8\n9\n10\nY\n12\n"},
	{"no final newline", "a\nb", "a\nc"},
}

// TestDiffPatches applies each diff with patch(1), where installed: the
// result must be the new text.
func TestDiffPatches(t *testing.T) {
	patch, err := exec.LookPath("patch")
	if err != nil {
		t.Skip("patch is not installed")
	}
	for _, c := range diffCases {
		dir := t.TempDir()
		file := filepath.Join(dir, "f.chs")
		require.NoError(t, os.WriteFile(file, []byte(c.a), 0o644))
		d := format.Diff("f.chs", []byte(c.a), []byte(c.b))
		if c.a == c.b {
			assert.Empty(t, d, "%s: no diff", c.name)
			continue
		}
		cmd := exec.Command(patch, "-s", "-p1", "-d", dir)
		cmd.Stdin = stringsReader(d)
		out, err := cmd.CombinedOutput()
		require.NoError(t, err, "%s: patch: %s\n%s", c.name, out, d)
		got, err := os.ReadFile(file)
		require.NoError(t, err)
		assert.Equal(t, c.b, string(got), "%s: the patched text\n%s", c.name, d)
	}
}

// TestDiffText pins the form of a diff.
func TestDiffText(t *testing.T) {
	want := "--- a/f.chs\n+++ b/f.chs\n@@ -1,3 +1,3 @@\n a\n-b\n+B\n c\n"
	assert.Equal(t, want, format.Diff("f.chs", []byte("a\nb\nc\n"), []byte("a\nB\nc\n")))
}

func stringsReader(s string) *strings.Reader { return strings.NewReader(s) }
