package board

import "math/bits"

// Chess knowledge over a View: file openness, the finer pawn-structure
// tests, outposts and the king zone. Like Passed and Isolated, "pawn" means
// a piece of a kind that promotes and "king" a royal piece; the geometry
// (files, the files beside, ranks counted from a side) is the board's, and
// every attack comes from the compiled move tables, so the answers hold in
// any game where they mean something. The pawn tests assume what every
// embedded game's pawns do: they advance one rank along their file and
// capture on the files beside it (the forward cell is the "stop" cell).

// FileOpen reports whether no pawn of either side stands on the 0-based
// file f.
func (v *View) FileOpen(f int) bool {
	if uint(f) >= uint(len(v.t.files)) {
		return false
	}
	return v.t.files[f].And(v.promo[0].Or(v.promo[1])).IsEmpty()
}

// FileHalfOpen reports whether side c has no pawn on the 0-based file f
// while its opponent has one there.
func (v *View) FileHalfOpen(f int, c Color) bool {
	if uint(f) >= uint(len(v.t.files)) {
		return false
	}
	file := v.t.files[f]
	return file.And(v.promo[c&1]).IsEmpty() && !file.And(v.promo[c&1^1]).IsEmpty()
}

// OpenFileCells returns the cells of the files for which FileOpen holds.
func (v *View) OpenFileCells() Set {
	if v.s != nil {
		f := v.pawnFiles()
		return Set{w0: v.s.allCells &^ (f[0] | f[1])}
	}
	return v.fileCells(v.promo[0].Or(v.promo[1]), Set{}, false)
}

// HalfOpenFileCells returns the cells of the files for which
// FileHalfOpen(f, c) holds.
func (v *View) HalfOpenFileCells(c Color) Set {
	if v.s != nil {
		f := v.pawnFiles()
		return Set{w0: f[c&1^1] &^ f[c&1]}
	}
	return v.fileCells(v.promo[c&1], v.promo[c&1^1], true)
}

// fileCells returns the cells of the files that hold no cell of none and,
// when needSome, a cell of some.
func (v *View) fileCells(none, some Set, needSome bool) Set {
	var out Set
	for _, file := range v.t.files {
		if file.And(none).IsEmpty() && (!needSome || !file.And(some).IsEmpty()) {
			out = out.Or(file)
		}
	}
	return out
}

// pawnFiles returns, per side, the cells of the files that hold its pieces
// of kinds that promote, on a board of at most 64 cells: computed once per
// position.
func (v *View) pawnFiles() *[2]uint64 {
	if v.fileGen != v.gen {
		v.fileGen = v.gen
		v.files = [2]uint64{v.s.filesOf(v.promo[0].w0), v.s.filesOf(v.promo[1].w0)}
	}
	return &v.files
}

// filesOf returns the cells of the files that hold a cell of m, on a board
// of at most 64 cells (dense index file + files × rank): m's ranks folded
// onto the first by shifts of one, two, four... ranks, and the first rank
// spread up every file by one product (no carry: it holds the first files'
// bits only, and the first file's cells are a rank apart).
func (s *smallTables) filesOf(m uint64) uint64 {
	for sh := s.nFiles; sh < uint(s.cells); sh <<= 1 {
		m |= m >> sh
	}
	return (m & s.firstRank) * s.firstFile
}

// relRank returns the rank of dense index i counted from side c, from 0.
func (v *View) relRank(i int, c Color) int {
	return int(v.rules.relRank[c&1][v.rules.squares[i]])
}

// isPawn reports whether a piece of a kind that promotes stands on i.
func (v *View) isPawn(i int) bool {
	pawns := v.promo[0].Or(v.promo[1])
	return uint(i) < uint(len(v.t.fileOf)) && pawns.Has(i)
}

// besideNotAhead returns side c's pawns on the files beside i's that stand
// on i's rank or behind it (seen from c): the pawns that could support the
// advance of a pawn on i.
func (v *View) besideNotAhead(i int, c Color) Set {
	return v.t.beside[v.t.fileOf[i]].And(v.promo[c&1]).AndNot(v.t.ahead[c&1][i])
}

// stop returns the cell one rank ahead of i for side c, or -1 on the last
// rank.
func (v *View) stop(i int, c Color) int {
	if v.relRank(i, c) >= v.rules.ranks-1 {
		return -1
	}
	if c&1 == White {
		return i + v.rules.files
	}
	return i - v.rules.files
}

// pawnAttackers returns side c's pawns that attack i.
func (v *View) pawnAttackers(i int, c Color) Set {
	return v.Attackers(i, c).And(v.promo[c&1])
}

// Backward reports whether the pawn on i is backward: no pawn of its side
// stands on the files beside it on its rank or behind (none can support
// its advance) and an opponent pawn attacks its stop cell. False for other
// pieces.
func (v *View) Backward(i int) bool {
	if !v.isPawn(i) {
		return false
	}
	c := v.colorAt[i]
	s := v.stop(i, c)
	return s >= 0 && v.besideNotAhead(i, c).IsEmpty() && !v.pawnAttackers(s, c^1).IsEmpty()
}

// Connected reports whether the pawn on i is defended by a pawn of its
// side or has one beside it on its rank (a phalanx). False for other
// pieces.
func (v *View) Connected(i int) bool {
	if !v.isPawn(i) {
		return false
	}
	c := v.colorAt[i]
	if !v.pawnAttackers(i, c).IsEmpty() {
		return true
	}
	rank := v.t.beside[v.t.fileOf[i]].And(v.promo[c&1])
	for j := rank.Pop(); j >= 0; j = rank.Pop() {
		if v.relRank(j, c) == v.relRank(i, c) {
			return true
		}
	}
	return false
}

// Candidate reports whether the pawn on i is a candidate passed pawn: not
// passed, no opponent pawn ahead of it on its file, and at least as many
// pawns of its side on the files beside it, on its rank or behind, as
// opponent pawns ahead of it on those files. False for other pieces.
func (v *View) Candidate(i int) bool {
	if !v.isPawn(i) {
		return false
	}
	c := v.colorAt[i]
	f := v.t.fileOf[i]
	ahead := v.t.ahead[c&1][i].And(v.promo[c&1^1])
	sentries := ahead.And(v.t.beside[f])
	if ahead.IsEmpty() || !ahead.And(v.t.files[f]).IsEmpty() {
		return false
	}
	return v.besideNotAhead(i, c).Count() >= sentries.Count()
}

// ProtectedPassed reports whether the pawn on i is passed and defended by
// a pawn of its side.
func (v *View) ProtectedPassed(i int) bool {
	return v.isPawn(i) && v.Passed(i) && !v.pawnAttackers(i, v.colorAt[i]).IsEmpty()
}

// Outpost reports whether cell i is an outpost of side c: in the
// opponent's half short of its last two ranks (ranks 4 to 6 from c's side
// in chess), out of reach of every opponent pawn (none on the files beside
// it ahead of it) and defended by a pawn of c.
func (v *View) Outpost(i int, c Color) bool {
	if uint(i) >= uint(len(v.t.fileOf)) {
		return false
	}
	r := v.relRank(i, c) + 1
	if r < v.rules.ranks/2 || r > v.rules.ranks-2 {
		return false
	}
	reach := v.t.ahead[c&1][i].And(v.t.beside[v.t.fileOf[i]]).And(v.promo[c&1^1])
	return reach.IsEmpty() && !v.pawnAttackers(i, c).IsEmpty()
}

// KingZone returns side c's king zone: the cells of its royal pieces and
// the cells they attack. It is computed once per Load.
func (v *View) KingZone(c Color) Set { return *v.kingZone(c) }

// kingZone is KingZone without the copy: the zone the View keeps.
func (v *View) kingZone(c Color) *Set {
	if c &= 1; v.zoneGen[c] != v.gen {
		v.computeKingZone(c)
	}
	return &v.zone[c]
}

// computeKingZone computes and keeps side c's king zone (c is 0 or 1).
func (v *View) computeKingZone(c Color) {
	if v.s != nil { // a board of at most 64 squares: one word
		kings := v.royal.w0 & v.occ[c].w0
		zone := kings
		for ; kings != 0; kings &= kings - 1 {
			zone |= v.attacksWord(bits.TrailingZeros64(kings))
		}
		v.zoneGen[c], v.zone[c] = v.gen, Set{w0: zone}
		return
	}
	kings := v.royal.And(v.occ[c])
	zone := kings
	for k := kings.Pop(); k >= 0; k = kings.Pop() {
		zone = zone.Or(v.Attacks(k))
	}
	v.zoneGen[c], v.zone[c] = v.gen, zone
}

// ZoneAttacks returns how side c's pieces of kind k attack the opponent's
// king zone: attacks counts each piece once for each zone cell it attacks,
// attackers counts the pieces that attack at least one.
func (v *View) ZoneAttacks(c Color, k Kind) (attacks, attackers int) {
	return v.ZoneAttacksOf(c, 1<<(k&31))
}

// ZoneAttacksOf is ZoneAttacks of side c's pieces of the kinds in kinds
// (bit k for Kind k) together: the sums of each kind's.
func (v *View) ZoneAttacksOf(c Color, kinds uint32) (attacks, attackers int) {
	zone := v.kingZone(c ^ 1)
	if v.s != nil { // a board of at most 64 squares: one word
		var w uint64
		for m := kinds; m != 0; m &= m - 1 {
			w |= v.byKind[c&1][bits.TrailingZeros32(m)].w0
		}
		for ; w != 0; w &= w - 1 {
			if n := bits.OnesCount64(v.attacksWord(bits.TrailingZeros64(w)) & zone.w0); n > 0 {
				attacks += n
				attackers++
			}
		}
		return attacks, attackers
	}
	for m := kinds; m != 0; m &= m - 1 {
		pieces := v.OfKind(c, Kind(bits.TrailingZeros32(m)))
		for p := pieces.Pop(); p >= 0; p = pieces.Pop() {
			if n := v.Attacks(p).And(*zone).Count(); n > 0 {
				attacks += n
				attackers++
			}
		}
	}
	return attacks, attackers
}

// AttackersOfKind returns side c's pieces of kind k that attack i.
func (v *View) AttackersOfKind(i int, c Color, k Kind) Set {
	if uint(i) >= uint(len(v.t.fileOf)) {
		return Set{}
	}
	return v.Attackers(i, c).And(v.OfKind(c, k))
}
