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
	return p.seeExchange(m, gain0, moverVal) >= t
}

// seeFirst returns what m wins by itself (the captured piece and the
// promotion's gain) and the value of the piece standing on the destination
// after it, seeRoyal for a royal piece.
func (p *Position) seeFirst(m Move) (gain, moverVal int) {
	r := p.rules
	if m.IsCapture() {
		gain = r.Value(m.Captured().Kind())
	}
	mover := m.Piece()
	moverVal = r.Value(mover.Kind())
	if k, ok := m.Promotion(); ok {
		gain += r.Value(k) - moverVal
		moverVal = r.Value(k)
	}
	if r.IsRoyal(mover.Kind()) {
		moverVal = seeRoyal
	}
	return gain, moverVal
}

// seeExchange plays the recaptures of m on the mailbox (and takes them
// back) and returns the exchange's value, gain0 being what m wins and
// moverVal the value of the piece it leaves on its destination.
func (p *Position) seeExchange(m Move, gain0, moverVal int) int {
	from, to := m.From(), m.To()
	var lifted [seeMaxDepth + 2]Square
	var pieces [seeMaxDepth + 2]Piece
	n := 0
	lift := func(sq Square) {
		lifted[n], pieces[n] = sq, p.board[sq]
		n++
		p.setCell(sq, Empty)
	}
	onTo := p.board[to]
	if m.IsEnPassant() {
		lift(Square(int(to) - p.rules.forward[m.Piece().Color()]))
	}
	lift(from)
	p.setCell(to, m.Piece())
	if k, ok := m.Promotion(); ok {
		p.setCell(to, MakePiece(m.Piece().Color(), k))
	}
	var gain [seeMaxDepth + 1]int
	gain[0] = gain0
	val, side, d := moverVal, m.Piece().Color()^1, 0
	for d+1 < len(gain) {
		sq, sqVal := p.seeLeastAttacker(to, side)
		if sq == NoSquare {
			break
		}
		piece := p.board[sq]
		lift(sq)
		p.setCell(to, piece)
		if sqVal == seeRoyal && p.attacked(to, side^1, true) {
			break
		}
		d++
		gain[d] = val - gain[d-1]
		val, side = sqVal, side^1
	}
	for i := n - 1; i >= 0; i-- {
		p.setCell(lifted[i], pieces[i])
	}
	p.setCell(to, onTo)
	for ; d > 0; d-- {
		gain[d-1] = -max(-gain[d-1], gain[d])
	}
	return gain[0]
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
		for i := range t.up {
			l := &t.up[i]
			w := t.words[l.at+di]
			if m := p.occ & w.line; m != 0 {
				best.offer(p, p.lineAttacker(m, upFirst(m), w, l, flag), l.rank)
			}
		}
		for i := range t.down {
			l := &t.down[i]
			w := t.words[l.at+di]
			if m := p.occ & w.line; m != 0 {
				best.offer(p, p.lineAttacker(m, downFirst(m), w, l, flag), l.rank)
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
