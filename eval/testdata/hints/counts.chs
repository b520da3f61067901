// Counting expressions that run slowly draw hints as loops do; their fast
// forms (last rules) draw none.
module evaluation

// A count over pairs that tests the position for each pair.
sym rule tradeable:
	score 0.01 * count(piece a, b with a.player == me, b.player == foe, a.attackedBy.len > b.coveredBy.len)

// An exists over pairs: up to every pair when none passes.
sym rule contact:
	if (exists(piece a, b with a.player == me, b.player == foe, len(a.attackedBy) + len(b.attackedBy) > 3)):
		score 0.05

// A sum whose value reads the position for each cell.
sym rule control:
	score sum(cell c with c.row >= $1: len(c.attackedBy(me)) * len(c.attackedBy(foe)) * 0.01 - len(c.attackedBy(foe)) * 0.02)

// A module-level let is checked too.
let pressure = count(piece a, b with a.player == me, b.player == foe, a.attackedBy.len + b.attackedBy.len > 2)

sym rule pressed:
	score 0.01 * pressure

// Fast forms: conditions that choose candidates, a table-like value.
sym rule fast:
	score 0.1 * count(piece p with player == me, type == pawn, row >= $5)
	if (not exists(piece p with player == foe, type == queen)):
		score 0.2
	score sum(piece p with player == me, type == knight: p.row * 0.01)

// A sum over pairs whose value reads the position.
sym rule attacked:
	score sum(piece a, b with a.player == me, b.player == foe: len(a.attackedBy) * len(b.coveredBy) * 0.01)

// A sum over one piece whose value reads the position at length.
sym rule safety:
	score sum(piece p: len(p.attackedBy) * len(p.coveredBy) * 0.01 + len(p.attackedBy) * len(p.attackedBy) * 0.02 + len(p.coveredBy) * len(p.coveredBy) * 0.03 - len(p.attackedBy) * 0.04 + len(p.coveredBy) * 0.05)
