package types

import (
	"github.com/chespel/chespel/board"
	"github.com/chespel/chespel/parser"
)

// GameOf returns the game that the script f is checked against: its
// predeclared constants, as Program.Consts holds them (me, foe, then one
// piece type per kind of the game), and its compiled rule set, also for a
// script with errors (chess when its game setting is wrong; rules is nil
// only if even chess fails to compile). The language server reads them for
// hover and completion.
func GameOf(f *parser.File, opts Options) (consts []Const, rules *board.Rules) {
	c := &checker{file: f.Name}
	c.resolveGame(f, opts)
	if c.game == nil {
		return Consts[:], nil
	}
	return c.game.consts, c.game.rules
}
