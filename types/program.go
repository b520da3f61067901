package types

import (
	"errors"
	"time"

	"github.com/chespel/chespel/board"
	"github.com/chespel/chespel/lexer"
	"github.com/chespel/chespel/ormulogun"
	"github.com/chespel/chespel/parser"
)

// Program is a checked script, ready for the evaluator: every expression of
// its rules is typed, every name resolved to a frame slot or a constant, and
// every call to an index in Builtins. Nothing in it needs a name looked up.
type Program struct {
	File *parser.File
	// Game is the search module's game setting as written ("xiangqi",
	// "rules/mine.yaml"); without one, Options.Game, or "" for chess.
	Game string
	// Rules is the compiled game: chess, an embedded game, or the rule-set
	// file that Game names. Bots of one embedded game share it.
	Rules *board.Rules
	// Consts is the table of predeclared constants that parser.Ident.Const
	// indexes: ConstMe, ConstFoe, then the game's piece types, the type of
	// board.Kind k at index ConstPawn+k with Value k. For chess it equals
	// the package's Consts.
	Consts   []Const
	Settings Settings
	Openings []Opening // the opening module's rules, in source order
	Endgames []Endgame // the endgame module's blocks, in source order
	// Evaluation holds the evaluation module's rules, in source order.
	Evaluation []*parser.Rule
	// Tables are the evaluation module's tables, in source order; a
	// TableRef name's Slot indexes them.
	Tables []Table
	// Phase is the game phase's weights and start material.
	Phase Phase
	// Lets are the evaluation module's module-level lets, in source order:
	// computed once per position before the rules, let i in frame slot i
	// of a frame of LetFrame slots (the slots after the lets hold the
	// variables of their counting expressions). Every rule's frame starts
	// with the same len(Lets) slots holding their values.
	Lets     []*parser.LetStmt
	LetFrame int
}

// Settings are the search module's settings, defaults filled in.
type Settings struct {
	MaxTime  time.Duration // seconds per move, default 4 s
	MaxDepth int           // plies; 0 when the search has no fixed depth
}

// DefaultMaxTime is maxTime when the script does not set it.
const DefaultMaxTime = 4 * time.Second

// Opening is one rule of the opening module: the reply Move to the position
// From. A position matches the rule when its board.Position.Hash() is Hash
// and OpeningKey(its FEN()) is Key: piece placement, side to move, castling
// rights and the en passant target (kept by the board only when a capture
// there is possible); the move counters do not count.
type Opening struct {
	From, To string // the two sides' texts as written, without quotes
	Key      string // OpeningKey of the position From stands for (after its moves)
	Hash     uint64 // that position's Zobrist hash, as the game's board computes it
	Move     string // the move in UCI notation, e2e4
	Pos      lexer.Pos
}

// Endgame is one block of the endgame module: its rules apply, besides the
// evaluation module's, to positions that Spec matches.
type Endgame struct {
	Name  string // the spec as written, KQk
	Spec  *ormulogun.Spec
	Rules []*parser.Rule
	Pos   lexer.Pos
}

// Load reads, parses and checks a script. It returns every error and
// warning, sorted by position; the program is nil when there is any error,
// since a script with errors never runs.
func Load(filename string, src []byte) (*Program, lexer.ErrorList) {
	return LoadWith(filename, src, Options{})
}

// LoadWith is Load with options: where a rule-set file named by the script's
// game setting is read from.
func LoadWith(filename string, src []byte, opts Options) (*Program, lexer.ErrorList) {
	f, err := parser.ParseFile(filename, src)
	if err != nil {
		var errs lexer.ErrorList
		if errors.As(err, &errs) {
			return nil, errs
		}
		var list lexer.ErrorList
		list.Add(filename, lexer.Pos{Line: 1, Col: 1}, "%v", err)
		return nil, list
	}
	return CheckWith(f, opts)
}

// Check checks a parsed script: names, types, calls and the modules. It
// fills in the tree's checker fields and returns every error and warning
// (up to lexer.MaxErrors errors), sorted by position. The program is nil
// when there is any error.
func Check(f *parser.File) (*Program, lexer.ErrorList) {
	return CheckWith(f, Options{})
}

// CheckWith is Check with options (see LoadWith).
func CheckWith(f *parser.File, opts Options) (*Program, lexer.ErrorList) {
	c := &checker{file: f.Name}
	prog := &Program{File: f, Settings: Settings{MaxTime: DefaultMaxTime}}
	prog.Game = c.resolveGame(f, opts)
	prog.Rules, prog.Consts = c.game.rules, c.game.consts
	c.ruleNames = map[string]ruleSite{}
	if m := f.Module(parser.Evaluation); m != nil {
		c.declarations(m, prog)
	} else {
		prog.Phase = c.phase(nil)
	}
	for _, m := range f.Modules {
		switch m.Kind {
		case parser.Search:
			c.settings(m, &prog.Settings)
		case parser.Opening:
			prog.Openings = c.openings(m)
		case parser.Endgame:
			prog.Endgames = c.endgames(m)
		case parser.Evaluation:
			c.rules(m.Rules, "module evaluation")
			prog.Evaluation = m.Rules
		}
	}
	c.unusedModuleLets()
	if f.Module(parser.Evaluation) == nil {
		c.errorf(lexer.Pos{Line: 1, Col: 1}, "missing module evaluation: every script needs one, with its rules")
	}
	errs := c.result()
	if errs.Errors() > 0 {
		return nil, errs
	}
	return prog, errs
}
