package eval

import (
	"strings"
	"testing"

	"github.com/chespel/chespel/board"
	"github.com/chespel/chespel/parser"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// ruleBots splits a bot's source into one bot per rule of its evaluation
// module, each with every other rule's lines blanked (the line count stays,
// so positions in errors stay true), and a bot with no rule at all, named
// "(none)": the cost of an evaluation before any rule, and the endgame
// blocks, which every one of them keeps.
func ruleBots(tb testing.TB, name string, src []byte) (names []string, bots []*Bot) {
	f, err := parser.ParseFile(name, src)
	require.NoError(tb, err, name)
	m := f.Module(parser.Evaluation)
	require.NotNil(tb, m, "%s has an evaluation module", name)
	lines := strings.SplitAfter(string(src), "\n")
	// span returns the 0-based lines of rule i: to the next rule, or to
	// the end of the module (the file, or the next module).
	span := func(i int) (from, to int) {
		from, to = m.Rules[i].Pos.Line-1, len(lines)
		if i+1 < len(m.Rules) {
			to = m.Rules[i+1].Pos.Line - 1
		}
		for _, other := range f.Modules {
			if l := other.Pos.Line - 1; l > from && l < to {
				to = l
			}
		}
		return from, to
	}
	build := func(keep int) *Bot {
		out := append([]string(nil), lines...)
		for i := range m.Rules {
			if i == keep {
				continue
			}
			from, to := span(i)
			for l := from; l < to; l++ {
				out[l] = "\n"
			}
		}
		bot, diags := Load(name, []byte(strings.Join(out, "")))
		require.Nil(tb, diags.Err(), "%s without its other rules: %v", name, diags)
		return bot
	}
	names, bots = []string{"(none)"}, []*Bot{build(-1)}
	for i, r := range m.Rules {
		names, bots = append(names, r.Name), append(bots, build(i))
	}
	return names, bots
}

// TestRuleBotsAddUp checks the split of ruleBots: on every bench position
// the rules' bots add up to the whole bot (each rule's bot counted without
// the score of the bot with no rule, which holds the endgame blocks), so
// BenchmarkRuleCost times the rules as the whole bot runs them.
func TestRuleBotsAddUp(t *testing.T) {
	for _, c := range nativeCases {
		src := c.source(t)
		whole := c.load(t).NewEvaluator()
		names, bots := ruleBots(t, c.name, src)
		require.Greater(t, len(bots), 2, "%s has rules", c.name)
		evs := make([]*Evaluator, len(bots))
		for i, b := range bots {
			evs[i] = b.NewEvaluator()
		}
		for _, p := range benchFENPositions(t) {
			want, err := whole.Evaluate(p)
			require.NoError(t, err)
			base, err := evs[0].Evaluate(p)
			require.NoError(t, err)
			sum := base
			for i, ev := range evs[1:] {
				got, err := ev.Evaluate(p)
				require.NoError(t, err, "%s: rule %s", c.name, names[i+1])
				sum += got - base
			}
			assert.Equal(t, want, sum, "%s: the rules' bots add up to the bot on %s", c.name, p.FEN())
		}
	}
}

// BenchmarkRuleCost times each rule of each bot of nativeCases alone over
// the bench positions, and the bot with no rule ("(none)", the fixed cost
// of an evaluation); a rule's own cost is its cpu-ns/eval less that of
// (none). The breakdown says which rules a speed-up should look at (the $:
// each part of the name is matched unanchored, and bot=example5 alone
// selects example5_let too):
//
//	go test ./eval -run '^$' -bench 'RuleCost/bot=example5$' -count 5 > rules.txt
//	benchstat -col .name rules.txt
func BenchmarkRuleCost(b *testing.B) {
	positions := benchFENPositions(b)
	for _, c := range nativeCases {
		names, bots := ruleBots(b, c.name, c.source(b))
		for i, bot := range bots {
			ev := bot.NewEvaluator()
			b.Run("bot="+c.name+"/rule="+names[i], func(b *testing.B) {
				benchEvals(b, positions, func(p *board.Position) {
					if _, err := ev.Evaluate(p); err != nil {
						b.Fatal(err)
					}
				})
			})
		}
	}
}
