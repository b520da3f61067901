package polyglot

import (
	"bytes"
	"testing"
)

// FuzzRead checks that any bytes either read as a book or give an error,
// and that looking a position up in any book that reads never panics and
// answers only legal moves.
func FuzzRead(f *testing.F) {
	f.Add(bookBytes(Entry{Key: 0x463b96181691fc9c, Move: move("e2e4", 0), Weight: 1}))
	f.Add(make([]byte, 15))
	r := chess(f)
	f.Fuzz(func(t *testing.T, data []byte) {
		b, err := Read(bytes.NewReader(data))
		if err != nil {
			return
		}
		p := r.StartPosition()
		for _, c := range b.Moves(p) {
			if _, err := p.ParseUCI(p.UCI(c.Move)); err != nil {
				t.Fatalf("book move %s is not legal: %v", p.UCI(c.Move), err)
			}
		}
		b.Lookup(p)
	})
}
