package main

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var update = flag.Bool("update", false, "rewrite the golden transcripts in testdata/transcripts")

// A transcript is one run of chespel: the command line, what is typed on
// standard input, and what comes back. Its file is a list of sections, each
// opened by a line "-- NAME --": args (one line, split like a shell splits
// it, with single and double quotes), stdin, stdout, stderr and exit. Lines
// before the first section are a comment saying what the transcript shows.
type transcript struct {
	comment  string
	args     string
	stdin    string
	stdout   string
	stderr   string
	exitCode int
}

var sectionNames = []string{"args", "stdin", "stdout", "stderr", "exit"}

// masks hide what changes from run to run (timings, the Go version) so that
// transcripts compare exactly. Each mask applies to the actual output before
// comparing and before writing with -update.
var masks = []struct {
	re   *regexp.Regexp
	with string
}{
	{regexp.MustCompile(`go1[0-9.]*(-\S+)? \S+/\S+`), "GOVERSION GOOS/GOARCH"},
	{regexp.MustCompile(`(?m)^(seconds|time|nps|nodes/s|cpu|nps-cpu|evals-cpu): .*$`), "$1: MASKED"},
	{regexp.MustCompile(`(?m)^eval: [0-9.]+ us/eval`), "eval: MASKED us/eval"},
	{regexp.MustCompile(`\b(nps|time) [0-9]+(\.[0-9]+s)?\b`), "$1 MASKED"},
	{regexp.MustCompile(`(?m), [0-9]+\.[0-9]+s$`), ", MASKED"},
}

func mask(s string) string {
	for _, m := range masks {
		s = m.re.ReplaceAllString(s, m.with)
	}
	return s
}

func parseTranscript(text string) (transcript, error) {
	var t transcript
	sections := map[string]*strings.Builder{}
	var current *strings.Builder
	var comment strings.Builder
	for _, line := range strings.SplitAfter(text, "\n") {
		trimmed := strings.TrimRight(line, "\n")
		if strings.HasPrefix(trimmed, "-- ") && strings.HasSuffix(trimmed, " --") {
			name := strings.TrimSuffix(strings.TrimPrefix(trimmed, "-- "), " --")
			if !contains(sectionNames, name) {
				return t, fmt.Errorf("unknown section %q", name)
			}
			current = &strings.Builder{}
			sections[name] = current
			continue
		}
		if current == nil {
			comment.WriteString(line)
		} else {
			current.WriteString(line)
		}
	}
	get := func(name string) string {
		if b := sections[name]; b != nil {
			return b.String()
		}
		return ""
	}
	t.comment = comment.String()
	t.args = strings.TrimSpace(get("args"))
	t.stdin, t.stdout, t.stderr = get("stdin"), get("stdout"), get("stderr")
	code, err := strconv.Atoi(strings.TrimSpace(get("exit")))
	if err != nil {
		return t, fmt.Errorf("exit section: %v", err)
	}
	t.exitCode = code
	return t, nil
}

func (t transcript) String() string {
	var b strings.Builder
	b.WriteString(t.comment)
	fmt.Fprintf(&b, "-- args --\n%s\n", t.args)
	fmt.Fprintf(&b, "-- stdin --\n%s", t.stdin)
	fmt.Fprintf(&b, "-- stdout --\n%s", t.stdout)
	fmt.Fprintf(&b, "-- stderr --\n%s", t.stderr)
	fmt.Fprintf(&b, "-- exit --\n%d\n", t.exitCode)
	return b.String()
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// splitArgs splits a command line the way a shell does for plain words and
// quoted strings (no escapes, no variables).
func splitArgs(line string) ([]string, error) {
	var args []string
	var word strings.Builder
	inWord := false
	var quote rune
	for _, r := range line {
		switch {
		case quote != 0 && r == quote:
			quote = 0
		case quote != 0:
			word.WriteRune(r)
		case r == '\'' || r == '"':
			quote, inWord = r, true
		case r == ' ' || r == '\t':
			if inWord {
				args = append(args, word.String())
				word.Reset()
				inWord = false
			}
		default:
			word.WriteRune(r)
			inWord = true
		}
	}
	if quote != 0 {
		return nil, fmt.Errorf("unterminated %c quote", quote)
	}
	if inWord {
		args = append(args, word.String())
	}
	return args, nil
}

func TestSplitArgs(t *testing.T) {
	args, err := splitArgs(`perft 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1' 2 --divide ""`)
	require.NoError(t, err)
	assert.Equal(t, []string{"perft", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "2", "--divide", ""}, args)
	_, err = splitArgs(`eval 'unterminated`)
	assert.EqualError(t, err, "unterminated ' quote")
}

// TestTranscripts runs every transcript in testdata/transcripts through run
// and compares what it prints; go test . -update rewrites them.
func TestTranscripts(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("testdata", "transcripts", "*.txt"))
	require.NoError(t, err)
	require.NotEmpty(t, files, "no transcripts found")
	for _, file := range files {
		t.Run(strings.TrimSuffix(filepath.Base(file), ".txt"), func(t *testing.T) {
			text, err := os.ReadFile(file)
			require.NoError(t, err)
			want, err := parseTranscript(string(text))
			require.NoError(t, err, "parsing %s", file)
			args, err := splitArgs(want.args)
			require.NoError(t, err, "args of %s", file)

			var stdout, stderr bytes.Buffer
			got := want
			got.exitCode = run(args, strings.NewReader(want.stdin), &stdout, &stderr)
			got.stdout, got.stderr = mask(stdout.String()), mask(stderr.String())

			if *update {
				require.NoError(t, os.WriteFile(file, []byte(got.String()), 0o644))
				return
			}
			assert.Equal(t, want.stdout, got.stdout, "stdout of %s", file)
			assert.Equal(t, want.stderr, got.stderr, "stderr of %s", file)
			assert.Equal(t, want.exitCode, got.exitCode, "exit code of %s", file)
		})
	}
}

// TestEveryCommandHasHelp checks that each command answers -h with its usage
// and exit code 0, and is listed by help.
func TestEveryCommandHasHelp(t *testing.T) {
	var usage bytes.Buffer
	require.Equal(t, exitOK, run([]string{"help"}, strings.NewReader(""), &usage, &usage))
	for _, c := range commands {
		var stdout, stderr bytes.Buffer
		code := run([]string{c.name, "-h"}, strings.NewReader(""), &stdout, &stderr)
		assert.Equal(t, exitOK, code, "%s -h", c.name)
		assert.True(t, strings.HasPrefix(stdout.String(), "usage: chespel "+c.name), "%s -h prints its usage:\n%s", c.name, stdout.String())
		assert.Empty(t, stderr.String(), "%s -h", c.name)
		assert.Contains(t, usage.String(), "chespel "+c.name, "help lists %s", c.name)
	}
}

func TestParseInterspersed(t *testing.T) {
	for _, tc := range []struct {
		args       []string
		positional []string
		divide     bool
	}{
		{[]string{"startpos", "5"}, []string{"startpos", "5"}, false},
		{[]string{"startpos", "5", "--divide"}, []string{"startpos", "5"}, true},
		{[]string{"--divide", "8/8/8/8/8/8/8/8", "w", "-", "-", "2"}, []string{"8/8/8/8/8/8/8/8", "w", "-", "-", "2"}, true},
		{[]string{"--", "--divide"}, []string{"--divide"}, false},
		{[]string{"startpos", "-1", "--divide"}, []string{"startpos", "-1"}, true},
	} {
		fs := flag.NewFlagSet("t", flag.ContinueOnError)
		divide := fs.Bool("divide", false, "")
		positional, err := parseInterspersed(fs, tc.args)
		require.NoError(t, err, "%q", tc.args)
		assert.Equal(t, tc.positional, positional, "%q", tc.args)
		assert.Equal(t, tc.divide, *divide, "%q", tc.args)
	}
}

// TestCentaurDocumented checks that the worked example of docs/carn.md is
// the rule set the transcripts load (testdata/rules/centaur.yaml), so the
// counts that both give are about the same game.
func TestCentaurDocumented(t *testing.T) {
	doc, err := os.ReadFile("docs/carn.md")
	require.NoError(t, err)
	want, err := os.ReadFile("testdata/rules/centaur.yaml")
	require.NoError(t, err)
	block := "```yaml\n" + string(want) + "```\n"
	assert.True(t, strings.Contains(string(doc), block), "docs/carn.md shows testdata/rules/centaur.yaml verbatim")
}
