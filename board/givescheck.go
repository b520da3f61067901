package board

// GivesCheck reports whether the legal move m leaves the opponent in
// check: InCheck after Make(m). A castling or a promotion is made and
// taken back; any other move is played on the board alone, as the
// legality test plays it, which costs less than Make and Unmake: a search
// that skips the moves that give no check asks before making them.
func (p *Position) GivesCheck(m Move) bool {
	if m.IsCastle() || m.promoPiece() != Empty {
		u := p.Make(m)
		check := p.InCheck()
		p.Unmake(m, u)
		return check
	}
	return p.inCheckAfter(m, p.side^1)
}
