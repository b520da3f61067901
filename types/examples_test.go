package types

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestExamples checks that every builtin has an example and that the
// example compiles inside a rule with a piece p and a cell c.
func TestExamples(t *testing.T) {
	for _, b := range Builtins {
		ex, ok := Examples[b.Key()]
		if !assert.True(t, ok, "%s has an example in Examples", b.Key()) {
			continue
		}
		src := "module evaluation\n" + exampleTable + "rule example:\n\tpiece p:\n\t\tcell c:\n\t\t\t" + ex + "\n"
		_, errs := Load("example.chs", []byte(src))
		assert.Zero(t, errs.Errors(), "%s: the example %q compiles: %v", b.Key(), ex, errs)
	}
	assert.Len(t, Examples, len(Builtins), "one example per builtin, no stale key")
}
