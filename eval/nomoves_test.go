package eval

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestExplainNoMovesByTheGame: a side to move without a legal move scores
// as its game says, as the search scores it (board.Position.NoMovesResult):
// a stalemate is a draw in chess but a loss in xiangqi, and a bare king
// loses in shatranj.
func TestExplainNoMovesByTheGame(t *testing.T) {
	cases := []struct{ game, fen, score, line string }{
		{"chess", "k7/2K5/1Q6/8/8/8/8/8 b - - 0 1", "0", "stalemate: 0"},
		{"chess", "k7/1Q6/1K6/8/8/8/8/8 b - - 0 1", "-10000", "checkmate: -10000"},
		{"xiangqi", "3k5/R8/9/9/9/9/9/9/9/4RK3 b - - 0 1", "-10000", "stalemate: -10000"},
		{"shatranj", "k7/8/8/8/8/8/8/RR2K3 b - - 0 1", "-10000", "bare king: -10000"},
	}
	for _, c := range cases {
		bot, r := gameBot(t, c.game)
		p, err := r.ParseFEN(c.fen)
		require.NoError(t, err, c.fen)
		require.Empty(t, p.LegalMoves(nil), c.fen)
		score, _, lines, err := bot.NewEvaluator().Explain(p, true)
		require.NoError(t, err, c.fen)
		assert.Equal(t, c.score, score, "%s %s", c.game, c.fen)
		assert.Equal(t, []string{c.line}, lines, "%s %s", c.game, c.fen)
	}
}

// TestExplainNoMovesAfterAnotherPosition: an evaluator that explained a
// position gives a position without moves its one line, not the lines of
// the position before.
func TestExplainNoMovesAfterAnotherPosition(t *testing.T) {
	bot, r := gameBot(t, "chess")
	ev := bot.NewEvaluator()
	_, _, lines, err := ev.Explain(r.StartPosition(), true)
	require.NoError(t, err)
	require.NotEmpty(t, lines)
	p, err := r.ParseFEN("k7/2K5/1Q6/8/8/8/8/8 b - - 0 1")
	require.NoError(t, err)
	_, _, lines, err = ev.Explain(p, true)
	require.NoError(t, err)
	assert.Equal(t, []string{"stalemate: 0"}, lines, "a stalemate after the start position")
}

// TestExplainRefusesAnotherGame: a bot refuses a position of another game,
// also one without a legal move.
func TestExplainRefusesAnotherGame(t *testing.T) {
	bot, _ := gameBot(t, "chess")
	_, xiangqi := gameBot(t, "xiangqi")
	p, err := xiangqi.ParseFEN("3k5/R8/9/9/9/9/9/9/9/4RK3 b - - 0 1")
	require.NoError(t, err)
	_, _, _, err = bot.NewEvaluator().Explain(p, false)
	assert.ErrorContains(t, err, "plays chess, not xiangqi", "a xiangqi stalemate given to a chess bot")
}
