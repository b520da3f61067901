package lexer

import (
	"regexp"
	"strings"
	"testing"
)

// chunk is one script of a chunked test file, with the errors it must give:
// a line marked `// ### "regexp"` must have an error matching the regexp. A
// mark on a line of its own is for the line above it (for errors inside
// strings, where a comment cannot go).
type chunk struct {
	line int            // the line of the file where the chunk starts
	src  string         // the script
	want map[int]string // expected message regexps by line of the script
}

// wantRE finds a mark; the text between its double quotes or backquotes is
// the regexp, as is.
var wantRE = regexp.MustCompile("// ### (?:\"(.*)\"|`(.*)`)\\s*$")

// splitChunks splits a chunked test file at lines "---".
func splitChunks(t *testing.T, text string) []chunk {
	t.Helper()
	var chunks []chunk
	cur := chunk{line: 1, want: map[int]string{}}
	var lines []string
	for i, line := range strings.SplitAfter(text, "\n") {
		if strings.TrimSpace(line) == "---" {
			cur.src = strings.Join(lines, "")
			chunks = append(chunks, cur)
			cur, lines = chunk{line: i + 2, want: map[int]string{}}, nil
			continue
		}
		lines = append(lines, line)
		if m := wantRE.FindStringSubmatch(line); m != nil {
			m[1] += m[2]
			target := len(lines)
			if strings.HasPrefix(strings.TrimSpace(line), "//") {
				target-- // a mark on a line of its own is for the line above
			}
			if _, err := regexp.Compile(m[1]); err != nil {
				t.Fatalf("line %d: bad ### regexp %s: %v", i+1, m[1], err)
			}
			cur.want[target] = m[1]
		}
	}
	cur.src = strings.Join(lines, "")
	return append(chunks, cur)
}

// checkChunk compares the errors of a chunk with its ### marks: every mark
// must be matched by an error on its line, and every error must be marked.
func checkChunk(t *testing.T, c chunk, errs ErrorList) {
	t.Helper()
	seen := map[int]bool{}
	for _, e := range errs {
		re, ok := c.want[e.Pos.Line]
		switch {
		case !ok:
			t.Errorf("chunk at line %d: unexpected error %s", c.line, e)
		case !regexp.MustCompile(re).MatchString(e.Msg):
			t.Errorf("chunk at line %d: error %s does not match %q", c.line, e, re)
		default:
			seen[e.Pos.Line] = true
		}
	}
	for line, re := range c.want {
		if !seen[line] {
			t.Errorf("chunk at line %d: no error on its line %d, want one matching %q", c.line, line, re)
		}
	}
}
