package ormulogun

// Match reports whether pieces, letters and squares in our frame (upper case
// = the perspective's side), are exactly the spec's material (the same count
// of every letter) and some assignment of them to the spec's pieces, letter
// for letter, satisfies every filter, relative references included. Match
// looks at filters only: it does not ask for one king a side, kings apart or
// pawns off the back ranks.
//
// Pieces whose filters neither refer to another piece nor are referred to
// are assigned by bipartite matching; the search backtracks only over the
// others, in spec order.
func (s *Spec) Match(pieces []Piece) bool { return s.MatchOn(Chess8x8, pieces) }

// MatchOn is Match on board g: the filters read g's files and ranks.
func (s *Spec) MatchOn(g Geometry, pieces []Piece) bool {
	if !s.sameMaterial(pieces) || !g.valid() {
		return false
	}
	var m matcher
	m.spec, m.pieces, m.geo, m.static = s, pieces, g, s.on(g).static
	return m.assign(0)
}

// sameMaterial reports whether pieces hold as many of each letter as s.
func (s *Spec) sameMaterial(pieces []Piece) bool {
	if len(pieces) != len(s.Pieces) || len(pieces) > maxPieces {
		return false
	}
	count := s.material
	for _, p := range pieces {
		slot := letterSlot(p.Letter)
		if slot < 0 || count[slot] == 0 {
			return false
		}
		count[slot]--
	}
	return true
}

// matcher is one Match search. Its arrays are sized for the most pieces a
// matching spec may have, so that a search does not allocate.
type matcher struct {
	spec   *Spec
	pieces []Piece
	geo    Geometry
	static []Mask            // the spec's filters on geo
	used   [maxPieces]bool   // pieces taken by linked spec pieces
	sq     [maxPieces]Square // the square given to each linked spec piece
	owner  [maxPieces]int8   // for the free pieces' matching: the spec piece holding each piece, -1 if none
	seen   [maxPieces]bool
}

// assign gives squares to the linked spec pieces from the k-th on, then
// matches the free ones.
func (m *matcher) assign(k int) bool {
	if k == len(m.spec.linked) {
		return m.matchFree()
	}
	i := m.spec.linked[k]
	p := &m.spec.Pieces[i]
	allowed := p.allowed(m.geo, m.static[i], m.sq[:i])
	for j, pc := range m.pieces {
		if m.used[j] || pc.Letter != p.Letter || !allowed.has(pc.Square) {
			continue
		}
		m.used[j], m.sq[i] = true, pc.Square
		if m.assign(k + 1) {
			return true
		}
		m.used[j] = false
	}
	return false
}

// matchFree reports whether the free spec pieces can each take a distinct
// unused piece of their letter on a square their filters allow (Kuhn's
// augmenting paths).
func (m *matcher) matchFree() bool {
	for j := range m.pieces {
		m.owner[j] = -1
	}
	for _, i := range m.spec.free {
		clear(m.seen[:len(m.pieces)])
		if !m.augment(i) {
			return false
		}
	}
	return true
}

// augment finds a piece for free spec piece i, moving earlier holders along.
func (m *matcher) augment(i int) bool {
	p := &m.spec.Pieces[i]
	for j, pc := range m.pieces {
		if m.used[j] || m.seen[j] || pc.Letter != p.Letter || !m.static[i].has(pc.Square) {
			continue
		}
		m.seen[j] = true
		if m.owner[j] < 0 || m.augment(int(m.owner[j])) {
			m.owner[j] = int8(i)
			return true
		}
	}
	return false
}

// link sorts the spec's pieces into linked ones, whose filters refer to
// another piece or are referred to, and free ones.
func (s *Spec) link() {
	referred := make([]bool, len(s.Pieces))
	for _, p := range s.Pieces {
		for _, f := range p.Filters {
			for _, c := range []Coords{f.Files, f.Ranks} {
				c.any(func(t Term) bool {
					if (t.Kind == FileOf || t.Kind == RankOf) && t.Ref >= 0 && t.Ref < len(referred) {
						referred[t.Ref] = true
					}
					return false
				})
			}
		}
	}
	s.linked, s.free = nil, nil
	for i, p := range s.Pieces {
		if p.dynamic || referred[i] {
			s.linked = append(s.linked, i)
		} else {
			s.free = append(s.free, i)
		}
	}
}

// numSlots is the number of piece letters, A-Z then a-z.
const numSlots = 52

// letterSlot returns the index of a piece letter, A-Z from 0 and a-z from
// 26, or -1 for a byte that is no piece letter.
func letterSlot(letter byte) int {
	switch {
	case letter >= 'A' && letter <= 'Z':
		return int(letter - 'A')
	case letter >= 'a' && letter <= 'z':
		return 26 + int(letter-'a')
	}
	return -1
}

// tally counts the spec's pieces by letter and by side, for Match's quick
// rejections.
func (s *Spec) tally() {
	s.material, s.sides = [numSlots]int32{}, [2]int{}
	for _, p := range s.Pieces {
		slot := letterSlot(p.Letter)
		s.material[slot]++
		s.sides[slot/26]++
	}
}
