package ormulogun

// This file gives filters their meaning over the 8x8 board in our frame. A
// square (file, rank) satisfies a filter "files|ranks" when file is one of
// the values of files and rank one of the values of ranks. In a file list
// "@" stands for the rank of the square being tried, in a rank list for its
// file: "*|@" and "@|*" both mean "rank equals file", the a1-h8 diagonal.
// F<piece> and R<piece> are the file and rank of the most recently placed
// piece of that letter. Values outside 0-7 select nothing.

// Allowed returns the squares on which the spec's i-th piece may stand,
// given the squares of the pieces placed before it (placed[j] for piece j <
// i): the union of its filters, or every square when it has none. It does
// not exclude occupied squares. A reference to a piece beyond placed, or an
// i out of range, selects nothing.
func (s *Spec) Allowed(i int, placed []Square) Mask {
	if i < 0 || i >= len(s.Pieces) {
		return 0
	}
	return s.Pieces[i].allowed(placed)
}

// compile records whether the piece's filters depend on earlier pieces and,
// when they do not, the squares they allow.
func compile(p *PieceSpec) {
	p.dynamic = false
	for _, f := range p.Filters {
		p.dynamic = p.dynamic || f.Files.refers() || f.Ranks.refers()
	}
	if !p.dynamic {
		p.static = p.evaluate(nil)
	}
}

// allowed returns the squares the piece's filters allow.
func (p *PieceSpec) allowed(placed []Square) Mask {
	if !p.dynamic {
		return p.static
	}
	return p.evaluate(placed)
}

// evaluate computes the union of the piece's filters.
func (p *PieceSpec) evaluate(placed []Square) Mask {
	if p.Filters == nil {
		return AllSquares
	}
	var m Mask
	for _, f := range p.Filters {
		m |= f.mask(placed)
	}
	return m
}

// mask returns the squares that satisfy the filter.
func (f Filter) mask(placed []Square) Mask {
	if !f.Files.usesSelf() && !f.Ranks.usesSelf() {
		return product(f.Files.values(placed, 0), f.Ranks.values(placed, 0))
	}
	var rankSets [8]uint8 // rankSets[file]: the ranks allowed with @ = file
	for file := range rankSets {
		rankSets[file] = f.Ranks.values(placed, file)
	}
	var m Mask
	for rank := 0; rank < 8; rank++ {
		files := f.Files.values(placed, rank) // @ = rank
		for file := 0; file < 8; file++ {
			if files&(1<<file) != 0 && rankSets[file]&(1<<rank) != 0 {
				m |= SquareAt(file, rank).mask()
			}
		}
	}
	return m
}

// product returns the squares whose file is in files and rank in ranks (bit
// i of each set is value i).
func product(files, ranks uint8) Mask {
	var m Mask
	for rank := 0; rank < 8; rank++ {
		if ranks&(1<<rank) != 0 {
			m |= Mask(files) << (8 * rank)
		}
	}
	return m
}

// values returns the set of values 0-7 of the list, bit i for value i, with
// "@" standing for self; "*" is all of them.
func (c Coords) values(placed []Square, self int) uint8 {
	if len(c.Items) == 0 {
		return 0xFF
	}
	var set uint8
	for _, it := range c.Items {
		if v, ok := it.value(placed, self); ok && v >= 0 && v < 8 {
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
