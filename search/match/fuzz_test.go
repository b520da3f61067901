package match

import (
	"testing"

	"github.com/chespel/chespel/board"
)

// FuzzParseOpening checks that an opening line never panics the parser and
// that what it accepts is a legal sequence from its root.
func FuzzParseOpening(f *testing.F) {
	f.Add("startpos moves e2e4 e7e5 Nf3")
	f.Add("rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR b KQkq - bm d5; id \"x\";")
	f.Add("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1 moves e4 Kd7")
	rules, err := board.Chess()
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, line string) {
		o, err := ParseOpening(line, rules)
		if err != nil {
			return
		}
		p := o.Root.Clone()
		for _, m := range o.Moves {
			if _, err := p.ParseUCI(p.UCI(m)); err != nil {
				t.Fatalf("%q: move %s is not legal", line, p.UCI(m))
			}
			p.Make(m)
		}
	})
}

// FuzzParseSPRT checks that the -sprt parser never panics and that what it
// accepts has ELO0 < ELO1 and error rates inside (0, 1).
func FuzzParseSPRT(f *testing.F) {
	f.Add("0,10")
	f.Add("-5,5,0.1,0.2")
	f.Fuzz(func(t *testing.T, s string) {
		sp, err := ParseSPRT(s)
		if err == nil && (sp.Elo0 >= sp.Elo1 || sp.Alpha <= 0 || sp.Beta <= 0 || sp.Alpha+sp.Beta >= 1) {
			t.Fatalf("%q accepted as %+v", s, sp)
		}
	})
}
