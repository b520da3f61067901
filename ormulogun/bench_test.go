package ormulogun

import "testing"

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
