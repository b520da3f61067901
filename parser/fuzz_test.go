package parser

import (
	"errors"
	"os"
	"path/filepath"
	"testing"

	"github.com/chespel/chespel/lexer"
)

// FuzzParseFile checks that any input parses without panicking, and that
// a failed parse reports at most MaxErrors errors (plus the note that says
// it stopped), each positioned inside the input.
func FuzzParseFile(f *testing.F) {
	files, _ := filepath.Glob("testdata/*.chs")
	for _, file := range files {
		if src, err := os.ReadFile(file); err == nil {
			f.Add(src)
		}
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		file, err := ParseFile("fuzz", src)
		if file == nil {
			t.Fatalf("no file returned")
		}
		_ = Sprint(file)
		if err == nil {
			return
		}
		var errs lexer.ErrorList
		if !errors.As(err, &errs) {
			t.Fatalf("error of type %T, want lexer.ErrorList", err)
		}
		if len(errs) == 0 || len(errs) > lexer.MaxErrors+1 {
			t.Fatalf("%d errors", len(errs))
		}
		for _, e := range errs {
			if !lexer.InSource(src, e.Pos) {
				t.Fatalf("error %q at %s outside the input", e.Msg, e.Pos)
			}
		}
	})
}
