// The evaluation module's declarations and the counting expressions:
// phase and taper (the rule set's weights), tables read with at and of
// (the ranks turned for black), count and exists over pieces and cells,
// with several variables, with conditions on enclosing names, and
// module-level lets (computed once per position, me the side to move), and
// sums (planned as loops: tables, aggregates).
// fen: startpos
// fen: r3k2r/1pp2ppp/p1n5/3Pp1B1/1b6/2N2Q1P/PPP3P1/R3K2R w KQkq e6 0 10
// fen: r3k2r/1pp2ppp/p1n5/3Pp1B1/1b6/2N2Q1P/PPP3P1/R3K2R b KQkq - 0 10
// fen: 4k3/2p5/8/3Pp3/8/2N5/PP6/4K2R w K e6 0 1
// fen: 8/5k2/8/8/8/8/2K5/8 w - - 0 1

module evaluation

let pawns = count(piece p with type == pawn)
let myPawns = count(piece p with type == pawn, player == me)
let anyQueen = exists(piece q with type == queen)
let light = count(cell c with c.isLight, c.isEmpty)

table ranks = [
	8, 8, 8, 8, 8, 8, 8, 8.5,
	7, 7, 7, 7, 7, 7, 7, 7,
	6, 6, 6, 6, 6, 6, 6, 6,
	5, 5, 5, 5, 5, 5, 5, 5,
	4, 4, 4, 4, 4, 4, 4, 4,
	3, 3, 3, 3, 3, 3, 3, 3,
	2, 2, 2, 2, 2, 2, 2, 2,
	1, 1, 1, 1, 1, 1, 1, -1,
]

rule phaseAndTaper:
	score 0 "phase " ++ phase ++ ", taper(1, 0) " ++ taper(1, 0) ++ ", taper(-3, 5) " ++ taper(-3, 5)

rule lets:
	score pawns * 0.01 "pawns " ++ pawns ++ ", mine " ++ myPawns ++ ", queen " ++ anyQueen ++ ", light empty " ++ light

sym rule tables:
	piece p with player == me, type != pawn:
		score ranks.of(p) * 0.001 "of " ++ p ++ " " ++ ranks.of(p) ++ ", at " ++ ranks.at(p.cell)
	score ranks.at($h8) + ranks.at($h1) "corners"

sym rule files:
	piece r with player == me, type == rook or type == queen:
		if (not exists(piece p with type == pawn, col == r.col)):
			score 0.2 "open file " ++ r
		else if (not exists(piece p with type == pawn, player == me, col == r.col)):
			score 0.1 "half-open file " ++ r

sym rule pairs:
	score 0.01 * count(piece a, b with a.player == me, b.player == me, a.type == pawn, b.type == pawn, a.col == b.col) "doubled pairs"
	score 0.001 * count(cell c, d with c.inCenter, d.inCenter, c.isEmpty) "empty centre pairs"

sym rule attackers:
	piece p with player == me, type != king:
		let around = count(cell c with c.distance(p.cell) == 1, not c.attackedBy(foe).isEmpty)
		score -0.01 * around "around " ++ p ++ ": " ++ around
	if (exists(piece p)) score 0

sym rule sums:
	score sum(piece p with player == me, type == pawn: p.rank) * 0.01 "pawn ranks"
	score sum(piece p with player == me: ranks.of(p)) * 0.001 "table sum " ++ sum(piece p with player == me: ranks.of(p))
	score taper(sum(piece p with player == me: ranks.of(p)), sum(cell c with c.isEmpty, c.rank(me) > 4: 0.01)) * 0.001 "tapered"
	piece r with player == me, type == rook:
		score sum(piece p with type == pawn, col == r.col: 0.05) "pawns on the rook's file"
	score sum(piece a, b with a.player == me, b.player == me, a.type == pawn, b.type == pawn: a.cell.distance(b.cell)) * 0.001 "pawn spread"
