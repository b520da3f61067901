package uci

import (
	"slices"
	"strings"
)

// defaultVariant is the value of UCI_Variant at start: the game of
// Config.Rules when it is one of the variants, else the first.
func (s *session) defaultVariant() string {
	if name := s.cfg.Rules.Name(); slices.Contains(s.cfg.Variants, name) {
		return name
	}
	return s.cfg.Variants[0]
}

// identifyVariants announces UCI_Variant, as Fairy-Stockfish does: a combo
// whose values are the games the bot can play.
func (s *session) identifyVariants() {
	if len(s.cfg.Variants) == 0 || s.cfg.Variant == nil {
		return
	}
	line := "option name UCI_Variant type combo default " + s.defaultVariant()
	for _, v := range s.cfg.Variants {
		line += " var " + v
	}
	s.println(line)
}

// setVariant handles "setoption name UCI_Variant value NAME": from then on
// positions are read by that game's rules ("startpos" is its start, and the
// current position becomes it), and the engine searches with the bot loaded
// for that game, once it is free. The table is cleared.
func (s *session) setVariant(value string) {
	if len(s.cfg.Variants) == 0 || s.cfg.Variant == nil {
		s.errorf("setoption: unknown option UCI_Variant: this bot names its game")
		return
	}
	name := strings.ToLower(strings.TrimSpace(value))
	if !slices.Contains(s.cfg.Variants, name) {
		s.errorf("setoption UCI_Variant: got value %s, want one of %s", quote(value), strings.Join(s.cfg.Variants, ", "))
		return
	}
	if s.cur != nil {
		s.errorf("setoption UCI_Variant: a search is running: stop it first")
		return
	}
	if name == s.variant {
		return
	}
	g, err := s.cfg.Variant(name)
	if err != nil {
		s.errorf("setoption UCI_Variant: %v", err)
		return
	}
	s.variant = name
	s.cfg.Rules, s.cfg.Eval, s.cfg.Evals, s.cfg.Book, s.cfg.Limits = g.Rules, g.Eval, g.Evals, g.Book, g.Limits
	s.pos = g.Rules.StartPosition()
	s.pos.SetChess960(s.chess960)
	s.gameOwed = &g
	s.startWork()
}
