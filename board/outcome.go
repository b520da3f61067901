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
	BareKing
	Counting
)

var reasonNames = [...]string{"not over", "checkmate", "stalemate", "insufficient material", "fifty-move rule", "threefold repetition", "bare king", "counting rule"}

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

// Outcome returns whether the game is over and why: a bare king (when the
// rule set has the rule, see BareKingEnd), no legal move (checkmate when in
// check, else stalemate, scored as the rule set says), then insufficient
// material, the counting rule, the fifty-move rule (100 plies without a
// capture or an irreversible move) and threefold repetition.
func (p *Position) Outcome() Outcome {
	var buf [256]Move
	if over, result := p.BareKingEnd(); over {
		if result > 0 {
			return p.won(p.side, BareKing)
		}
		return p.won(p.side^1, BareKing)
	}
	switch {
	case len(p.LegalMoves(buf[:0])) == 0:
		switch p.NoMovesResult() {
		case -1:
			if p.InCheck() {
				return p.won(p.side^1, Checkmate)
			}
			return p.won(p.side^1, Stalemate)
		case 1:
			return p.won(p.side, Stalemate)
		}
		return Outcome{Stalemate, "1/2-1/2"}
	case p.InsufficientMaterial():
		return Outcome{InsufficientMaterial, "1/2-1/2"}
	case p.CountExpired():
		return Outcome{Counting, "1/2-1/2"}
	case p.halfmove >= 100:
		return Outcome{FiftyMoves, "1/2-1/2"}
	case p.RepetitionCount() >= 3:
		return Outcome{Repetition, "1/2-1/2"}
	}
	return Outcome{NotOver, "*"}
}

// won is the outcome where side c wins for the reason why.
func (p *Position) won(c Color, why Reason) Outcome {
	if c == White {
		return Outcome{why, "1-0"}
	}
	return Outcome{why, "0-1"}
}

// NoMovesResult is the result for the side to move of a position where it
// has no legal move: -1 a loss (checkmate, a stalemate that the rule set
// scores as a loss, or the bare-king rule against it), 0 a draw (a
// stalemate by chess rules), 1 a win (the bare-king rule for it, or a
// stalemate scored as a win). A search scores a node without moves by it.
func (p *Position) NoMovesResult() int {
	if over, result := p.BareKingEnd(); over {
		return result
	}
	if p.InCheck() {
		return -1
	}
	return p.rules.end.stalemate
}

// BareKingEnd reports whether the bare-king rule ends the game here, and
// the result for the side to move: 1 when the side not to move has only
// royal pieces left and the side to move another piece (the side to move
// bared it and won); -1 when the side to move is bared and the other side
// has two pieces or more besides its royal ones, so that it cannot bare
// the other king at once. A bared side whose opponent has a single other
// piece plays on (it may take it), and two bare kings play on. LegalMoves
// returns no move when the game has ended, as Fairy-Stockfish's perft
// counts.
func (p *Position) BareKingEnd() (over bool, result int) {
	if !p.rules.end.bareKing {
		return false, 0
	}
	us, them := p.side, p.side^1
	ours, theirs := p.count[us]-p.nRoyals[us], p.count[them]-p.nRoyals[them]
	switch {
	case theirs == 0 && ours > 0:
		return true, 1
	case ours == 0 && theirs > 1:
		return true, -1
	}
	return false, 0
}

// InsufficientMaterial reports whether neither side can ever capture a
// royal piece, by the FIDE cases generalised to any rule set: besides the
// royal pieces, no piece that promotes, and either only colour-bound pieces
// (bishops) all on squares of one colour, or a single knight-like leaper.
// Under the bare-king rule only two bare kings are insufficient.
func (p *Position) InsufficientMaterial() bool {
	r := p.rules
	if r.end.bareKing {
		// Any other piece wins against a bare king.
		return p.count[White] == p.nRoyals[White] && p.count[Black] == p.nRoyals[Black]
	}
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
