package shell

import (
	"errors"
	"fmt"
	"strings"

	"github.com/chespel/chespel/board"
)

// ParsePosition reads a position as the shell, play mode and the command
// line take it: "startpos" or a FEN, either followed by "moves" and moves
// in coordinates (e2e4) or SAN (Nf3), played in order. An error names what
// is wrong: the FEN's field, or the move by its number and text.
func ParsePosition(rules *board.Rules, text string) (*board.Position, error) {
	text = strings.Join(strings.Fields(text), " ")
	head, moves, hasMoves := strings.Cut(text, " moves")
	if hasMoves && moves != "" && moves[0] != ' ' {
		head, moves, hasMoves = text, "", false
	}
	head = strings.TrimSpace(head)
	var p *board.Position
	switch {
	case head == "":
		return nil, errors.New("missing position: want a FEN or startpos, optionally followed by moves such as: moves e2e4 e7e5")
	case strings.EqualFold(head, "startpos"):
		p = rules.StartPosition()
	case strings.HasPrefix(strings.ToLower(head), "startpos "):
		return nil, fmt.Errorf("unexpected %q after startpos: want startpos alone, or startpos moves e2e4 ...", clip(strings.TrimSpace(head[len("startpos"):])))
	default:
		var err error
		if p, err = rules.ParseFEN(head); err != nil {
			return nil, err
		}
	}
	if !hasMoves {
		return p, nil
	}
	list := strings.Fields(moves)
	if len(list) == 0 {
		return nil, errors.New("missing moves after \"moves\": want moves such as e2e4 e7e5 (or Nf3)")
	}
	for i, text := range list {
		m, err := parseMove(p, text)
		if err != nil {
			return nil, fmt.Errorf("move %d %q: %v", i+1, clip(text), err)
		}
		p.Make(m)
	}
	return p, nil
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
