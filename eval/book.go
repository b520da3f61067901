package eval

import (
	"github.com/chespel/chespel/board"
	"github.com/chespel/chespel/types"
)

// Book is a bot's opening book: the replies of its opening module. It
// satisfies search.Book.
type Book struct {
	byHash map[uint64][]types.Opening
}

func newBook(openings []types.Opening) *Book {
	b := &Book{byHash: map[uint64][]types.Opening{}}
	for _, o := range openings {
		b.byHash[o.Hash] = append(b.byHash[o.Hash], o)
	}
	return b
}

// Len returns the number of positions the book answers.
func (b *Book) Len() int {
	n := 0
	for _, os := range b.byHash {
		n += len(os)
	}
	return n
}

// Lookup returns the book's move for p, and false when the book has none.
// A position matches a rule when its piece placement, side to move,
// castling rights and en passant target (kept only when a pawn could
// capture there) are the rule's; the move counters do not count.
func (b *Book) Lookup(p *board.Position) (board.Move, bool) {
	if b == nil || p == nil {
		return 0, false
	}
	candidates := b.byHash[p.Hash()]
	if len(candidates) == 0 {
		return 0, false
	}
	key := types.OpeningKey(p.FEN())
	for _, o := range candidates {
		if o.Key != key {
			continue
		}
		if m, err := p.ParseUCI(o.Move); err == nil {
			return m, true
		}
	}
	return 0, false
}
