// A loop that chespel check hints about: its condition reads the
// position for each of many pairs of pieces, so the planner cannot fold it.
module evaluation

sym rule tension:
	piece a, b with a.player == me, b.player == foe, a.attackedBy.len > b.coveredBy.len:
		score 0.01
