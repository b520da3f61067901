package eval

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestEmbeddedBotsLoad checks that every embedded bot loads without an
// error or a warning, has a summary, and is found by its name.
func TestEmbeddedBotsLoad(t *testing.T) {
	bots := EmbeddedBots()
	require.NotEmpty(t, bots)
	assert.Equal(t, DefaultName, bots[0].Name, "the default bot is listed first")
	for _, b := range bots {
		bot, diags := Load(b.Name+".chs", b.Source)
		require.NotNil(t, bot, "%s: %v", b.Name, diags)
		assert.Empty(t, diags, "%s: warnings", b.Name)
		assert.NotEmpty(t, b.Summary(), "%s: summary", b.Name)
		got, ok := EmbeddedBot(b.Name)
		assert.True(t, ok, "%s found", b.Name)
		assert.Equal(t, b.Source, got.Source, "%s source", b.Name)
	}
	_, ok := EmbeddedBot("nosuch")
	assert.False(t, ok, "an unknown bot")
	assert.Equal(t, "chespel's default bot: a complete evaluation written in Chespel itself.", bots[0].Summary())
}
