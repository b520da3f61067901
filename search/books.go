package search

import "github.com/chespel/chespel/board"

// Books consults several books in order: the first that has a move for a
// position answers (a bot's opening module before a Polyglot file, say).
// Nil entries are skipped.
type Books []Book

// Lookup returns the move of the first book that has one for p.
func (bs Books) Lookup(p *board.Position) (board.Move, bool) {
	for _, b := range bs {
		if b == nil {
			continue
		}
		if m, ok := b.Lookup(p); ok {
			return m, true
		}
	}
	return 0, false
}
