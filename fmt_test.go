package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestFmtWrite runs chespel fmt -w: a script is rewritten in its canonical
// form, a formatted one is left as it is, and a script with a syntax error
// is left untouched with the error printed.
func TestFmtWrite(t *testing.T) {
	dir := t.TempDir()
	messy := filepath.Join(dir, "messy.chs")
	broken := filepath.Join(dir, "broken.chs")
	require.NoError(t, os.WriteFile(messy, []byte("module evaluation\n  rule a:\n    score 1+2;\n"), 0o644))
	require.NoError(t, os.WriteFile(broken, []byte("module evaluation\nrule a\n"), 0o644))

	var stdout, stderr bytes.Buffer
	code := run([]string{"fmt", "-w", messy, broken}, strings.NewReader(""), &stdout, &stderr)
	assert.Equal(t, exitFailure, code, "one file had an error")
	assert.Empty(t, stdout.String(), "-w prints nothing")
	assert.Contains(t, stderr.String(), "broken.chs:2:7: want : after the rule's name", "the syntax error")

	got, err := os.ReadFile(messy)
	require.NoError(t, err)
	assert.Equal(t, "module evaluation\nrule a:\n\tscore 1 + 2\n", string(got), "the script rewritten")
	got, err = os.ReadFile(broken)
	require.NoError(t, err)
	assert.Equal(t, "module evaluation\nrule a\n", string(got), "the broken script untouched")

	stdout.Reset()
	stderr.Reset()
	code = run([]string{"fmt", "-d", messy}, strings.NewReader(""), &stdout, &stderr)
	assert.Equal(t, exitOK, code, stderr.String())
	assert.Empty(t, stdout.String(), "a formatted script has no diff")

	code = run([]string{"fmt", "-w"}, strings.NewReader(""), &stdout, &stderr)
	assert.Equal(t, exitUsage, code, "-w without a file")
}
