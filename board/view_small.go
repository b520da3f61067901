package board

import "math/bits"

// smallTables are viewTables recast for a board of at most 64 squares,
// whose sets fit in one word: built once per rule set from the same units,
// so that View's hot paths (attacks, moves, attackers) work on words, with
// every legless, unconditioned leap of an origin merged into one word and
// the rest as compact units. They hold nothing that the units do not.
type smallTables struct {
	// cap and quiet are indexed as viewTables.capAt and quietAt: per side
	// (the second side's entries after the first's), kind and origin.
	cap, quiet []smallEntry
	units      []smallUnit
	lines      []smallLine
	rays       []uint64 // per direction d, per origin i: entry d*n+i, the squares along d to the edge
	// Pawn-structure geometry: as viewTables.files, beside and ahead.
	files, beside []uint64
	ahead         [2][]uint64
	fileOf        []int8
}

// smallEntry is what one piece reaches from one origin: leap, plus the
// lines lines[lineFrom:lineTo], plus the units units[from:to].
type smallEntry struct {
	leap             uint64
	from, to         int32
	lineFrom, lineTo int32
}

// smallLine is up to two plain rays (viewUnit.plain, no royal target) of
// one origin: one going down the indices, one going up, each reaching up
// to its first occupied square. Any two such rays make a line, straight or
// not: the obstruction difference (smallTables.reach) needs only that the
// lower ray's squares lie below the origin, nearest first from the top,
// and the upper ray's above it, nearest first from the bottom.
type smallLine struct{ lower, upper uint64 }

// smallUnit is a viewUnit on one word: a leap with a leg or a royal target
// (line < 0), or a ray whose origin's line starts at rays[line].
type smallUnit struct {
	set     uint64
	line    int32 // d*n, the start of direction d's lines in smallTables.rays; -1 for a leap
	leg     int16 // as viewUnit.leg
	hurdles int8
	plain   bool
	inc     bool
	royal   bool
}

// buildSmall lays out the small tables; nil for a board of more than 64
// squares.
func (t *viewTables) buildSmall() *smallTables {
	n := t.n
	if n > 64 {
		return nil
	}
	s := &smallTables{rays: make([]uint64, len(t.rays)*n)}
	for d, line := range t.rays {
		for i, set := range line {
			s.rays[d*n+i] = set.w0
		}
	}
	entries := func(at []int32, units []viewUnit) []smallEntry {
		out := make([]smallEntry, len(at)-1)
		for x := range out {
			if at[x+1] < at[x] {
				continue // the boundary between the two sides
			}
			e := &out[x]
			e.from = int32(len(s.units))
			var up, down []uint64
			for _, u := range units[at[x]:at[x+1]] {
				if u.line == nil && u.leg < 0 && !u.royal {
					e.leap |= u.set.w0
					continue
				}
				if u.line != nil && u.plain && !u.royal {
					if u.inc {
						up = append(up, u.set.w0)
					} else {
						down = append(down, u.set.w0)
					}
					continue
				}
				su := smallUnit{set: u.set.w0, line: -1, leg: u.leg, hurdles: int8(u.hurdles), plain: u.plain, inc: u.inc, royal: u.royal}
				if u.line != nil {
					su.line = int32(u.dir) * int32(n)
				}
				s.units = append(s.units, su)
			}
			e.to = int32(len(s.units))
			e.lineFrom = int32(len(s.lines))
			for j := range max(len(up), len(down)) {
				var l smallLine
				if j < len(up) {
					l.upper = up[j]
				}
				if j < len(down) {
					l.lower = down[j]
				}
				s.lines = append(s.lines, l)
			}
			e.lineTo = int32(len(s.lines))
		}
		return out
	}
	s.cap = entries(t.capAt, t.capUnits)
	s.quiet = entries(t.quietAt, t.quietUnits)
	words := func(sets []Set) []uint64 {
		out := make([]uint64, len(sets))
		for i, set := range sets {
			out[i] = set.w0
		}
		return out
	}
	s.files, s.beside = words(t.files), words(t.beside)
	s.ahead = [2][]uint64{words(t.ahead[0]), words(t.ahead[1])}
	s.fileOf = t.fileOf
	return s
}

// reachAt is reach, with the entries that are leaps alone (most pieces of
// most games: pawns, knights, kings) answered inline.
func (s *smallTables) reachAt(e *smallEntry, i int, occ, royal uint64) uint64 {
	if e.from == e.to && e.lineFrom == e.lineTo {
		return e.leap
	}
	return s.reach(e, i, occ, royal)
}

// reach is View.reach on one word: the squares that entry e reaches from i
// with occupied squares occ and royal pieces royal.
func (s *smallTables) reach(e *smallEntry, i int, occ, royal uint64) uint64 {
	a := e.leap
	for j := e.lineFrom; j < e.lineTo; j++ {
		l := &s.lines[j]
		// The obstruction difference: from the lower ray's first
		// occupied square (or bit 0) up to the upper ray's (or the top).
		up := occ & l.upper
		low := uint64(1) << (63 - bits.LeadingZeros64(occ&l.lower|1))
		a |= (l.lower | l.upper) & (up ^ (up - low))
	}
	for j := e.from; j < e.to; j++ {
		u := &s.units[j]
		b := u.set
		switch {
		case u.plain:
			if m := b & occ; m != 0 {
				if u.inc {
					b &^= s.rays[int(u.line)+bits.TrailingZeros64(m)]
				} else {
					b &^= s.rays[int(u.line)+63-bits.LeadingZeros64(m)]
				}
			}
		case u.line < 0:
			if u.leg >= 0 && occ>>uint(u.leg)&1 != 0 {
				continue
			}
		default:
			b = s.rayReach(u, i, occ)
		}
		if u.royal {
			b &= royal
		}
		a |= b
	}
	return a
}

// rayReach is viewTables.rayReach on one word.
func (s *smallTables) rayReach(u *smallUnit, i int, occ uint64) uint64 {
	line := int(u.line)
	seg := s.rays[line+i]
	for h := u.hurdles; ; h-- {
		b := seg & occ
		if b == 0 {
			if h == 0 {
				return u.set & seg
			}
			return 0
		}
		f := bits.TrailingZeros64(b)
		if !u.inc {
			f = 63 - bits.LeadingZeros64(b)
		}
		if h == 0 {
			return u.set &^ s.rays[line+f] & seg
		}
		seg = s.rays[line+f]
	}
}
