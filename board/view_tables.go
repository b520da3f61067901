package board

// viewTables are the move tables of a rule set laid out by dense index for
// View: for each side, kind and origin, the units that make its attacks and
// its quiet moves, with every condition that depends on the origin or the
// destination alone (@OnRank, @FromZone, @InZone, the steps of a ray)
// settled when they are built. Only what the position decides is left to
// View: which squares are occupied (path tests, @Leg) and whether a target
// is royal (@TargetRoyal). They come from the same compiled alternatives
// (kindGen) as move generation, so that no second copy of the rules exists.
type viewTables struct {
	n     int     // squares
	rays  [][]Set // per direction (an index into deltas), per origin: the squares along it to the edge
	units []viewUnit
	// start[c][k*n+i] .. start[c][k*n+i+1] are the units of side c's kind k on i.
	start [2][]int32
	// The same units in two lists, those of capture entries and those of
	// move entries, ready for View.reach: capStart and quietStart index
	// them as start does units.
	capUnits, quietUnits []viewUnit
	capStart, quietStart [2][]int32
	capAt, quietAt       []int32 // capStart[0] then capStart[1], in one slice (quietAt alike)
	// For pins: per side and kind*n+origin, every square that the capture
	// units could reach on an empty board, and every square whose
	// occupant could change what they reach (lines and legs).
	capTargets, capPaths [2][]Set
	promotes             uint32    // bit k: kind k promotes
	sameMoves            [2]uint32 // bit k: kind k's moves and captures reach the same squares
	startRow             [2][]int8
	fileOf               []int8   // per square, its file
	files                []Set    // the squares of each file
	beside               []Set    // the squares of the files beside each file
	ahead                [2][]Set // per side and origin: the squares of later ranks on its file and the files beside
	centre               Set
	wideCentre           Set
	light                Set
	small                *smallTables // the same on one word, nil for a board of more than 64 squares
}

// viewUnit is one way a piece reaches squares from its origin: a leap (dir
// < 0) reaches set when leg, if any, is empty; a ray reaches the squares of
// set along direction dir that have exactly hurdles occupied squares
// strictly between them and the origin.
type viewUnit struct {
	set     Set
	line    []Set // a ray's viewTables.rays entry, nil for a leap
	plain   bool  // a ray with no hurdle whose set is the whole line: set up to the first piece
	leg     int16 // dense index of the square that must be empty, -1 for none
	dir     int16 // an index into viewTables.rays, -1 for a leap
	hurdles int16
	inc     bool // the direction goes up the dense indices
	royal   bool // only a royal target counts (@TargetRoyal)
	quiet   bool // a move entry: reaches empty squares
	capture bool // a capture entry: reaches what it could capture
}

// buildView lays out the view tables of compiled rules.
func (r *Rules) buildView() *viewTables {
	n := len(r.squares)
	t := &viewTables{n: n}
	dirs := map[int]int16{}
	for c := White; c <= Black; c++ {
		t.start[c] = make([]int32, len(r.kinds)*n+1)
		for k := range r.kinds {
			g := &r.gen[c][k]
			for i, sq := range r.squares {
				t.start[c][k*n+i] = int32(len(t.units))
				t.addUnits(r, c, g, sq, dirs)
			}
		}
		t.start[c][len(r.kinds)*n] = int32(len(t.units))
	}
	t.buildSameMoves(r)
	t.rays = make([][]Set, len(dirs))
	for delta, d := range dirs {
		t.rays[d] = make([]Set, n)
		for i, sq := range r.squares {
			for s := int(sq) + delta; r.onBoard(Square(s)); s += delta {
				t.rays[d][i].Add(int(r.dense[s]))
			}
		}
	}
	t.buildLists(len(r.kinds))
	t.buildGeometry(r)
	t.small = t.buildSmall(len(r.kinds))
	return t
}

// buildLists copies the units into the capture and move lists.
func (t *viewTables) buildLists(kinds int) {
	n := t.n
	for c := range 2 {
		t.capStart[c] = make([]int32, kinds*n+1)
		t.quietStart[c] = make([]int32, kinds*n+1)
		t.capTargets[c] = make([]Set, kinds*n)
		t.capPaths[c] = make([]Set, kinds*n)
		for x := range kinds * n {
			t.capStart[c][x], t.quietStart[c][x] = int32(len(t.capUnits)), int32(len(t.quietUnits))
			for _, u := range t.units[t.start[c][x]:t.start[c][x+1]] {
				if u.dir >= 0 {
					u.line = t.rays[u.dir]
					u.plain = u.hurdles == 0 && u.set == u.line[x%n]
				}
				if u.capture {
					t.capUnits = append(t.capUnits, u)
					t.capTargets[c][x] = t.capTargets[c][x].Or(u.set)
					switch {
					case u.line != nil:
						t.capPaths[c][x] = t.capPaths[c][x].Or(u.line[x%n])
					case u.leg >= 0:
						t.capPaths[c][x].Add(int(u.leg))
					}
				}
				if u.quiet {
					u.royal = false // only captures need a royal target
					t.quietUnits = append(t.quietUnits, u)
				}
			}
		}
		t.capStart[c][kinds*n], t.quietStart[c][kinds*n] = int32(len(t.capUnits)), int32(len(t.quietUnits))
	}
	t.capAt = append(append([]int32(nil), t.capStart[0]...), t.capStart[1]...)
	t.quietAt = append(append([]int32(nil), t.quietStart[0]...), t.quietStart[1]...)
}

// addUnits adds the units of one piece table g of side c on origin sq.
func (t *viewTables) addUnits(r *Rules, c Color, g *kindGen, sq Square, dirs map[int]int16) {
	var plain [2]viewUnit // legless, unconditioned leaps: quiet and capture targets in one set each
	for i := range plain {
		plain[i] = viewUnit{leg: -1, dir: -1, quiet: i == 0, capture: i == 1}
	}
	for _, l := range g.leaps {
		to := Square(int(sq) + l.delta)
		if !r.onBoard(to) || !r.staticOK(l.cond, sq, to, c) {
			continue
		}
		u := viewUnit{leg: -1, dir: -1, royal: l.cond.targetRoyal, quiet: l.quiet, capture: l.capture}
		u.set.Add(int(r.dense[to]))
		if l.leg != 0 {
			u.leg = r.dense[int(sq)+l.leg]
		}
		if u.leg >= 0 || u.royal {
			t.units = append(t.units, u)
			continue
		}
		if l.quiet {
			plain[0].set.Add(int(r.dense[to]))
		}
		if l.capture {
			plain[1].set.Add(int(r.dense[to]))
		}
	}
	for _, u := range plain {
		if !u.set.IsEmpty() {
			t.units = append(t.units, u)
		}
	}
	for i := range g.rays {
		ray := &g.rays[i]
		d, ok := dirs[ray.delta]
		if !ok {
			d = int16(len(dirs))
			dirs[ray.delta] = d
		}
		u := viewUnit{leg: -1, dir: d, hurdles: int16(ray.hurdles), inc: ray.delta > 0, royal: ray.cond.targetRoyal, quiet: ray.quiet, capture: ray.capture}
		s := int(sq)
		for k := 1; k <= ray.maxStep; k++ {
			s += ray.delta
			if !r.onBoard(Square(s)) {
				break
			}
			if ray.steps>>k&1 != 0 && r.staticOK(ray.cond, sq, Square(s), c) {
				u.set.Add(int(r.dense[s]))
			}
		}
		if !u.set.IsEmpty() {
			t.units = append(t.units, u)
		}
	}
}

// staticOK tests the conditions of an alternative that depend on its
// origin and destination only, for side c.
func (r *Rules) staticOK(cd cond, from, to Square, c Color) bool {
	if cd.onRank != 0 && int(r.relRank[c][from]) != int(cd.onRank)-1 {
		return false
	}
	if cd.fromZone != 0 && !r.zones[cd.fromZone-1][c][from] {
		return false
	}
	return cd.inZone == 0 || r.zones[cd.inZone-1][c][to]
}

// buildGeometry computes the sets that the evaluator's square functions
// and pawn-structure tests read.
func (t *viewTables) buildGeometry(r *Rules) {
	t.files = make([]Set, r.files)
	t.fileOf = make([]int8, len(r.squares))
	t.beside = make([]Set, r.files)
	for i, sq := range r.squares {
		f, rank := int(r.fileOf[sq]), int(r.rankOf[sq])
		t.files[f].Add(i)
		t.fileOf[i] = int8(f)
		if (f+rank)%2 == 1 {
			t.light.Add(i)
		}
		if centred(f, r.files, 0) && centred(rank, r.ranks, 0) {
			t.centre.Add(i)
		}
		if centred(f, r.files, 1) && centred(rank, r.ranks, 1) {
			t.wideCentre.Add(i)
		}
	}
	for f := range r.files {
		if f > 0 {
			t.beside[f] = t.beside[f].Or(t.files[f-1])
		}
		if f+1 < r.files {
			t.beside[f] = t.beside[f].Or(t.files[f+1])
		}
	}
	for c := White; c <= Black; c++ {
		t.ahead[c] = make([]Set, len(r.squares))
		for i, sq := range r.squares {
			span := t.files[r.fileOf[sq]].Or(t.beside[r.fileOf[sq]])
			for j, sq2 := range r.squares {
				if span.Has(j) && r.relRank[c][sq2] > r.relRank[c][sq] {
					t.ahead[c][i].Add(j)
				}
			}
		}
	}
	for k, kind := range r.kinds {
		if kind.promo != nil {
			t.promotes |= 1 << k
		}
	}
	t.buildStartRows(r)
}

// centred reports whether coordinate x of a dimension of size n lies in its
// middle one or two lines, widened by w on each side.
func centred(x, n, w int) bool { return x >= (n-1)/2-w && x <= n/2+w }

// buildStartRows finds, for each side and kind, the row nearest its own
// back rank where the start position holds such a piece (0-based, from that
// side), or 0 when the start position has none.
func (t *viewTables) buildStartRows(r *Rules) {
	p := r.StartPosition()
	for c := White; c <= Black; c++ {
		t.startRow[c] = make([]int8, len(r.kinds))
		for k := range t.startRow[c] {
			t.startRow[c][k] = -1
		}
		if p != nil {
			for _, sq := range p.pieces(c) {
				k, rel := p.board[sq].Kind(), r.relRank[c][sq]
				if t.startRow[c][k] < 0 || rel < t.startRow[c][k] {
					t.startRow[c][k] = rel
				}
			}
		}
		for k := range t.startRow[c] {
			t.startRow[c][k] = max(t.startRow[c][k], 0)
		}
	}
}

// buildSameMoves finds the kinds whose moves reach what their captures do.
func (t *viewTables) buildSameMoves(r *Rules) {
	n := t.n
	for c := White; c <= Black; c++ {
		for k := range r.kinds {
			same := true
			for i := range n {
				for _, u := range t.units[t.start[c][k*n+i]:t.start[c][k*n+i+1]] {
					same = same && u.quiet == u.capture && !u.royal
				}
			}
			if same {
				t.sameMoves[c] |= 1 << k
			}
		}
	}
}
