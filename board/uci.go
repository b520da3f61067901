package board

import (
	"fmt"
	"strings"
)

// UCI returns a move in UCI coordinates: origin, destination and the
// promotion letter in lower case ("e2e4", "e7e8q"); the null move is "0000".
// Castling is the royal piece's move ("e1g1"), or the royal piece taking
// its own rook ("e1h1") in Chess960 mode (SetChess960) and in every
// position whose castling starts off the rule set's default files, where
// the king's move could also be an ordinary one (king b1, long castling to
// c1).
func (p *Position) UCI(m Move) string {
	if m.IsNull() {
		return "0000"
	}
	r := p.rules
	to := m.To()
	if m.IsCastle() && (p.chess960 || !p.castles.std) {
		to = p.castleMove(m).rookFrom
	}
	s := r.SquareName(m.From()) + r.SquareName(to)
	if m.promoPiece() != Empty {
		s += strings.ToLower(string(r.Letter(m.promoPiece().Kind())))
	}
	return s
}

// SetChess960 sets how UCI writes castling: as the king taking its rook
// when on (UCI_Chess960), as the king's own move when off. Clone and Make
// keep the setting. ParseUCI reads both forms either way.
func (p *Position) SetChess960(on bool) { p.chess960 = on }

// Chess960 reports whether UCI writes castling as the king taking its rook.
func (p *Position) Chess960() bool { return p.chess960 || !p.castles.std }

// ParseUCI finds the legal move that UCI text names. The promotion letter
// may be in either case. Castling may be written as the king's move
// ("e1g1") or as the king taking its own rook ("e1h1"); when the king's
// move is also an ordinary king move, the text means the ordinary move.
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
	legal := p.LegalMoves(buf[:0])
	for _, m := range legal {
		if !m.IsCastle() && m.From() == from && m.To() == to && (m.promoPiece() == Empty && promo == NoKind || m.promoPiece() != Empty && m.promoPiece().Kind() == promo) {
			return m, nil
		}
	}
	if promo == NoKind {
		for _, m := range legal {
			if m.IsCastle() && m.From() == from && (p.castleMove(m).rookFrom == to || m.To() == to && from != to) {
				return m, nil
			}
		}
	}
	return 0, fmt.Errorf("illegal move %s", s)
}
