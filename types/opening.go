package types

import (
	"errors"
	"fmt"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/chespel/chespel/board"
	"github.com/chespel/chespel/lexer"
	"github.com/chespel/chespel/parser"
)

// openings checks the opening module: every rule's position valid (its
// FEN, or the game's start, and its moves legal), its reply a legal move
// there (a move, or a FEN one move after it), and one reply per position.
func (c *checker) openings(m *parser.Module) []Opening {
	rules := c.game.rules
	var out []Opening
	seen := map[string]lexer.Pos{}
	for _, o := range m.Openings {
		op, ok := c.opening(rules, o)
		if !ok {
			continue
		}
		if first, dup := seen[op.Key]; dup {
			c.errorf(o.FromPos, "this position already has a reply, on line %d: keep one", first.Line)
			continue
		}
		seen[op.Key] = o.FromPos
		out = append(out, op)
	}
	return out
}

// opening checks one opening rule and finds its move: the left side's
// position (a FEN or the game's start, then its moves played), and the
// reply, given as a move or as the position after it.
func (c *checker) opening(rules *board.Rules, o *parser.OpeningRule) (Opening, bool) {
	from, ok := c.openingStart(rules, o)
	var to *board.Position
	if o.Reply == nil {
		var ok2 bool
		to, ok2 = c.parseFEN(rules, o.To, o.ToPos)
		ok = ok && ok2
	}
	if !ok {
		return Opening{}, false
	}
	for _, m := range o.Moves {
		if !c.playMove(from, m) {
			return Opening{}, false
		}
	}
	var move string
	if o.Reply != nil {
		m, ok := c.parseMove(from, *o.Reply)
		if !ok {
			return Opening{}, false
		}
		move = from.UCI(m)
	} else if move, ok = c.replyMove(from, to, o); !ok {
		return Opening{}, false
	}
	return Opening{From: o.From, To: o.To, Key: OpeningKey(from.FEN()), Hash: from.Hash(), Move: move, Pos: o.FromPos}, true
}

// openingStart returns the position that the left side of o starts from:
// the game's start for startpos, else its FEN.
func (c *checker) openingStart(rules *board.Rules, o *parser.OpeningRule) (*board.Position, bool) {
	if o.Start == parser.StartPos {
		p, err := rules.ParseFEN(rules.StartFEN())
		if err != nil { // a compiled game's start position parses
			c.errorf(o.FromPos, "the game's start position does not load: %v", err)
			return nil, false
		}
		return p, true
	}
	pos := o.FromPos
	pos.Col += utf8.RuneCountInString(o.From) - utf8.RuneCountInString(strings.TrimLeftFunc(o.From, unicode.IsSpace))
	return c.parseFEN(rules, o.Start, pos)
}

// playMove plays one move of an opening rule's left side on p.
func (c *checker) playMove(p *board.Position, mt parser.MoveText) bool {
	m, ok := c.parseMove(p, mt)
	if ok {
		p.Make(m)
	}
	return ok
}

// maxListed is how many legal moves an illegal move's error lists.
const maxListed = 24

// parseMove reads a move of an opening rule (SAN or coordinates) in p,
// reporting at the move a text that names no legal move, with the moves
// that were legal there.
func (c *checker) parseMove(p *board.Position, mt parser.MoveText) (board.Move, bool) {
	m, err := p.ParseMove(mt.Text)
	if err == nil {
		return m, true
	}
	legal := p.LegalMoves(nil)
	if len(legal) == 0 {
		c.errorf(mt.Pos, "move %s: the game is over here, %s has no legal move", mt.Text, p.SideToMove())
		return 0, false
	}
	msg := err.Error()
	if strings.HasPrefix(msg, "ambiguous move") { // it lists the candidates
		c.errorf(mt.Pos, "%s", msg)
		return 0, false
	}
	names := make([]string, len(legal))
	for i, lm := range legal {
		names[i] = p.SAN(lm)
	}
	sort.Strings(names)
	list := strings.Join(names, ", ")
	if len(names) > maxListed {
		list = fmt.Sprintf("%s and %d more", strings.Join(names[:maxListed], ", "), len(names)-maxListed)
	}
	c.errorf(mt.Pos, "%s; %s's legal moves here: %s", msg, p.SideToMove(), list)
	return 0, false
}

// parseFEN parses one FEN of an opening rule, reporting an error at pos.
func (c *checker) parseFEN(rules *board.Rules, fen string, pos lexer.Pos) (*board.Position, bool) {
	p, err := rules.ParseFEN(fen)
	if err == nil {
		return p, true
	}
	msg := err.Error()
	var fe *board.FENError
	if errors.As(err, &fe) {
		msg = strings.TrimPrefix(msg, "fen: ")
		pos.Col += 1 + fenErrorOffset(fen, fe)
	}
	c.errorf(pos, "invalid FEN: %s", msg)
	return nil, false
}

// fenFields maps the field names of board.FENError to the fields' indices.
var fenFields = map[string]int{
	"piece placement": 0, "side to move": 1, "castling": 2,
	"en passant": 3, "halfmove clock": 4, "fullmove number": 5,
}

// fenErrorOffset returns where in fen, in runes, the error fe points: the
// start of the rank that a piece placement error names ("rank 4 ..."), or
// else the start of the field that it names. An error about the whole FEN
// (too few fields) points at the opening quote, offset -1.
func fenErrorOffset(fen string, fe *board.FENError) int {
	field, ok := fenFields[fe.Field]
	if !ok {
		return -1
	}
	start := fieldStart(fen, field)
	if start < 0 {
		return -1
	}
	var rank int
	if field != 0 {
		return start
	}
	if _, err := fmt.Sscanf(fe.Msg, "rank %d", &rank); err != nil {
		return start
	}
	ranks := strings.Split(strings.Fields(fen)[0], "/") // the top rank first
	if i := len(ranks) - rank; i >= 0 && i < len(ranks) {
		for _, r := range ranks[:i] {
			start += utf8.RuneCountInString(r) + 1
		}
	}
	return start
}

// fieldStart returns the offset in runes of the field n (0 first) of fen,
// whose fields are separated by spaces as strings.Fields sees them, or -1
// when fen has no field n.
func fieldStart(fen string, n int) int {
	field, inField, offset := -1, false, 0
	for _, r := range fen {
		space := unicode.IsSpace(r)
		if !space && !inField {
			if field++; field == n {
				return offset
			}
		}
		inField = !space
		offset++
	}
	return -1
}

// replyMove returns, in UCI, the legal move of from that leads to to:
// piece placement, side to move, castling rights and en passant target
// equal (the board writes the target only when a capture there is
// possible); the move counters are ignored.
func (c *checker) replyMove(from, to *board.Position, o *parser.OpeningRule) (string, bool) {
	want := OpeningKey(to.FEN())
	near := ""
	for _, m := range from.LegalMoves(nil) {
		u := from.Make(m)
		got := OpeningKey(from.FEN())
		from.Unmake(m, u)
		if got == want {
			return from.UCI(m), true
		}
		if placement(got) == placement(want) {
			near = "after " + from.UCI(m) + " the position is '" + got + "'"
		}
	}
	if near != "" {
		c.errorf(o.Pos, "%s: the second position's castling or en passant field differs", near)
		return "", false
	}
	c.errorf(o.Pos, "no legal move of %s leads from the first position to the second", from.SideToMove())
	return "", false
}

// OpeningKey returns the first four fields of a FEN (piece placement, side
// to move, castling, en passant): what identifies a position for the
// opening book. Give it a FEN that the board wrote, so that the en passant
// field is written the board's way.
func OpeningKey(fen string) string {
	fields := strings.Fields(fen)
	if len(fields) > 4 {
		fields = fields[:4]
	}
	return strings.Join(fields, " ")
}

// placement returns the piece placement and side to move of a FEN key.
func placement(key string) string {
	fields := strings.Fields(key)
	if len(fields) > 2 {
		fields = fields[:2]
	}
	return strings.Join(fields, " ")
}
