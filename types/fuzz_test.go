package types

import (
	"io/fs"
	"os"
	"path/filepath"
	"testing"

	"github.com/chespel/chespel/lexer"
	"github.com/chespel/chespel/parser"
)

// FuzzCheck checks that any input loads without panicking: a script either
// gives a program, or errors (at most MaxErrors and the note that says so)
// each positioned inside the input. A checked program's tree is complete:
// every expression typed, every name resolved.
func FuzzCheck(f *testing.F) {
	for _, pattern := range []string{"testdata/*.chs", "../parser/testdata/*.chs", "../testdata/bots/*.chs"} {
		files, _ := filepath.Glob(pattern)
		for _, file := range files {
			if src, err := os.ReadFile(file); err == nil {
				f.Add(src)
			}
		}
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		prog, errs := LoadWith("fuzz", src, Options{ReadFile: noFiles}) // embedded games only: no file is read
		if n := errs.Errors(); n > lexer.MaxErrors+1 {
			t.Fatalf("%d errors", n)
		}
		for _, e := range errs {
			if !lexer.InSource(src, e.Pos) {
				t.Fatalf("%q at %s outside the input", e.Msg, e.Pos)
			}
		}
		if (prog == nil) != (errs.Errors() > 0) {
			t.Fatalf("program %v with %d errors", prog != nil, errs.Errors())
		}
		if prog != nil {
			assertResolved(t, prog)
			_ = Sprint(prog)
		}
	})
}

// assertResolved fails unless every expression of prog has a concrete type
// and every name and call is resolved.
func assertResolved(t *testing.T, prog *Program) {
	parser.Inspect(prog.File, func(n parser.Node) bool {
		e, ok := n.(parser.Expr)
		if !ok {
			return true
		}
		if e.Type() == parser.NoType || e.Type() == parser.EmptyList {
			t.Fatalf("%s at %s has type %s", parser.ExprString(e), e.Position(), e.Type())
		}
		if id, ok := e.(*parser.Ident); ok && id.Kind == parser.Unresolved {
			t.Fatalf("%s at %s unresolved", id.Name, id.Pos)
		}
		return true
	})
}

// noFiles is the ReadFile of the fuzz target: no rule-set file exists.
func noFiles(path string) ([]byte, error) {
	return nil, &fs.PathError{Op: "open", Path: path, Err: fs.ErrNotExist}
}
