package eval

import (
	"strconv"
	"strings"

	"github.com/chespel/chespel/board"
	"github.com/chespel/chespel/parser"
)

// evalString evaluates any expression into its text form: a string is
// itself, ++ joins the text forms of its operands, and every other value
// prints as spec section 2 says. Only justifications and string values
// come here, so it may allocate.
func (e *evaluator) evalString(n *node) string {
	switch n.op {
	case opString:
		return n.s
	case opConcat:
		return e.evalString(n.x) + e.evalString(n.y)
	}
	if n.t == parser.String {
		if n.op == opSlot {
			return e.slots[n.k].s
		}
		e.fail(n, "internal error: not a string")
		return ""
	}
	return e.text(n.t, e.evalValue(n))
}

// text returns the text form of a value of type t.
func (e *evaluator) text(t parser.Type, v value) string {
	if t.IsList() {
		parts := make([]string, v.l.len())
		for i := range parts {
			parts[i] = e.text(t.Elem(), e.elem(v.l, i))
		}
		return "[" + strings.Join(parts, ", ") + "]"
	}
	switch t {
	case parser.Num:
		return v.n.String()
	case parser.Bool:
		return strconv.FormatBool(v.x != 0)
	case parser.String:
		return v.s
	case parser.Row:
		return strconv.FormatInt(v.x+1, 10)
	case parser.Col:
		return string(rune('a' + v.x))
	case parser.Cell:
		return e.g.cellName(int(v.x))
	case parser.Player:
		return playerName(v.x)
	case parser.PieceType:
		return e.g.rules.KindName(board.Kind(v.x))
	case parser.Piece:
		sq := int(v.x) & (maxCells - 1)
		player := int64(int(e.facts.colorAt(sq)) ^ e.me)
		return e.g.rules.KindName(board.Kind(e.facts.typeAt(sq))) + "-" + e.g.cellName(sq) + "-" + playerName(player)
	}
	return "?"
}

func playerName(p int64) string {
	if p == 0 {
		return "me"
	}
	return "foe"
}
