package shell

import (
	"github.com/chespel/chespel/board"
	"github.com/chespel/chespel/carn/input"
)

// ParsePosition reads a position as the shell, play mode and the command
// line take it: see board.Rules.ParsePosition. It is the one place where
// the shell turns text into a position.
func ParsePosition(rules *board.Rules, text string) (*board.Position, error) {
	return rules.ParsePosition(text)
}

// excerpt quotes a piece of a user's line for an error message, at most
// 80 bytes of it (see input.Excerpt).
func excerpt(text string) string {
	return input.Excerpt(text, 80)
}
