package uci

import "strings"

// setChess960 handles "setoption name UCI_Chess960 value true|false": from
// then on castling moves are written as the king taking its own rook
// ("e1h1"), as Stockfish does, in the current position and the next ones.
// Both forms are read either way; positions whose castling starts off the
// rule set's default files (Chess960 starts) always write king takes rook.
func (s *session) setChess960(value string) {
	switch strings.ToLower(value) {
	case "true":
		s.chess960 = true
	case "false":
		s.chess960 = false
	default:
		s.errorf("setoption UCI_Chess960: got value %s, want true or false", quote(value))
		return
	}
	if s.pos != nil {
		s.pos.SetChess960(s.chess960)
	}
}
