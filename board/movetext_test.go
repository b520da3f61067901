package board

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestParseMove reads moves in SAN and in coordinates, and passes on the
// error of the reading that fits the text.
func TestParseMove(t *testing.T) {
	r := chess(t)
	p := mustFEN(t, r, "r3k2r/8/8/8/8/8/4K3/R6R w kq - 0 1")
	for text, want := range map[string]string{
		"Rad1": "a1d1", "a1d1": "a1d1", "Rh8+": "h1h8", "h1h8": "h1h8", "Kd3": "e2d3", "e2d3": "e2d3",
	} {
		m, err := p.ParseMove(text)
		require.NoError(t, err, text)
		assert.Equal(t, want, p.UCI(m), text)
	}
	for text, want := range map[string]string{
		"Rd1":  "ambiguous move Rd1: Rad1 or Rhd1",
		"e2e4": "illegal move e2e4",
		"Nf3":  "illegal move Nf3: no knight can reach f3",
		"Zz9":  `bad move "Zz9"`,
	} {
		_, err := p.ParseMove(text)
		require.Error(t, err, text)
		assert.Contains(t, err.Error(), want, text)
	}
}
