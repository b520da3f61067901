// Package errtest holds the test helpers that the language packages (lexer,
// parser, types) share: chunked error files, whose lines carry the message
// each must give, and the Chespel examples and message tables of the
// markdown pages. Only tests import it.
//
// It may import lexer.
package errtest

import (
	"regexp"
	"strings"
	"testing"

	"github.com/chespel/chespel/lexer"
)

// Chunk is one script of a chunked error file, with the diagnostics it must
// give: a line marked `// ### "regexp"` (or with the regexp in backquotes)
// must have an error or warning matching the regexp, a warning's text
// starting with "warning: ". A mark on a line of its own is for the line
// above it (for errors inside strings, where a comment cannot go).
type Chunk struct {
	Line int            // the line of the file where the chunk starts
	Src  string         // the script
	Want map[int]string // expected message regexps by line of the script
}

// markRE finds a mark; the text between its double quotes or backquotes is
// the regexp, as is.
var markRE = regexp.MustCompile("// ### (?:\"(.*)\"|`(.*)`)\\s*$")

// Split splits a chunked error file into its chunks, at lines "---".
func Split(t testing.TB, text string) []Chunk {
	t.Helper()
	var chunks []Chunk
	cur := Chunk{Line: 1, Want: map[int]string{}}
	var lines []string
	for i, line := range strings.SplitAfter(text, "\n") {
		if strings.TrimSpace(line) == "---" {
			cur.Src = strings.Join(lines, "")
			chunks = append(chunks, cur)
			cur, lines = Chunk{Line: i + 2, Want: map[int]string{}}, nil
			continue
		}
		lines = append(lines, line)
		if m := markRE.FindStringSubmatch(line); m != nil {
			re := m[1] + m[2]
			if _, err := regexp.Compile(re); err != nil {
				t.Fatalf("line %d: bad ### regexp %s: %v", i+1, re, err)
			}
			target := len(lines)
			if strings.HasPrefix(strings.TrimSpace(line), "//") {
				target-- // a mark on a line of its own is for the line above
			}
			cur.Want[target] = re
		}
	}
	cur.Src = strings.Join(lines, "")
	return append(chunks, cur)
}

// Message returns a diagnostic's text as marks and documentation tables
// match it: its message, after "warning: " for a warning.
func Message(e *lexer.Error) string {
	if e.Warning {
		return "warning: " + e.Msg
	}
	return e.Msg
}

// Check compares the diagnostics of a chunk with its marks: every mark must
// be matched on its line, and every diagnostic must be marked.
func Check(t testing.TB, c Chunk, errs lexer.ErrorList) {
	t.Helper()
	seen := map[int]bool{}
	for _, e := range errs {
		re, ok := c.Want[e.Pos.Line]
		switch {
		case !ok:
			t.Errorf("chunk at line %d: unexpected %s", c.Line, e)
		case !regexp.MustCompile(re).MatchString(Message(e)):
			t.Errorf("chunk at line %d: %s does not match %q", c.Line, e, re)
		default:
			seen[e.Pos.Line] = true
		}
	}
	for line, re := range c.Want {
		if !seen[line] {
			t.Errorf("chunk at line %d: nothing on its line %d, want a message matching %q", c.Line, line, re)
		}
	}
}
