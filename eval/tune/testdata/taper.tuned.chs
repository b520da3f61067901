module search

maxDepth = 2

module evaluation

phase weights: knight = 1, bishop = 1, rook = 2, queen = 4

// Material as a middlegame and an endgame value, in one statement: each
// number its own feature, weighted by phase and 1 - phase.
sym rule material:
	let mg = sum(piece p with player == me, type == pawn: 0.875) + sum(piece p with player == me, type == knight: 2.928)
	let eg = sum(piece p with player == me, type == pawn: 2.328) + sum(piece p with player == me, type == knight: 2.677)
	score taper(mg, eg) "material"

// Several products in each value of a taper.
sym rule mobility:
	let minors = sum(piece p with player == me, type == knight or type == bishop: p.mobility)
	score taper(0.0 * minors + 0.168 * me.mobility, 0.0 * minors) "mobility"

// A literal 0 in a taper says the term has no endgame value: it stays.
// A let read twice (r * r) is a constant, the taper before it the numbers.
sym rule pawns:
	piece p with player == me, type == pawn:
		let r = p.rank - 1
		score taper(0.0, 0.0) * r * r "advance"
		if (p.isDoubled) score taper(-0.1, 0) "doubled"

rule tempo:
	score taper(0.0, 0.0) "to move"
