package polyglot

import (
	"os"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/chespel/chespel/board"
)

// gnuchessBook is where Debian's gnuchess package installs its Polyglot
// book; the test that reads it is skipped without it.
const gnuchessBook = "/usr/share/games/gnuchess/book.bin"

// TestGNUChessBook walks a real book from the start, following every book
// move for 8 plies: at each position reached, every entry of its key
// decodes to a legal move (so keys, castling and promotions are read as
// the book's author wrote them).
func TestGNUChessBook(t *testing.T) {
	if _, err := os.Stat(gnuchessBook); err != nil {
		t.Skip("no GNU Chess book at " + gnuchessBook)
	}
	b, err := Open(gnuchessBook)
	require.NoError(t, err)
	r := chess(t)
	seen := map[uint64]bool{}
	positions, castles := 0, 0
	var walk func(p *board.Position, depth int)
	walk = func(p *board.Position, depth int) {
		key, err := Key(p)
		require.NoError(t, err)
		if seen[key] || depth == 0 {
			return
		}
		seen[key] = true
		moves := b.Moves(p)
		if !assert.Len(t, moves, len(b.Entries(key)), "every entry legal in %s", p.FEN()) {
			return
		}
		positions++
		for _, c := range moves {
			if c.Move.IsCastle() {
				castles++
			}
			u := p.Make(c.Move)
			walk(p, depth-1)
			p.Unmake(c.Move, u)
		}
	}
	walk(r.StartPosition(), 8)
	t.Logf("%d positions, %d castling moves", positions, castles)
	assert.Greater(t, positions, 1000, "positions of the book walked")
	assert.Positive(t, castles, "castling moves read")
}
