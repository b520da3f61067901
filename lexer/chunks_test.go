package lexer_test

import (
	"os"
	"testing"

	"github.com/chespel/chespel/lexer"
	"github.com/chespel/chespel/lexer/errtest"
	"github.com/stretchr/testify/require"
)

// TestErrors checks every chunk of testdata/errors.txt: the lexer gives
// exactly the marked errors. It is an external test, since errtest imports
// lexer.
func TestErrors(t *testing.T) {
	text, err := os.ReadFile("testdata/errors.txt")
	require.NoError(t, err)
	chunks := errtest.Split(t, string(text))
	require.Greater(t, len(chunks), 15, "the chunks of testdata/errors.txt")
	for _, c := range chunks {
		_, errs := lexer.Scan("errors.txt", []byte(c.Src))
		errtest.Check(t, c, errs)
	}
}
