package search

import "math"

// The win/draw/loss model of WDL: an ordered logistic model of the score
// in pawns x. The side to move wins with probability σ((x−wdlMargin)/wdlScale)
// and loses with σ((−x−wdlMargin)/wdlScale), where σ(t) = 1/(1+e^−t); the
// rest is the draw. So a level position is a draw 46% of the time and a win
// for either side 27%, a pawn up wins half the games and loses 12%, three
// pawns up wins 88%. The parameters are round values chosen to look like
// engine games at fast time controls; they are not fitted to chespel's own
// games (a datagen run with results could fit them).
const (
	wdlMargin = 1.0 // pawns: the score at which a win becomes as likely as not
	wdlScale  = 1.0 // pawns: how fast the probabilities change with the score
)

// WDL returns the expected outcome of the game at score s for the side to
// move, in permille that add up to 1000: wins, draws and losses (UCI's
// "wdl W D L"). A mate found is a certain win (1000 0 0), a mate against
// the side to move a certain loss.
func (s Score) WDL() (w, d, l int) {
	if n, ok := s.Mate(); ok {
		if n > 0 {
			return 1000, 0, 0
		}
		return 0, 0, 1000
	}
	x := float64(s) / 1000
	sigma := func(t float64) float64 { return 1 / (1 + math.Exp(-t)) }
	w = int(math.Round(1000 * sigma((x-wdlMargin)/wdlScale)))
	l = int(math.Round(1000 * sigma((-x-wdlMargin)/wdlScale)))
	return w, 1000 - w - l, l
}
