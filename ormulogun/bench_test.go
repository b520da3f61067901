package ormulogun

import (
	"testing"

	"github.com/chespel/chespel/board"
)

// benchmarkPlacement measures placement alone (no board checks), FEN
// excluded.
func benchmarkPlacement(b *testing.B, spec string) {
	g := generator(b, spec, 1)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := g.Next(); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkPlaceKRk(b *testing.B)  { benchmarkPlacement(b, "KRk") }
func BenchmarkPlaceKQkq(b *testing.B) { benchmarkPlacement(b, "KQkq") }
func BenchmarkPlaceClosedFile(b *testing.B) {
	benchmarkPlacement(b, "KkP{*|12345}p{FP|RP+1RP+2RP+3RP+4RP+5}")
}

func BenchmarkPlaceAndFENKQkq(b *testing.B) {
	g := generator(b, "KQkq", 1)
	b.ReportAllocs()
	for b.Loop() {
		pos, err := g.Next()
		if err != nil {
			b.Fatal(err)
		}
		_ = pos.FEN()
	}
}

func BenchmarkParse(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Parse("K{07|07}k{FK+7|RK+7,FK-7|RK-7,FK+7|RK-7,FK-7|RK+7}"); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkMatchClosedFile(b *testing.B) {
	s, err := Parse("KkPP{FP|RP+1}p{FP|RP+1}")
	if err != nil {
		b.Fatal(err)
	}
	list := pieces("Ka1 kh8 Pe3 Pe2 pe4")
	b.ReportAllocs()
	for b.Loop() {
		if !s.Match(list) {
			b.Fatal("no match")
		}
	}
}

// benchmarkBoardGeneration measures whole generation: placement, the board's
// set-up from FEN and its legality, quietness and game-end checks.
func benchmarkBoardGeneration(b *testing.B, spec string) {
	_, g := boardGenerator(b, spec, 1)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := g.Next(); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkGenerateKRk(b *testing.B)  { benchmarkBoardGeneration(b, "KRk") }
func BenchmarkGenerateKQkq(b *testing.B) { benchmarkBoardGeneration(b, "KQkq") }

// benchmarkBoardMatch measures Match on a chess position from white's side.
func benchmarkBoardMatch(b *testing.B, spec, fen string, want bool) {
	s, err := Parse(spec)
	if err != nil {
		b.Fatal(err)
	}
	rules, err := board.Chess()
	if err != nil {
		b.Fatal(err)
	}
	pos, err := rules.ParseFEN(fen)
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		if Match(s, pos, board.White) != want {
			b.Fatal("wrong answer")
		}
	}
}

// A middlegame against a rook ending: the piece counts differ.
func BenchmarkMatchRejectCount(b *testing.B) {
	benchmarkBoardMatch(b, "KRk", "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3", false)
}

// The same number of pieces a side, other material: rejected by letter.
func BenchmarkMatchRejectMaterial(b *testing.B) {
	benchmarkBoardMatch(b, "KRkp", "8/8/4k3/8/8/8/1B6/K6n w - - 0 1", false)
}

func BenchmarkMatchKRk(b *testing.B) {
	benchmarkBoardMatch(b, "K{07|07}Rk", "4k3/8/8/8/8/8/8/R6K w - - 0 1", true)
}

func BenchmarkMatchClosedFileBoard(b *testing.B) {
	benchmarkBoardMatch(b, "KkP{*|12345}p{FP|RP+1RP+2RP+3RP+4RP+5}", "7k/8/3p4/8/8/3P4/8/K7 w - - 0 1", true)
}
