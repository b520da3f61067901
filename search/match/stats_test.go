package match

import (
	"math"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The expected values below come from an independent Python
// implementation of the same formulas (bisection on θ to 1e-15, Python's
// math.erfc), written to check this one.

func TestEstimateKnownValues(t *testing.T) {
	cases := []struct {
		name            string
		tally           Tally
		elo, lo, hi, pc float64
	}{
		{"pentanomial 1 3 10 4 2", Tally{W: 13, D: 14, L: 13, Pairs: [5]int{1, 3, 10, 4, 2}}, 26.106693, -47.559183, 102.231370, 75.6956},
		{"pentanomial 0 2 5 8 5", Tally{W: 23, D: 13, L: 4, Pairs: [5]int{0, 2, 5, 8, 5}}, 147.190714, 69.274312, 242.573730, 99.9943},
		{"trinomial W 12 D 5 L 3", Tally{W: 12, D: 5, L: 3}, 168.402125, 43.910620, 358.184079, 99.6734},
	}
	for _, c := range cases {
		e := c.tally.Estimate()
		assert.InDelta(t, c.elo, e.Elo, 1e-5, "%s: elo", c.name)
		assert.InDelta(t, c.lo, e.Lo, 1e-5, "%s: lower bound", c.name)
		assert.InDelta(t, c.hi, e.Hi, 1e-5, "%s: upper bound", c.name)
		assert.InDelta(t, c.pc, 100*e.LOS, 1e-4, "%s: LOS", c.name)
	}
}

func TestResultLineOfTheSpecExample(t *testing.T) {
	tally := Tally{W: 12, D: 5, L: 3}
	assert.Equal(t, "W 12 D 5 L 3 (score 0.725)", tally.String())
	assert.Equal(t, "+168.4 [+43.9, +358.2] LOS 99.7%", tally.Estimate().String())
}

func TestEstimateEdgeCases(t *testing.T) {
	cases := []struct {
		name  string
		tally Tally
		want  string
	}{
		{"no game", Tally{}, "+0.0 [+0.0, +0.0] LOS 50.0%"},
		// Every pair drawn: no variance, so the Wilson interval of 20
		// games at 0.5.
		{"all draws in pairs", Tally{D: 20, Pairs: [5]int{0, 0, 10, 0, 0}}, "+0.0 [-147.8, +147.8] LOS 50.0%"},
		{"all draws, trinomial", Tally{D: 20}, "+0.0 [-147.8, +147.8] LOS 50.0%"},
		{"all wins", Tally{W: 20, Pairs: [5]int{0, 0, 0, 0, 10}}, "+inf [+286.6, +inf] LOS 100.0%"},
		{"all losses", Tally{L: 20, Pairs: [5]int{10, 0, 0, 0, 0}}, "-inf [-inf, -286.6] LOS 0.0%"},
		{"one win", Tally{W: 1}, "+inf [-233.8, +inf] LOS 100.0%"},
		// Win-loss pairs only: every pair scores 0.5, as all draws.
		{"split pairs", Tally{W: 10, L: 10, Pairs: [5]int{0, 0, 10, 0, 0}}, "+0.0 [-147.8, +147.8] LOS 50.0%"},
	}
	for _, c := range cases {
		assert.Equal(t, c.want, c.tally.Estimate().String(), c.name)
	}
}

func TestLLRKnownValues(t *testing.T) {
	cases := []struct {
		name       string
		tally      Tally
		elo0, elo1 float64
		llr        float64
	}{
		{"pentanomial 1 3 10 4 2", Tally{W: 13, D: 14, L: 13, Pairs: [5]int{1, 3, 10, 4, 2}}, 0, 10, 0.1483562691},
		{"pentanomial 0 2 5 8 5", Tally{W: 23, D: 13, L: 4, Pairs: [5]int{0, 2, 5, 8, 5}}, 0, 50, 2.6704146718},
		{"OpenBench's example counts", Tally{W: 1, Pairs: [5]int{39, 8843, 26675, 9240, 44}}, 0.5, 2.5, 0.5555170687},
		{"trinomial", Tally{W: 5, D: 10, L: 5}, 0, 10, -0.0165593006},
		{"all draws", Tally{D: 20, Pairs: [5]int{0, 0, 10, 0, 0}}, 0, 10, -0.2857958620},
		{"all wins", Tally{W: 20, Pairs: [5]int{0, 0, 0, 0, 10}}, 0, 10, 0.2837374828},
		{"all losses", Tally{L: 20, Pairs: [5]int{10, 0, 0, 0, 0}}, 0, 10, -0.2920238698},
	}
	for _, c := range cases {
		s := SPRT{Elo0: c.elo0, Elo1: c.elo1, Alpha: 0.05, Beta: 0.05}
		assert.InDelta(t, c.llr, s.LLR(c.tally), 1e-8, c.name)
	}
	assert.Zero(t, SPRT{Elo1: 10, Alpha: 0.05, Beta: 0.05}.LLR(Tally{}), "no game")
}

func TestSPRTDecisions(t *testing.T) {
	s, err := ParseSPRT("0,50")
	require.NoError(t, err)
	lower, upper := s.Bounds()
	assert.InDelta(t, -2.944438979, lower, 1e-9, "lower bound")
	assert.InDelta(t, 2.944438979, upper, 1e-9, "upper bound")
	assert.Equal(t, "llr 0.00 [-2.94, 2.94] continue", s.Line(Tally{}), "no game")
	strong := Tally{W: 60, Pairs: [5]int{0, 0, 0, 0, 30}}
	assert.Equal(t, AcceptH1, s.Decide(s.LLR(strong)), "30 pairs won")
	weak := Tally{L: 60, Pairs: [5]int{30, 0, 0, 0, 0}}
	assert.Equal(t, AcceptH0, s.Decide(s.LLR(weak)), "30 pairs lost")
	assert.Contains(t, s.Line(strong), "H1 accepted")
}

func TestParseSPRT(t *testing.T) {
	s, err := ParseSPRT("-5,5,0.1,0.2")
	require.NoError(t, err)
	assert.Equal(t, SPRT{Elo0: -5, Elo1: 5, Alpha: 0.1, Beta: 0.2}, s)
	for _, bad := range []string{"", "5", "5,0", "0,5,0.1", "a,b", "0,5,0,0.1", "0,5,0.6,0.6"} {
		_, err := ParseSPRT(bad)
		assert.Error(t, err, "%q", bad)
	}
}

func TestEloFromScore(t *testing.T) {
	assert.InDelta(t, 0, EloFromScore(0.5), 1e-12)
	assert.True(t, math.IsInf(EloFromScore(1), 1))
	assert.InDelta(t, 0.75, scoreFromElo(EloFromScore(0.75)), 1e-12)
}

func TestParseSPRTRefusesNaNAndInfinity(t *testing.T) {
	for _, bad := range []string{"nan,5", "0,inf", "0,5,nan,0.05", "-inf,0"} {
		_, err := ParseSPRT(bad)
		assert.Error(t, err, "%q", bad)
	}
}

// TestEndingsListsEveryReason pins that the endings line counts the reasons
// of variant games too, after the fixed ones.
func TestEndingsListsEveryReason(t *testing.T) {
	s := Summary{Reasons: map[string]int{"checkmate": 2, "counting rule": 1, "bare king": 3}}
	assert.Equal(t, " checkmate 2, bare king 3, counting rule 1", s.endings())
}
