package board

import (
	"fmt"
	"regexp"
)

// coordinates matches a move in UCI coordinates, such as g1f3 or e7e8q.
var coordinates = regexp.MustCompile(`^[a-z][0-9]+[a-z][0-9]+[a-z]?$`)

// maxMoveText is longer than any move's text ("Nb10xc12=Q#" is 11), so
// that a longer text is refused without being echoed whole.
const maxMoveText = 16

// ParseMove finds the legal move that a human's text names, in SAN (Nf3,
// exd5, O-O) or in UCI coordinates (g1f3); coordinates are tried first.
// The error is ParseSAN's, or ParseUCI's for a text that looks like
// coordinates.
func (p *Position) ParseMove(text string) (Move, error) {
	if len(text) > maxMoveText {
		return 0, fmt.Errorf("bad move %.20q...: %d characters, too long for a move", text, len(text))
	}
	if coordinates.MatchString(text) {
		if m, err := p.ParseUCI(text); err == nil {
			return m, nil
		}
	}
	m, err := p.ParseSAN(text)
	if err != nil && coordinates.MatchString(text) {
		_, err = p.ParseUCI(text)
	}
	return m, err
}
