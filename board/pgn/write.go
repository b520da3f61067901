package pgn

import (
	"fmt"
	"io"
	"strings"
)

// lineWidth is the longest movetext line written, as the PGN standard
// asks (at most 79 characters).
const lineWidth = 79

// Write writes g in export format: the Seven Tag Roster (a missing tag as
// "?", the result from g.Result), then SetUp and FEN when the game starts
// elsewhere than its rule set's start position, Variant when the rule set is
// not chess, then g's other tags, a blank line, the moves in SAN wrapped at
// 79 characters, the comment and the result, and a blank line. It writes
// the whole game with one Write, so that a game appended to a file is
// either all there or not at all.
func Write(w io.Writer, g *Game) error {
	var b strings.Builder
	for _, name := range roster {
		value := g.Tag(name)
		if name == "Result" {
			value = g.Result
		}
		if value == "" {
			value = "?"
		}
		writeTag(&b, name, value)
	}
	rules := g.Start.Rules()
	if fen := g.Start.FEN(); fen != rules.StartPosition().FEN() {
		writeTag(&b, "SetUp", "1")
		writeTag(&b, "FEN", fen)
	}
	if rules.Name() != "chess" {
		writeTag(&b, "Variant", rules.Name())
	}
	for _, t := range g.Tags {
		if !isRoster(t.Name) && t.Name != "SetUp" && t.Name != "FEN" && t.Name != "Variant" {
			writeTag(&b, t.Name, t.Value)
		}
	}
	b.WriteByte('\n')
	writeMoves(&b, g)
	b.WriteString("\n\n")
	_, err := io.WriteString(w, b.String())
	return err
}

func isRoster(name string) bool {
	for _, r := range roster {
		if r == name {
			return true
		}
	}
	return false
}

// writeTag writes [Name "Value"] with the value's quotes and backslashes
// escaped.
func writeTag(b *strings.Builder, name, value string) {
	value = strings.ReplaceAll(value, `\`, `\\`)
	value = strings.ReplaceAll(value, `"`, `\"`)
	fmt.Fprintf(b, "[%s \"%s\"]\n", name, value)
}

// writeMoves writes the movetext: move numbers, SAN, the comment, the result.
func writeMoves(b *strings.Builder, g *Game) {
	p := g.Start.Clone()
	var tokens []string
	for i, m := range g.Moves {
		san := p.SAN(m)
		switch {
		case p.SideToMove() == 0:
			san = fmt.Sprintf("%d. %s", p.FullmoveNumber(), san)
		case i == 0:
			san = fmt.Sprintf("%d... %s", p.FullmoveNumber(), san)
		}
		tokens = append(tokens, san) // a move number stays on its move's line
		p.Make(m)
	}
	if g.Comment != "" {
		tokens = append(tokens, "{"+strings.ReplaceAll(g.Comment, "}", ")")+"}")
	}
	tokens = append(tokens, g.Result)
	width := 0
	for i, t := range tokens {
		if i > 0 && width+1+len(t) > lineWidth {
			b.WriteByte('\n')
			width = 0
		} else if i > 0 {
			b.WriteByte(' ')
			width++
		}
		b.WriteString(t)
		width += len(t)
	}
}
