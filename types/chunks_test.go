package types

import (
	"os"
	"testing"

	"github.com/chespel/chespel/lexer/errtest"
	"github.com/stretchr/testify/require"
)

// TestErrors checks every chunk of testdata/errors.txt: the checker gives
// exactly the marked errors and warnings.
func TestErrors(t *testing.T) {
	text, err := os.ReadFile("testdata/errors.txt")
	require.NoError(t, err)
	chunks := errtest.Split(t, string(text))
	require.Greater(t, len(chunks), 15, "the chunks of testdata/errors.txt")
	for _, c := range chunks {
		prog, errs := Load("errors.txt", []byte(c.Src))
		errtest.Check(t, c, errs)
		if errs.Errors() == 0 {
			require.NotNil(t, prog, "chunk at line %d checks without error", c.Line)
		} else {
			require.Nil(t, prog, "chunk at line %d has errors", c.Line)
		}
	}
}
