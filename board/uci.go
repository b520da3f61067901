package board

import (
	"fmt"
	"strings"
)

// UCI returns a move in UCI coordinates: origin, destination and the
// promotion letter in lower case ("e2e4", "e7e8q"). Castling is the royal
// piece's move ("e1g1"); the null move is "0000".
func (p *Position) UCI(m Move) string {
	if m.IsNull() {
		return "0000"
	}
	r := p.rules
	s := r.SquareName(m.From()) + r.SquareName(m.To())
	if m.promoPiece() != Empty {
		s += strings.ToLower(string(r.Letter(m.promoPiece().Kind())))
	}
	return s
}

// ParseUCI finds the legal move that UCI text names. The promotion letter
// may be in either case.
func (p *Position) ParseUCI(s string) (Move, error) {
	r := p.rules
	from, n := r.scanSquare(s)
	if n == 0 {
		return 0, fmt.Errorf("bad move %q: want a UCI move such as e2e4 or e7e8q", s)
	}
	to, n2 := r.scanSquare(s[n:])
	if n2 == 0 {
		return 0, fmt.Errorf("bad move %q: want a UCI move such as e2e4 or e7e8q", s)
	}
	rest := s[n+n2:]
	promo := NoKind
	if rest != "" {
		k, ok := r.KindOfLetter(rest[0])
		if len(rest) != 1 || !ok || !isLetter(rest[0]) {
			return 0, fmt.Errorf("bad move %q: unexpected %q after the squares, want a promotion letter", s, rest)
		}
		promo = k
	}
	var buf [256]Move
	for _, m := range p.LegalMoves(buf[:0]) {
		if m.From() == from && m.To() == to && (m.promoPiece() == Empty && promo == NoKind || m.promoPiece() != Empty && m.promoPiece().Kind() == promo) {
			return m, nil
		}
	}
	return 0, fmt.Errorf("illegal move %s", s)
}
