package shell

import (
	"fmt"
	"strings"

	"github.com/chespel/chespel/board"
)

// view is how the shell draws boards: from which side, with which glyphs
// and colours.
type view struct {
	// unicode draws chess pieces as their Unicode glyphs (♔ ♚ ...).
	unicode bool
	// color marks white and black pieces and the last move's squares with
	// ANSI colours; only ever set on a colour terminal.
	color bool
}

// ANSI escapes of the coloured board.
const (
	ansiReset      = "\x1b[0m"
	ansiWhitePiece = "\x1b[1;97m" // bold bright white
	ansiBlackPiece = "\x1b[1;33m" // bold yellow
	ansiLastMove   = "\x1b[44m"   // blue background
	ansiDim        = "\x1b[2m"
)

// glyphs are the Unicode chess symbols by piece name, white then black.
var glyphs = map[string][2]string{
	"king": {"♔", "♚"}, "queen": {"♕", "♛"}, "rook": {"♖", "♜"},
	"bishop": {"♗", "♝"}, "knight": {"♘", "♞"}, "pawn": {"♙", "♟"},
}

// hasGlyphs reports whether every piece of the game has a chess glyph:
// Unicode boards are drawn only then, never a mix of glyphs and letters.
func hasGlyphs(r *board.Rules) bool {
	for k := range r.NumKinds() {
		if _, ok := glyphs[r.KindName(board.Kind(k))]; !ok {
			return false
		}
	}
	return true
}

// draw returns the board of p as the shell shows it: like board.Draw
// (one character a square, the rank on the left, files underneath), seen
// from side (black's view turns the board), with glyphs and colours as v
// says, and the squares of last (a move just played, or the null move)
// marked when colours are on.
func (v view) draw(p *board.Position, side board.Color, last board.Move) string {
	if !v.unicode && !v.color && side == board.White {
		return p.Draw()
	}
	r := p.Rules()
	width := len(fmt.Sprint(r.Ranks()))
	files := make([]int, r.Files())
	ranks := make([]int, r.Ranks())
	for i := range files {
		files[i] = i
	}
	for i := range ranks {
		ranks[i] = r.Ranks() - 1 - i
	}
	if side == board.Black {
		for i := range files {
			files[i] = r.Files() - 1 - i
		}
		for i := range ranks {
			ranks[i] = i
		}
	}
	var b strings.Builder
	for _, rank := range ranks {
		fmt.Fprintf(&b, "%*d", width, rank+1)
		for _, file := range files {
			sq := r.Square(file, rank)
			b.WriteByte(' ')
			b.WriteString(v.square(p, sq, !last.IsNull() && (sq == last.From() || sq == last.To())))
		}
		b.WriteByte('\n')
	}
	b.WriteString(strings.Repeat(" ", width))
	for _, file := range files {
		b.WriteByte(' ')
		b.WriteByte(byte('a' + file))
	}
	b.WriteByte('\n')
	return b.String()
}

// square returns one square's character, with its glyph and colours.
func (v view) square(p *board.Position, sq board.Square, marked bool) string {
	r := p.Rules()
	pc := p.At(sq)
	text := string(r.PieceLetter(pc))
	if v.unicode && !pc.IsEmpty() && hasGlyphs(r) {
		text = glyphs[r.KindName(pc.Kind())][pc.Color()]
	}
	if !v.color {
		return text
	}
	style := ansiBlackPiece
	switch {
	case pc.IsEmpty():
		style = ansiDim
	case pc.Color() == board.White:
		style = ansiWhitePiece
	}
	if marked {
		style = ansiLastMove + style
	}
	text = style + text + ansiReset
	return text
}
