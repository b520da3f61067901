package board

// Legality (D28): a pseudo-legal move is legal when, after it, no royal
// piece of the mover can be captured by an opponent capture entry.
//
// The full test, legalAfter, makes the move on the board and asks attacked()
// for each royal. It decides every move when the mover has several royals,
// and en passant and castling in every game (they move two pieces). With
// exactly one royal, two fast paths decide the other moves exactly:
//
// Simple games (chess and most others: every attack is a leap without a leg
// or a ray that stops at the first occupied square, see attackTable.simple).
// A move can only expose the royal along a line through its origin, so:
//   - a move of the royal piece, in check or not, tests its destination with
//     the origin empty (royalStepSafe);
//   - any other move takes the full test when its origin is pinned (the
//     first piece on a line from the royal, with an opponent attacker
//     behind), and is legal otherwise, unless the royal is in check: then
//     it must capture the only checker or land between it and the royal
//     (checkers.answers) before the pin decides; with conditioned attacks,
//     whose checkers are not counted, every move takes the full test.
// checkAndPins finds the check, the checkers and the pins in one walk from
// the royal. Out of check, where the opponent's attacks are all steps and
// lines (attackTable.touchOnly: chess), only the pins are needed
// (keepUncovered, givescheck.go): a move of a pinned piece is tested on the
// lines from the royal through its origin, found by a table.
//
// Other games (hoppers such as the cannon, lame leaps such as the xiangqi
// horse, conditioned rays such as the flying general), see watch.go. The
// opponent's capture alternatives are regrouped into lines (all rays of one
// direction, plain or conditioned, with any number of hurdles) and leaps
// (with or without a leg). Once per position, watchRoyal walks each line
// out from the royal. Only the first H+1 pieces of a line (H the most
// hurdles its rays need) can attack along it, so the line is sensitive up
// to its (H+1)th piece; it is not sensitive at all when none of its first
// H+2 pieces is an opponent of an attacking kind, since a move brings a
// piece at most one place nearer. A leap is sensitive at its origin and
// its leg when an opponent attacker stands on the origin. The same walk
// finds the units attacking the royal now. Then:
//   - a move of the royal is played on the board alone and its destination
//     tested against every line and leap (watchedRoyalMove);
//   - any other move (watchedLegal) is illegal when it leaves a unit that
//     attacks now untouched (it still attacks), legal when it touches no
//     sensitive square (no unit can change its answer), and otherwise is
//     played on the board alone while only the lines and leaps it touches
//     are tested again.
// Each step is exact because a unit's answer depends only on the squares
// said to touch it. Which unit a square touches comes from a table by
// offset from the royal (watchTable.cells); an offset that wraps round the
// mailbox edge may name a unit it is not on, or several, which costs a
// needless test but never misses one. The reference generator (TestAgainstReferenceGenerator,
// FuzzRuleSet), the perft suites, games.txt and watch_test.go check it.
// Rule sets with more lines or leaps than the masks hold take the full test.

// maxPins bounds the pinned pieces tracked; more fall back to the full test.
const maxPins = 16

// pinSet is the origins whose moves need the full test.
type pinSet struct {
	n   int
	sqs [maxPins]Square
	all bool // too many to track: test every move
}

func (s *pinSet) has(sq Square) bool {
	if s.all {
		return true
	}
	for i := range s.n {
		if s.sqs[i] == sq {
			return true
		}
	}
	return false
}

func (s *pinSet) add(sq Square) {
	if s.n == maxPins {
		s.all = true
		return
	}
	s.sqs[s.n] = sq
	s.n++
}

// LegalMoves appends the legal moves of the side to move to buf and returns
// it. With a buffer of enough capacity it does not allocate. It appends
// nothing when the bare-king rule has ended the game (BareKingEnd).
func (p *Position) LegalMoves(buf []Move) []Move {
	if p.rules.end.bareKing {
		if over, _ := p.BareKingEnd(); over {
			return buf
		}
	}
	start := len(buf)
	buf = p.pseudoMoves(buf, genAll)
	return p.keepLegal(buf, start)
}

// Captures appends the legal captures and promotions of the side to move to
// buf, for quiescence search.
func (p *Position) Captures(buf []Move) []Move {
	if p.rules.end.bareKing {
		if over, _ := p.BareKingEnd(); over {
			return buf
		}
	}
	start := len(buf)
	buf = p.pseudoMoves(buf, genCaptures)
	return p.keepLegal(buf, start)
}

// keepLegal filters buf[start:] down to the legal moves.
func (p *Position) keepLegal(buf []Move, start int) []Move {
	us := p.side
	if p.nRoyals[us] == 0 || len(buf) == start { // nothing to test (quiescence often has no capture)
		return buf
	}
	r := p.rules
	switch {
	case p.nRoyals[us] > 1:
		return p.keepLegalBy(buf, start, p.legalAfter)
	case r.attack[us^1].touchOnly && !p.InCheck():
		return p.keepUncovered(buf, start)
	case r.simple:
		var pins pinSet
		var chk checkers
		check := p.checkAndPins(&pins, &chk)
		royal := p.royals[us][0]
		return p.keepLegalBy(buf, start, func(m Move) bool {
			switch {
			case m.kind() >= flagEnPassant:
				return p.legalAfter(m)
			case r.royalMask>>(m.Piece()&kindMask)&1 != 0:
				return p.royalStepSafe(m)
			case check && !chk.counted:
				return p.legalAfter(m)
			case check && !chk.answers(royal, m.To()):
				return false
			}
			return !pins.has(m.From()) || p.legalAfter(m)
		})
	case r.watch[us^1].usable:
		var w royalWatch
		p.watchRoyal(&w)
		return p.keepLegalBy(buf, start, func(m Move) bool {
			switch {
			case m.kind() >= flagEnPassant:
				return p.legalAfter(m)
			case r.royalMask>>(m.Piece()&kindMask)&1 != 0:
				return p.watchedRoyalMove(&w, m)
			}
			return p.watchedLegal(&w, m)
		})
	}
	return p.keepLegalBy(buf, start, p.legalAfter)
}

// keepLegalBy keeps the moves of buf[start:] that legal accepts.
func (p *Position) keepLegalBy(buf []Move, start int, legal func(Move) bool) []Move {
	out := start
	for _, m := range buf[start:] {
		if legal(m) {
			buf[out] = m
			out++
		}
	}
	return buf[:out]
}

// legalAfter is the full test: play the move on the board alone (no hash,
// rights or history), look for attacks on the mover's royals, take it back.
// Castling goes through Make, its rook being the only other piece to move.
func (p *Position) legalAfter(m Move) bool {
	us := p.side
	if m.IsCastle() {
		u := p.Make(m)
		ok := !p.inCheck(us)
		p.Unmake(m, u)
		return ok
	}
	return !p.inCheckAfter(m, us)
}

// inCheckAfter reports whether a royal piece of c is attacked once m, not
// a castling, is played on the board alone (no hash, rights or history),
// and takes it back; a promoting piece stays what it was.
func (p *Position) inCheckAfter(m Move, c Color) bool {
	from, to, captured := m.From(), m.To(), m.Captured()
	capSq := to
	if m.kind() == flagEnPassant {
		capSq = Square(int(to) - p.rules.forward[p.side])
	}
	var slot uint8
	if captured != Empty {
		slot = p.remove(capSq)
	}
	p.relocate(from, to)
	check := p.inCheck(c)
	p.relocate(to, from)
	if captured != Empty {
		p.restore(capSq, captured, slot)
	}
	return check
}

// royalStepSafe tests a move of the only royal piece in a simple game: its
// destination must not be attacked once its origin is empty.
func (p *Position) royalStepSafe(m Move) bool {
	p.setCell(m.From(), Empty)
	ok := !p.attacked(m.To(), p.side^1, true)
	p.setCell(m.From(), m.Piece())
	return ok
}

// lineCheckAndPin is checkAndPins along the line l, whose occupied squares
// are m (of w, not empty) and first piece has dense index f-1: it gives
// check, or is pinned when it is ours and the next piece attacks (the next
// is the highest square left when the line goes down the indices).
func (p *Position) lineCheckAndPin(l *attackLine, w lineWord, m uint64, f int, down bool, royal Square, pins *pinSet, chk *checkers) bool {
	them := colorFlag[p.side^1]
	s := p.rules.squareOf[f]
	if p.lineAttacker(m, f, w, l, them) != NoSquare {
		chk.add(s, l.delta, (int(royal)-int(s))/l.delta)
		return true
	}
	rest := m &^ (1 << (f - 1))
	next := upFirst(rest)
	if down {
		next = downFirst(rest)
	}
	if p.pinnedOn(l, f, next) {
		pins.add(s)
	}
	return false
}

// pinnedOn reports whether the first piece on the line l from a royal of
// the side to move, of dense index f-1, is of that side with an opponent
// that attacks along the line next behind it, of dense index next-1 (the
// way upFirst and downFirst give them; none is NoSquare, off the board).
func (p *Position) pinnedOn(l *attackLine, f, next int) bool {
	c := p.board[p.rules.squareOf[next]]
	return c&colorFlag[p.side^1] != 0 && l.far>>(c&kindMask)&1 != 0 && p.board[p.rules.squareOf[f]].is(p.side)
}

// walkCheckAndPin is checkAndPins along ray, walked square by square.
func (p *Position) walkCheckAndPin(ray *attackRay, royal Square, pins *pinSet, chk *checkers) bool {
	us := p.side
	them := colorFlag[us^1]
	s, first := int(royal), NoSquare
	for k := 1; k <= ray.maxStep; k++ {
		s -= ray.delta
		c := p.board[s]
		if c == Empty {
			continue
		}
		if c&them != 0 && ray.mask[k]>>(c&kindMask)&1 != 0 {
			if first == NoSquare {
				chk.add(Square(s), ray.delta, k)
				return true
			}
			pins.add(first)
			return false
		}
		if first == NoSquare && c.is(us) {
			first = Square(s)
			continue
		}
		return false
	}
	return false
}

// checkers are the attackers of the royal piece that checkAndPins found:
// how many, and where the first stands, steps times delta from the royal
// along its ray (one step for a leap). counted is false when conditioned
// attacks exist, whose checkers are not counted.
type checkers struct {
	n       int
	sq      Square
	delta   int
	steps   int
	counted bool
}

// add records a checker steps times delta from the royal.
func (c *checkers) add(sq Square, delta, steps int) {
	if c.n == 0 {
		c.sq, c.delta, c.steps = sq, delta, steps
	}
	c.n++
}

// answers reports whether a move of a piece other than the royal on royal
// to the square to can end a check by the counted checkers: there is one,
// and to is its square or lies between it and the royal on its ray.
func (c *checkers) answers(royal, to Square) bool {
	if c.n != 1 {
		return false
	}
	if to == c.sq {
		return true
	}
	d := int(royal) - int(to)
	if c.steps < 2 || d%c.delta != 0 {
		return false
	}
	q := d / c.delta
	return q >= 1 && q < c.steps
}

// checkAndPins reports whether the only royal piece of the side to move is
// attacked, records its attackers in chk, and marks in pins the pieces that
// stand first on an attack ray from it with an opponent attacker behind
// them. Only for simple games, whose rays all stop at the first occupied
// square.
func (p *Position) checkAndPins(pins *pinSet, chk *checkers) bool {
	us := p.side
	royal := p.royals[us][0]
	t := &p.rules.attack[us^1]
	them := colorFlag[us^1]
	check := false
	di := int(p.rules.dense[royal])
	if len(t.stepWords) == 0 {
		for i := range t.steps {
			if st := &t.steps[i]; p.stepAttacker(st, royal, them) != NoSquare {
				check = true
				chk.add(Square(int(royal)-st.delta), st.delta, 1)
			}
		}
	}
	for i := range t.stepGroups {
		g := &t.stepGroups[i]
		for m := p.occ & t.stepWords[g.at+di]; m != 0; m &= m - 1 {
			if s := p.groupAttacker(g, m, them); s != NoSquare {
				check = true
				chk.add(s, int(royal)-int(s), 1)
			}
		}
	}
	if len(t.words) > 0 {
		for i := range t.up {
			l := &t.up[i]
			w := t.words[l.at+di]
			if m := p.occ & w.line; m != 0 {
				check = p.lineCheckAndPin(l, w, m, upFirst(m), false, royal, pins, chk) || check
			}
		}
		for i := range t.down {
			l := &t.down[i]
			w := t.words[l.at+di]
			if m := p.occ & w.line; m != 0 {
				check = p.lineCheckAndPin(l, w, m, downFirst(m), true, royal, pins, chk) || check
			}
		}
	}
	for _, i := range t.walks {
		check = p.walkCheckAndPin(&t.rays[i], royal, pins, chk) || check
	}
	for i := range t.leaps {
		if l := &t.leaps[i]; p.leapAttacks(l, royal, them) {
			check = true
			chk.add(Square(int(royal)-l.delta), l.delta, 1)
		}
	}
	chk.counted = len(t.conds) == 0
	return check || !chk.counted && p.attackedConditioned(royal, us^1, true, nil, false) != nil
}
