package eval

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/chespel/chespel/board"
	"github.com/chespel/chespel/ormulogun"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// oldDefaultEndgames are the default bot's endgame blocks as they were
// written when a spec was read from the side to move only: each ending
// twice, mirrored, with the terms negated for the lone king to move.
var oldDefaultEndgames = []string{
	`endgame 'KQk':
	rule queenMates:
		score (abs(foe.king.col - 4.5) + abs(foe.king.row - 4.5)) * 0.3 "their king to the edge"
		score (7 - me.king.pos.distance(foe.king.pos)) * 0.2 "our king closer"
`, `endgame 'Kkq':
	rule queenMated:
		score -(abs(me.king.col - 4.5) + abs(me.king.row - 4.5)) * 0.3 "our king to the edge"
		score -(7 - me.king.pos.distance(foe.king.pos)) * 0.2 "their king closer"
`, `endgame 'KRk':
	rule rookMates:
		score (abs(foe.king.col - 4.5) + abs(foe.king.row - 4.5)) * 0.3 "their king to the edge"
		score (7 - me.king.pos.distance(foe.king.pos)) * 0.2 "our king closer"
`, `endgame 'Kkr':
	rule rookMated:
		score -(abs(me.king.col - 4.5) + abs(me.king.row - 4.5)) * 0.3 "our king to the edge"
		score -(7 - me.king.pos.distance(foe.king.pos)) * 0.2 "their king closer"
`,
}

// TestDefaultEndgamesFromEitherSide checks the rewrite of the default
// bot's endgame blocks, one block per ending now that a block applies from
// either side: on generated KQk and KRk endgames of both colours and both
// sides to move, the new default bot scores exactly what the old one did,
// whose score was the bot without endgame blocks plus each old block that
// matched from the side to move.
func TestDefaultEndgamesFromEitherSide(t *testing.T) {
	src := string(DefaultSource)
	start, end := strings.Index(src, "module endgame\n"), strings.Index(src, "module evaluation\n")
	require.True(t, start > 0 && end > start, "the default bot has an endgame module before its evaluation")
	base := load(t, "base", src[:start]+src[end:])
	type block struct {
		spec *ormulogun.Spec
		bot  *Bot
	}
	var old []block
	for _, b := range oldDefaultEndgames {
		name, _, _ := strings.Cut(strings.TrimPrefix(b, "endgame '"), "'")
		spec, err := ormulogun.Parse(name)
		require.NoError(t, err, name)
		old = append(old, block{spec, load(t, name, "module endgame\n"+b+"\nmodule evaluation\nrule none:\n\tscore 0\n")})
	}
	bot := load(t, DefaultName, src)
	positions := sidesToMove(t, generated(t, []string{"KQk", "KRk"}, 150))
	require.Greater(t, len(positions), 400)
	applied := 0
	for _, p := range positions {
		want := evaluate(t, base, p)
		for _, b := range old {
			if ormulogun.Match(b.spec, p, p.SideToMove()) { // the old reading
				want += evaluate(t, b.bot, p)
				applied++
			}
		}
		assert.Equal(t, want, evaluate(t, bot, p), "%s", p.FEN())
	}
	assert.Equal(t, len(positions), applied, "one old block applied on every position")
}

// load compiles a bot that must have no error.
func load(t *testing.T, name, src string) *Bot {
	t.Helper()
	bot, diags := Load(name+".chs", []byte(src))
	require.NotNil(t, bot, "%s: %v", name, diags)
	return bot
}

// evaluate returns the bot's score of p.
func evaluate(t *testing.T, bot *Bot, p *board.Position) int {
	t.Helper()
	v, err := bot.NewEvaluator().Evaluate(p)
	require.NoError(t, err, p.FEN())
	return v
}

// generated returns n positions of each spec, of both colours (the
// generator picks the side at random), from a fixed seed.
func generated(t *testing.T, specs []string, n int) []*board.Position {
	rules, err := board.Chess()
	require.NoError(t, err)
	var out []*board.Position
	for i, name := range specs {
		spec, err := ormulogun.Parse(name)
		require.NoError(t, err, name)
		g, err := ormulogun.NewBoardGenerator(spec, rules, rand.New(rand.NewPCG(uint64(i), 7)))
		require.NoError(t, err, name)
		for range n {
			p, err := g.Next()
			require.NoError(t, err, name)
			out = append(out, p)
		}
	}
	return out
}

// sidesToMove returns the positions and, where it is legal, each with the
// other side to move.
func sidesToMove(t *testing.T, positions []*board.Position) []*board.Position {
	out := positions
	for _, p := range positions {
		fields := strings.Fields(p.FEN())
		fields[1] = map[string]string{"w": "b", "b": "w"}[fields[1]]
		fields[3] = "-"
		if q, err := p.Rules().ParseFEN(strings.Join(fields, " ")); err == nil {
			out = append(out, q)
		}
	}
	return out
}
