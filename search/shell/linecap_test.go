package shell

import (
	"strings"
	"testing"

	"github.com/chzyer/readline"
	"github.com/stretchr/testify/assert"

	"github.com/chespel/chespel/carn/input"
)

// TestLineCap feeds the terminal's rune filter a line of input.MaxLine+10
// runes, then a short one: the long line is ended after input.MaxLine+1
// runes (too long for ReadLine), its rest up to its end of line is
// dropped, and the next line passes whole.
func TestLineCap(t *testing.T) {
	c := new(lineCap)
	var got strings.Builder
	feed := func(text string) {
		for _, r := range text {
			if out, ok := c.filter(r); ok {
				got.WriteRune(out)
			}
		}
	}
	feed(strings.Repeat("é", input.MaxLine+10) + "\r" + "go\r")
	lines := strings.Split(got.String(), "\r")
	assert.Len(t, lines, 3, "the long line, the short one and the end")
	assert.Equal(t, input.MaxLine+1, len([]rune(lines[0])), "the long line is cut after MaxLine+1 runes")
	assert.ErrorIs(t, tooLong(lines[0]), input.ErrTooLong, "the cut line is refused")
	assert.Equal(t, "go", lines[1], "the next line passes whole")
	assert.NoError(t, tooLong(lines[1]), "a short line is accepted")
	assert.Error(t, tooLong(strings.Repeat("é", input.MaxLine/2+1)), "a line over MaxLine bytes, though fewer runes")

	// Ctrl-C while dropping ends the dropping and reaches readline.
	c = new(lineCap)
	got.Reset()
	feed(strings.Repeat("x", input.MaxLine+5) + string(rune(readline.CharInterrupt)) + "ab")
	assert.True(t, strings.HasSuffix(got.String(), "\r\x03ab"), "Ctrl-C passes and the next runes too")
}
