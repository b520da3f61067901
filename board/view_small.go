package board

import (
	"math/bits"

	"github.com/chespel/chespel/carn"
)

// smallTables are viewTables recast for a board of at most 64 squares,
// whose sets fit in one word: built once per rule set from the same units,
// so that View's hot paths (attacks, moves, attackers) work on words, with
// every legless, unconditioned leap of an origin merged into one word and
// the rest as compact units. They hold nothing that the units do not.
type smallTables struct {
	// cap and quiet hold, per side and kind, one entry per origin: side
	// c's kind k on i is entry base[c][k]+i of both. A kind whose units are
	// the same for both sides (all but the pawns in chess) has one block
	// of entries that both sides share, so that the tables an evaluation
	// reads stay small enough for the first-level cache.
	cap, quiet []smallEntry
	base       [2][MaxKinds + 1]int32 // an array: Load reads it with no bounds check
	units      []smallUnit
	lines      []smallLine
	rays       []uint64 // per direction d, per origin i: entry d*n+i, the squares along d to the edge
	// Pawn-structure geometry: as viewTables.files, beside and ahead, in
	// arrays that structure reads with no bounds check.
	files, beside [carn.MaxSize]uint64
	ahead         [2][64]uint64
	fileOf        [64]uint8
	cells         int
	// filesOf's geometry: the number of files, the cells of the first rank,
	// of the first file and of the board.
	nFiles                         uint
	firstRank, firstFile, allCells uint64
}

// smallEntry is what one piece reaches from one origin: leap, plus
// lines[lines>>8:][:lines&255] and units[units>>8:][:units&255]. Sixteen
// bytes, four to a cache line.
type smallEntry struct {
	leap         uint64
	lines, units uint32
}

// smallSpan packs a range of from and n elements into a smallEntry field,
// false when it does not fit (then the tables are not made small).
func smallSpan(from, n int) (uint32, bool) {
	if n > 255 || from >= 1<<24 {
		return 0, false
	}
	return uint32(from)<<8 | uint32(n), true
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
// squares (or tables too large to pack).
func (t *viewTables) buildSmall(kinds int) *smallTables {
	n := t.n
	if n > 64 {
		return nil
	}
	s := &smallTables{rays: make([]uint64, len(t.rays)*n), cells: n}
	for i, f := range t.fileOf {
		s.fileOf[i] = uint8(f)
	}
	for d, line := range t.rays {
		for i, set := range line {
			s.rays[d*n+i] = set.w0
		}
	}
	for c := range 2 {
		for k := range kinds {
			if c == 1 && t.sameForSides(k) {
				s.base[1][k] = s.base[0][k]
				continue
			}
			s.base[c][k] = int32(len(s.cap))
			for i := range n {
				x := t.entry(i, Color(c), Kind(k))
				ce, ok := s.entry(t.capUnits[t.capAt[x]:t.capAt[x+1]])
				qe, ok2 := s.entry(t.quietUnits[t.quietAt[x]:t.quietAt[x+1]])
				if !ok || !ok2 {
					return nil
				}
				s.cap, s.quiet = append(s.cap, ce), append(s.quiet, qe)
			}
		}
	}
	words := func(out []uint64, sets []Set) {
		for i, set := range sets {
			out[i] = set.w0
		}
	}
	words(s.files[:], t.files)
	s.nFiles, s.firstRank, s.firstFile = uint(len(t.files)), 1<<len(t.files)-1, s.files[0]
	s.allCells = s.firstRank * s.firstFile
	words(s.beside[:], t.beside)
	words(s.ahead[0][:], t.ahead[0])
	words(s.ahead[1][:], t.ahead[1])
	return s
}

// entry lays out the units of one origin as a smallEntry, appending its
// lines and units; false when the entry's ranges do not pack.
func (s *smallTables) entry(units []viewUnit) (smallEntry, bool) {
	var e smallEntry
	unitFrom := len(s.units)
	var up, down []uint64
	for _, u := range units {
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
			su.line = int32(u.dir) * int32(s.n())
		}
		s.units = append(s.units, su)
	}
	lineFrom := len(s.lines)
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
	var ok, ok2 bool
	e.units, ok = smallSpan(unitFrom, len(s.units)-unitFrom)
	e.lines, ok2 = smallSpan(lineFrom, len(s.lines)-lineFrom)
	return e, ok && ok2
}

// n returns the number of squares.
func (s *smallTables) n() int { return s.cells }

// sameForSides reports whether kind k's capture and move units are the
// same for both sides on every origin.
func (t *viewTables) sameForSides(k int) bool {
	for i := range t.n {
		x, y := t.entry(i, White, Kind(k)), t.entry(i, Black, Kind(k))
		if !sameUnits(t.capUnits[t.capAt[x]:t.capAt[x+1]], t.capUnits[t.capAt[y]:t.capAt[y+1]]) ||
			!sameUnits(t.quietUnits[t.quietAt[x]:t.quietAt[x+1]], t.quietUnits[t.quietAt[y]:t.quietAt[y+1]]) {
			return false
		}
	}
	return true
}

// sameUnits reports whether two lists of units reach the same squares
// the same way, in any order (a side's rays are listed in its own frame).
func sameUnits(a, b []viewUnit) bool {
	if len(a) != len(b) {
		return false
	}
	var used [64]bool
	for j := range a {
		found := false
		for k := range b {
			if k < len(used) && !used[k] && sameUnit(&a[j], &b[k]) {
				used[k], found = true, true
				break
			}
		}
		if !found {
			return false
		}
	}
	return true
}

// sameUnit reports whether two units are equal.
func sameUnit(u, w *viewUnit) bool {
	return u.set == w.set && u.plain == w.plain && u.leg == w.leg && u.dir == w.dir && u.hurdles == w.hurdles &&
		u.inc == w.inc && u.royal == w.royal && u.quiet == w.quiet && u.capture == w.capture
}

// lineReach returns the squares that the lines of entry e reach with
// occupied squares occ.
func (s *smallTables) lineReach(e *smallEntry, occ uint64) uint64 {
	var a uint64
	for j, end := e.lines>>8, e.lines>>8+e.lines&255; j < end; j++ {
		l := &s.lines[j]
		// The obstruction difference: from the lower ray's first
		// occupied square (or bit 0) up to the upper ray's (or the top).
		up := occ & l.upper
		low := uint64(1) << (63 - bits.LeadingZeros64(occ&l.lower|1))
		a |= (l.lower | l.upper) & (up ^ (up - low))
	}
	return a
}

// reachAt is reach, with the entries that are leaps alone (most pieces of
// most games: pawns, knights, kings) answered inline.
func (s *smallTables) reachAt(e *smallEntry, i int, occ, royal uint64) uint64 {
	if (e.lines|e.units)&255 == 0 {
		return e.leap
	}
	return s.reach(e, i, occ, royal)
}

// reach is View.reach on one word: the squares that entry e reaches from i
// with occupied squares occ and royal pieces royal.
func (s *smallTables) reach(e *smallEntry, i int, occ, royal uint64) uint64 {
	a := e.leap
	if e.lines&255 != 0 {
		a |= s.lineReach(e, occ)
	}
	for j, end := e.units>>8, e.units>>8+e.units&255; j < end; j++ {
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
