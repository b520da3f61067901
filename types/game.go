package types

import (
	"errors"
	"fmt"
	"io/fs"
	"path/filepath"
	"slices"
	"strings"
	"sync"

	"github.com/chespel/chespel/board"
	"github.com/chespel/chespel/carn"
	"github.com/chespel/chespel/carn/input"
	"github.com/chespel/chespel/lexer"
	"github.com/chespel/chespel/parser"
)

// DefaultGame is the game of a script whose search module has no game
// setting.
const DefaultGame = "chess"

// Options are what LoadWith needs besides the script.
type Options struct {
	// ReadFile reads the rule-set file that `game = "FILE.yaml"` names;
	// its argument is the path as GamePath resolves it (relative to the
	// script's directory). Nil reads the file from the disk: a regular file
	// within input.MaxFile. A packed bot reads the file from its
	// payload instead.
	ReadFile func(path string) ([]byte, error)
	// Game is the game of a script whose search module names none: an
	// embedded game's name, so that one script written for any game (a
	// generic bot) can be checked for the game a GUI asks for. Empty means
	// chess. A script's own game setting wins.
	Game string
}

// game is what the checker knows of the script's game: the compiled rules,
// the predeclared constants they give the language, and which functions of
// the library mean something in it.
type game struct {
	rules  *board.Rules
	consts []Const          // me, foe, then one piece type per board.Kind
	names  map[string]int   // every predeclared name -> its index in consts
	lacks  [numNeeds]string // why the game lacks each need, "" when it has it
}

// ReadRuleFile reads a rule-set file from the disk, as a script's game
// setting does without Options.ReadFile: a regular file (never a device or
// a pipe, which could block the checker) within input.MaxFile.
func ReadRuleFile(path string) ([]byte, error) { return input.ReadRegularFile(path) }

// IsRuleFile reports whether the value of a game setting names a rule-set
// file rather than an embedded game: it ends in .yaml or .yml, or holds a
// path separator.
func IsRuleFile(name string) bool {
	return strings.HasSuffix(name, ".yaml") || strings.HasSuffix(name, ".yml") || strings.ContainsAny(name, `/\`)
}

// GamePath returns where the rule-set file that a script's game setting
// names lies: the path as written when it is absolute, else relative to
// the script's directory.
func GamePath(script, name string) string {
	if filepath.IsAbs(name) {
		return name
	}
	return filepath.Join(filepath.Dir(script), name)
}

// chessGame is standard chess, the default game, built once.
var chessGame = sync.OnceValues(func() (*game, error) {
	r, err := board.Chess()
	if err != nil {
		return nil, err
	}
	return newGame(carn.Chess(), r), nil
})

// embeddedGames caches the other embedded games by name, each compiled
// once, so that every bot of a game shares one *board.Rules.
var embeddedGames sync.Map // name -> func() (*game, error)

// embeddedGame returns the embedded game called name.
func embeddedGame(name string) (*game, error) {
	if name == DefaultGame {
		return chessGame()
	}
	if !slices.Contains(carn.Names(), name) {
		return nil, fmt.Errorf("no embedded game %q", name) // never cached: names come from scripts
	}
	load := func() (*game, error) {
		rs, err := carn.Embedded(name)
		if err != nil {
			return nil, err
		}
		r, err := board.Compile(rs)
		if err != nil {
			return nil, err
		}
		return newGame(rs, r), nil
	}
	f, _ := embeddedGames.LoadOrStore(name, sync.OnceValues(load))
	return f.(func() (*game, error))()
}

// newGame builds the checker's view of a compiled rule set.
func newGame(rs *carn.RuleSet, r *board.Rules) *game {
	g := &game{rules: r, names: map[string]int{}}
	g.consts = append(g.consts, Consts[ConstMe], Consts[ConstFoe])
	g.names["me"], g.names["foe"] = ConstMe, ConstFoe
	for k := range r.NumKinds() {
		name := r.KindName(board.Kind(k))
		g.consts = append(g.consts, Const{Name: name, Type: parser.PieceType, Value: k})
		if nameable(name) {
			g.names[name] = len(g.consts) - 1
		}
	}
	if k, ok := g.names["rook"]; ok {
		if _, taken := g.names["rock"]; !taken {
			g.names["rock"] = k // the original Chespel design's spelling
		}
	}
	g.lacks = lacks(rs)
	return g
}

// nameable reports whether a piece's name can stand for its type in a
// script: a word that is neither a keyword nor a player's name. A piece
// named otherwise still prints under its name but has no constant.
func nameable(name string) bool {
	return lexer.Lookup(name) == lexer.IDENT && name != "me" && name != "foe"
}

// loadGame resolves the game setting's value: an embedded game's name or a
// rule-set file. The error is the whole message for the setting.
func loadGame(script, name string, opts Options) (*game, error) {
	if !IsRuleFile(name) {
		g, err := embeddedGame(name)
		if err != nil {
			return nil, fmt.Errorf("unknown game %q: want one of %s, or a rule-set file such as \"mygame.yaml\"%s",
				name, strings.Join(carn.Names(), ", "), suggest(name, carn.Names()))
		}
		return g, nil
	}
	read := opts.ReadFile
	if read == nil {
		read = ReadRuleFile
	}
	path := GamePath(script, name)
	data, err := read(path)
	if err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			return nil, fmt.Errorf("game %q: no rule-set file %s", name, path)
		}
		return nil, fmt.Errorf("game %q: %v", name, err)
	}
	rs, err := carn.Load(data)
	if err != nil {
		return nil, fmt.Errorf("game %q: %s: %s", name, path, oneLine(err))
	}
	r, err := board.Compile(rs)
	if err != nil {
		return nil, fmt.Errorf("game %q: %s: %v", name, path, err)
	}
	return newGame(rs, r), nil
}

// oneLine joins the lines of a multi-line error (carn lists one mistake a
// line) with "; ".
func oneLine(err error) string {
	return strings.ReplaceAll(err.Error(), "\n", "; ")
}

// gameSetting finds the search module's game setting, if any.
func gameSetting(f *parser.File) *parser.Setting {
	m := f.Module(parser.Search)
	if m == nil {
		return nil
	}
	for _, st := range m.Settings {
		if st.Name == "game" {
			return st
		}
	}
	return nil
}

// resolveGame sets the checker's game from the script's game setting:
// chess without one. A setting that names no game loadable is an error at
// its value, and the checker goes on with chess so that the rest of the
// script is still checked.
func (c *checker) resolveGame(f *parser.File, opts Options) string {
	c.game, _ = chessGame()
	st := gameSetting(f)
	if st == nil {
		return c.defaultGame(opts.Game)
	}
	lit, ok := st.Value.(*parser.StringLit)
	if !ok {
		if _, bad := st.Value.(*parser.BadExpr); !bad {
			c.errorf(st.Value.Position(), "game must be a string, the name of a game or a rule-set file: game = \"xiangqi\" or game = \"mygame.yaml\", got %s", parser.ExprString(st.Value))
		}
		return ""
	}
	lit.SetType(parser.String)
	g, err := loadGame(f.Name, lit.Value, opts)
	if err != nil {
		c.errorf(lit.Pos, "%v", err)
		return lit.Value
	}
	c.game = g
	return lit.Value
}

// defaultGame sets the checker's game to the embedded game that the
// options name for a script without a game setting, and returns its name
// ("" for chess by default). An unknown name is an error at the top of the
// script.
func (c *checker) defaultGame(name string) string {
	if name == "" {
		return ""
	}
	g, err := loadGame(c.file, name, Options{ReadFile: func(string) ([]byte, error) {
		return nil, fmt.Errorf("a default game is an embedded game's name")
	}})
	if err != nil {
		c.errorf(lexer.Pos{Line: 1, Col: 1}, "%v", err)
		return ""
	}
	c.game = g
	return name
}
