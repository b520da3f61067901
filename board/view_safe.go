package board

import "math/bits"

// Safe mobility and safe checks over a View, as sets of squares: a piece's
// pseudo-legal destinations that no opponent pawn attacks (Stockfish's
// "mobility area": a move into a pawn's reach is no real mobility), and the
// squares from which a side could check the opponent's king with one
// pseudo-legal move without being taken there. "Pawn" is a piece of a kind
// that promotes and "king" a royal piece, as in knowledge.go; every attack
// comes from the compiled move tables.

// PawnAttacks returns the squares that side c's pawns (its pieces of kinds
// that promote) attack. It is computed once per Load.
func (v *View) PawnAttacks(c Color) Set {
	if c &= 1; v.patGen[c] != v.gen {
		v.patGen[c], v.pawnAtt[c] = v.gen, v.attacksOf(c, v.promo[c])
	}
	return v.pawnAtt[c]
}

// attacksOf returns the squares that side c's pieces m attack. On a board
// of at most 64 squares it computes the attacks of all of c's pieces at
// once (Attacked, whose union the evaluation needs anyway).
func (v *View) attacksOf(c Color, m Set) Set {
	if v.s != nil {
		v.Attacked(c) // every attack of c known (fillAttacks), once per Load
		var a uint64
		for w := m.w0; w != 0; w &= w - 1 {
			a |= v.att64[bits.TrailingZeros64(w)]
		}
		return Set{w0: a}
	}
	var a Set
	for j := m.Pop(); j >= 0; j = m.Pop() {
		a = a.Or(v.Attacks(j))
	}
	return a
}

// SafeMobility returns the number of Destinations of the piece on i that
// no opponent pawn attacks: its Mobility in a game where nothing promotes.
func (v *View) SafeMobility(i int) int {
	if uint(i) >= uint(len(v.t.fileOf)) || !v.all.Has(i) {
		return 0
	}
	c := v.colorAt[i] & 1
	unsafe := v.PawnAttacks(c ^ 1)
	if v.s != nil {
		v.Attacks(i)
		return bits.OnesCount64(v.destinationsWord(c, i) &^ unsafe.w0)
	}
	return v.Destinations(i).AndNot(unsafe).Count()
}

// SafeMobilityOf returns the sum of the SafeMobility of the pieces m.
func (v *View) SafeMobilityOf(m Set) int {
	n := 0
	if v.s == nil {
		for i := m.Pop(); i >= 0; i = m.Pop() {
			n += v.SafeMobility(i)
		}
		return n
	}
	for c := range Color(2) {
		if w := m.w0 & v.occ[c].w0; w != 0 {
			n += v.mobilityWord(c, w, v.PawnAttacks(c^1).w0)
		}
	}
	return n
}

// destinationsWord is Destinations of side c's piece on i on a board of at
// most 64 squares, its attacks known (Attacks or fillAttacks): its attacks
// off its own pieces when its kind's moves reach what its captures do, else
// its quiet moves to empty squares and its captures.
func (v *View) destinationsWord(c Color, i int) uint64 {
	i &= 63
	if v.t.sameMoves[c&1]>>(v.kindAt[i]&31)&1 != 0 {
		return v.att64[i] &^ v.occ[c&1].w0
	}
	return v.splitMovesWord(c, i)
}

// splitMovesWord is destinationsWord for a piece whose kind's moves are
// not its captures (a pawn): its quiet moves to empty squares and its
// captures.
func (v *View) splitMovesWord(c Color, i int) uint64 {
	i &= 63
	s := v.s
	quiet := s.reachAt(&s.quiet[v.entry(i)], i, v.all.w0, v.royal.w0) &^ v.all.w0
	return quiet | v.att64[i]&v.occ[c&1^1].w0
}

// SafeChecks returns the number of squares from which side c's pieces of
// kind k could check an opponent royal piece with one pseudo-legal move
// and stand where no opponent piece attacks: the squares that a piece of
// kind k of the opponent's side would attack from an opponent royal
// piece's square (in chess, and wherever a piece attacks back as the same
// piece of the other side attacks it, the squares from which c's piece of
// kind k would attack that royal piece), that one of c's pieces of kind k
// reaches with a pseudo-legal move (Destinations), and that the opponent
// does not attack. Each square counts once; 0 when c has no piece of kind
// k or the opponent no royal piece.
func (v *View) SafeChecks(c Color, k Kind) int {
	c &= 1
	pieces, kings := v.OfKind(c, k), v.royal.And(v.occ[c^1])
	if pieces.IsEmpty() || kings.IsEmpty() {
		return 0
	}
	if v.s != nil {
		return v.safeChecksWord(c, k, pieces.w0, kings.w0)
	}
	var from Set
	for r := kings.Pop(); r >= 0; r = kings.Pop() {
		from = from.Or(v.attacksAs(r, c^1, k))
	}
	if from = from.AndNot(v.Attacked(c ^ 1)); from.IsEmpty() {
		return 0
	}
	var reach Set
	for p := pieces.Pop(); p >= 0; p = pieces.Pop() {
		reach = reach.Or(v.Destinations(p))
	}
	return from.And(reach).Count()
}

// safeChecksWord is SafeChecks on a board of at most 64 squares.
func (v *View) safeChecksWord(c Color, k Kind, pieces, kings uint64) int {
	unsafe := v.Attacked(c^1).w0 | v.occ[c].w0
	v.Attacked(c) // every attack of c known (fillAttacks), once per Load
	return v.safeChecksOfKind(c, k, pieces, kings, unsafe)
}

// safeChecksOfKind counts the safe checks of side c's pieces of kind k on
// a board of at most 64 squares, with the opponent's royal pieces kings,
// the squares unsafe that the opponent attacks or c occupies, and every
// attack of c known. It stops adding destinations once they cover every
// square from which a piece of kind k would check.
func (v *View) safeChecksOfKind(c Color, k Kind, pieces, kings, unsafe uint64) int {
	var from uint64
	for ; kings != 0; kings &= kings - 1 {
		from |= v.attacksAs(bits.TrailingZeros64(kings), c^1, k).w0
	}
	if from &^= unsafe; from == 0 {
		return 0
	}
	var reach uint64
	if v.t.sameMoves[c&1]>>(k&31)&1 != 0 { // destinations are attacks, and from is off c's pieces
		for ; pieces != 0; pieces &= pieces - 1 {
			reach |= v.att64[bits.TrailingZeros64(pieces)]
		}
		return bits.OnesCount64(from & reach)
	}
	for ; pieces != 0 && from&^reach != 0; pieces &= pieces - 1 {
		reach |= v.destinationsWord(c, bits.TrailingZeros64(pieces))
	}
	return bits.OnesCount64(from & reach)
}

// SafeChecksWeighted returns the sum of w[k] times SafeChecks(c, k) for
// the kinds k in kinds (bit k for kind k), in one pass: the opponent's
// royal pieces, the squares it attacks and c's attacks are found once for
// all the kinds, not once a kind (the default bot's foe.safeChecks(queen)
// * 0.277 + foe.safeChecks(rook) * 0.309 + ..., a fused count).
func (v *View) SafeChecksWeighted(c Color, kinds uint32, w *[MaxKinds]int64) int64 {
	c &= 1
	kings := v.royal.And(v.occ[c^1])
	if kings.IsEmpty() {
		return 0
	}
	var sum int64
	if v.s == nil {
		for m := kinds; m != 0; m &= m - 1 {
			k := bits.TrailingZeros32(m)
			sum += w[k%MaxKinds] * int64(v.SafeChecks(c, Kind(k)))
		}
		return sum
	}
	unsafe := uint64(0)
	for m := kinds; m != 0; m &= m - 1 {
		k := bits.TrailingZeros32(m) % MaxKinds
		pieces := v.byKind[c][k].w0
		if pieces == 0 {
			continue
		}
		if unsafe == 0 { // the first kind with pieces: what all share
			unsafe = v.Attacked(c^1).w0 | v.occ[c].w0
			v.Attacked(c) // every attack of c known (fillAttacks), once per Load
		}
		sum += w[k] * int64(v.safeChecksOfKind(c, Kind(k), pieces, kings.w0, unsafe))
	}
	return sum
}

// attacksAs returns the squares that side c's piece of kind k would attack
// from i, the other pieces standing as they do.
func (v *View) attacksAs(i int, c Color, k Kind) Set {
	if s := v.s; s != nil {
		e := &s.cap[s.base[c&1][k&MaxKinds]+int32(i)]
		return Set{w0: s.reachAt(e, i, v.all.w0, v.royal.w0)}
	}
	return v.reachEntry(v.t.entry(i, c, k), i, &v.all, true)
}
