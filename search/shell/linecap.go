package shell

import (
	"github.com/chzyer/readline"

	"github.com/chespel/chespel/carn/input"
)

// lineCap keeps a line typed or pasted at the terminal from growing past
// input.MaxLine: readline holds the line being edited, so the limit must
// act as the runes arrive. After input.MaxLine+1 runes without an end of
// line it ends the line (which ReadLine then refuses as too long: it has
// more than input.MaxLine bytes) and drops the rest up to the next end of
// line. Readline calls filter from its own goroutine, alone.
type lineCap struct {
	runes    int  // runes typed since the line began
	dropping bool // the line was cut: drop up to its end
}

// filter is readline's FuncFilterInputRune.
func (c *lineCap) filter(r rune) (rune, bool) {
	switch r {
	case readline.CharEnter, readline.CharCtrlJ, readline.CharInterrupt:
		c.runes = 0
		if c.dropping {
			c.dropping = false
			return r, r == readline.CharInterrupt
		}
		return r, true
	}
	switch {
	case c.dropping:
		return r, false
	case c.runes > input.MaxLine:
		c.dropping = true
		return readline.CharEnter, true
	}
	c.runes++
	return r, true
}

// tooLong returns the error for a line longer than input.MaxLine bytes.
func tooLong(line string) error {
	if len(line) > input.MaxLine {
		return &input.TooLongError{What: "line", Limit: input.MaxLine}
	}
	return nil
}
