package eval

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/chespel/chespel/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// trackedTables returns the tables of the fused expressions of b's
// rules that a position can track.
func trackedTables(b *Bot) []*board.SumTable {
	var out []*board.SumTable
	var walk func(stmts []*stmt)
	walk = func(stmts []*stmt) {
		for _, s := range stmts {
			for _, f := range topFused(s.value, nil) {
				ts := f.tracked
				if f.pair != nil {
					ts = f.pair.tracked
				}
				for _, t := range ts {
					if t != nil && !slices.Contains(out, t) { // a pair's tables once
						out = append(out, t)
					}
				}
			}
			walk(s.then)
			walk(s.els)
		}
	}
	for _, r := range b.rules {
		walk(r.body)
	}
	return out
}

// TestTrackedSumsScoreAsFullEvaluations plays random games with Make,
// Unmake and null moves, evaluating every position reached with one
// evaluator on the game's position, whose fused sums the position keeps
// up to date, and checks each score against the reference interpreter
// (which runs every sum's loop) and against a fresh evaluation of the
// position read from its FEN.
func TestTrackedSumsScoreAsFullEvaluations(t *testing.T) {
	pesto, ok := EmbeddedBot("pesto")
	require.True(t, ok)
	bots := map[string]string{
		"default": string(DefaultSource),
		"pesto":   string(pesto.Source),
		"fused":   fuseTables + fusedRules,
	}
	r, err := board.Chess()
	require.NoError(t, err)
	for name, src := range bots {
		bot := load(t, name, src)
		tables := trackedTables(bot)
		require.NotEmpty(t, tables, "%s: its fused sums have tables", name)
		rng := rand.New(rand.NewPCG(18, 7))
		for game := range 3 {
			p := r.StartPosition()
			ev := bot.NewEvaluator()
			playEvaluating(t, bot, ev, p, rng, name, game)
			tracked := 0
			for _, tb := range tables {
				if _, ok := p.Sum(tb); ok {
					tracked++
				}
			}
			if name == "fused" { // more tables than a position tracks: the others run their pass
				require.Positive(t, tracked, "%s: the evaluations registered tables on the game's position", name)
			} else {
				require.Equal(t, len(tables), tracked, "%s: the evaluations registered their tables on the game's position", name)
			}
		}
	}
}

// playEvaluating plays up to 120 random plies on p, taking some back and
// passing now and then, and compares ev's score of each position with the
// full evaluations.
func playEvaluating(t *testing.T, bot *Bot, ev *Evaluator, p *board.Position, rng *rand.Rand, name string, game int) {
	var buf []board.Move
	fresh := bot.NewEvaluator()
	check := func(what string) bool {
		got, err := ev.Evaluate(p)
		require.NoError(t, err, "%s: %s", name, p.FEN())
		ref, err := refEvaluate(bot, p)
		require.NoError(t, err, "%s: %s", name, p.FEN())
		q, err := p.Rules().ParseFEN(p.FEN())
		require.NoError(t, err, p.FEN())
		again, err := fresh.Evaluate(q)
		require.NoError(t, err, "%s: %s", name, p.FEN())
		return assert.Equal(t, ref, int64(got), "%s game %d, %s: tracked and reference on %s", name, game, what, p.FEN()) &&
			assert.Equal(t, again, got, "%s game %d, %s: tracked and fresh on %s", name, game, what, p.FEN())
	}
	for ply := range 120 {
		buf = p.LegalMoves(buf[:0])
		if len(buf) == 0 {
			return
		}
		if rng.IntN(8) == 0 {
			u := p.MakeNull()
			ok := check("null move")
			p.UnmakeNull(u)
			if !ok {
				return
			}
		}
		m := buf[rng.IntN(len(buf))]
		u := p.Make(m)
		if !check("after " + p.UCI(m)) {
			return
		}
		if ply%3 == 0 {
			p.Unmake(m, u)
			if !check("after taking back " + p.UCI(m)) {
				return
			}
			p.Make(m)
		}
	}
}
