package eval

import (
	"testing"
	"time"

	"github.com/chespel/chespel/board"
	"github.com/chespel/chespel/carn"
	"github.com/chespel/chespel/search"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The bot satisfies the interfaces that search declares.
var (
	_ search.Evaluator = (*Evaluator)(nil)
	_ search.Book      = (*Book)(nil)
)

const bookBot = `module search
maxTime = 2.5
maxDepth = 6

module opening
'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1' -> 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1'
'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1' -> 'rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2'

module evaluation
rule tempo:
	score 0.1
`

func TestBotSettingsAndName(t *testing.T) {
	bot, diags := Load("bots/my.bot.chs", []byte(bookBot))
	require.NotNil(t, bot, "%v", diags)
	assert.Equal(t, "my.bot", bot.Name())
	assert.Equal(t, 2500*time.Millisecond, bot.MaxTime())
	assert.Equal(t, 6, bot.MaxDepth())

	plain, diags := Load("plain.chs", []byte("module evaluation\nrule r:\n\tscore 1\n"))
	require.NotNil(t, plain, "%v", diags)
	assert.Equal(t, 4*time.Second, plain.MaxTime())
	assert.Equal(t, 0, plain.MaxDepth())
	assert.Equal(t, 0, plain.Book().Len())
}

func TestBookLookup(t *testing.T) {
	bot, diags := Load("book.chs", []byte(bookBot))
	require.NotNil(t, bot, "%v", diags)
	book := bot.Book()
	assert.Equal(t, 2, book.Len())
	tests := []struct {
		fen  string
		want string // the move in UCI, "" for none
	}{
		{"startpos", "e2e4"},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 7 30", "e2e4"}, // the counters do not count
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w Kkq - 0 1", ""},       // castling rights do
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1", ""},      // the side to move does
		// e3 cannot be captured: the target is dropped on both sides.
		{"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1", "e7e5"},
		{"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1", "e7e5"},
		{"rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2", ""},
	}
	for _, tt := range tests {
		p := position(t, tt.fen)
		m, ok := book.Lookup(p)
		if tt.want == "" {
			assert.False(t, ok, "no book move in %s", tt.fen)
			continue
		}
		require.True(t, ok, "a book move in %s", tt.fen)
		assert.Equal(t, tt.want, p.UCI(m), "book move in %s", tt.fen)
	}
	var none *Book
	_, ok := none.Lookup(position(t, "startpos"))
	assert.False(t, ok, "a nil book has no move")
}

func TestLoadReportsErrors(t *testing.T) {
	bot, diags := Load("bad.chs", []byte("module evaluation\nrule r:\n\tscore x\n"))
	assert.Nil(t, bot)
	require.Equal(t, 1, diags.Errors())
	assert.Equal(t, "bad.chs:3:8: unknown name x", diags[0].Error())

	bot, diags = Load("warn.chs", []byte("module evaluation\nrule r:\n\tlet x = 1\n\tscore 1\n"))
	require.NotNil(t, bot, "warnings do not stop a bot")
	assert.Equal(t, 0, diags.Errors())
	assert.Len(t, diags, 1)
}

func TestDefaultBot(t *testing.T) {
	bot, diags := Load(DefaultName+".chs", DefaultSource)
	require.NotNil(t, bot, "%v", diags)
	assert.Empty(t, diags, "the default bot checks clean")
	assert.Equal(t, DefaultName, bot.Name())
	for _, p := range benchPositions(t) {
		score, negated, lines, err := bot.NewEvaluator().Explain(p, true)
		require.NoError(t, err, p.FEN())
		assert.NotEmpty(t, lines, p.FEN())
		if p.InsufficientMaterial() { // the random walk reaches bare kings
			assert.Equal(t, "0", score, "a dead draw scores 0: %s", p.FEN())
		} else {
			assert.NotEqual(t, score, negated, p.FEN())
		}
		// The planned fast path (tables, split loops) gives the
		// straightforward verbose path's score.
		checkEvaluate(t, bot, p, score)
	}
	// Start position: symmetric, so the score is the tempo alone.
	score, _, _, err := bot.NewEvaluator().Explain(position(t, "startpos"), false)
	require.NoError(t, err)
	assert.Equal(t, "0.444", score)
}

func TestEvaluateDoesNotAllocate(t *testing.T) {
	bot, diags := Load(DefaultName+".chs", DefaultSource)
	require.NotNil(t, bot, "%v", diags)
	positions := benchPositions(t)
	ev := bot.NewEvaluator()
	for _, p := range positions {
		_, err := ev.Evaluate(p)
		require.NoError(t, err)
	}
	allocs := testing.AllocsPerRun(10, func() {
		for _, p := range positions {
			_, _ = ev.Evaluate(p)
		}
	})
	assert.Zero(t, allocs, "allocations per run over %d positions", len(positions))
}

func TestEvaluateNil(t *testing.T) {
	bot, _ := Load("b.chs", []byte("module evaluation\nrule r:\n\tscore 1\n"))
	require.NotNil(t, bot)
	_, err := bot.NewEvaluator().Evaluate(nil)
	assert.EqualError(t, err, "eval: no position")
	_, _, _, err = bot.NewEvaluator().Explain(nil, true)
	assert.EqualError(t, err, "eval: no position")
}

func TestEvaluateOtherGames(t *testing.T) {
	bot, diags := Load("b.chs", []byte("module evaluation\nrule r:\n\tscore 1\n"))
	require.NotNil(t, bot, "%v", diags)
	rs, err := carn.Embedded("xiangqi")
	require.NoError(t, err)
	rules, err := board.Compile(rs)
	require.NoError(t, err)
	_, err = bot.NewEvaluator().Evaluate(rules.StartPosition())
	assert.EqualError(t, err, "eval: bot b plays chess, not xiangqi")

	// A second compilation of chess is another *board.Rules: it works.
	chess, err := board.Compile(carn.Chess())
	require.NoError(t, err)
	got, err := bot.NewEvaluator().Evaluate(chess.StartPosition())
	require.NoError(t, err)
	assert.Equal(t, 1000, got)
}

// TestDefaultBotMatesFromBothSides pins a default bot bug: its KQk and KRk
// blocks applied only with the stronger side to move (a spec is read from
// the side to move's point of view), so the search saw the mating terms on
// every other ply only. A block now applies from either side (spec section
// 7): with the lone king to move the same terms come negated, under "foe:".
func TestDefaultBotMatesFromBothSides(t *testing.T) {
	bot, diags := Load(DefaultName+".chs", DefaultSource)
	require.NotNil(t, bot, "%v", diags)
	tests := []struct{ fen, want string }{
		{"8/8/3k4/8/8/2Q5/4K3/8 w - - 0 1", "KQk/queenMates: +0.6 their king to the edge"},
		{"8/8/3k4/8/8/2Q5/4K3/8 b - - 0 1", "foe: KQk/queenMates: -0.6 their king to the edge"},
		{"8/8/3k4/8/8/2R5/4K3/8 w - - 0 1", "KRk/rookMates: +0.6 their king to the edge"},
		{"8/8/3k4/8/8/2R5/4K3/8 b - - 0 1", "foe: KRk/rookMates: -0.6 their king to the edge"},
	}
	for _, tt := range tests {
		_, _, lines, err := bot.NewEvaluator().Explain(position(t, tt.fen), true)
		require.NoError(t, err, tt.fen)
		assert.Contains(t, lines, tt.want, "endgame lines of %s", tt.fen)
	}
}
