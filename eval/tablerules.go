package eval

// A sym rule whose passes are each the same loop read off a piece-square
// table on words (loop.wordTable: example5's pstPawn and doubledPawns,
// thirty of seventy's rules) only adds table entries: it binds no name,
// reads no let and cannot fail. Outside verbose mode such rules run as one
// group, at the place of the first of them: each member's table for me,
// then for the foe, with no rule, pass or statement dispatched per member.
// The total is the same sum in another order; verbose mode (Explain) runs
// the rules as written, for their justifications in order.

// groupTables returns the rules that an evaluation outside verbose mode
// runs: copies of rules, with the sym rules that are one word-table loop
// gathered into one rule (rule.tables) at the place of the first of them.
func groupTables(rules []*rule) []*rule {
	var out []*rule
	var group *rule
	for _, r := range rules {
		if !tableOnly(r) {
			fast := *r // planned again in this order (planFast)
			out = append(out, &fast)
			continue
		}
		if group == nil {
			group = &rule{name: r.name, sym: true}
			out = append(out, group)
		}
		group.tables = append(group.tables, r.loops[0])
	}
	return out
}

// tableOnly reports whether r is a sym rule whose two passes are the same
// word-table loop.
func tableOnly(r *rule) bool {
	return r.sym && r.loops[0] != nil && r.loops[0] == r.loops[1] && r.loops[0].wordTable
}

// runTables runs a group of table rules (groupTables): every member's
// table for the side to move, then for the other side, negated.
func (e *evaluator) runTables(r *rule) {
	e.rule = r
	side := e.facts.side
	for pass := range 2 {
		e.me, e.sign = side^pass, 1-2*int64(pass)
		for _, l := range r.tables {
			e.loop(l)
		}
	}
}

// planFast plans the passes of the rules that an evaluation outside
// verbose mode runs (groupTables' copies), in their order: a group of table
// rules writes no slot, so the rule after it finds the lets that the rule
// before the group left (example5's kingSafety and pstRook find pc, which
// verbose mode computes again after isolatedPawns and pstBishop bound
// their pieces in pc's slot).
func planFast(rules []*rule) {
	var plain []*rule
	for _, r := range rules {
		if r.tables == nil {
			plain = append(plain, r)
		}
	}
	planPasses(plain)
	for _, r := range plain {
		pruneDeadLets(r)
	}
}
