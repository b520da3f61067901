package pgn

import (
	"github.com/chespel/chespel/board"
)

// Tag is one tag pair: [Name "Value"].
type Tag struct {
	Name, Value string
}

// Game is one game: its tags in order, the position it starts from, its
// moves, a comment written after the last move (why a game ended, say) and
// the result: "1-0", "0-1", "1/2-1/2" or "*".
type Game struct {
	Tags    []Tag
	Start   *board.Position
	Moves   []board.Move
	Comment string
	Result  string
}

// roster is the Seven Tag Roster, in its order.
var roster = []string{"Event", "Site", "Date", "Round", "White", "Black", "Result"}

// Tag returns the value of the tag called name, or "".
func (g *Game) Tag(name string) string {
	for _, t := range g.Tags {
		if t.Name == name {
			return t.Value
		}
	}
	return ""
}

// SetTag sets the tag called name, adding it at the end when it is new.
func (g *Game) SetTag(name, value string) {
	for i, t := range g.Tags {
		if t.Name == name {
			g.Tags[i].Value = value
			return
		}
	}
	g.Tags = append(g.Tags, Tag{name, value})
}

// End returns the position after the game's moves.
func (g *Game) End() *board.Position {
	p := g.Start.Clone()
	for _, m := range g.Moves {
		p.Make(m)
	}
	return p
}
