// Package epd reads Extended Position Description lines: the four position
// fields of a FEN (optionally followed by the two move counters), then
// operations "opcode operand ...;" such as bm Qxf7+; am Nc3; id "WAC.001";.
//
// It may import board.
package epd

import (
	"fmt"
	"strings"

	"github.com/chespel/chespel/board"
)

// Line is one EPD line: the position and its operations in order.
type Line struct {
	Pos *board.Position
	Ops []Op
}

// Op is one operation: its opcode and operands (quotes removed).
type Op struct {
	Code     string
	Operands []string
}

// Get returns the operands of the first operation called code, and whether
// there is one.
func (l *Line) Get(code string) ([]string, bool) {
	for _, op := range l.Ops {
		if op.Code == code {
			return op.Operands, true
		}
	}
	return nil, false
}

// ID returns the id operation's operand, or "".
func (l *Line) ID() string {
	if v, ok := l.Get("id"); ok && len(v) > 0 {
		return v[0]
	}
	return ""
}

// Parse reads one EPD line under rules.
func Parse(text string, rules *board.Rules) (*Line, error) {
	fields := strings.Fields(text)
	if len(fields) < 4 {
		return nil, fmt.Errorf("epd: %d fields, want the 4 position fields and operations", len(fields))
	}
	n := 4
	for n < len(fields) && n < 6 && isNumber(fields[n]) {
		n++
	}
	pos, err := rules.ParseFEN(strings.Join(fields[:n], " "))
	if err != nil {
		return nil, err
	}
	rest := text
	for range n {
		rest = strings.TrimLeft(rest, " \t")
		rest = rest[strings.IndexAny(rest+" ", " \t"):]
	}
	ops, err := parseOps(rest)
	if err != nil {
		return nil, err
	}
	return &Line{Pos: pos, Ops: ops}, nil
}

func isNumber(s string) bool {
	for _, c := range s {
		if c < '0' || c > '9' {
			return false
		}
	}
	return s != ""
}

// parseOps reads "opcode operand ...;" operations; quoted operands may hold
// spaces and semicolons. The last operation's ';' may be missing.
func parseOps(s string) ([]Op, error) {
	var ops []Op
	var words []string
	var word strings.Builder
	inWord, quoted := false, false
	flush := func() {
		if inWord {
			words = append(words, word.String())
			word.Reset()
			inWord = false
		}
	}
	end := func() {
		flush()
		if len(words) > 0 {
			ops = append(ops, Op{Code: words[0], Operands: words[1:]})
			words = nil
		}
	}
	for _, c := range s {
		switch {
		case quoted && c == '"':
			quoted = false
		case quoted:
			word.WriteRune(c)
		case c == '"':
			quoted, inWord = true, true
		case c == ';':
			end()
		case c == ' ' || c == '\t' || c == '\r' || c == '\n':
			flush()
		default:
			word.WriteRune(c)
			inWord = true
		}
	}
	if quoted {
		return nil, fmt.Errorf("epd: a quoted operand is not closed")
	}
	end()
	return ops, nil
}
