// The evaluation module's declarations and the counting expressions.
module evaluation

phase weights: knight = 1, bishop = 1,
	rook = 2, queen = 4.5

table pst = [
	1, 2, 3, 4,
	5, -6, 7.5, 8,
	9, 10, 11, 12,
	13, 14, 15, 16,
]

let pawns = count(piece p with type == pawn)
let ranks = sum(piece p with type == pawn: p.rank) + sum(cell c: 1)
let open = exists(cell c, d with c.isEmpty, d.col == c.col) or count(cell e) > 3

sym rule files:
	piece r with type == rook, not exists(piece p with type == pawn, col == r.col):
		score pst.of(r) + pst.at($a1) * phase + taper(1, 2) "open " ++ r
	let table = 1
	score table + count(me, pawn) + count(piece x)
