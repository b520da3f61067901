package shell

import (
	"github.com/chespel/chespel/board"
)

// ParsePosition reads a position as the shell, play mode and the command
// line take it: see board.Rules.ParsePosition. It is the one place where
// the shell turns text into a position.
func ParsePosition(rules *board.Rules, text string) (*board.Position, error) {
	return rules.ParsePosition(text)
}

// clipLength is the longest piece of a user's line that an error echoes.
const clipLength = 80

// clip shortens text that an error message echoes to clipLength characters.
func clip(text string) string {
	r := []rune(text)
	if len(r) <= clipLength {
		return text
	}
	return string(r[:clipLength-3]) + "..."
}
