package types

import "github.com/chespel/chespel/parser"

// GameConsts returns the predeclared constants of the game that the script
// f is checked against, as Program.Consts holds them (me, foe, then one
// piece type per kind of the game), also for a script with errors: the
// language server reads them for hover and completion.
func GameConsts(f *parser.File, opts Options) []Const {
	c := &checker{file: f.Name}
	c.resolveGame(f, opts)
	if c.game == nil {
		return Consts[:]
	}
	return c.game.consts
}
