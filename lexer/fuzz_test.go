package lexer

import (
	"os"
	"path/filepath"
	"testing"
)

// FuzzScan checks that any input lexes to an EOF-terminated token stream,
// with every token and error position inside the input, and no panic.
func FuzzScan(f *testing.F) {
	files, _ := filepath.Glob("testdata/*.chs")
	for _, file := range files {
		if src, err := os.ReadFile(file); err == nil {
			f.Add(src)
		}
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		toks, errs := Scan("fuzz", src)
		if len(toks) == 0 || toks[len(toks)-1].Kind != EOF {
			t.Fatalf("token stream does not end in EOF")
		}
		if len(toks) > 4*len(src)+8 {
			t.Fatalf("%d tokens for %d bytes", len(toks), len(src))
		}
		for _, tok := range toks {
			if !InSource(src, tok.Pos) {
				t.Fatalf("token %s at %s outside the input", tok.Kind, tok.Pos)
			}
		}
		for _, e := range errs {
			if !InSource(src, e.Pos) {
				t.Fatalf("error %q at %s outside the input", e.Msg, e.Pos)
			}
		}
	})
}
