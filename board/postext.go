package board

import (
	"errors"
	"fmt"
	"slices"
	"strings"
)

// ParsePosition reads a position as every command takes it: "startpos",
// "960:N" (see PositionFEN) or a FEN, either followed by "moves" and moves
// in coordinates (e2e4) or SAN (Nf3), played in order from it. An error
// names what is wrong: the FEN's field, or the move by its number and text.
func (r *Rules) ParsePosition(text string) (*Position, error) {
	words := strings.Fields(text)
	k := slices.IndexFunc(words, func(w string) bool { return strings.EqualFold(w, "moves") })
	head, moves, hasMoves := strings.Join(words, " "), []string(nil), k >= 0
	if hasMoves {
		head, moves = strings.Join(words[:k], " "), words[k+1:]
	}
	var p *Position
	switch {
	case head == "":
		return nil, errors.New("missing position: want a FEN or startpos, optionally followed by moves such as: moves e2e4 e7e5")
	case strings.EqualFold(head, "startpos"):
		p = r.StartPosition()
	case len(head) > len("startpos ") && strings.EqualFold(head[:len("startpos ")], "startpos "):
		return nil, fmt.Errorf("unexpected %.80q after startpos: want startpos alone, or startpos followed by moves such as: moves e2e4", strings.TrimSpace(head[len("startpos"):]))
	default:
		fen, err := r.PositionFEN(head)
		if err != nil {
			return nil, err
		}
		if p, err = r.ParseFEN(fen); err != nil {
			return nil, err
		}
	}
	if !hasMoves {
		return p, nil
	}
	if len(moves) == 0 {
		return nil, errors.New("missing moves after \"moves\": want moves such as e2e4 e7e5 (or Nf3)")
	}
	for i, text := range moves {
		m, err := p.ParseMove(text)
		if err != nil {
			return nil, fmt.Errorf("move %d %.20q: %v", i+1, text, err)
		}
		p.Make(m)
	}
	return p, nil
}
