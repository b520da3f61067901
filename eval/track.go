package eval

import (
	"github.com/chespel/chespel/board"
)

// Tracked fused sums. A fused expression (fuse.go) is a sum over the
// pieces of a function of each piece's colour, kind and cell, the form
// that a position can keep up to date as moves are made and taken back
// (board.SumTable). At load time each fused expression of a small board,
// or pair of them, gets one board.SumTable per side to score for (me),
// holding its entries: the packed total in the first word, and in the
// second a packed count of the pieces whose entry is not integral. The
// first evaluation of a position registers the tables on it
// (Position.Track); from then on the position, and every position the
// search reaches from it by Make and Unmake, holds the totals, and the
// evaluator reads them instead of visiting the pieces. A position that
// cannot track them (another rule set of the same shape, or one that
// tracks as many tables as it can) is evaluated by the pass, with the
// same result. The tables are built once and only read, so the
// evaluators of all search threads share them.

// trackFused gives every fused expression of stmts, and every pair of
// them, its tables.
func trackFused(g *geo, stmts []*stmt) {
	for _, s := range stmts {
		for _, f := range topFused(s.value, nil) {
			trackOne(g, f)
		}
		trackFused(g, s.then)
		trackFused(g, s.els)
	}
}

// trackOne builds the tables of f, or of its pair, once.
func trackOne(g *geo, f *fusedSum) {
	if p := f.pair; p != nil {
		if p.tracked[0] != nil {
			return
		}
		for me := range 2 {
			p.tracked[me] = board.NewSumTable(g.rules, func(c board.Color, k board.Kind, cell int) [board.SumWords]int64 {
				es := p.entries[me][c]
				if es == nil || int(k)<<6|cell >= len(es) {
					return [board.SumWords]int64{}
				}
				x := es[int(k)<<6|cell]
				return [board.SumWords]int64{x.packed, int64(x.fraction)}
			})
		}
		return
	}
	if f.tracked[0] != nil || f.small[0] == nil || f.small[1] == nil {
		return
	}
	for me := range 2 {
		f.tracked[me] = board.NewSumTable(g.rules, func(c board.Color, k board.Kind, cell int) [board.SumWords]int64 {
			for i := range f.small[me] {
				if r := &f.small[me][i]; r.c == int(c) && r.k == int(k) {
					return [board.SumWords]int64{int64(r.row[cell]), int64(r.fraction >> cell & 1)}
				}
			}
			return [board.SumWords]int64{}
		})
	}
}

// trackedSum returns the sum of t over the position's pieces, kept by the
// position, registering t on it first when needed; ok is false when t is
// nil or the position cannot track it.
func (e *evaluator) trackedSum(t *board.SumTable) (sum [board.SumWords]int64, ok bool) {
	if t == nil {
		return sum, false
	}
	p := e.facts.pos
	if sum, ok = p.Sum(t); ok || !p.Track(t) {
		return sum, ok
	}
	return p.Sum(t)
}
