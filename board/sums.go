package board

// Tracked sums. An evaluation term that is a sum over the pieces of a
// function of each piece's colour, kind and square (a piece-square table,
// material) changes by a few entries per move. A SumTable holds such a
// function; a position that tracks it (Track) keeps its sum over the
// position's pieces up to date in Make, Unmake and every other change of
// the board, so that an evaluator reads the sum (Sum) instead of visiting
// the pieces. The table is built once and only read, so the evaluators of
// every search thread share it; each thread's position keeps its own sums.

// SumWords is how many words of entry a SumTable holds per piece and
// square: its sums are added word by word.
const SumWords = 2

// maxTracked is the most tables one position tracks at once.
const maxTracked = 8

// SumTable is a function of a piece's colour, kind and square, of
// SumWords words, whose sum over a position's pieces the positions that
// track it keep up to date.
type SumTable struct {
	rules   *Rules
	kinds   int
	entries [][SumWords]int64 // by (colour × kinds + kind) × mailbox size + square
}

// NewSumTable returns the table of entry, which is called once for each
// colour, kind of r and dense cell index.
func NewSumTable(r *Rules, entry func(c Color, k Kind, cell int) [SumWords]int64) *SumTable {
	t := &SumTable{rules: r, kinds: r.NumKinds(), entries: make([][SumWords]int64, 2*r.NumKinds()*r.size)}
	for c := range Color(2) {
		for k := range t.kinds {
			for _, sq := range r.squares {
				t.entries[(int(c)*t.kinds+k)*r.size+int(sq)] = entry(c, Kind(k), r.Index(sq))
			}
		}
	}
	return t
}

// entry returns the table's entry for pc on sq.
func (t *SumTable) entry(pc Piece, sq Square) *[SumWords]int64 {
	return &t.entries[(int(pc.Color())*t.kinds+int(pc&kindMask))*t.rules.size+int(sq)]
}

// trackedSum is a table a position tracks and its sum there.
type trackedSum struct {
	table *SumTable
	sum   [SumWords]int64
}

// Track makes the position keep t's sum up to date from now on (its
// clones too), and reports whether it does: false when t is for another
// rule set or the position tracks as many tables as it can. Tracking a
// table twice is harmless.
func (p *Position) Track(t *SumTable) bool {
	if t.rules != p.rules {
		return false
	}
	if _, ok := p.Sum(t); ok {
		return true
	}
	if int(p.nSums) == maxTracked {
		return false
	}
	s := trackedSum{table: t}
	for c := range Color(2) {
		for _, sq := range p.pieces(c) {
			e := t.entry(p.board[sq], sq)
			for w := range s.sum {
				s.sum[w] += e[w]
			}
		}
	}
	p.sums[p.nSums] = s
	p.nSums++
	return true
}

// Sum returns the sum of t over the position's pieces, word by word, when
// the position tracks t; ok is false when it does not.
func (p *Position) Sum(t *SumTable) (sum [SumWords]int64, ok bool) {
	for i := range p.nSums {
		if p.sums[i].table == t {
			return p.sums[i].sum, true
		}
	}
	return sum, false
}

// addSums adds (sign 1) or takes away (sign -1) the entries of pc on sq
// to the tracked sums.
func (p *Position) addSums(pc Piece, sq Square, sign int64) {
	for i := range p.nSums {
		s := &p.sums[i]
		e := s.table.entry(pc, sq)
		for w := range s.sum {
			s.sum[w] += sign * e[w]
		}
	}
}

// moveSums changes the tracked sums for pc moving from one square to
// another.
func (p *Position) moveSums(pc Piece, from, to Square) {
	for i := range p.nSums {
		s := &p.sums[i]
		a, b := s.table.entry(pc, from), s.table.entry(pc, to)
		for w := range s.sum {
			s.sum[w] += b[w] - a[w]
		}
	}
}
