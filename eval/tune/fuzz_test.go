package tune

import (
	"strings"
	"testing"
)

// FuzzReadData feeds the data reader any text, as EPD lines and as PGN: it
// returns samples or an error, never panics, and every sample it returns
// has a result from 0 to 1 and a FEN that reads back.
func FuzzReadData(f *testing.F) {
	f.Add("data.epd", `rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - c9 "1-0";`)
	f.Add("data.epd", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 [0.5]\n# x\n")
	f.Add("games.pgn", "[Result \"1-0\"]\n\n1. e4 e5 2. Nf3 1-0\n")
	rules := chess(f)
	f.Fuzz(func(t *testing.T, name, text string) {
		got, err := ReadData(name, strings.NewReader(text), rules)
		if err != nil {
			return
		}
		for _, s := range got {
			if !(s.Result >= 0 && s.Result <= 1) {
				t.Fatalf("result %v of %q", s.Result, s.FEN)
			}
			if _, err := rules.ParseFEN(s.FEN); err != nil {
				t.Fatalf("FEN %q does not read back: %v", s.FEN, err)
			}
		}
	})
}
