package board

import (
	"fmt"
	"strings"
)

// Draw returns the board as text for a terminal: the top rank first with
// its number on the left, one letter per square (upper case White, lower
// case Black, '.' empty), and the file letters underneath. White is at the
// bottom.
func (p *Position) Draw() string {
	r := p.rules
	width := len(fmt.Sprint(r.ranks))
	var b strings.Builder
	for rank := r.ranks - 1; rank >= 0; rank-- {
		fmt.Fprintf(&b, "%*d", width, rank+1)
		for file := range r.files {
			b.WriteByte(' ')
			b.WriteByte(r.PieceLetter(p.board[r.Square(file, rank)]))
		}
		b.WriteByte('\n')
	}
	b.WriteString(strings.Repeat(" ", width))
	for file := range r.files {
		b.WriteByte(' ')
		b.WriteByte(byte('a' + file))
	}
	b.WriteByte('\n')
	return b.String()
}
