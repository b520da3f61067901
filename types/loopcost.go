package types

import (
	"fmt"
	"math"

	"github.com/chespel/chespel/board"
	"github.com/chespel/chespel/parser"
)

// maxBindings is the number of variable bindings per evaluation above which
// a loop draws a warning: a loop over that many combinations can make one
// evaluation take seconds, longer than a move may take.
const maxBindings = 1e6

// loopDomain is how many values one variable of a loop of kind k may take:
// the pieces of the start position, or the cells of the board.
func (c *checker) loopDomain(k parser.LoopKind) float64 {
	r := c.game.rules
	if k == parser.CellLoop {
		return float64(r.Files() * r.Ranks())
	}
	p := r.StartPosition()
	return float64(len(p.PieceList(board.White)) + len(p.PieceList(board.Black)))
}

// loopCost warns about a loop whose bindings, with those of the loops
// around it (outer), may pass maxBindings; vars counts its distinct
// variables per evaluation, and returns its
// bindings for the loops inside it.
func (c *checker) loopCost(s *parser.LoopStmt, vars int, outer float64) float64 {
	domain := c.loopDomain(s.Kind)
	own := math.Pow(domain, float64(vars))
	total := outer * own
	if total > maxBindings && outer <= maxBindings {
		c.warnf(s.Pos, "this loop may bind up to %s combinations per evaluation (%s %ss ^ %s%s): one evaluation could take seconds; use fewer variables",
			approx(total), fmt.Sprint(domain), s.Kind, plural(vars, "variable"), outerNote(outer))
	}
	return total
}

// outerNote mentions the loops around a loop when there are any.
func outerNote(outer float64) string {
	if outer <= 1 {
		return ""
	}
	return ", times " + approx(outer) + " of the loops around it"
}

// approx writes a count for a message: exact up to a million, then as
// a power of ten.
func approx(n float64) string {
	if n < 1e7 {
		return fmt.Sprintf("%.0f", n)
	}
	return fmt.Sprintf("%.1e", n)
}
