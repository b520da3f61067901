package format

import (
	"bytes"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/chespel/chespel/parser"
)

// FuzzFormat checks that any script that parses formats to a script that
// parses to the same tree and has the same comments, and that formatting
// that again changes nothing.
func FuzzFormat(f *testing.F) {
	for _, dir := range []string{"../testdata", "../../types/testdata", "../../eval/testdata/golden", "testdata"} {
		files, _ := filepath.Glob(filepath.Join(dir, "*.chs"))
		for _, file := range files {
			if src, err := os.ReadFile(file); err == nil {
				f.Add(src)
			}
		}
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		file, err := parser.ParseFile("fuzz", src)
		if err != nil {
			return
		}
		once := File(file, src)
		again, err := parser.ParseFile("fuzz", once)
		if err != nil {
			t.Fatalf("the formatted script does not parse: %v\n%s", err, once)
		}
		if Tree(again) != Tree(file) {
			t.Fatalf("the formatted script is another program:\n%s\nwas\n%s\nnow\n%s", once, Tree(file), Tree(again))
		}
		if a, b := commentTexts(file), commentTexts(again); a != b {
			t.Fatalf("the comments changed:\n%s\nwere\n%s\nnow\n%s", once, a, b)
		}
		if twice := File(again, once); !bytes.Equal(once, twice) {
			t.Fatalf("formatting twice differs:\n%s\nthen\n%s", once, twice)
		}
	})
}

// commentTexts returns the texts of f's comments, sorted, one a line: the
// formatter may move a comment but never drops, splits or joins one.
func commentTexts(f *parser.File) string {
	var texts []string
	for _, c := range f.Comments {
		texts = append(texts, commentText(c))
	}
	sort.Strings(texts)
	return strings.Join(texts, "\n")
}
