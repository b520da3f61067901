package ormulogun

import (
	"strconv"
	"strings"
)

// Piece is a piece on a square in our frame: upper case for ours (the side
// to move when generating, the perspective's side when matching), lower case
// for the opponent's.
type Piece struct {
	Letter byte
	Square Square
}

// Position is a generated position: the spec's pieces in our frame and the
// colour of the upper-case side, which is the side to move.
type Position struct {
	// Pieces are in the spec's order, squares in our frame.
	Pieces []Piece
	// Black is true when the upper-case side plays black. The board is then
	// turned 180 degrees (Geometry.Turn): on the 8×8 board our file f and
	// rank r are the board's file 7-f and rank 7-r, so our a1 is the
	// board's h8.
	Black bool
	// Geometry is the board; the zero value is the 8×8 board.
	Geometry Geometry
}

// Turn maps a square of the 8×8 board between our frame and the board's;
// see Geometry.Turn.
func Turn(s Square, black bool) Square { return Chess8x8.Turn(s, black) }

// TurnLetter maps a piece letter between a spec's case (upper case = ours)
// and FEN's (upper case = white): unchanged when we play white, the case
// swapped when we play black. It is its own inverse.
func TurnLetter(letter byte, black bool) byte {
	if !black {
		return letter
	}
	switch {
	case letter >= 'a' && letter <= 'z':
		return letter - 'a' + 'A'
	case letter >= 'A' && letter <= 'Z':
		return letter - 'A' + 'a'
	}
	return letter
}

// FEN returns the position as FEN text: the piece placement, the side to
// move (the upper-case side's colour), no castling, no en passant square,
// and the counters "0 1". Ranks of ten squares or more write "10" and up.
func (p Position) FEN() string {
	g := p.Geometry
	if g == (Geometry{}) {
		g = Chess8x8
	}
	var board [MaxSize * MaxSize]byte
	for _, pc := range p.Pieces {
		if g.Contains(pc.Square) {
			board[g.Turn(pc.Square, p.Black)] = TurnLetter(pc.Letter, p.Black)
		}
	}
	var b strings.Builder
	writePlacement(&b, g, &board)
	if p.Black {
		b.WriteString(" b - - 0 1")
	} else {
		b.WriteString(" w - - 0 1")
	}
	return b.String()
}

// writePlacement writes FEN's first field for board g, indexed by board
// square, 0 for an empty square.
func writePlacement(b *strings.Builder, g Geometry, board *[MaxSize * MaxSize]byte) {
	for rank := g.Ranks - 1; rank >= 0; rank-- {
		empty := 0
		for file := range g.Files {
			c := board[SquareAt(file, rank)]
			if c == 0 {
				empty++
				continue
			}
			if empty > 0 {
				b.WriteString(strconv.Itoa(empty))
				empty = 0
			}
			b.WriteByte(c)
		}
		if empty > 0 {
			b.WriteString(strconv.Itoa(empty))
		}
		if rank > 0 {
			b.WriteByte('/')
		}
	}
}
