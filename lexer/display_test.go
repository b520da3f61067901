package lexer

import (
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestFormatEscapesAndCuts pins the bug where an error echoed its source
// line raw: terminal escapes went to the terminal, bytes that are not UTF-8
// showed as �, and a line of megabytes was printed whole.
func TestFormatEscapesAndCuts(t *testing.T) {
	for _, c := range []struct {
		name, src string
		col       int
		want      string
	}{
		{"escape", "a \x1b[31m b", 3, "a \\x1b[31m b\n  ^"},
		{"after an escape", "\x1b[31m b", 7, "\\x1b[31m b\n         ^"},
		{"not UTF-8", "x \xff\xfe y", 3, "x \\xff\\xfe y\n  ^"},
		{"tab kept", "\tscore \x00", 8, "\tscore \\x00\n\t      ^"},
		{"long line", strings.Repeat("a", 300) + "@" + strings.Repeat("b", 300), 301,
			"..." + strings.Repeat("a", 40) + "@" + strings.Repeat("b", 59) + "...\n" + strings.Repeat(" ", 43) + "^"},
		{"long line, error at its start", "@" + strings.Repeat("b", 300), 1,
			"@" + strings.Repeat("b", 99) + "...\n^"},
	} {
		e := &Error{Pos: Pos{Line: 1, Col: c.col}, Msg: "m"}
		assert.Equal(t, "1:"+strconv.Itoa(c.col)+": m\n"+c.want, e.Format([]byte(c.src)), c.name)
	}
}

func TestInvalidUTF8ByteNamed(t *testing.T) {
	_, errs := Scan("t.chs", []byte("module evaluation\n\xff"))
	if assert.NotEmpty(t, errs) {
		assert.Equal(t, `t.chs:2:1: unexpected byte \xff: the script must be UTF-8 text`, errs[0].Error())
	}
}
