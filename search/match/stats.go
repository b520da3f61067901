package match

import (
	"fmt"
	"math"
)

// Tally counts a match's results from the first player's point of view: the
// games won, drawn and lost, and the game pairs by their score in
// half-points (Pairs[0] both lost ... Pairs[4] both won): the pentanomial
// distribution that fastchess and OpenBench use, since the two games of a
// pair share an opening and are not independent.
type Tally struct {
	W, D, L int
	Pairs   [5]int
}

// Games returns the number of games counted.
func (t Tally) Games() int { return t.W + t.D + t.L }

// Score returns the points per game, 0.5 with no game.
func (t Tally) Score() float64 {
	if t.Games() == 0 {
		return 0.5
	}
	return (float64(t.W) + float64(t.D)/2) / float64(t.Games())
}

// pairCount returns the number of complete pairs.
func (t Tally) pairCount() int {
	n := 0
	for _, c := range t.Pairs {
		n += c
	}
	return n
}

// pairScores are the five pair outcomes as a score per game.
var pairScores = []float64{0, 0.25, 0.5, 0.75, 1}

// gameScores are the three game outcomes (loss, draw, win).
var gameScores = []float64{0, 0.5, 1}

// distribution returns the outcomes and their counts that the statistics
// use: the pairs when there is one, else the single games.
func (t Tally) distribution() (scores []float64, counts []float64) {
	if t.pairCount() > 0 {
		counts = make([]float64, 5)
		for i, c := range t.Pairs {
			counts[i] = float64(c)
		}
		return pairScores, counts
	}
	return gameScores, []float64{float64(t.L), float64(t.D), float64(t.W)}
}

// meanVar returns the mean and the variance of a distribution given as
// outcome values and counts, and the total count.
func meanVar(scores, counts []float64) (mu, variance, n float64) {
	for i, c := range counts {
		n += c
		mu += c * scores[i]
	}
	if n == 0 {
		return 0.5, 0, 0
	}
	mu /= n
	for i, c := range counts {
		d := scores[i] - mu
		variance += c * d * d
	}
	return mu, variance / n, n
}

// EloFromScore is the logistic Elo difference of an expected score:
// -400 log10(1/s - 1), ±Inf at 1 and 0.
func EloFromScore(s float64) float64 {
	switch {
	case s >= 1:
		return math.Inf(1)
	case s <= 0:
		return math.Inf(-1)
	}
	return -400 * math.Log10(1/s-1)
}

// scoreFromElo is the expected score of a logistic Elo difference.
func scoreFromElo(elo float64) float64 { return 1 / (1 + math.Pow(10, -elo/400)) }

// z95 is the two-sided 95% quantile of the normal distribution.
const z95 = 1.959963984540054

// Estimate is the Elo difference with its 95% interval and the likelihood
// of superiority (the probability that the first player is the stronger).
type Estimate struct {
	Elo, Lo, Hi float64
	LOS         float64
}

// Estimate returns the Elo difference from the pentanomial distribution of
// the complete pairs (the games, when no pair is complete): the mean score
// mapped through EloFromScore, its interval from the mean ± 1.96 standard
// errors, and LOS = Φ((mean - 0.5) / standard error). When every pair (or
// game) has the same outcome the variance is zero; the interval is then
// the Wilson score interval of the games' score, which stays finite on the
// side away from the extreme.
func (t Tally) Estimate() Estimate {
	mu, variance, n := meanVar(t.distribution())
	if n == 0 {
		return Estimate{LOS: 0.5}
	}
	se := math.Sqrt(variance / n)
	lo, hi := mu-z95*se, mu+z95*se
	if variance == 0 {
		lo, hi = wilson(mu, float64(t.Games()))
	}
	return Estimate{Elo: EloFromScore(mu), Lo: EloFromScore(lo), Hi: EloFromScore(hi), LOS: los(mu, se)}
}

// wilson returns the 95% Wilson score interval of a proportion p over n
// trials.
func wilson(p, n float64) (lo, hi float64) {
	z2 := z95 * z95
	centre := (p + z2/(2*n)) / (1 + z2/n)
	half := z95 / (1 + z2/n) * math.Sqrt(p*(1-p)/n+z2/(4*n*n))
	return centre - half, centre + half
}

// los is the probability that the true mean exceeds 0.5 given the mean and
// its standard error.
func los(mu, se float64) float64 {
	if se == 0 {
		switch {
		case mu > 0.5:
			return 1
		case mu < 0.5:
			return 0
		}
		return 0.5
	}
	return 0.5 * math.Erfc(-(mu-0.5)/(se*math.Sqrt2))
}

// formatElo writes an Elo difference with its sign and one decimal, or
// "+inf" / "-inf".
func formatElo(e float64) string {
	switch {
	case math.IsInf(e, 1):
		return "+inf"
	case math.IsInf(e, -1):
		return "-inf"
	}
	s := fmt.Sprintf("%+.1f", e)
	if s == "-0.0" {
		return "+0.0"
	}
	return s
}

// String returns "+170.9 [+80.2, +280.0] LOS 99.9%".
func (e Estimate) String() string {
	return fmt.Sprintf("%s [%s, %s] LOS %.1f%%", formatElo(e.Elo), formatElo(e.Lo), formatElo(e.Hi), 100*e.LOS)
}

// String returns "W 12 D 5 L 3 (score 0.725)".
func (t Tally) String() string {
	return fmt.Sprintf("W %d D %d L %d (score %.3f)", t.W, t.D, t.L, t.Score())
}
