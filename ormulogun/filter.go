package ormulogun

// This file gives filters their meaning over a board in our frame. A
// square (file, rank) satisfies a filter "files|ranks" when file is one of
// the values of files and rank one of the values of ranks. In a file list
// "@" stands for the rank of the square being tried, in a rank list for its
// file: "*|@" and "@|*" both mean "rank equals file", the a1-h8 diagonal.
// F<piece> and R<piece> are the file and rank of the most recently placed
// piece of that letter. Values outside the board (0 to files-1, 0 to
// ranks-1) select nothing.

// Allowed returns the squares of the 8×8 board on which the spec's i-th
// piece may stand, given the squares of the pieces placed before it
// (placed[j] for piece j < i); see AllowedOn.
func (s *Spec) Allowed(i int, placed []Square) Mask { return s.AllowedOn(Chess8x8, i, placed) }

// AllowedOn returns the squares of board g on which the spec's i-th piece
// may stand, given the squares of the pieces placed before it: the union of
// its filters, or every square when it has none. It does not exclude
// occupied squares. A reference to a piece beyond placed, or an i out of
// range, selects nothing.
func (s *Spec) AllowedOn(g Geometry, i int, placed []Square) Mask {
	if i < 0 || i >= len(s.Pieces) || !g.valid() {
		return Mask{}
	}
	return s.Pieces[i].allowed(g, s.on(g).static[i], placed)
}

// compile records whether the piece's filters depend on earlier pieces.
func compile(p *PieceSpec) {
	p.dynamic = false
	for _, f := range p.Filters {
		p.dynamic = p.dynamic || f.Files.refers() || f.Ranks.refers()
	}
}

// allowed returns the squares the piece's filters allow on board g; static
// is their value when they do not refer to other pieces.
func (p *PieceSpec) allowed(g Geometry, static Mask, placed []Square) Mask {
	if !p.dynamic {
		return static
	}
	return p.evaluate(g, placed)
}

// evaluate computes the union of the piece's filters on board g.
func (p *PieceSpec) evaluate(g Geometry, placed []Square) Mask {
	if p.Filters == nil {
		return g.All()
	}
	var m Mask
	for _, f := range p.Filters {
		m = m.Or(f.mask(g, placed))
	}
	return m
}

// mask returns the squares of board g that satisfy the filter.
func (f Filter) mask(g Geometry, placed []Square) Mask {
	var m Mask
	if !f.Files.usesSelf() && !f.Ranks.usesSelf() {
		files, ranks := f.Files.values(placed, 0, g.Files), f.Ranks.values(placed, 0, g.Ranks)
		for rank := range g.Ranks {
			if ranks&(1<<rank) != 0 {
				m.addRow(rank, files)
			}
		}
		return m
	}
	var rankSets [MaxSize]uint16 // rankSets[file]: the ranks allowed with @ = file
	for file := range g.Files {
		rankSets[file] = f.Ranks.values(placed, file, g.Ranks)
	}
	for rank := range g.Ranks {
		files := f.Files.values(placed, rank, g.Files) // @ = rank
		for file := range g.Files {
			if files&(1<<file) != 0 && rankSets[file]&(1<<rank) != 0 {
				m.add(SquareAt(file, rank))
			}
		}
	}
	return m
}

// values returns the set of values 0 to n-1 of the list, bit i for value
// i, with "@" standing for self; "*" is all of them. Values outside 0 to
// n-1 select nothing.
func (c Coords) values(placed []Square, self, n int) uint16 {
	all := uint16(1<<n - 1)
	if len(c.Items) == 0 {
		return all
	}
	var set uint16
	for _, it := range c.Items {
		if v, ok := it.value(placed, self); ok && v >= 0 && v < n {
			set |= 1 << v
		}
	}
	return set
}

// value evaluates the item left to right; ok is false when it refers to a
// piece that is not placed.
func (it Item) value(placed []Square, self int) (v int, ok bool) {
	v, ok = it.First.value(placed, self)
	for _, m := range it.Mods {
		w, okm := m.Term.value(placed, self)
		if m.Minus {
			w = -w
		}
		v, ok = v+w, ok && okm
	}
	return v, ok
}

// value evaluates the term; ok is false when it refers to a piece that is not
// placed.
func (t Term) value(placed []Square, self int) (int, bool) {
	switch t.Kind {
	case Number:
		return t.Value, true
	case Self:
		return self, true
	case FileOf, RankOf:
		if t.Ref < 0 || t.Ref >= len(placed) {
			return 0, false
		}
		if t.Kind == FileOf {
			return placed[t.Ref].File(), true
		}
		return placed[t.Ref].Rank(), true
	}
	return 0, false
}

// usesSelf reports whether an item of the list contains "@".
func (c Coords) usesSelf() bool {
	return c.any(func(t Term) bool { return t.Kind == Self })
}

// refers reports whether an item of the list refers to another piece.
func (c Coords) refers() bool {
	return c.any(func(t Term) bool { return t.Kind == FileOf || t.Kind == RankOf })
}

// any reports whether some term of the list satisfies pred.
func (c Coords) any(pred func(Term) bool) bool {
	for _, it := range c.Items {
		if pred(it.First) {
			return true
		}
		for _, m := range it.Mods {
			if pred(m.Term) {
				return true
			}
		}
	}
	return false
}
