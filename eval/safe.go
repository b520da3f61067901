package eval

import "github.com/chespel/chespel/board"

// Safe mobility in the planner's forms: p.safeMobility on a loop variable
// compiles to opVarMobility with mask 1, so that a loop whose body is
// score p.safeMobility (sum(piece p ...: p.safeMobility))
// is planned as sumMobility is, and adds its pieces' safe mobility in one
// call (board.View.SafeMobilityOf, the opponent's pawn attacks computed
// once per position).

// mobility returns the mobility of the piece on i, or its safe mobility
// when safe is 1 (an opVarMobility node's mask).
func (e *evaluator) mobility(i int, safe uint64) int {
	if safe != 0 {
		return e.facts.view.SafeMobility(i)
	}
	return e.facts.view.Mobility(i)
}

// mobilityOf returns the sum of the mobility of the pieces m, or of their
// safe mobility when l sums p.safeMobility (sumSafeMobility).
func (e *evaluator) mobilityOf(l *loop, m board.Set) int {
	if l.sum == sumSafeMobility {
		return e.facts.view.SafeMobilityOf(m)
	}
	return e.facts.view.MobilityOf(m)
}
