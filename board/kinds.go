package board

import "strings"

// NumKinds returns the number of piece kinds.
func (r *Rules) NumKinds() int { return len(r.kinds) }

// PieceIndex returns the kind of the piece with this name.
func (r *Rules) PieceIndex(name string) (Kind, bool) {
	for i, k := range r.kinds {
		if k.name == name {
			return Kind(i), true
		}
	}
	return NoKind, false
}

// KindOfLetter returns the kind whose FEN letter is letter, in either case.
func (r *Rules) KindOfLetter(letter byte) (Kind, bool) {
	up := strings.ToUpper(string(letter))
	for i, k := range r.kinds {
		if string(k.letter) == up {
			return Kind(i), true
		}
	}
	return NoKind, false
}

// KindName returns the name of a kind ("knight").
func (r *Rules) KindName(k Kind) string {
	if int(k) >= len(r.kinds) {
		return ""
	}
	return r.kinds[k].name
}

// Letter returns the upper-case FEN letter of a kind.
func (r *Rules) Letter(k Kind) byte {
	if int(k) >= len(r.kinds) {
		return '?'
	}
	return r.kinds[k].letter
}

// Value returns a kind's value in thousandths of a pawn.
func (r *Rules) Value(k Kind) int {
	if int(k) >= len(r.kinds) {
		return 0
	}
	return r.kinds[k].value
}

// IsRoyal reports whether a kind is royal: the game is lost when a royal
// piece can be captured.
func (r *Rules) IsRoyal(k Kind) bool { return k < 32 && r.royalMask>>k&1 != 0 }

// PieceLetter returns a piece's FEN letter: upper case for White, lower for
// Black, '.' for Empty.
func (r *Rules) PieceLetter(p Piece) byte {
	if p == Empty {
		return '.'
	}
	l := r.Letter(p.Kind())
	if p.Color() == Black {
		l += 'a' - 'A'
	}
	return l
}

// StartFEN returns the rule set's start position.
func (r *Rules) StartFEN() string { return r.startFEN }

// StartPosition returns a new position at the start of the game.
func (r *Rules) StartPosition() *Position {
	p, err := r.ParseFEN(r.startFEN)
	if err != nil { // Compile parsed it already
		return nil
	}
	return p
}
