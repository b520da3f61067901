package format_test

import (
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/chespel/chespel/parser/format"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// TestGolden formats each script of testdata and compares the result with
// NAME.golden (go test ./parser/format -update rewrites them), and checks
// that the golden text is a fixed point: formatting it changes nothing.
func TestGolden(t *testing.T) {
	scripts, err := filepath.Glob("testdata/*.chs")
	require.NoError(t, err)
	require.NotEmpty(t, scripts)
	for _, path := range scripts {
		src, err := os.ReadFile(path)
		require.NoError(t, err)
		got, err := format.Source(path, src)
		require.NoError(t, err, path)
		want := strings.TrimSuffix(path, ".chs") + ".golden"
		if *update {
			require.NoError(t, os.WriteFile(want, got, 0o644))
		}
		data, err := os.ReadFile(want)
		require.NoError(t, err, "go test ./parser/format -update creates %s", want)
		assert.Equal(t, string(data), string(got), "%s (go test ./parser/format -update rewrites it)", want)
		again, err := format.Source(want, got)
		require.NoError(t, err, want)
		assert.Equal(t, string(got), string(again), "%s: formatting twice changes nothing", want)
	}
}
