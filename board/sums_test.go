package board

import (
	"math/rand/v2"
	"sort"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// randomSumTable returns a table of random entries (a fixed seed).
func randomSumTable(r *Rules, seed uint64) *SumTable {
	rng := rand.New(rand.NewPCG(seed, 18))
	return NewSumTable(r, func(Color, Kind, int) [SumWords]int64 {
		return [SumWords]int64{rng.Int64N(2001) - 1000, rng.Int64N(1 << 40)}
	})
}

// fullSum adds up t over p's pieces from scratch.
func fullSum(p *Position, t *SumTable) [SumWords]int64 {
	var s [SumWords]int64
	for c := range Color(2) {
		for _, sq := range p.PieceList(c) {
			e := t.entry(p.At(sq), sq)
			for w := range s {
				s[w] += e[w]
			}
		}
	}
	return s
}

// sumsAgree reports whether every tracked table's sum is its full sum.
func sumsAgree(t *testing.T, p *Position, tables []*SumTable, what string) bool {
	for i, tb := range tables {
		got, ok := p.Sum(tb)
		if !assert.True(t, ok, "%s: table %d is tracked", what, i) ||
			!assert.Equal(t, fullSum(p, tb), got, "%s: table %d on %s", what, i, p.FEN()) {
			return false
		}
	}
	return true
}

// TestTrackedSumsFollowMoves plays random games in every embedded game,
// with Make, Unmake, MakeNull and UnmakeNull, and compares the tracked sums
// with a full sum after each change.
func TestTrackedSumsFollowMoves(t *testing.T) {
	rules := embeddedRules(t)
	names := make([]string, 0, len(rules))
	for name := range rules {
		names = append(names, name)
	}
	sort.Strings(names)
	rng := rand.New(rand.NewPCG(7, 2026))
	for _, name := range names {
		r := rules[name]
		tables := []*SumTable{randomSumTable(r, 1), randomSumTable(r, 2)}
		for game := range 4 {
			p := r.StartPosition()
			for _, tb := range tables {
				require.True(t, p.Track(tb), name)
			}
			if !sumsAgree(t, p, tables, name+" start") {
				break
			}
			playRandom(t, p, tables, rng, name, game)
		}
	}
}

// playRandom plays up to 200 random plies on p, taking one back now and
// then, checking the sums after every change.
func playRandom(t *testing.T, p *Position, tables []*SumTable, rng *rand.Rand, name string, game int) {
	var buf []Move
	for ply := range 200 {
		buf = p.LegalMoves(buf[:0])
		if len(buf) == 0 {
			return
		}
		what := func(s string) string { return name + " game " + string(rune('0'+game)) + " " + s }
		if rng.IntN(10) == 0 {
			u := p.MakeNull()
			if !sumsAgree(t, p, tables, what("null move")) {
				return
			}
			p.UnmakeNull(u)
		}
		m := buf[rng.IntN(len(buf))]
		u := p.Make(m)
		if !sumsAgree(t, p, tables, what("make "+p.UCI(m))) {
			return
		}
		if ply%3 == 0 {
			p.Unmake(m, u)
			if !sumsAgree(t, p, tables, what("unmake "+p.UCI(m))) {
				return
			}
			p.Make(m)
		}
	}
}

// TestTrackedSumsWalk makes and unmakes every move two plies deep from the
// perft positions (castling either way, en passant, promotions), checking
// the sums after each change.
func TestTrackedSumsWalk(t *testing.T) {
	r := chess(t)
	tables := []*SumTable{randomSumTable(r, 3)}
	var walkSums func(p *Position, depth int) bool
	walkSums = func(p *Position, depth int) bool {
		for _, m := range p.LegalMoves(nil) {
			u := p.Make(m)
			ok := sumsAgree(t, p, tables, "make "+p.UCI(m)) && (depth == 1 || walkSums(p, depth-1))
			p.Unmake(m, u)
			if !ok || !sumsAgree(t, p, tables, "unmake "+p.UCI(m)) {
				return false
			}
		}
		return true
	}
	for _, c := range readEPD(t, "testdata/perft.epd") {
		p := mustFEN(t, r, c.fen)
		require.True(t, p.Track(tables[0]), c.fen)
		walkSums(p, 2)
	}
}

func TestTrackLimits(t *testing.T) {
	r := chess(t)
	p := r.StartPosition()
	var tables []*SumTable
	for i := range maxTracked {
		tb := randomSumTable(r, uint64(10+i))
		tables = append(tables, tb)
		require.True(t, p.Track(tb), "table %d", i)
	}
	assert.True(t, p.Track(tables[0]), "a table tracked already")
	assert.False(t, p.Track(randomSumTable(r, 99)), "one table too many")
	other, err := Compile(chessRuleSet())
	require.NoError(t, err)
	q := other.StartPosition()
	assert.False(t, q.Track(tables[0]), "a table of another rule set")
	_, ok := q.Sum(tables[0])
	assert.False(t, ok, "an untracked table has no sum")

	c := p.Clone()
	m, err := c.ParseUCI("e2e4")
	require.NoError(t, err)
	c.Make(m)
	before, _ := p.Sum(tables[1])
	assert.Equal(t, fullSum(p, tables[1]), before, "the original's sums are its own")
	after, _ := c.Sum(tables[1])
	assert.Equal(t, fullSum(c, tables[1]), after, "a clone tracks the tables too")
}
