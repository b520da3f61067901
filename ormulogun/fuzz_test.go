package ormulogun

import (
	"errors"
	"testing"
)

// FuzzParse checks that any text either parses into a spec that prints back
// unchanged and parses again, or yields an *Error pointing inside the text:
// never a panic.
func FuzzParse(f *testing.F) {
	for _, src := range append(append([]string(nil), seedExamples...), badSpecs...) {
		f.Add(src)
	}
	f.Fuzz(func(t *testing.T, src string) {
		s, err := Parse(src)
		if err != nil {
			var perr *Error
			if !errors.As(err, &perr) || perr.Col < 1 || perr.Col > len(src)+1 {
				t.Fatalf("Parse(%q): error %v has no column inside the text", src, err)
			}
			return
		}
		if s.String() != src {
			t.Fatalf("Parse(%q).String() = %q", src, s.String())
		}
		for i := range s.Pieces {
			s.Allowed(i, nil)
		}
	})
}

// FuzzGenerate checks that placement and then generation with the board's
// checks, with few tries, end with a valid position or an error, never a
// panic or a hang, and that Match accepts what they produce.
func FuzzGenerate(f *testing.F) {
	for _, tc := range placementCases {
		f.Add(tc.spec, uint64(1))
	}
	for _, src := range badGenerations {
		f.Add(src, uint64(2))
	}
	for _, src := range []string{"KRk", "KAABBk", "K{345|012}R{*|9}k", "KCPkn", "KPPPPPPPPPk"} {
		f.Add(src, uint64(3))
	}
	f.Fuzz(func(t *testing.T, src string, seed uint64) {
		if len(src) > 300 {
			return
		}
		s, err := Parse(src)
		if err != nil {
			return
		}
		g, err := NewGenerator(s, newRand(seed), nil)
		if err != nil {
			return
		}
		g.MaxTries = 20
		pos, err := g.Next()
		if err != nil {
			return
		}
		assertPlacementValid(t, s, pos, src)
		if fen := pos.FEN(); len(fen) < len("8/8/8/8/8/8/8/8 w - - 0 1") {
			t.Fatalf("%s: FEN %q", src, fen)
		}
		bg, err := NewBoardGenerator(s, chess(t), newRand(seed))
		if err != nil {
			if CheckRules(chess(t), s) == nil {
				t.Fatalf("%s: the placement works but the board generator fails: %v", src, err)
			}
			return
		}
		bg.MaxTries = 20
		bpos, err := bg.Next()
		if err == nil {
			assertPlayable(t, bpos.FEN(), src)
			if !Match(s, bpos, bpos.SideToMove()) {
				t.Fatalf("%s: %s does not match from the side to move", src, bpos.FEN())
			}
		}
		xiangqi := embedded(t, "xiangqi")
		if xg, err := NewBoardGenerator(s, xiangqi, newRand(seed)); err == nil {
			xg.MaxTries = 20
			if xpos, err := xg.Next(); err == nil {
				if _, err := xiangqi.ParseFEN(xpos.FEN()); err != nil || !Match(s, xpos, xpos.SideToMove()) {
					t.Fatalf("%s: xiangqi %s: %v, or no match from the side to move", src, xpos.FEN(), err)
				}
			}
		}
	})
}
