package shell

import (
	"flag"
	"os"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// checkGolden compares got with the out section of a transcript file, or
// rewrites that section with -update.
func checkGolden(t *testing.T, path string, tr transcript, got string) {
	t.Helper()
	if *update {
		tr.out = got
		require.NoError(t, os.WriteFile(path, []byte(tr.String()), 0o644))
		return
	}
	assert.Equal(t, tr.out, got, "%s (go test ./search/shell -update rewrites it)", path)
}
