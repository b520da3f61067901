package eval

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/chespel/chespel/board"
	"github.com/chespel/chespel/carn"
	"github.com/chespel/chespel/types"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// genericBot uses no piece names, so that it runs on any rule set.
const genericBot = `module evaluation
sym rule material:
	piece p with player == me:
		score p.value
sym rule mobility:
	score me.mobility * 0.02 "mobility"
sym rule centre:
	piece p with player == me, p.cell.inExpandedCenter:
		score 0.05 "centre"
sym rule safety:
	cell c with c.distance(me.king.pos) <= 1:
		score len(c.attackedBy(foe)) * -0.05 "attacks near the king"
sym rule loose:
	piece p with player == me, p.isHanging:
		score -0.1 * p.value "hanging " ++ p
sym rule pins:
	piece p with player == me, p.isPinned:
		score -0.2 "pinned"
sym rule reach:
	piece p with player == me:
		score len(p.visibleCells) * 0.01 + len(p.threatens) * 0.02 - len(p.attackedBy) * 0.01
`

// gameBot compiles genericBot for an embedded game.
func gameBot(tb testing.TB, game string) (*Bot, *board.Rules) {
	tb.Helper()
	prog, diags := types.Load("generic.chs", []byte(genericBot))
	require.Zero(tb, diags.Errors(), "%v", diags)
	rs, err := carn.Embedded(game)
	require.NoError(tb, err)
	r, err := board.Compile(rs)
	require.NoError(tb, err)
	bot, err := prepareFor("generic.chs", prog, r, false)
	require.NoError(tb, err)
	return bot, r
}

// gamePositions plays random games of r and returns the positions met.
func gamePositions(tb testing.TB, r *board.Rules, games, plies int) []*board.Position {
	rng := rand.New(rand.NewPCG(3, 5))
	var out []*board.Position
	for range games {
		p := r.StartPosition()
		for range plies {
			out = append(out, p.Clone())
			moves := p.LegalMoves(nil)
			if len(moves) == 0 {
				break
			}
			p.Make(moves[rng.IntN(len(moves))])
		}
	}
	return out
}

// TestEveryGameMatchesReference evaluates a bot on random positions of
// every embedded game: the fast paths agree with the reference
// interpreter, and the attacks come from each game's own rules.
func TestEveryGameMatchesReference(t *testing.T) {
	for _, game := range carn.Names() {
		bot, r := gameBot(t, game)
		for _, p := range gamePositions(t, r, 3, 40) {
			sameScores(t, bot, p)
		}
	}
}

// BenchmarkEvalXiangqi evaluates the generic bot on xiangqi positions;
// ns/op is per evaluation.
func BenchmarkEvalXiangqi(b *testing.B) {
	bot, r := gameBot(b, "xiangqi")
	positions := gamePositions(b, r, 5, 40)
	ev := bot.NewEvaluator()
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		if _, err := ev.Evaluate(positions[i%len(positions)]); err != nil {
			b.Fatal(err)
		}
	}
}

// TestEditedKnightAttacksAsWritten pins the camel: in a chess rule
// set whose knight moves (3,1), the knight's visible cells are the camel's.
func TestEditedKnightAttacksAsWritten(t *testing.T) {
	doc, err := carn.Document("chess")
	require.NoError(t, err)
	edited := strings.Replace(string(doc), `both: "*# 2 *# 1"`, `both: "*# 3 *# 1"`, 1)
	require.NotEqual(t, string(doc), edited, "the knight's line")
	rs, err := carn.Load([]byte(edited))
	require.NoError(t, err)
	r, err := board.Compile(rs)
	require.NoError(t, err)
	prog, diags := types.Load("camel.chs", []byte("module evaluation\nrule r:\n\tpiece p with type == knight, player == me:\n\t\tscore 0 \"\" ++ p ++ \" sees \" ++ p.visibleCells\n"))
	require.Zero(t, diags.Errors(), "%v", diags)
	bot, err := prepareFor("camel.chs", prog, r, false)
	require.NoError(t, err)
	p, err := r.ParseFEN("4k3/p7/8/8/3N4/8/8/4K3 w - - 0 1")
	require.NoError(t, err)
	_, _, lines, err := bot.NewEvaluator().Explain(p, true)
	require.NoError(t, err)
	assert.Equal(t, []string{"r: 0 knight-d4-me sees [c1, e1, a3, g3, a5, g5, c7, e7]"}, lines)
}
