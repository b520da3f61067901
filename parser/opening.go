package parser

import (
	"strings"
	"unicode"

	"github.com/chespel/chespel/lexer"
)

// StartPos is the word of an opening rule's left side that stands for the
// game's start position.
const StartPos = "startpos"

// parseOpeningRule parses `'POSITION' -> 'REPLY';` in the opening module.
func (p *parser) parseOpeningRule() *OpeningRule {
	if p.tok.Kind != lexer.POSITION {
		p.unexpected("an opening rule 'FEN' -> 'FEN'; in module opening")
		p.skipStatement()
		return nil
	}
	o := &OpeningRule{From: p.tok.Text, FromPos: p.tok.Pos}
	p.advance()
	o.Pos = p.tok.Pos
	if !p.expect(lexer.ARROW, "-> after the opening rule's first position") {
		p.skipStatement()
		return nil
	}
	if p.tok.Kind != lexer.POSITION {
		p.unexpected("the position to play, in single quotes, after ->")
		p.skipStatement()
		return nil
	}
	o.To, o.ToPos = p.tok.Text, p.tok.Pos
	p.advance()
	p.endStatement()
	if !p.openingFrom(o) || !p.openingTo(o) {
		return nil
	}
	return o
}

// word is a space-separated word of a position literal and its offset in
// runes from the literal's first character.
type word struct {
	text   string
	offset int
}

// words splits a position literal's text into its words.
func words(text string) []word {
	var out []word
	start, offset := -1, 0
	var b strings.Builder
	for _, r := range text {
		if unicode.IsSpace(r) {
			if start >= 0 {
				out = append(out, word{b.String(), start})
				b.Reset()
				start = -1
			}
		} else {
			if start < 0 {
				start = offset
			}
			b.WriteRune(r)
		}
		offset++
	}
	if start >= 0 {
		out = append(out, word{b.String(), start})
	}
	return out
}

// at returns the position of the rune at offset in the literal at pos
// (the position of its opening quote).
func at(pos lexer.Pos, offset int) lexer.Pos {
	return lexer.Pos{Line: pos.Line, Col: pos.Col + 1 + offset}
}

// openingFrom splits the left side into its start position (a FEN or
// startpos) and its moves, reporting a malformed one.
func (p *parser) openingFrom(o *OpeningRule) bool {
	ws := words(o.From)
	split := len(ws)
	for i, w := range ws {
		if w.text == "moves" {
			split = i
			break
		}
	}
	switch {
	case split == 0 && len(ws) > 0:
		p.errorf(at(o.FromPos, ws[0].offset), "want a FEN or startpos before moves, got moves")
		return false
	case split > 1 && ws[0].text == StartPos:
		p.errorf(at(o.FromPos, ws[1].offset), "want moves or the closing quote after startpos, got %s", ws[1].text)
		return false
	case split < len(ws) && split == len(ws)-1:
		p.errorf(at(o.FromPos, ws[split].offset), "want a move after moves, got the closing quote")
		return false
	}
	if split == len(ws) {
		o.Start = strings.TrimSpace(o.From)
		return true
	}
	last := ws[split-1]
	o.Start = strings.TrimSpace(string([]rune(o.From)[:last.offset+len([]rune(last.text))]))
	for _, w := range ws[split+1:] {
		o.Moves = append(o.Moves, MoveText{Text: w.text, Pos: at(o.FromPos, w.offset)})
	}
	return true
}

// openingTo classifies the right side: a FEN (it has a /, as every piece
// placement does) or one move.
func (p *parser) openingTo(o *OpeningRule) bool {
	if strings.Contains(o.To, "/") {
		return true
	}
	ws := words(o.To)
	switch len(ws) {
	case 0:
		p.errorf(o.ToPos, "want a FEN or a move after ->, got ''")
		return false
	case 1:
		o.Reply = &MoveText{Text: ws[0].text, Pos: at(o.ToPos, ws[0].offset)}
		return true
	}
	p.errorf(at(o.ToPos, ws[1].offset), "want one move after ->, got a second one, %s: the rule's left side holds the moves before", ws[1].text)
	return false
}
