module search

maxDepth = 2

module evaluation

// Tables read in a sum of a tapered score are tuned, cell by cell.
table pawnMg = [
	0, 0, 0, 0, 0, 0, 0, 0,
	0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5,
	0.2, 0.2, 0.3, 0.4, 0.4, 0.3, 0.2, 0.2,
	0, 0, 0.1, 0.3, 0.3, 0.1, 0, 0,
	0, 0, 0, 0.2, 0.2, 0, 0, 0,
	0, 0, -0.1, 0, 0, -0.1, 0, 0,
	0, 0, 0, -0.2, -0.2, 0, 0, 0,
	0, 0, 0, 0, 0, 0, 0, 0,
]

table knightEg = [
	-0.5, -0.4, -0.3, -0.3, -0.3, -0.3, -0.4, -0.5,
	-0.3, 0, 0.1, 0.15, 0.15, 0.1, 0, -0.3,
	-0.3, 0, 0.1, 0.15, 0.15, 0.1, 0, -0.3,
	-0.3, 0, 0.1, 0.15, 0.15, 0.1, 0, -0.3,
	-0.3, 0, 0.1, 0.15, 0.15, 0.1, 0, -0.3,
	-0.3, 0, 0.1, 0.15, 0.15, 0.1, 0, -0.3,
	-0.3, 0, 0.1, 0.15, 0.15, 0.1, 0, -0.3,
	-0.5, -0.4, -0.3, -0.3, -0.3, -0.3, -0.4, -0.5,
]

// A table that a condition reads is not.
table steer = [
	0, 0, 0, 0, 0, 0, 0, 0,
	0, 0, 0, 0, 0, 0, 0, 0,
	0, 0, 0, 0, 0, 0, 0, 0,
	0, 0, 0, 0, 0, 0, 0, 0,
	0, 0, 0, 0, 0, 0, 0, 0,
	0, 0, 0, 0, 0, 0, 0, 0,
	0, 0, 0, 0, 0, 0, 0, 0,
	0, 0, 0, 0, 0, 0, 0, 0,
]

sym rule pieces:
	let mg = sum(piece p with player == me, type == pawn: 1 + pawnMg.of(p))
	let eg = sum(piece p with player == me, type == knight: 3 - knightEg.of(p))
	score taper(mg, eg) "material and placement"

sym rule steered:
	piece p with player == me, type == knight:
		if (steer.of(p) > 0) score 0.1
