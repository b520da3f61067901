package errtest

import (
	"fmt"
	"testing"

	"github.com/chespel/chespel/lexer"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// recorder is a testing.TB that keeps the failures reported to it.
type recorder struct {
	testing.TB
	failures []string
}

func (r *recorder) Helper() {}

func (r *recorder) Errorf(format string, args ...any) {
	r.failures = append(r.failures, fmt.Sprintf(format, args...))
}

const chunked = "a // ### \"one\"\nb\n---\n\"c\n// ### `two|three`\n"

func TestSplit(t *testing.T) {
	chunks := Split(t, chunked)
	require.Len(t, chunks, 2)
	assert.Equal(t, Chunk{Line: 1, Src: "a // ### \"one\"\nb\n", Want: map[int]string{1: "one"}}, chunks[0])
	assert.Equal(t, 4, chunks[1].Line, "the second chunk starts after the ---")
	assert.Equal(t, map[int]string{1: "two|three"}, chunks[1].Want, "a mark on a line of its own is for the line above")
}

func TestCheck(t *testing.T) {
	c := Split(t, chunked)[0]
	at := func(line int, msg string, warning bool) *lexer.Error {
		return &lexer.Error{Pos: lexer.Pos{Line: line, Col: 1}, Msg: msg, Warning: warning}
	}
	tests := []struct {
		name     string
		errs     lexer.ErrorList
		failures int
	}{
		{"the marked error", lexer.ErrorList{at(1, "one", false)}, 0},
		{"no error", nil, 1},
		{"an unmarked line", lexer.ErrorList{at(1, "one", false), at(2, "one", false)}, 1},
		{"a wrong message", lexer.ErrorList{at(1, "two", false)}, 2},
	}
	for _, tt := range tests {
		r := &recorder{TB: t}
		Check(r, c, tt.errs)
		assert.Len(t, r.failures, tt.failures, "%s: %q", tt.name, r.failures)
	}
	assert.Equal(t, "warning: one", Message(at(1, "one", true)), "a warning's text as marks match it")
	assert.Equal(t, "one", Message(at(1, "one", false)))
}

func TestTableMessages(t *testing.T) {
	res := TableMessages("| message | what |\n|---|---|\n| `rule ... is declared twice: first on line N` | rename |\ntext\n")
	require.Len(t, res, 1)
	assert.True(t, res[0].MatchString("rule a is declared twice: first on line 12"))
	assert.False(t, res[0].MatchString("rule a is declared twice: first on line x"))
	assert.False(t, MatchesAny(res, "x rule a is declared twice: first on line 1"), "the whole message matches")
}

func TestChespelBlocks(t *testing.T) {
	blocks := ChespelBlocks("text\n```chespel\nmodule evaluation\n```\n```\nnot chespel\n```\n")
	assert.Equal(t, []Block{{Line: 3, Src: "module evaluation\n"}}, blocks)
}
