package types

import (
	"fmt"
	"slices"
	"strings"
	"sync"

	"github.com/chespel/chespel/carn"
	"github.com/chespel/chespel/parser"
)

// This file holds what the checker tests against the script's game: board
// literals on its board, type names among its pieces.

// gameName names the game in messages: the rule set's name.
func (c *checker) gameName() string { return c.game.rules.Name() }

// boardSize writes the game's board as files×ranks, "9×10".
func (c *checker) boardSize() string {
	return fmt.Sprintf("%d×%d", c.game.rules.Files(), c.game.rules.Ranks())
}

// boardLiteral checks that a row, col or cell literal lies on the game's
// board, and gives a cell its dense index.
func (c *checker) boardLiteral(e parser.Expr) {
	files, ranks := c.game.rules.Files(), c.game.rules.Ranks()
	var row, col int
	switch e := e.(type) {
	case *parser.RowLit:
		row = e.Row
	case *parser.ColLit:
		col = e.Col
	case *parser.CellLit:
		row, col = e.Row, e.Col
		e.Index = e.Col - 1 + files*(e.Row-1)
	}
	if row <= ranks && col <= files {
		return
	}
	c.errorf(e.Position(), "%s is outside %s's %s board: cols are $a-$%c, rows $1-$%d",
		literalText(row, col), c.gameName(), c.boardSize(), 'a'+files-1, ranks)
}

// literalText writes a board literal back: $4, $d, $d4.
func literalText(row, col int) string {
	s := "$"
	if col > 0 {
		s += string(rune('a' + col - 1))
	}
	if row > 0 {
		s += fmt.Sprint(row)
	}
	return s
}

// otherGamesTypes maps the piece names of every embedded game to the games
// that have them, so that a type the bot's game lacks is told apart from a
// misspelt name.
var otherGamesTypes = sync.OnceValue(func() map[string][]string {
	m := map[string][]string{}
	names := append([]string{DefaultGame}, slices.DeleteFunc(carn.Names(), func(n string) bool { return n == DefaultGame })...)
	for _, name := range names { // chess first: messages name it when it has the type
		rs, err := carn.Embedded(name)
		if err != nil {
			continue // the embedded games' own tests load every one
		}
		for _, p := range rs.Pieces {
			m[p.Name] = append(m[p.Name], name)
		}
	}
	return m
})

// typeNames lists the names of the game's piece types, in kind order.
func (c *checker) typeNames() []string {
	var names []string
	for _, k := range c.game.consts[ConstPawn:] {
		if nameable(k.Name) {
			names = append(names, k.Name)
		}
	}
	return names
}

// missingType reports, when name is a piece type of another game, that
// the bot's game lacks it; it returns false when name is no piece type at
// all.
func (c *checker) missingType(id *parser.Ident) bool {
	games, ok := otherGamesTypes()[id.Name]
	if !ok {
		return false
	}
	games = slices.DeleteFunc(slices.Clone(games), func(g string) bool { return g == c.gameName() })
	where := ""
	if len(games) > 0 {
		where = " (" + games[0] + " has)"
	}
	c.errorf(id.Pos, "%s has no piece type %s%s: its types are %s%s",
		c.gameName(), id.Name, where, strings.Join(c.typeNames(), ", "), suggest(id.Name, c.typeNames()))
	return true
}
