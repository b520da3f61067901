package parser

import (
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/chespel/chespel/lexer"
)

// benchScript returns a script of about lines lines: the evaluation module
// with copies of a 10-line rule that uses every statement.
func benchScript(lines int) []byte {
	var b strings.Builder
	b.WriteString("module evaluation\n")
	for i := 0; b.Len() == 0 || strings.Count(b.String(), "\n") < lines; i++ {
		fmt.Fprintf(&b, `
sym rule r%d:
	piece p1, p2 with p1.player == me, p2.player == me,
	                  p1.type == pawn, p2.type == pawn:
		let d = abs(p1.cell.row - p2.cell.row) * 0.5
		if (p1.col == p2.col and d < 2) score -0.3 "doubled on " ++ p1.col;
		else if (p2.pos in p1.visibleCells):
			score 0.2 * d
		else:
			score 0
`, i)
	}
	return []byte(b.String())
}

// BenchmarkLex500 lexes a 500-line script, token by token as the parser
// reads it.
func BenchmarkLex500(b *testing.B) {
	src := benchScript(500)
	b.SetBytes(int64(len(src)))
	for b.Loop() {
		var errs lexer.ErrorList
		l := lexer.New("bench.chs", src, &errs)
		for l.Next().Kind != lexer.EOF {
		}
		if len(errs) > 0 {
			b.Fatal(errs)
		}
	}
}

// BenchmarkParse500 lexes and parses a 500-line script.
func BenchmarkParse500(b *testing.B) {
	src := benchScript(500)
	b.SetBytes(int64(len(src)))
	for b.Loop() {
		if _, err := ParseFile("bench.chs", src); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkParseSample parses the project's shared sample bot; it skips
// itself where that file is absent.
func BenchmarkParseSample(b *testing.B) {
	src, err := os.ReadFile("../../shared/examples/sample.chs")
	if err != nil {
		b.Skip("no ../../shared/examples/sample.chs")
	}
	for b.Loop() {
		if _, err := ParseFile("sample.chs", src); err != nil {
			b.Fatal(err)
		}
	}
}

func TestBenchScriptParses(t *testing.T) {
	src := benchScript(500)
	if n := strings.Count(string(src), "\n"); n < 500 || n > 520 {
		t.Fatalf("bench script has %d lines, want about 500", n)
	}
	if _, err := ParseFile("bench.chs", src); err != nil {
		t.Fatal(err)
	}
}
