package board

// Legality (D28): a pseudo-legal move is legal when, after it, no royal
// piece of the mover can be captured by an opponent capture entry.
//
// The full test makes the move and asks attacked() for each royal. A fast
// path skips it for most moves when the rule set is "simple" (every attack
// is a leap without a leg or a ray that stops at the first occupied square,
// see attackTable.simple) and the mover has exactly one royal piece. Then a
// move can only expose the royal along a line through its origin, so:
//   - a move of the royal piece, in check or not, tests its destination with
//     the origin empty;
//   - en passant and castling take the full test;
//   - any other move takes the full test when the royal is in check or when
//     its origin is pinned (the first piece on a line from the royal, with
//     an opponent attacker behind), and is legal otherwise.
// checkAndPins finds the check and the pins in one walk from the royal.
// Games with hoppers (the cannon), legs (the xiangqi horse) or conditioned
// rays (the flying general) are not simple: moving a piece there can also
// create a check by becoming a screen. With one royal, such a game takes the
// full test for moves of the royal, en passant, castling, every move while in
// check, and any move that leaves or enters a square on an attack line of
// the royal (see buildAttackLines); other moves are legal. With several
// royals every move takes the full test.

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
// it. With a buffer of enough capacity it does not allocate.
func (p *Position) LegalMoves(buf []Move) []Move {
	start := len(buf)
	buf = p.pseudoMoves(buf, genAll)
	return p.keepLegal(buf, start)
}

// Captures appends the legal captures and promotions of the side to move to
// buf, for quiescence search.
func (p *Position) Captures(buf []Move) []Move {
	start := len(buf)
	buf = p.pseudoMoves(buf, genCaptures)
	return p.keepLegal(buf, start)
}

// keepLegal filters buf[start:] down to the legal moves.
func (p *Position) keepLegal(buf []Move, start int) []Move {
	us := p.side
	if p.nRoyals[us] == 0 {
		return buf
	}
	r := p.rules
	single := p.nRoyals[us] == 1
	simple := single && r.simple
	var pins pinSet
	var check bool
	var lines []bool
	royalSq := int(p.royals[us][0])
	switch {
	case simple:
		check = p.checkAndPins(&pins)
	case single:
		check = p.inCheck(us)
		lines = r.attackLines[us^1]
	}
	royal := r.royalMask
	out := start
	for _, m := range buf[start:] {
		isRoyal := royal>>(m.Piece()&kindMask)&1 != 0
		var ok bool
		switch {
		case !single || m.kind() >= flagEnPassant:
			ok = p.legalAfter(m)
		case simple && isRoyal:
			ok = p.royalStepSafe(m)
		case check || isRoyal:
			ok = p.legalAfter(m)
		case simple:
			ok = !pins.has(m.From()) || p.legalAfter(m)
		default:
			ok = !lines[int(m.From())-royalSq+r.size] && !lines[int(m.To())-royalSq+r.size] || p.legalAfter(m)
		}
		if ok {
			buf[out] = m
			out++
		}
	}
	return buf[:out]
}

// buildAttackLines marks, relative to a royal square, the squares whose
// occupancy can change whether side c attacks it: every square on an attack
// ray, and the leg square of every lame leap. It serves games that are not
// simple (hoppers, legs): there, a move that neither leaves nor enters such
// a square, made while not in check, is legal. Indexed by
// square - royal + size.
func (r *Rules) buildAttackLines(c Color) []bool {
	lines := make([]bool, 2*r.size+1)
	mark := func(offset int) {
		if offset >= -r.size && offset <= r.size {
			lines[offset+r.size] = true
		}
	}
	t := &r.attack[c]
	for _, ray := range t.rays {
		for k := 1; k <= ray.maxStep; k++ {
			mark(-k * ray.delta)
		}
	}
	for _, l := range t.leaps {
		if l.leg != 0 {
			mark(l.leg - l.delta)
		}
	}
	for _, a := range t.conds {
		for k := 1; k <= a.ray.maxStep; k++ {
			mark(-k * a.ray.delta)
		}
		if a.leg != 0 {
			mark(a.leg - a.ray.delta)
		}
	}
	return lines
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
	from, to, captured := m.From(), m.To(), m.Captured()
	capSq := to
	if m.kind() == flagEnPassant {
		capSq = Square(int(to) - p.rules.forward[us])
	}
	if captured != Empty {
		p.remove(capSq)
	}
	p.relocate(from, to)
	ok := !p.inCheck(us)
	p.relocate(to, from)
	if captured != Empty {
		p.put(capSq, captured)
	}
	return ok
}

// royalStepSafe tests a move of the only royal piece in a simple game: its
// destination must not be attacked once its origin is empty.
func (p *Position) royalStepSafe(m Move) bool {
	p.board[m.From()] = Empty
	ok := !p.attacked(m.To(), p.side^1, true)
	p.board[m.From()] = m.Piece()
	return ok
}

// checkAndPins reports whether the only royal piece of the side to move is
// attacked, and marks in pins the pieces that stand first on an attack ray
// from it with an opponent attacker behind them. Only for simple games,
// whose rays all stop at the first occupied square.
func (p *Position) checkAndPins(pins *pinSet) bool {
	us := p.side
	royal := p.royals[us][0]
	t := &p.rules.attack[us^1]
	them := colorFlag[us^1]
	check := false
	for i := range t.rays {
		ray := &t.rays[i]
		s, first := int(royal), NoSquare
		for k := 1; k <= ray.maxStep; k++ {
			s -= ray.delta
			c := p.board[s]
			if c == Empty {
				continue
			}
			if c&them != 0 && ray.mask[k]>>(c&kindMask)&1 != 0 {
				if first == NoSquare {
					check = true
				} else {
					pins.add(first)
				}
				break
			}
			if first == NoSquare && c.is(us) {
				first = Square(s)
				continue
			}
			break
		}
	}
	if check {
		return true
	}
	for i := range t.leaps {
		l := &t.leaps[i]
		c := p.board[int(royal)-l.delta]
		if c&them != 0 && l.mask>>(c&kindMask)&1 != 0 {
			return true
		}
	}
	return len(t.conds) > 0 && p.attackedConditioned(royal, us^1, true, nil, false) != nil
}
