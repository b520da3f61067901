package eval

import (
	"context"
	"testing"

	"github.com/chespel/chespel/carn"
	"github.com/chespel/chespel/search"
	"github.com/chespel/chespel/types"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestGenericBotEveryGame loads the generic bot under every embedded game,
// evaluates the start position and random positions of the game, and
// searches the start position a few plies deep, without an error.
func TestGenericBotEveryGame(t *testing.T) {
	for _, game := range carn.Names() {
		bot, diags := LoadWith(GenericName+".chs", GenericSource, types.Options{Game: game})
		require.Empty(t, diags, "%s: %v", game, diags)
		r := bot.Program().Rules
		assert.Equal(t, game, r.Name(), "%s: the bot's game", game)
		ev := bot.NewEvaluator()
		for i, p := range gamePositions(t, r, 2, 30) {
			_, err := ev.Evaluate(p)
			require.NoError(t, err, "%s: position %d %s", game, i, p.FEN())
		}
		res := search.NewEngine(ev, 1).Search(context.Background(), r.StartPosition(), search.Limits{Depth: 3}, nil)
		require.NoError(t, res.Err, "%s: search", game)
		assert.False(t, res.Move.IsNull(), "%s: a move", game)
	}
}
