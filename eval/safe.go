package eval

import "github.com/chespel/chespel/board"

// Safe mobility in the planner's forms: p.safeMobility on a loop variable
// compiles to opVarMobility with mask 1, so that a loop whose body is
// score p.safeMobility (the default bot's sum(piece p ...: p.safeMobility))
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

// sumSafeMobilities adds up the safe mobility of the pieces m: a loop
// whose body is score p.safeMobility.
func (e *evaluator) sumSafeMobilities(m board.Set) {
	e.total += int64(e.facts.view.SafeMobilityOf(m)) * 1000 * e.sign
}
