package board

import "math"

// seeMaxDepth bounds the exchange sequence of a move's static exchange:
// every capture removes a piece, so a longer one cannot happen on a board
// of maxSquares cells, and 64 captures on one cell never do either.
const seeMaxDepth = 64

// SEE returns the static exchange evaluation of a legal move m, in
// thousandths of a pawn (the rule set's values): what m captures (plus the
// gain of its promotion), then the sides take turns capturing on m's
// destination, each with its least valuable attacker and each free to stop
// when going on would lose. A quiet move scores 0 or, when the opponent
// wins the piece, less. Attacks are read from the mailbox with the
// capturers lifted off it, so pieces behind a capturer join in (x-rays), and
// a hurdle that leaves or arrives changes what a cannon attacks: the answer
// follows the rule set's capture entries whatever they are (legs, hurdles,
// zones, @TargetRoyal). A royal piece recaptures last and only onto a cell
// that the other side no longer attacks. Pins, checks and the promotions of
// the recaptures are not considered. Castling scores 0. The position is
// left exactly as it was.
func (p *Position) SEE(m Move) int {
	if m.IsCastle() {
		return 0
	}
	gain0, moverVal := p.seeFirst(m)
	if moverVal == seeRoyal {
		return gain0 // the move is legal: nothing may take the royal piece
	}
	return p.seeExchange(m, gain0, moverVal)
}

// SEEGE reports whether the static exchange of the legal move m (SEE) is
// at least t thousandths; it skips the exchange when the first capture
// decides it either way, which is the common case in search.
func (p *Position) SEEGE(m Move, t int) bool {
	if m.IsCastle() {
		return 0 >= t
	}
	gain0, moverVal := p.seeFirst(m)
	switch {
	case gain0 < t:
		return false // the opponent may always stop after m
	case moverVal == seeRoyal:
		return true
	case gain0-moverVal >= t:
		return true // the mover may always stop after one recapture
	}
	return p.seeAtLeast(m, gain0, moverVal, t)
}

// seeFirst returns what m wins by itself (the captured piece and the
// promotion's gain) and the value of the piece standing on the destination
// after it, seeRoyal for a royal piece.
func (p *Position) seeFirst(m Move) (gain, moverVal int) {
	r := p.rules
	if c := m.Captured(); c != Empty {
		gain = r.pieceValue[c&kindMask]
	}
	mover := m.Piece() & kindMask
	moverVal = r.seeValue[mover] // seeRoyal for a royal piece
	if promo := m.promoPiece(); promo != Empty {
		gain += r.pieceValue[promo&kindMask] - r.pieceValue[mover]
		if r.royalMask>>mover&1 == 0 {
			moverVal = r.pieceValue[promo&kindMask]
		}
	}
	return gain, moverVal
}

// seeSwap is the mailbox side of an exchange on one square: the pieces
// lifted off the board, to be put back, and what stood on the square.
type seeSwap struct {
	lifted [seeMaxDepth + 2]Square
	pieces [seeMaxDepth + 2]Piece
	n      int
	to     Square
	onTo   Piece
}

// seeStart plays m on the mailbox alone for an exchange on its
// destination: the mover (and a pawn taken en passant) lifted off, the
// mover, promoted, on the destination.
func (p *Position) seeStart(s *seeSwap, m Move) {
	s.to, s.onTo = m.To(), p.board[m.To()]
	if m.IsEnPassant() {
		p.seeLift(s, Square(int(s.to)-p.rules.forward[m.Piece().Color()]))
	}
	p.seeLift(s, m.From())
	p.setCell(s.to, m.Piece())
	if k, ok := m.Promotion(); ok {
		p.setCell(s.to, MakePiece(m.Piece().Color(), k))
	}
}

// seeLift takes the piece on sq off the mailbox.
func (p *Position) seeLift(s *seeSwap, sq Square) {
	s.lifted[s.n], s.pieces[s.n] = sq, p.board[sq]
	s.n++
	p.setCell(sq, Empty)
}

// seeRecapture makes side's next capture of the exchange, with its least
// valuable attacker, and returns that piece's value; ok is false when
// side has none, or only a royal piece that the other side would take.
func (p *Position) seeRecapture(s *seeSwap, side Color) (val int, ok bool) {
	sq, val := p.seeLeastAttacker(s.to, side)
	if sq == NoSquare {
		return 0, false
	}
	piece := p.board[sq]
	p.seeLift(s, sq)
	p.setCell(s.to, piece)
	return val, val != seeRoyal || !p.attacked(s.to, side^1, true)
}

// seeEnd puts the mailbox back as it was before seeStart.
func (p *Position) seeEnd(s *seeSwap) {
	for i := s.n - 1; i >= 0; i-- {
		p.setCell(s.lifted[i], s.pieces[i])
	}
	p.setCell(s.to, s.onTo)
}

// seeExchange plays the recaptures of m on the mailbox (and takes them
// back) and returns the exchange's value, gain0 being what m wins and
// moverVal the value of the piece it leaves on its destination.
func (p *Position) seeExchange(m Move, gain0, moverVal int) int {
	var s seeSwap
	p.seeStart(&s, m)
	var gain [seeMaxDepth + 1]int
	gain[0] = gain0
	val, side, d := moverVal, m.Piece().Color()^1, 0
	for d+1 < len(gain) {
		sqVal, ok := p.seeRecapture(&s, side)
		if !ok {
			break
		}
		d++
		gain[d] = val - gain[d-1]
		val, side = sqVal, side^1
	}
	p.seeEnd(&s)
	for ; d > 0; d-- {
		gain[d-1] = -max(-gain[d-1], gain[d])
	}
	return gain[0]
}

// seeAtLeast reports whether seeExchange(m, gain0, moverVal) >= t, playing
// only the recaptures that can change the answer. With S(d) what the side
// making capture d gains by being free to make it, S(d) = max(0, v(d-1) -
// S(d+1)), v(d-1) the value of the piece it takes and S = 0 past the last
// capture; the exchange is gain0 - S(1), so the question is S(1) <= b for
// b = gain0 - t. S(d) <= b holds when b >= 0 and not S(d+1) <= v(d-1)-b-1;
// it fails at once when b < 0, and holds at once when b >= v(d-1) (S(d) is
// never above v(d-1)) or capture d cannot be made.
func (p *Position) seeAtLeast(m Move, gain0, moverVal, t int) bool {
	var s seeSwap
	p.seeStart(&s, m)
	want, b := true, gain0-t // the answer is want == (S(d) <= b)
	val, side := moverVal, m.Piece().Color()^1
	for d := 1; ; d++ {
		if b < 0 || b >= val || d > seeMaxDepth {
			want = want == (b >= 0)
			break
		}
		sqVal, ok := p.seeRecapture(&s, side)
		if !ok {
			break // S(d) = 0 <= b
		}
		want, b = !want, val-b-1
		val, side = sqVal, side^1
	}
	p.seeEnd(&s)
	return want
}

// seeLeastAttacker returns the square of side by's least valuable piece
// that attacks sq on the mailbox as it stands, and its value (seeRoyal for
// a royal piece); NoSquare when there is none. Between pieces of equal
// value it takes the first that Attackers lists: the attack table's rays
// are tested as attacked tests them, each with the rank of its ray, then
// the leaps and the conditioned attacks after every ray.
func (p *Position) seeLeastAttacker(sq Square, by Color) (Square, int) {
	r := p.rules
	t := &r.attack[by]
	flag := colorFlag[by]
	best := seeBest{rank: math.MaxInt32}
	di := int(r.dense[sq])
	if len(t.stepWords) == 0 {
		for i := range t.steps {
			st := &t.steps[i]
			best.offer(p, p.stepAttacker(st, sq, flag), st.rank)
		}
	}
	for i := range t.stepGroups {
		g := &t.stepGroups[i]
		for m := p.occ & t.stepWords[g.at+di]; m != 0; m &= m - 1 {
			if s := p.groupAttacker(g, m, flag); s != NoSquare {
				best.offer(p, s, g.rankOf(int(sq)-int(s)))
			}
		}
	}
	if len(t.words) > 0 {
		// Once the best has the lowest value and a rank not above every
		// rank after the line (attackLine.rest), no ray, leap or condition
		// after it can replace it.
		for i := range t.up {
			l := &t.up[i]
			w := t.words[l.at+di]
			if m := p.occ & w.line; m != 0 {
				if s := p.lineAttacker(m, upFirst(m), w, l, flag); s != NoSquare {
					if best.offer(p, s, l.rank); best.val == r.seeMin && best.rank <= l.rest {
						return best.sq, best.val
					}
				}
			}
		}
		for i := range t.down {
			l := &t.down[i]
			w := t.words[l.at+di]
			if m := p.occ & w.line; m != 0 {
				if s := p.lineAttacker(m, downFirst(m), w, l, flag); s != NoSquare {
					if best.offer(p, s, l.rank); best.val == r.seeMin && best.rank <= l.rest {
						return best.sq, best.val
					}
				}
			}
		}
	}
	for _, i := range t.walks {
		best.offer(p, p.rayAttacker(&t.rays[i], sq, flag), int32(i))
	}
	if best.sq != NoSquare {
		// A leap or a conditioned attack comes after every ray: it wins
		// only by a lower value.
		best.rank = -1
	}
	for i := range t.leaps {
		if l := &t.leaps[i]; p.leapAttacks(l, sq, flag) {
			best.offer(p, Square(int(sq)-l.delta), 0)
		}
	}
	if len(t.conds) > 0 {
		var buf [16]Square
		for _, s := range p.attackedConditioned(sq, by, p.isRoyalAt(sq), buf[:0], true) {
			best.offer(p, s, 0)
		}
	}
	return best.sq, best.val
}

// seeBest is the least valuable attacker offered so far, and of equal
// ones the one of the lowest rank.
type seeBest struct {
	sq   Square
	val  int
	rank int32
}

// offer considers the attacker on s, of rank rank; none when s is
// NoSquare.
func (b *seeBest) offer(p *Position, s Square, rank int32) {
	if s == NoSquare {
		return
	}
	if v := p.rules.seeValue[p.board[s]&kindMask]; b.sq == NoSquare || v < b.val || v == b.val && rank < b.rank {
		b.sq, b.val, b.rank = s, v, rank
	}
}
