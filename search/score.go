package search

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/chespel/chespel/board"
)

// Scores are thousandths of a pawn for the side to move, in a band that
// keeps evaluations and mates apart:
//
//	|score| <= MaxEval                        an evaluation (clamped there)
//	MateScore-MaxPly <= |score| <= MateScore  a forced mate, MateScore-plies
//
// A Chespel evaluation is at most ±9999.999 pawns, that is ±9,999,999
// thousandths, so MaxEval (10,000 pawns) clamps only runaway scores, and
// MateScore (100,000 pawns) lies well above it.
const (
	MaxEval   = 10_000_000
	MateScore = 100_000_000
	// MaxPly is the deepest ply the search reaches, extensions and
	// quiescence included.
	MaxPly = 128

	mateBound = MateScore - MaxPly
)

// infinity is above every score.
const infinity int32 = MateScore + 1

// Score is a search score: thousandths of a pawn for the side to move, or a
// mate by distance (see MateScore).
type Score int

// Mate returns the number of moves to mate when s is a mate score: positive
// when the side to move mates, negative when it is mated (the UCI "mate N").
func (s Score) Mate() (int, bool) {
	switch {
	case s >= mateBound:
		return (MateScore - int(s) + 1) / 2, true
	case s <= -mateBound:
		return -(MateScore + int(s)) / 2, true
	}
	return 0, false
}

// UCI returns the score as UCI's info field: "cp N" (N is thousandths / 10,
// rounded towards zero) or "mate N".
func (s Score) UCI() string {
	if n, ok := s.Mate(); ok {
		return "mate " + strconv.Itoa(n)
	}
	return "cp " + strconv.Itoa(int(s)/10)
}

// String returns the score in pawns as Chespel prints a non-integral num:
// one to three decimals, trailing zeros dropped ("0.25", "-1.5", "0.0"), or
// "#N" / "#-N" for a mate in N moves.
func (s Score) String() string {
	if n, ok := s.Mate(); ok {
		return "#" + strconv.Itoa(n)
	}
	sign, v := "", int(s)
	if v < 0 {
		sign, v = "-", -v
	}
	frac := strings.TrimRight(fmt.Sprintf("%03d", v%1000), "0")
	if frac == "" {
		frac = "0"
	}
	return sign + strconv.Itoa(v/1000) + "." + frac
}

// clampEval keeps a static evaluation inside [-MaxEval, MaxEval].
func clampEval(v int) int32 {
	if v > MaxEval {
		return MaxEval
	}
	if v < -MaxEval {
		return -MaxEval
	}
	return int32(v)
}

// mateIn returns the score of mating at ply plies from the root.
func mateIn(ply int) int32 { return int32(MateScore - ply) }

// matedIn returns the score of being mated at ply plies from the root.
func matedIn(ply int) int32 { return int32(-MateScore + ply) }

// noMoves scores a node ply plies from the root where the side to move has
// no legal move, by the rule set (board.Position.NoMovesResult): mated, a
// draw, or a win (the bare-king rule for it, a stalemate that wins).
func noMoves(pos *board.Position, ply int) int32 {
	switch pos.NoMovesResult() {
	case -1:
		return matedIn(ply)
	case 1:
		return mateIn(ply)
	}
	return 0
}

// toTT turns a score relative to the root into one relative to the node at
// ply, for the transposition table; fromTT undoes it.
func toTT(v int32, ply int) int32 {
	switch {
	case v >= mateBound:
		return v + int32(ply)
	case v <= -mateBound:
		return v - int32(ply)
	}
	return v
}

func fromTT(v int32, ply int) int32 {
	switch {
	case v >= mateBound:
		return v - int32(ply)
	case v <= -mateBound:
		return v + int32(ply)
	}
	return v
}
