package lexer

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestFormatKeepsTabsUnderTheCaret(t *testing.T) {
	src := []byte("rule a:\n\t\tscore $z;\n")
	e := &Error{File: "bot.chs", Pos: Pos{Line: 2, Col: 10}, Msg: "col must be a-p, got z"}
	want := "bot.chs:2:10: col must be a-p, got z\n\t\tscore $z;\n\t\t       ^"
	assert.Equal(t, want, e.Format(src))
}

func TestFormatOutsideTheSource(t *testing.T) {
	e := &Error{Pos: Pos{Line: 5, Col: 1}, Msg: "m"}
	assert.Equal(t, "5:1: m", e.Format([]byte("one line")))
}

func TestFormatWarning(t *testing.T) {
	var l ErrorList
	l.AddWarning("f.chs", Pos{1, 5}, "unused variable %s", "x")
	assert.Equal(t, "f.chs:1:5: warning: unused variable x\nlet x = 1\n    ^\n", l.Format([]byte("let x = 1")))
	assert.NoError(t, l.Err(), "warnings alone are not an error")
}

func TestErrorListSortsAndDropsDuplicates(t *testing.T) {
	var l ErrorList
	l.Add("f", Pos{3, 1}, "c")
	l.Add("f", Pos{1, 9}, "b")
	l.Add("f", Pos{1, 2}, "a")
	l.Add("f", Pos{3, 1}, "c")
	l.Sort()
	assert.Equal(t, "f:1:2: a\nf:1:9: b\nf:3:1: c", l.Error())
	assert.Equal(t, 3, l.Errors())
	assert.Error(t, l.Err())
}
