package pgn

import (
	"strings"
	"testing"

	"github.com/chespel/chespel/board"
)

// FuzzRead checks that the reader never panics and that whatever it reads
// writes out and reads back to the same moves.
func FuzzRead(f *testing.F) {
	f.Add("[Event \"x\"]\n\n1. e4 e5 2. Nf3 {c} (2. d4) $1 1-0\n")
	f.Add("1. d4 d5 *")
	f.Add("[FEN \"4k3/8/8/8/8/8/4P3/4K3 b - - 0 40\"]\n40... Kd7 41. e4 *")
	f.Add("% escape\n;comment\n[A \"\\\"\"]\n1.e4!? 1/2-1/2")
	rules, err := board.Chess()
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, text string) {
		games, err := ReadAll(strings.NewReader(text), rules)
		if err != nil {
			return
		}
		for _, g := range games {
			again, err := ReadAll(strings.NewReader(g.String()), rules)
			if err != nil || len(again) != 1 || len(again[0].Moves) != len(g.Moves) {
				t.Fatalf("%q: written %q reads back as %v, %v", text, g.String(), again, err)
			}
		}
	})
}
