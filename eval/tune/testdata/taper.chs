module search

maxDepth = 2

module evaluation

phase weights: knight = 1, bishop = 1, rook = 2, queen = 4

// Material as a middlegame and an endgame value, in one statement: each
// number its own feature, weighted by phase and 1 - phase.
sym rule material:
	let mg = sum(piece p with player == me, type == pawn: 0.8) + sum(piece p with player == me, type == knight: 3)
	let eg = sum(piece p with player == me, type == pawn: 1) + sum(piece p with player == me, type == knight: 2.8)
	score taper(mg, eg) "material"

// Several products in each value of a taper.
sym rule mobility:
	let minors = sum(piece p with player == me, type == knight or type == bishop: p.mobility)
	score taper(0.04 * minors + 0.02 * me.mobility, 0.03 * minors) "mobility"

// A literal 0 in a taper says the term has no endgame value: it stays.
// A let read twice (r * r) is a constant, the taper before it the numbers.
sym rule pawns:
	piece p with player == me, type == pawn:
		let r = p.rank - 1
		score taper(0.01, 0.03) * r * r "advance"
		if (p.isDoubled) score taper(-0.1, 0) "doubled"

rule tempo:
	score taper(0.1, 0.05) "to move"
