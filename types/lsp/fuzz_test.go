package lsp

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// FuzzAnalyze checks that any text, however broken, analyses without a
// crash, that every diagnostic's range lies in the text, and that hover,
// completion and definition answer at the start and middle of the first
// lines, and on the name of a let.
func FuzzAnalyze(f *testing.F) {
	f.Add(bot)
	f.Add(lets)
	f.Add("module evaluation\nrule a:\n\tscore p.\n")
	files, _ := filepath.Glob("../testdata/*.chs")
	for _, file := range files {
		if src, err := os.ReadFile(file); err == nil {
			f.Add(string(src))
		}
	}
	f.Fuzz(func(t *testing.T, text string) {
		a := analyze("fuzz.chs", text)
		for _, d := range a.diagnostics() {
			if d.Range.Start.Line < 0 || d.Range.End.Line > len(a.lines) || before(d.Range.End, d.Range.Start) {
				t.Fatalf("diagnostic %q at %+v outside the text", d.Message, d.Range)
			}
		}
		for line := range min(len(a.lines), 12) {
			for _, char := range []int{0, len(a.line(line)) / 2, strings.Index(a.line(line), "let ") + len("let ")} {
				p := Position{Line: line, Character: char}
				_ = a.hover(a.fromLSP(p))
				_ = a.definition(uri, a.fromLSP(p))
				_ = complete("fuzz.chs", text, a, p)
			}
		}
		_ = a.symbols()
		_ = a.formatting("fuzz.chs")
	})
}
