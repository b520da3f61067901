package eval

import (
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"strings"
	"testing"

	"github.com/chespel/chespel/board"
	"github.com/chespel/chespel/carn"
	"github.com/chespel/chespel/search"
	"github.com/chespel/chespel/types"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// deltaRules is a bot for any game whose sums fuse (fuse.go): a pair of
// expressions over the same rows, with fractional entries and a table
// read from each side, one alone, a sym rule, and one in a module-level
// let (not kept: no unit); %s is the table, one entry per cell of the
// game's board.
const deltaRules = `module evaluation

table t = [%s]

let spread = sum(piece p with player == me: t.of(p)) - sum(piece p with player == foe: t.at(p.cell))

rule material:
	let a = sum(piece p with player == me: p.value + t.of(p)) - sum(piece p with player == foe: p.value + t.of(p))
	let b = sum(piece p with player == me: t.at(p.cell) - 0.5) - sum(piece p with player == foe: 0.25)
	let c = sum(piece p with player == foe: t.of(p)) - sum(piece p with player == me: 1)
	score a "a " ++ a
	score b / 2 "b " ++ b
	score c / 3 "c " ++ c
	score spread / 4 "spread " ++ spread

sym rule side:
	let d = sum(piece p with player == me: t.of(p)) + sum(piece p with player == foe: 0.3)
	score d "d " ++ d
`

// deltaBot loads deltaRules for game, with a table of entries in
// hundredths that vary from cell to cell.
func deltaBot(t *testing.T, game string) *Bot {
	rs, err := carn.Embedded(game)
	require.NoError(t, err, game)
	entries := make([]string, rs.Files*rs.Ranks)
	for i := range entries {
		entries[i] = fmt.Sprintf("%d.%02d", i*7%5, i*37%100)
	}
	src := fmt.Sprintf(deltaRules, strings.Join(entries, ", "))
	bot, diags := LoadWith(game+".chs", []byte(src), types.Options{Game: game})
	require.Empty(t, diags, "%s: %v", game, diags)
	return bot
}

// deltaStarts are the positions the chess bots' random games start from:
// the start position, and positions where castling either way, en passant
// and promotions come soon.
var deltaStarts = []string{
	"startpos",
	"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
	"r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
	"r3k2r/1P4P1/8/2pP4/8/8/1p4p1/R3K2R w KQkq c6 0 1",
}

// TestDeltaScoresAsFullEvaluations plays random games with Make, Unmake
// and null moves, skipping the evaluation of some positions, and
// evaluates the others with one evaluator, which brings its fused totals
// up to date from the parent's (delta.go), checking each score and its
// explanation against a new evaluator on the position read from its FEN
// (every piece added up) and the score against the reference interpreter
// (which runs every sum's loop). The bots: pesto, default and example5 in
// chess, deltaRules in every embedded game. The chess bots' totals must
// have come from the parent's after every kind of move.
func TestDeltaScoresAsFullEvaluations(t *testing.T) {
	pesto, ok := EmbeddedBot(PestoName)
	require.True(t, ok)
	example5, err := os.ReadFile("../testdata/bots/example5.chs")
	require.NoError(t, err)
	bots := map[string]*Bot{
		"pesto":    load(t, "pesto", string(pesto.Source)),
		"default":  load(t, "default", string(DefaultSource)),
		"example5": load(t, "example5", string(example5)),
	}
	for _, game := range carn.Names() {
		bots["delta/"+game] = deltaBot(t, game)
	}
	for name, bot := range bots {
		starts := []string{"startpos"}
		if bot.Rules().Name() == "chess" {
			starts = deltaStarts
		}
		rng := rand.New(rand.NewPCG(18, 7))
		ev := bot.NewEvaluator()
		kinds := map[string]int{}
		for _, start := range starts {
			p, err := bot.Rules().ParsePosition(start)
			require.NoError(t, err, start)
			if !playDelta(t, bot, ev, p, rng, kinds, name+" from "+start) {
				break
			}
		}
		if name == "pesto" || name == "default" {
			for _, what := range []string{"move", "capture", "castling", "en passant", "promotion", "null move"} {
				assert.Positive(t, kinds[what], "%s: totals brought up to date after a %s", name, what)
			}
		}
	}
}

// playDelta plays 60 random plies on p, twice, passing now and then and
// taking every third move back, evaluates most positions reached with ev
// and compares the scores with full evaluations, counting in kinds the
// moves after which ev brought its totals up to date from the parent's;
// false after a failure.
func playDelta(t *testing.T, bot *Bot, ev *Evaluator, p *board.Position, rng *rand.Rand, kinds map[string]int, name string) bool {
	var buf []board.Move
	check := func(m board.Move) bool {
		if rng.IntN(5) == 0 { // a position the search does not evaluate: its children have no parent's totals
			return true
		}
		if fromParent(ev, p) {
			countMove(kinds, m)
		}
		return deltaAgrees(t, bot, ev, p, name+", after "+moveName(p, m))
	}
	start := p.Clone()
	if !deltaAgrees(t, bot, ev, p, name) {
		return false
	}
	for ply := range 120 {
		if ply == 60 {
			p = start.Clone()
		}
		buf = p.LegalMoves(buf[:0])
		if len(buf) == 0 {
			p = start.Clone()
			continue
		}
		if rng.IntN(8) == 0 && !p.InCheck() { // as the search passes
			u := p.MakeNull()
			ok := check(0)
			p.UnmakeNull(u)
			if !ok {
				return false
			}
		}
		m := pickMove(buf, rng)
		u := p.Make(m)
		if !check(m) {
			return false
		}
		if ply%3 == 0 {
			p.Unmake(m, u)
			if !deltaAgrees(t, bot, ev, p, name+", after taking back "+p.UCI(m)) {
				return false
			}
			p.Make(m)
		}
	}
	return true
}

// pickMove picks one of moves at random, a castling, an en passant
// capture or a promotion one time in two when there is one.
func pickMove(moves []board.Move, rng *rand.Rand) board.Move {
	if rng.IntN(2) == 0 {
		for _, i := range rng.Perm(len(moves)) {
			if _, promotes := moves[i].Promotion(); promotes || moves[i].IsCastle() || moves[i].IsEnPassant() {
				return moves[i]
			}
		}
	}
	return moves[rng.IntN(len(moves))]
}

// fromParent reports whether ev will bring the totals of its first unit
// on p up to date from the parent's (delta.go's test, read off its table).
func fromParent(ev *Evaluator, p *board.Position) bool {
	s := &ev.ev.fused
	const mask = 1<<deltaBits - 1
	if s.tables == nil {
		return false
	}
	tab := s.tables[0]
	_, parent, ok := p.LastMove()
	from := &tab[parent&mask]
	return ok && from.hash == parent && from.mark&3 == 3
}

// countMove counts the moves of each kind.
func countMove(kinds map[string]int, m board.Move) {
	if m.IsNull() {
		kinds["null move"]++
		return
	}
	kinds["move"]++
	if m.IsCapture() {
		kinds["capture"]++
	}
	if _, ok := m.Promotion(); ok {
		kinds["promotion"]++
	}
	if m.IsEnPassant() {
		kinds["en passant"]++
	}
	if m.IsCastle() {
		kinds["castling"]++
	}
}

// moveName is m in UCI, or "a null move".
func moveName(p *board.Position, m board.Move) string {
	if m.IsNull() {
		return "a null move"
	}
	return p.UCI(m)
}

// deltaAgrees evaluates p with ev and compares the score with the
// reference interpreter's, and the score and explanation with a new
// evaluator's on p read from its FEN.
func deltaAgrees(t *testing.T, bot *Bot, ev *Evaluator, p *board.Position, what string) bool {
	got, err := ev.Evaluate(p)
	require.NoError(t, err, "%s: %s", what, p.FEN())
	ref, err := refEvaluate(bot, p)
	require.NoError(t, err, "%s: %s", what, p.FEN())
	q, err := p.Rules().ParseFEN(p.FEN())
	require.NoError(t, err, p.FEN())
	fresh := bot.NewEvaluator()
	want, err := fresh.Evaluate(q)
	require.NoError(t, err, "%s: %s", what, p.FEN())
	_, _, lines, err := ev.Explain(p, true)
	require.NoError(t, err, "%s: %s", what, p.FEN())
	_, _, wantLines, err := fresh.Explain(q, true)
	require.NoError(t, err, "%s: %s", what, p.FEN())
	return assert.Equal(t, ref, int64(got), "%s: the score and the reference's on %s", what, p.FEN()) &&
		assert.Equal(t, want, got, "%s: the score and a full evaluation's on %s", what, p.FEN()) &&
		assert.Equal(t, strings.Join(wantLines, "\n"), strings.Join(lines, "\n"), "%s: the explanation on %s", what, p.FEN())
}

// deltaCounter is an evaluator that counts, before each evaluation, how
// its first unit's totals will be found: brought up to date from the
// parent's, or added up.
type deltaCounter struct {
	*Evaluator
	delta, full int
}

// Evaluate counts, then evaluates.
func (c *deltaCounter) Evaluate(p *board.Position) (int, error) {
	if fromParent(c.Evaluator, p) {
		c.delta++
	} else {
		c.full++
	}
	return c.Evaluator.Evaluate(p)
}

// BenchmarkDeltaShare runs chespel bench's search with the pesto and the
// default bot and reports the share of evaluations whose fused totals
// were brought up to date from the parent's, or added up: how often
// the delta applies (the evaluation cache and the transposition table
// answer some parents, and quiescence evaluates its children only).
func BenchmarkDeltaShare(b *testing.B) {
	pesto, ok := EmbeddedBot(PestoName)
	require.True(b, ok)
	for _, bot := range []Embedded{pesto, {Name: DefaultName, Source: DefaultSource}} {
		b.Run("bot="+bot.Name, func(b *testing.B) {
			compiled, diags := Load(bot.Name+".chs", bot.Source)
			require.NotNil(b, compiled, "%v", diags)
			for b.Loop() {
				var counters []*deltaCounter
				evs := search.EvaluatorsFunc(func() search.Evaluator {
					c := &deltaCounter{Evaluator: compiled.NewEvaluator()}
					counters = append(counters, c)
					return c
				})
				_, err := search.Bench(context.Background(), evs, search.BenchDepth)
				require.NoError(b, err)
				var delta, full int
				for _, c := range counters {
					delta, full = delta+c.delta, full+c.full
				}
				all := float64(delta + full)
				b.ReportMetric(100*float64(delta)/all, "%delta")
				b.ReportMetric(100*float64(full)/all, "%full")
			}
		})
	}
}
