package eval

import (
	"testing"

	"github.com/chespel/chespel/types"
	"github.com/stretchr/testify/assert"
)

// TestLibraryMatchesBuiltins keeps the implementation table and the
// checker's signature table equal: same keys under the same indices, and
// an implementation for each result type.
func TestLibraryMatchesBuiltins(t *testing.T) {
	for i, sig := range types.Builtins {
		impl := &library[i]
		assert.Equal(t, sig.Key(), impl.key, "builtin %d", i)
		assert.True(t, impl.implements(sig.Result), "%s returns %v", sig.Key(), sig.Result)
	}
}
