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
// rays (the flying general) always take the full test, since moving a piece
// there can also create a check by becoming a screen.

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
	fast := p.rules.simple && p.nRoyals[us] == 1
	var pins pinSet
	check := fast && p.checkAndPins(&pins)
	royal := p.rules.royalMask
	out := start
	for _, m := range buf[start:] {
		var ok bool
		switch {
		case !fast || m.kind() >= flagEnPassant:
			ok = p.legalAfter(m)
		case royal>>(m.Piece()&kindMask)&1 != 0:
			ok = p.royalStepSafe(m)
		case check || pins.has(m.From()):
			ok = p.legalAfter(m)
		default:
			ok = true
		}
		if ok {
			buf[out] = m
			out++
		}
	}
	return buf[:out]
}

// legalAfter is the full test: make the move, look for attacks on the
// mover's royals, unmake.
func (p *Position) legalAfter(m Move) bool {
	us := p.side
	u := p.Make(m)
	ok := !p.inCheck(us)
	p.Unmake(m, u)
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
