package match

import (
	"fmt"
	"math"
)

// SPRT is a sequential probability ratio test of H0: the Elo difference is
// Elo0 against H1: it is Elo1, with error rates Alpha (accepting H1 when H0
// holds) and Beta (the reverse). The Elo bounds are logistic Elo, the scale
// of the elo line (fastchess's model=logistic).
type SPRT struct {
	Elo0, Elo1  float64
	Alpha, Beta float64
}

// ParseSPRT reads "ELO0,ELO1[,ALPHA,BETA]"; alpha and beta default to 0.05.
func ParseSPRT(s string) (SPRT, error) {
	t := SPRT{Alpha: 0.05, Beta: 0.05}
	var n int
	var err error
	switch c := countCommas(s); c {
	case 1:
		n, err = fmt.Sscanf(s, "%g,%g", &t.Elo0, &t.Elo1)
	case 3:
		n, err = fmt.Sscanf(s, "%g,%g,%g,%g", &t.Elo0, &t.Elo1, &t.Alpha, &t.Beta)
	default:
		return t, fmt.Errorf("-sprt %q: want ELO0,ELO1 or ELO0,ELO1,ALPHA,BETA", s)
	}
	if err != nil || n < 2 {
		return t, fmt.Errorf("-sprt %q: want numbers: ELO0,ELO1[,ALPHA,BETA]", s)
	}
	for _, v := range []float64{t.Elo0, t.Elo1, t.Alpha, t.Beta} {
		if math.IsNaN(v) || math.IsInf(v, 0) {
			return t, fmt.Errorf("-sprt %q: want finite numbers", s)
		}
	}
	switch {
	case t.Elo0 >= t.Elo1:
		return t, fmt.Errorf("-sprt %q: ELO0 must be below ELO1", s)
	case t.Alpha <= 0 || t.Beta <= 0 || t.Alpha+t.Beta >= 1:
		return t, fmt.Errorf("-sprt %q: ALPHA and BETA must be above 0 and sum to less than 1", s)
	}
	return t, nil
}

func countCommas(s string) int {
	n := 0
	for _, r := range s {
		if r == ',' {
			n++
		}
	}
	return n
}

// Bounds returns the lower and upper bounds of the log-likelihood ratio:
// log(β/(1-α)) and log((1-β)/α), ±2.94 for α = β = 0.05.
func (t SPRT) Bounds() (lower, upper float64) {
	return math.Log(t.Beta / (1 - t.Alpha)), math.Log((1 - t.Beta) / t.Alpha)
}

// Decision is the state of an SPRT.
type Decision int

// The decisions: go on, accept H0, accept H1.
const (
	Continue Decision = iota
	AcceptH0
	AcceptH1
)

// String returns "continue", "H0 accepted", "H1 accepted".
func (d Decision) String() string {
	return [...]string{"continue", "H0 accepted", "H1 accepted"}[d]
}

// Decide returns the decision for a log-likelihood ratio.
func (t SPRT) Decide(llr float64) Decision {
	lower, upper := t.Bounds()
	switch {
	case llr >= upper:
		return AcceptH1
	case llr <= lower:
		return AcceptH0
	}
	return Continue
}

// emptyCell replaces a zero count, so that the maximum-likelihood
// distributions stay inside the simplex (what fastchess and OpenBench do).
const emptyCell = 1e-3

// LLR returns the log-likelihood ratio of H1 against H0 for the tally's
// pentanomial distribution (trinomial while no pair is complete): N times
// the mean of log(p1/p0), where p0 and p1 are the distributions closest to
// the observed one (maximum likelihood) whose mean score is the score of
// Elo0 and of Elo1 (M. Van den Bergh, "Comments on Normalized Elo",
// proposition 1.1). Zero at no game.
func (t SPRT) LLR(tally Tally) float64 {
	scores, counts := tally.distribution()
	total := 0.0
	for i, c := range counts {
		counts[i] = max(c, emptyCell)
		total += counts[i]
	}
	if tally.Games() == 0 {
		return 0
	}
	phat := make([]float64, len(counts))
	for i, c := range counts {
		phat[i] = c / total
	}
	p0 := closest(scores, phat, scoreFromElo(t.Elo0))
	p1 := closest(scores, phat, scoreFromElo(t.Elo1))
	sum := 0.0
	for i := range phat {
		sum += phat[i] * (math.Log(p1[i]) - math.Log(p0[i]))
	}
	return total * sum
}

// closest returns the distribution over scores with mean s that maximises
// the likelihood of the observed distribution phat: p_i = phat_i / (1 +
// θ(a_i - s)), with θ the root of Σ phat_i (a_i - s) / (1 + θ(a_i - s)) = 0,
// found by bisection (the sum falls from +∞ to -∞ over θ's range).
func closest(scores, phat []float64, s float64) []float64 {
	lo, hi := -1/(scores[len(scores)-1]-s), -1/(scores[0]-s)
	f := func(theta float64) float64 {
		sum := 0.0
		for i, a := range scores {
			sum += phat[i] * (a - s) / (1 + theta*(a-s))
		}
		return sum
	}
	for range 200 {
		mid := (lo + hi) / 2
		if mid == lo || mid == hi {
			break
		}
		if f(mid) > 0 {
			lo = mid
		} else {
			hi = mid
		}
	}
	theta := (lo + hi) / 2
	p := make([]float64, len(scores))
	for i, a := range scores {
		p[i] = phat[i] / (1 + theta*(a-s))
	}
	return p
}

// Line returns "llr 2.96 [-2.94, 2.94] H1 accepted".
func (t SPRT) Line(tally Tally) string {
	llr := t.LLR(tally)
	lower, upper := t.Bounds()
	return fmt.Sprintf("llr %.2f [%.2f, %.2f] %s", llr, lower, upper, t.Decide(llr))
}
