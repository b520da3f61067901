package types

import (
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/chespel/chespel/lexer"
	"github.com/stretchr/testify/require"
)

// chunk is one script of a chunked test file, with the diagnostics it must
// give: a line marked `// ### "regexp"` (or with the regexp in backquotes)
// must have an error or warning matching the regexp; a warning's text
// starts with "warning: ".
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
			_, err := regexp.Compile(m[1])
			require.NoError(t, err, "line %d: bad ### regexp", i+1)
			cur.want[len(lines)] = m[1]
		}
	}
	cur.src = strings.Join(lines, "")
	return append(chunks, cur)
}

// message is a diagnostic's text as the marks match it.
func message(e *lexer.Error) string {
	if e.Warning {
		return "warning: " + e.Msg
	}
	return e.Msg
}

// checkChunk compares the diagnostics of a chunk with its ### marks: every
// mark must be matched on its line, and every diagnostic must be marked.
func checkChunk(t *testing.T, c chunk, errs lexer.ErrorList) {
	t.Helper()
	seen := map[int]bool{}
	for _, e := range errs {
		re, ok := c.want[e.Pos.Line]
		switch {
		case !ok:
			t.Errorf("chunk at line %d: unexpected %s", c.line, e)
		case !regexp.MustCompile(re).MatchString(message(e)):
			t.Errorf("chunk at line %d: %s does not match %q", c.line, e, re)
		default:
			seen[e.Pos.Line] = true
		}
	}
	for line, re := range c.want {
		if !seen[line] {
			t.Errorf("chunk at line %d: nothing on its line %d, want a message matching %q", c.line, line, re)
		}
	}
}

// TestErrors checks every chunk of testdata/errors.txt: the checker gives
// exactly the marked errors and warnings.
func TestErrors(t *testing.T) {
	text, err := os.ReadFile("testdata/errors.txt")
	require.NoError(t, err)
	chunks := splitChunks(t, string(text))
	require.Greater(t, len(chunks), 15)
	for _, c := range chunks {
		prog, errs := Load("errors.txt", []byte(c.src))
		checkChunk(t, c, errs)
		if errs.Errors() == 0 {
			require.NotNil(t, prog, "chunk at line %d checks without error", c.line)
		} else {
			require.Nil(t, prog, "chunk at line %d has errors", c.line)
		}
	}
}
