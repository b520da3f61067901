package ormulogun

import (
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestDocsExamples keeps docs/ormulogun.md honest: every spec of its
// examples table generates, and every error it shows with its spec is the
// error Parse gives.
func TestDocsExamples(t *testing.T) {
	text, err := os.ReadFile("../docs/ormulogun.md")
	require.NoError(t, err)
	_, examples, ok := strings.Cut(string(text), "## The seed's examples")
	require.True(t, ok, "section of examples")
	examples, _, _ = strings.Cut(examples, "\n## ")
	rows := regexp.MustCompile("(?m)^\\| `([^`]+)` \\|").FindAllStringSubmatch(examples, -1)
	require.GreaterOrEqual(t, len(rows), 10)
	for _, row := range rows {
		spec := strings.ReplaceAll(row[1], `\|`, "|") // escaped in a markdown table
		s, err := Parse(spec)
		require.NoError(t, err, spec)
		g, err := NewGenerator(s, newRand(1), nil)
		require.NoError(t, err, spec)
		_, err = g.Next()
		assert.NoError(t, err, spec)
	}
	shown := regexp.MustCompile(`(?m)^(ormulogun: .*?)\s+\((\S+ ?\S*)\)$`).FindAllStringSubmatch(string(text), -1)
	require.GreaterOrEqual(t, len(shown), 5)
	for _, e := range shown {
		_, err := Parse(e[2])
		assert.EqualError(t, err, e[1], e[2])
	}
}
