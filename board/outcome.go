package board

// Reason says why a game ended.
type Reason uint8

// The reasons a game ends; NotOver while it goes on.
const (
	NotOver Reason = iota
	Checkmate
	Stalemate
	InsufficientMaterial
	FiftyMoves
	Repetition
)

var reasonNames = [...]string{"not over", "checkmate", "stalemate", "insufficient material", "fifty-move rule", "threefold repetition"}

// String returns the reason in words ("checkmate").
func (r Reason) String() string {
	if int(r) < len(reasonNames) {
		return reasonNames[r]
	}
	return "unknown"
}

// Outcome is how a game stands: over or not, why, and the result.
type Outcome struct {
	Reason Reason
	// Result is "1-0", "0-1", "1/2-1/2", or "*" while the game goes on.
	Result string
}

// Over reports whether the game has ended.
func (o Outcome) Over() bool { return o.Reason != NotOver }

// String returns "checkmate 1-0", or "*" while the game goes on.
func (o Outcome) String() string {
	if !o.Over() {
		return o.Result
	}
	return o.Reason.String() + " " + o.Result
}

// Outcome returns whether the game is over and why: no legal move
// (checkmate when in check, else stalemate, both by chess rules), then
// insufficient material, the fifty-move rule (100 plies without a capture or
// an irreversible move) and threefold repetition.
func (p *Position) Outcome() Outcome {
	var buf [256]Move
	if len(p.LegalMoves(buf[:0])) == 0 {
		if p.InCheck() {
			if p.side == White {
				return Outcome{Checkmate, "0-1"}
			}
			return Outcome{Checkmate, "1-0"}
		}
		return Outcome{Stalemate, "1/2-1/2"}
	}
	switch {
	case p.InsufficientMaterial():
		return Outcome{InsufficientMaterial, "1/2-1/2"}
	case p.halfmove >= 100:
		return Outcome{FiftyMoves, "1/2-1/2"}
	case p.RepetitionCount() >= 3:
		return Outcome{Repetition, "1/2-1/2"}
	}
	return Outcome{NotOver, "*"}
}

// InsufficientMaterial reports whether neither side can ever capture a
// royal piece, by the FIDE cases generalised to any rule set: besides the
// royal pieces, no piece that promotes, and either only colour-bound pieces
// (bishops) all on squares of one colour, or a single knight-like leaper.
func (p *Position) InsufficientMaterial() bool {
	r := p.rules
	var others, bound, knights int
	colours := [2]bool{}
	for c := White; c <= Black; c++ {
		for _, sq := range p.pieces(c) {
			k := &r.kinds[p.board[sq].Kind()]
			switch {
			case k.royal:
				continue
			case k.promo != nil:
				return false
			case k.colorbound:
				bound++
				colours[(r.File(sq)+r.Rank(sq))&1] = true
			case k.knightLike:
				knights++
			}
			others++
		}
	}
	switch {
	case others == 0:
		return true
	case bound == others:
		return !(colours[0] && colours[1])
	}
	return others == 1 && knights == 1
}

// RepetitionCount returns how many times the current position has occurred
// in the game, this time included (same pieces, side, rights and en passant
// square, by hash), looking back to the last irreversible move.
func (p *Position) RepetitionCount() int {
	n := 1
	h := p.history
	for i := len(h) - 2; i >= 0 && i >= len(h)-p.halfmove; i -= 2 {
		if h[i] == p.hash {
			n++
		}
	}
	return n
}

// IsRepetition reports whether the current position occurred before, since
// the last irreversible move: what a search scores as a draw.
func (p *Position) IsRepetition() bool {
	h := p.history
	for i := len(h) - 2; i >= 0 && i >= len(h)-p.halfmove; i -= 2 {
		if h[i] == p.hash {
			return true
		}
	}
	return false
}
