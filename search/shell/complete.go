package shell

import (
	"strings"
)

// complete returns the words that Tab offers at the prompt for the word
// after before: the commands first, then each command's arguments
// (startpos, "moves" and the legal moves after it, settings, go's limits).
func (s *shell) complete(before string) []string {
	words := strings.Fields(before)
	if len(words) == 0 {
		return commandWords
	}
	first := strings.ToLower(words[0])
	args := words[1:]
	switch first {
	case "eval":
		if len(args) > 0 && strings.EqualFold(args[0], "v") {
			args = args[1:]
		} else if len(args) == 0 {
			return []string{"v", "startpos"}
		}
		return s.completePosition(args)
	case "fen", "position", "play":
		return s.completePosition(args)
	case "set":
		switch {
		case len(args) == 0:
			return settingNames()
		case len(args) == 1 && (strings.EqualFold(args[0], "unicode") || strings.EqualFold(args[0], "color")):
			return []string{"on", "off"}
		}
		return nil
	case "go":
		if len(args)%2 == 0 {
			return []string{"depth", "movetime", "nodes"}
		}
		return nil
	}
	if first == "startpos" || strings.HasPrefix(first, "960:") || strings.Contains(first, "/") {
		return s.completePosition(words)
	}
	return nil
}

// completePosition completes a position's words: startpos, then "moves",
// then the legal moves of the position reached, in coordinates.
func (s *shell) completePosition(args []string) []string {
	if len(args) == 0 {
		return []string{"startpos"}
	}
	i := 0
	for i < len(args) && !strings.EqualFold(args[i], "moves") {
		i++
	}
	if i == len(args) {
		if _, err := ParsePosition(s.cfg.Rules, strings.Join(args, " ")); err != nil {
			return nil
		}
		return []string{"moves"}
	}
	text := strings.Join(args[:i], " ")
	if i+1 < len(args) {
		text = strings.Join(args, " ")
	}
	p, err := ParsePosition(s.cfg.Rules, text)
	if err != nil {
		return nil
	}
	var moves []string
	for _, m := range p.LegalMoves(nil) {
		moves = append(moves, p.UCI(m))
	}
	return moves
}
