package board

import (
	"math"
	"math/bits"

	"github.com/chespel/chespel/carn"
)

// View is an evaluator's reading of one position, by dense index
// (Rules.Index): the pieces as sets by side and kind, and what they attack,
// computed from the rule set's compiled move tables (leaps, rays with their
// hurdles such as the xiangqi cannon's, @Leg such as the xiangqi horse's,
// zones and ranks, @TargetRoyal) so that it answers for any game. Attacks
// are computed lazily and kept until the next Load, stamped with a
// generation counter so that loading a position clears nothing (but once
// in 2^32 loads, when the counter would wrap round to a stale stamp).
//
// A piece attacks a square when a capture entry of its rule set reaches it,
// whatever stands there (as Position.AttacksFrom): its own pieces are ones
// it defends. En passant and castling are not attacks. A View belongs to
// one goroutine; its zero value is ready to Load.
type View struct {
	rules   *Rules
	t       *viewTables
	s       *smallTables // t.small: set for a board of at most 64 squares
	side    Color
	occ     [2]Set
	all     Set
	royal   Set
	promo   [2]Set // pieces of kinds that promote
	pinGen  [2]uint32
	pins    [2]Set // per side: its pinned pieces
	patGen  [2]uint32
	pawnAtt [2]Set // per side: the squares its pawns attack (view_safe.go)
	pawnGen [2]uint32
	pawns   [2][4]Set // per side: passed, isolated, doubled, and an empty set
	fileGen uint32
	files   [2]uint64 // per side, on a board of at most 64 squares: the cells of its pawns' files (pawnFiles)
	zoneGen [2]uint32
	zone    [2]Set     // per side: its king zone (KingZone)
	byKind  [2][32]Set // by Kind, MaxKinds of them (32 for a mask)
	kindAt  [maxSquares]Kind
	colorAt [maxSquares]Color
	ent     [maxSquares]int32 // per occupied square, entry's answer
	gen     uint32
	attGen  [maxSquares]uint32
	att     [maxSquares]Set // what the piece on a square attacks
	att64   [64]uint64      // the same on a board of at most 64 squares, in a word
	byGen   [2][maxSquares]uint32
	by      [2][maxSquares]Set // a side's pieces that attack a square
	setGen  [2]uint32
	set     [2]Set // the squares a side attacks
	// promoDist is the rules' promotionDistances, kept from the first
	// PromotionDistance until the rules change.
	promoDist *[2][][]int8
}

// Load reads a position's pieces; the View answers for it until the next
// Load. The position must not change while the View is in use.
func (v *View) Load(p *Position) {
	r := p.rules
	if v.rules != r || v.gen == math.MaxUint32 { // new tables, or the stamps would wrap round
		v.rules, v.t, v.s, v.promoDist = r, r.view, r.view.small, nil
		v.gen = 0
		v.attGen, v.byGen, v.setGen = [maxSquares]uint32{}, [2][maxSquares]uint32{}, [2]uint32{}
		v.pawnGen, v.pinGen, v.zoneGen = [2]uint32{}, [2]uint32{}, [2]uint32{}
		v.patGen, v.fileGen = [2]uint32{}, 0
	}
	v.gen++
	v.side = p.side
	if v.s != nil {
		v.loadSmall(p)
		return
	}
	v.all, v.royal = Set{}, Set{}
	for c := range 2 {
		kinds := v.byKind[c][:len(r.kinds)]
		v.occ[c] = Set{}
		clear(kinds)
		for _, sq := range p.list[c][:p.count[c]] {
			i := int(r.dense[sq])
			k := p.board[sq].Kind()
			v.kindAt[i], v.colorAt[i] = k, Color(c)
			v.ent[i] = int32(v.t.entry(i, Color(c), k))
			v.occ[c].Add(i)
			kinds[k].Add(i)
		}
	}
	v.all = v.occ[White].Or(v.occ[Black])
	for c := range 2 {
		v.promo[c] = Set{}
		for m := v.t.promotes; m != 0; m &= m - 1 {
			v.promo[c] = v.promo[c].Or(v.byKind[c][bits.TrailingZeros32(m)])
		}
	}
	for c := range 2 {
		for _, sq := range p.royals[c][:p.nRoyals[c]] {
			v.royal.Add(int(r.dense[sq]))
		}
	}
}

// loadSmall is Load on a board of at most 64 squares: the sets are built
// in registers and a local array, then stored whole, so that a set read
// soon after is read from whole stores (a wide load of a set whose words
// were stored one by one stalls until the stores are done).
func (v *View) loadSmall(p *Position) {
	r := p.rules
	var all, royal uint64
	for c := range 2 {
		var occ uint64
		var words [32]uint64
		base := &v.s.base[c]
		for _, sq := range p.list[c][:p.count[c]] {
			i := int(r.dense[sq]) & 63
			k := p.board[sq].Kind()
			v.kindAt[i], v.colorAt[i] = k, Color(c)
			v.ent[i] = base[k&MaxKinds] + int32(i)
			occ |= 1 << uint(i)
			words[k&31] |= 1 << uint(i)
		}
		kinds := v.byKind[c][:len(r.kinds)]
		for k := range kinds {
			kinds[k] = Set{w0: words[k&31]}
		}
		var promo uint64
		for m := v.t.promotes; m != 0; m &= m - 1 {
			promo |= words[bits.TrailingZeros32(m)]
		}
		for _, sq := range p.royals[c][:p.nRoyals[c]] {
			royal |= 1 << (uint(r.dense[sq]) & 63)
		}
		v.occ[c], v.promo[c] = Set{w0: occ}, Set{w0: promo}
		all |= occ
	}
	v.all, v.royal = Set{w0: all}, Set{w0: royal}
}

// Rules returns the rules of the loaded position.
func (v *View) Rules() *Rules { return v.rules }

// SideToMove returns the side to move of the loaded position.
func (v *View) SideToMove() Color { return v.side }

// Occupied returns side c's pieces.
func (v *View) Occupied(c Color) Set { return v.occ[c&1] }

// All returns every occupied square.
func (v *View) All() Set { return v.all }

// Royals returns the royal pieces of both sides.
func (v *View) Royals() Set { return v.royal }

// OfKind returns side c's pieces of kind k.
func (v *View) OfKind(c Color, k Kind) Set { return v.byKind[c&1][k&31] }

// KindAt returns the kind of the piece on i; meaningless on an empty square.
func (v *View) KindAt(i int) Kind { return v.kindAt[i] }

// ColorAt returns the side of the piece on i; meaningless on an empty square.
func (v *View) ColorAt(i int) Color { return v.colorAt[i] }

// Place records a piece of side c and kind k on i in the tables that KindAt
// and ColorAt read, and nowhere else: for evaluators that compute a table
// per square and kind without a position. The next Load overwrites it.
func (v *View) Place(i int, c Color, k Kind) {
	v.kindAt[i], v.colorAt[i] = k, c
	switch {
	case v.s != nil:
		v.ent[i] = v.s.base[c&1][k&MaxKinds] + int32(i)
	case v.t != nil:
		v.ent[i] = int32(v.t.entry(i, c, k))
	}
}

// Attacks returns the squares that the piece on i attacks; empty for an
// empty square.
func (v *View) Attacks(i int) Set {
	if i &= maxSquares - 1; v.attGen[i] == v.gen {
		if v.s != nil {
			return Set{w0: v.att64[i&63]}
		}
		return v.att[i]
	}
	return v.computeAttacks(i)
}

// attacksWord is Attacks on a board of at most 64 squares (v.s set), as
// one word: small enough to be inlined in the loops over a set's word.
func (v *View) attacksWord(i int) uint64 {
	if i &= 63; v.attGen[i] == v.gen {
		return v.att64[i]
	}
	return v.computeAttacks(i).w0
}

// computeAttacks is Attacks when the piece's attacks are not known yet.
func (v *View) computeAttacks(i int) Set {
	var a Set
	if s := v.s; s != nil {
		if i >= 64 {
			return a // off the board, not cached
		}
		if v.all.w0>>uint(i)&1 != 0 {
			a.w0 = s.reachAt(&s.cap[v.entry(i)], i, v.all.w0, v.royal.w0)
		}
		v.attGen[i], v.att64[i] = v.gen, a.w0
		return a
	}
	if v.all.Has(i) {
		a = v.reach(i, &v.all, true)
	}
	v.attGen[i], v.att[i] = v.gen, a
	return a
}

// entry returns the index of the piece on i in the tables of both sides
// (viewTables.capAt and quietAt, or on a small board smallTables.cap and
// quiet), computed by Load.
func (v *View) entry(i int) int { return int(v.ent[i&(maxSquares-1)]) }

// entry returns the index in capAt and quietAt of side c's piece of kind k
// on i: by side, kind and origin.
func (t *viewTables) entry(i int, c Color, k Kind) int {
	x := int(k)*t.n + i
	if c&1 != 0 {
		x += len(t.capStart[0]) // the second side's entries follow the first's
	}
	return x
}

// reach returns the squares that the piece on i reaches with occupied
// squares occ: through its capture entries (the squares it attacks), or
// through its move entries (targets before the emptiness test).
func (v *View) reach(i int, occ *Set, capture bool) Set {
	return v.reachEntry(v.entry(i), i, occ, capture)
}

// reachEntry is reach for the piece of entry x (viewTables.entry) on i,
// whether it stands there or not.
func (v *View) reachEntry(x, i int, occ *Set, capture bool) Set {
	t := v.t
	if s := v.s; s != nil {
		e := &s.quiet[x]
		if capture {
			e = &s.cap[x]
		}
		return Set{w0: s.reachAt(e, i, occ.w0, v.royal.w0)}
	}
	var units []viewUnit
	if capture {
		units = t.capUnits[t.capAt[x]:t.capAt[x+1]]
	} else {
		units = t.quietUnits[t.quietAt[x]:t.quietAt[x+1]]
	}
	var a Set
	for j := range units {
		u := &units[j]
		s := u.set
		switch {
		case u.line == nil:
			if u.leg >= 0 && occ.Has(int(u.leg)) {
				continue
			}
		case u.plain:
			if b := s.And(*occ); !b.IsEmpty() {
				if u.inc {
					s = s.AndNot(u.line[b.First()])
				} else {
					s = s.AndNot(u.line[b.Last()])
				}
			}
		default:
			s = t.rayReach(u, u.set, i, *occ)
		}
		if u.royal {
			s = s.And(v.royal)
		}
		a = a.Or(s)
	}
	return a
}

// rayReach returns the squares of a ray unit reached from i: those of
// allowed with exactly u.hurdles occupied squares before them.
func (t *viewTables) rayReach(u *viewUnit, allowed Set, i int, occ Set) Set {
	line := t.rays[u.dir]
	seg := line[i]
	for h := u.hurdles; ; h-- {
		b := seg.And(occ)
		if b.IsEmpty() {
			if h == 0 {
				return allowed.And(seg)
			}
			return Set{}
		}
		f := b.First()
		if !u.inc {
			f = b.Last()
		}
		if h == 0 {
			return allowed.And(seg.AndNot(line[f]))
		}
		seg = line[f]
	}
}

// Attackers returns side c's pieces that attack i.
func (v *View) Attackers(i int, c Color) Set {
	c &= 1
	if v.byGen[c][i] == v.gen {
		return v.by[c][i]
	}
	a := v.attackers(i, c)
	v.byGen[c][i], v.by[c][i] = v.gen, a
	return a
}

// attackers finds side c's pieces that attack i: none when no attack of c
// reaches i, else those whose attacks (computed for Attacked) hold i.
func (v *View) attackers(i int, c Color) Set {
	var a Set
	if all := v.Attacked(c); !all.Has(i) {
		return a
	}
	if v.s != nil {
		for m := v.occ[c].w0; m != 0; m &= m - 1 {
			j := bits.TrailingZeros64(m)
			a.w0 |= (v.att64[j&63] >> (uint(i) & 63) & 1) << uint(j)
		}
		return a
	}
	for m := v.occ[c]; ; {
		j := m.Pop()
		if j < 0 {
			return a
		}
		if v.att[j].Has(i) {
			a.Add(j)
		}
	}
}

// Attacked returns the squares that side c attacks.
func (v *View) Attacked(c Color) Set {
	if c &= 1; v.setGen[c] == v.gen {
		return v.set[c]
	}
	return v.computeAttacked(c)
}

// AttackedByKind returns the squares that side c's pieces of kind k
// attack: the squares i whose AttackersOfKind(i, c, k) is not empty.
func (v *View) AttackedByKind(c Color, k Kind) Set {
	var a Set
	if v.s != nil {
		for m := v.byKind[c&1][k&31].w0; m != 0; m &= m - 1 {
			a.w0 |= v.attacksWord(bits.TrailingZeros64(m))
		}
		return a
	}
	for m := v.OfKind(c, k); ; {
		j := m.Pop()
		if j < 0 {
			return a
		}
		a = a.Or(v.Attacks(j))
	}
}

// fillAttacks computes the attacks of those of side c's pieces whose
// attacks are not known yet, on a board of at most 64 squares: what
// computeAttacks does for each, in one loop.
func (v *View) fillAttacks(c Color) { v.fillAttacksOf(v.occ[c&1].w0) }

// fillAttacksOf is fillAttacks for the pieces in m.
func (v *View) fillAttacksOf(m uint64) {
	s, gen, all, royal := v.s, v.gen, v.all.w0, v.royal.w0
	for ; m != 0; m &= m - 1 {
		i := bits.TrailingZeros64(m)
		if v.attGen[i] != gen {
			v.attGen[i], v.att64[i&63] = gen, s.reachAt(&s.cap[v.ent[i]], i, all, royal)
		}
	}
}

// computeAttacked is Attacked when the squares are not known yet.
func (v *View) computeAttacked(c Color) Set {
	var a Set
	if v.s != nil {
		v.fillAttacks(c)
		for m := v.occ[c].w0; m != 0; m &= m - 1 {
			a.w0 |= v.att64[bits.TrailingZeros64(m)&63]
		}
		v.setGen[c], v.set[c] = v.gen, a
		return a
	}
	for m := v.occ[c]; ; {
		j := m.Pop()
		if j < 0 {
			break
		}
		a = a.Or(v.Attacks(j))
	}
	v.setGen[c], v.set[c] = v.gen, a
	return a
}

// InCheck reports whether a royal piece of side c is attacked.
func (v *View) InCheck(c Color) bool {
	c &= 1
	r := v.royal.And(v.occ[c])
	return !r.IsEmpty() && !r.And(v.Attacked(c^1)).IsEmpty()
}

// Destinations returns the squares that the piece on i could move to by a
// pseudo-legal move other than castling and en passant: the targets of its
// move entries that are empty and those of its capture entries that hold an
// opponent piece (a promotion counts once).
func (v *View) Destinations(i int) Set {
	if !v.all.Has(i) {
		return Set{}
	}
	c := v.colorAt[i]
	if v.t.sameMoves[c]>>v.kindAt[i]&1 != 0 {
		return v.Attacks(i).AndNot(v.occ[c])
	}
	quiet := v.reach(i, &v.all, false).AndNot(v.all)
	return quiet.Or(v.Attacks(i).And(v.occ[c^1]))
}

// Mobility returns the number of Destinations of the piece on i.
func (v *View) Mobility(i int) int {
	if v.s == nil {
		return v.Destinations(i).Count()
	}
	if uint(i) >= 64 || v.all.w0>>uint(i)&1 == 0 {
		return 0
	}
	c := v.colorAt[i] & 1
	return v.mobilityAt(c, i, v.t.sameMoves[c]>>v.kindAt[i]&1 != 0)
}

// MobilityOf returns the sum of the Mobility of the pieces in m.
func (v *View) MobilityOf(m Set) int {
	n := 0
	if v.s == nil {
		for i := m.Pop(); i >= 0; i = m.Pop() {
			n += v.Mobility(i)
		}
		return n
	}
	for c := range Color(2) {
		if w := m.w0 & v.occ[c].w0; w != 0 {
			n += v.mobilityWord(c, w, 0)
		}
	}
	return n
}

// PlayerMobility returns the sum of the Mobility of side c's pieces.
func (v *View) PlayerMobility(c Color) int {
	if v.s == nil {
		return v.MobilityOf(v.occ[c&1])
	}
	return v.mobilityWord(c&1, v.occ[c&1].w0, 0)
}

// mobilityWord is, on a board of at most 64 squares, the number of the
// Destinations of side c's pieces in m that are not in unsafe, summed:
// their Mobility with unsafe 0, their SafeMobility with the squares the
// opponent's pawns attack.
func (v *View) mobilityWord(c Color, m, unsafe uint64) int {
	n := 0
	v.fillAttacksOf(m)
	off, same := v.occ[c].w0|unsafe, v.t.sameMoves[c]
	for ; m != 0; m &= m - 1 {
		i := bits.TrailingZeros64(m)
		if same>>(v.kindAt[i]&31)&1 == 0 {
			n += bits.OnesCount64(v.splitMovesWord(c, i) &^ unsafe)
			continue
		}
		n += bits.OnesCount64(v.att64[i] &^ off) // destinationsWord's first case, inlined
	}
	return n
}

// mobilityAt is Mobility on one word of side c's piece on i, whose kind's
// moves reach what its captures do (same: it counts its attacks off its
// own pieces) or not (pawns: its quiet moves and its captures).
func (v *View) mobilityAt(c Color, i int, same bool) int {
	att := v.attacksWord(i)
	if same {
		return bits.OnesCount64(att &^ v.occ[c].w0)
	}
	return bits.OnesCount64(v.splitMovesWord(c, i))
}

// Pinned reports whether the piece on i is pinned to a royal piece of its
// side: taking it off the board would let an opponent piece attack one of
// them that does not attack it now. A royal piece is never pinned.
func (v *View) Pinned(i int) bool {
	if !v.all.Has(i) {
		return false
	}
	s := v.pinned(v.colorAt[i])
	return s.Has(i)
}

// pinned returns side c's pinned pieces, computed once per Load: for each
// opponent piece that could reach a royal piece of c, the pieces of c on
// its lines and legs whose removal lets it attack a royal it does not
// attack now.
func (v *View) pinned(c Color) Set {
	c &= 1
	if v.pinGen[c] == v.gen {
		return v.pins[c]
	}
	var out Set
	royals := v.royal.And(v.occ[c])
	if !royals.IsEmpty() {
		for m := v.occ[c^1]; ; {
			j := m.Pop()
			if j < 0 {
				break
			}
			x := int(v.kindAt[j])*v.t.n + j
			if v.t.capTargets[c^1][x].And(royals).IsEmpty() {
				continue // j never reaches a royal of c
			}
			now := v.Attacks(j)
			for cand := v.t.capPaths[c^1][x].And(v.occ[c]).AndNot(royals).AndNot(out); ; {
				i := cand.Pop()
				if i < 0 {
					break
				}
				occ := v.all
				occ.Remove(i)
				if !v.reach(j, &occ, true).And(royals).AndNot(now).IsEmpty() {
					out.Add(i)
				}
			}
		}
	}
	v.pinGen[c], v.pins[c] = v.gen, out
	return out
}

// Promotes reports whether pieces of kind k promote: the pieces that the
// pawn-structure tests are about.
func (r *Rules) Promotes(k Kind) bool { return r.view.promotes>>k&1 != 0 }

// Passed reports whether the piece on i, of a kind that promotes, has no
// opponent piece of a kind that promotes on its file or the files beside it
// on a later rank (seen from its side).
func (v *View) Passed(i int) bool {
	s := v.PawnStructure(v.colorAt[i], StructPassed)
	return s.Has(i)
}

// Isolated reports whether the piece on i, of a kind that promotes, has no
// piece of its side of a kind that promotes on the files beside it.
func (v *View) Isolated(i int) bool {
	s := v.PawnStructure(v.colorAt[i], StructIsolated)
	return s.Has(i)
}

// Doubled reports whether another piece of the side of the piece on i, of
// a kind that promotes, stands on its file; false unless it promotes too.
func (v *View) Doubled(i int) bool {
	s := v.PawnStructure(v.colorAt[i], StructDoubled)
	return s.Has(i)
}

// A Structure names a pawn-structure test: Passed, Isolated or Doubled.
type Structure int

// The pawn-structure tests.
const (
	StructPassed Structure = iota
	StructIsolated
	StructDoubled
)

// PawnStructure returns side c's pieces of kinds that promote for which a
// pawn-structure test holds: all of them at once, computed once per Load.
// s must be one of the three tests. It is small enough to be inlined: the evaluator asks for it a dozen times
// per evaluation (example5), and the structure is computed by the first.
func (v *View) PawnStructure(c Color, s Structure) Set {
	c &= 1
	if v.pawnGen[c] != v.gen {
		v.structure(c)
	}
	return v.pawns[c][s&3] // a fourth Structure, never written, is empty
}

// structure computes side c's passed, isolated and doubled pieces into
// v.pawns[c] and stamps them with the Load's generation.
func (v *View) structure(c Color) {
	v.pawnGen[c] = v.gen
	out := &v.pawns[c]
	*out = [4]Set{}
	if s := v.s; s != nil {
		own, theirs := v.promo[c].w0, v.promo[c^1].w0
		ahead := &s.ahead[c]
		for m := own; m != 0; m &= m - 1 {
			i := bits.TrailingZeros64(m)
			f := s.fileOf[i&63] & (carn.MaxSize - 1)
			bit := uint64(1) << uint(i)
			if ahead[i&63]&theirs == 0 {
				out[StructPassed].w0 |= bit
			}
			if s.beside[f]&own == 0 {
				out[StructIsolated].w0 |= bit
			}
			if s.files[f]&own&^bit != 0 {
				out[StructDoubled].w0 |= bit
			}
		}
		return
	}
	t := v.t
	own, theirs := v.promo[c], v.promo[c^1]
	for m := own; ; {
		i := m.Pop()
		if i < 0 {
			return
		}
		f := t.fileOf[i]
		if t.ahead[c][i].And(theirs).IsEmpty() {
			out[StructPassed].Add(i)
		}
		if t.beside[f].And(own).IsEmpty() {
			out[StructIsolated].Add(i)
		}
		same := t.files[f].And(own)
		same.Remove(i)
		if !same.IsEmpty() {
			out[StructDoubled].Add(i)
		}
	}
}

// Promoting returns side c's pieces of kinds that promote.
func (v *View) Promoting(c Color) Set { return v.promo[c&1] }
