package board

import (
	"testing"

	"github.com/chespel/chespel/carn"
)

// FuzzCompile checks that any rule-set document that loads either fails to
// compile with an error or compiles to rules whose start position reads,
// writes back and generates its moves two plies deep: a user's rule-set
// file (game = "mine.yaml", --rules FILE) never crashes the program.
func FuzzCompile(f *testing.F) {
	for _, name := range carn.Names() {
		data, err := carn.Document(name)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		rs, err := carn.Load(data)
		if err != nil {
			return
		}
		r, err := Compile(rs)
		if err != nil {
			return
		}
		p, err := r.ParseFEN(r.StartFEN())
		if err != nil {
			t.Fatalf("the start position does not read: %v", err)
		}
		if _, err := r.ParseFEN(p.FEN()); err != nil {
			t.Fatalf("the start position's FEN %q does not read back: %v", p.FEN(), err)
		}
		p.Perft(2)
		p.Outcome()
	})
}
