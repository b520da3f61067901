package carn

import (
	"fmt"
	"strings"

	"go.yaml.in/yaml/v3"
)

// checkStart checks the placement field of the start FEN against the board
// and the pieces: one row per rank, each as wide as the board, known
// letters only. The board package reads the rest of the FEN.
func (l *loader) checkStart(n *yaml.Node, rs *RuleSet) {
	fields := strings.Fields(rs.StartFEN)
	if len(fields) < 2 {
		l.errorf("start", n, "expected a FEN with at least the placement and the side to move, got %q", rs.StartFEN)
		return
	}
	rows := strings.Split(fields[0], "/")
	if len(rows) != rs.Ranks {
		l.errorf("start", n, "the placement has %d ranks, want %d", len(rows), rs.Ranks)
		return
	}
	for i, row := range rows {
		if msg := checkRow(row, rs); msg != "" {
			l.errorf("start", n, "rank %d of the placement (%q): %s", rs.Ranks-i, row, msg)
		}
	}
	if fields[1] != "w" && fields[1] != "b" {
		l.errorf("start", n, "side to move %q: want w or b", fields[1])
	}
}

// checkRow checks one rank of a placement; it returns what is wrong or "".
func checkRow(row string, rs *RuleSet) string {
	width := 0
	for i := 0; i < len(row); {
		c := row[i]
		switch {
		case isDigit(c):
			j := i
			n := 0
			for j < len(row) && isDigit(row[j]) && n <= MaxSize {
				n = n*10 + int(row[j]-'0')
				j++
			}
			if n == 0 {
				return "a count of empty squares must be at least 1"
			}
			width += n
			i = j
		case letterIndex(rs.Pieces, upper(c)) >= 0:
			width++
			i++
		default:
			return fmt.Sprintf("unknown piece letter %q", rune(c))
		}
	}
	if width != rs.Files {
		return fmt.Sprintf("covers %d files, want %d", width, rs.Files)
	}
	return ""
}

// letterIndex finds a piece by its upper-case letter, or -1.
func letterIndex(pieces []Piece, letter byte) int {
	for i := range pieces {
		if pieces[i].Letter == letter {
			return i
		}
	}
	return -1
}

func upper(c byte) byte {
	if 'a' <= c && c <= 'z' {
		return c - 'a' + 'A'
	}
	return c
}
