package types

import (
	"errors"
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/chespel/chespel/board"
	"github.com/chespel/chespel/lexer"
	"github.com/chespel/chespel/parser"
)

// openings checks the opening module: both FENs of every rule valid, the
// second one move after the first, and one reply per position.
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

// opening checks one opening rule and finds its move.
func (c *checker) opening(rules *board.Rules, o *parser.OpeningRule) (Opening, bool) {
	from, ok := c.parseFEN(rules, o.From, o.FromPos)
	to, ok2 := c.parseFEN(rules, o.To, o.ToPos)
	if !ok || !ok2 {
		return Opening{}, false
	}
	move, ok := c.replyMove(from, to, o)
	if !ok {
		return Opening{}, false
	}
	return Opening{From: o.From, To: o.To, Key: OpeningKey(from.FEN()), Hash: from.Hash(), Move: move, Pos: o.FromPos}, true
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
