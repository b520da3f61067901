// chespel's default bot: a complete evaluation written in Chespel itself.
// Copy it, change a number, and see what your bot does differently:
//     chespel run mybot.chs
// Scores are in pawns, for the side to move (me). A sym rule runs for both
// players: what it gives me, it also gives the opponent, negated.
//
// The evaluation is tapered, as in every modern hand-written engine: most
// terms have a middlegame and an endgame value, and taper(mg, eg) blends
// them by the game phase (1 with all the pieces on, 0 with only kings and
// pawns). Its parts: material and piece placement (PeSTO's tables), the
// bishop pair, mobility, rooks on open files, passed and weak pawns, king
// safety, and a small bonus for the side to move.

module search

maxTime = 4

module opening

// A small book of main lines, one reply per position; outside it, the
// search decides. The positions must match exactly (move counters aside).
// As white, open with the king's pawn.
'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1' ->
	'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1';
// Against 1.e4, answer in kind.
'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1' ->
	'rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2';
// Against 1.d4, hold the centre.
'rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR b KQkq - 0 1' ->
	'rnbqkbnr/ppp1pppp/8/3p4/3P4/8/PPP1PPPP/RNBQKBNR w KQkq - 0 2';
// Against the English, take the centre.
'rnbqkbnr/pppppppp/8/8/2P5/8/PP1PPPPP/RNBQKBNR b KQkq - 0 1' ->
	'rnbqkbnr/pppp1ppp/8/4p3/2P5/8/PP1PPPPP/RNBQKBNR w KQkq - 0 2';
// Against 1.Nf3, take the centre.
'rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R b KQkq - 1 1' ->
	'rnbqkbnr/ppp1pppp/8/3p4/8/5N2/PPPPPPPP/RNBQKB1R w KQkq - 0 2';
// 1.e4 e5: develop with tempo against e5.
'rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2' ->
	'rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2';
// Defend e5.
'rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2' ->
	'r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3';
// The Ruy Lopez.
'r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3' ->
	'r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3';
// Question the bishop.
'r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3' ->
	'r1bqkbnr/1ppp1ppp/p1n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 0 4';
// The Italian game: mirror the bishop.
'r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3' ->
	'r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4';
// The Sicilian: develop.
'rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2' ->
	'rnbqkbnr/pp1ppppp/8/2p5/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2';
// The French: take the whole centre.
'rnbqkbnr/pppp1ppp/4p3/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2' ->
	'rnbqkbnr/pppp1ppp/4p3/8/3PP3/8/PPP2PPP/RNBQKBNR b KQkq - 0 2';
// The Caro-Kann: take the whole centre.
'rnbqkbnr/pp1ppppp/2p5/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2' ->
	'rnbqkbnr/pp1ppppp/2p5/8/3PP3/8/PPP2PPP/RNBQKBNR b KQkq - 0 2';
// The queen's gambit.
'rnbqkbnr/ppp1pppp/8/3p4/3P4/8/PPP1PPPP/RNBQKBNR w KQkq - 0 2' ->
	'rnbqkbnr/ppp1pppp/8/3p4/2PP4/8/PP2PPPP/RNBQKBNR b KQkq - 0 2';
// Declined, solidly.
'rnbqkbnr/ppp1pppp/8/3p4/2PP4/8/PP2PPPP/RNBQKBNR b KQkq - 0 2' ->
	'rnbqkbnr/ppp2ppp/4p3/3p4/2PP4/8/PP2PPPP/RNBQKBNR w KQkq - 0 3';
// Against the Indian defences, gain space.
'rnbqkb1r/pppppppp/5n2/8/3P4/8/PPP1PPPP/RNBQKBNR w KQkq - 1 2' ->
	'rnbqkb1r/pppppppp/5n2/8/2PP4/8/PP2PPPP/RNBQKBNR b KQkq - 0 2';

module endgame

// A lone king: drive it to the edge, then to a corner, and bring our king
// close enough to help the mate. A block applies from either side: me is
// the side with the queen (or the rook), and its score is negated when the
// lone king is to move, so the search sees the terms on every ply.
endgame 'KQk':
	rule queenMates:
		score (abs(foe.king.col - 4.5) + abs(foe.king.row - 4.5)) * 0.3 "their king to the edge"
		score (7 - me.king.pos.distance(foe.king.pos)) * 0.2 "our king closer"

endgame 'KRk':
	rule rookMates:
		score (abs(foe.king.col - 4.5) + abs(foe.king.row - 4.5)) * 0.3 "their king to the edge"
		score (7 - me.king.pos.distance(foe.king.pos)) * 0.2 "our king closer"

module evaluation

// The phase counts the pieces on the board, as PeSTO does: a knight or a
// bishop 1, a rook 2, a queen 4, so 24 at the start. phase = min(24, sum) / 24.
phase weights: knight = 1, bishop = 1, rook = 2, queen = 4

// Piece-square tables: what a piece is worth on each cell, beyond its
// material value, in the middlegame (Mg) and in the endgame (Eg). These are
// PeSTO's tables (Ronald Friederich's, tuned by Texel's method and published
// on the Chess Programming Wiki), in pawns: engine authors start from them.
// Each is written from white's side, rank 8 first, as a FEN is read; .of(p)
// reads it for black with the ranks turned. The pesto bot (chespel bots
// show pesto) is these tables and nothing else.

// Pawns: forward in the centre; in the endgame, every step toward promotion.
table pawnMg = [
	0, 0, 0, 0, 0, 0, 0, 0,
	0.98, 1.34, 0.61, 0.95, 0.68, 1.26, 0.34, -0.11,
	-0.06, 0.07, 0.26, 0.31, 0.65, 0.56, 0.25, -0.2,
	-0.14, 0.13, 0.06, 0.21, 0.23, 0.12, 0.17, -0.23,
	-0.27, -0.02, -0.05, 0.12, 0.17, 0.06, 0.1, -0.25,
	-0.26, -0.04, -0.04, -0.1, 0.03, 0.03, 0.33, -0.12,
	-0.35, -0.01, -0.2, -0.23, -0.15, 0.24, 0.38, -0.22,
	0, 0, 0, 0, 0, 0, 0, 0,
]

table pawnEg = [
	0, 0, 0, 0, 0, 0, 0, 0,
	1.78, 1.73, 1.58, 1.34, 1.47, 1.32, 1.65, 1.87,
	0.94, 1, 0.85, 0.67, 0.56, 0.53, 0.82, 0.84,
	0.32, 0.24, 0.13, 0.05, -0.02, 0.04, 0.17, 0.17,
	0.13, 0.09, -0.03, -0.07, -0.07, -0.08, 0.03, -0.01,
	0.04, 0.07, -0.06, 0.01, 0, -0.05, -0.01, -0.08,
	0.13, 0.08, 0.08, 0.1, 0.13, 0, 0.02, -0.07,
	0, 0, 0, 0, 0, 0, 0, 0,
]

// Knights: in the centre, never on the rim.
table knightMg = [
	-1.67, -0.89, -0.34, -0.49, 0.61, -0.97, -0.15, -1.07,
	-0.73, -0.41, 0.72, 0.36, 0.23, 0.62, 0.07, -0.17,
	-0.47, 0.6, 0.37, 0.65, 0.84, 1.29, 0.73, 0.44,
	-0.09, 0.17, 0.19, 0.53, 0.37, 0.69, 0.18, 0.22,
	-0.13, 0.04, 0.16, 0.13, 0.28, 0.19, 0.21, -0.08,
	-0.23, -0.09, 0.12, 0.1, 0.19, 0.17, 0.25, -0.16,
	-0.29, -0.53, -0.12, -0.03, -0.01, 0.18, -0.14, -0.19,
	-1.05, -0.21, -0.58, -0.33, -0.17, -0.28, -0.19, -0.23,
]

table knightEg = [
	-0.58, -0.38, -0.13, -0.28, -0.31, -0.27, -0.63, -0.99,
	-0.25, -0.08, -0.25, -0.02, -0.09, -0.25, -0.24, -0.52,
	-0.24, -0.2, 0.1, 0.09, -0.01, -0.09, -0.19, -0.41,
	-0.17, 0.03, 0.22, 0.22, 0.22, 0.11, 0.08, -0.18,
	-0.18, -0.06, 0.16, 0.25, 0.16, 0.17, 0.04, -0.18,
	-0.23, -0.03, -0.01, 0.15, 0.1, -0.03, -0.2, -0.22,
	-0.42, -0.2, -0.1, -0.05, -0.02, -0.2, -0.23, -0.44,
	-0.29, -0.51, -0.23, -0.15, -0.22, -0.18, -0.5, -0.64,
]

// Bishops: on long diagonals, off the first rank.
table bishopMg = [
	-0.29, 0.04, -0.82, -0.37, -0.25, -0.42, 0.07, -0.08,
	-0.26, 0.16, -0.18, -0.13, 0.3, 0.59, 0.18, -0.47,
	-0.16, 0.37, 0.43, 0.4, 0.35, 0.5, 0.37, -0.02,
	-0.04, 0.05, 0.19, 0.5, 0.37, 0.37, 0.07, -0.02,
	-0.06, 0.13, 0.13, 0.26, 0.34, 0.12, 0.1, 0.04,
	0, 0.15, 0.15, 0.15, 0.14, 0.27, 0.18, 0.1,
	0.04, 0.15, 0.16, 0, 0.07, 0.21, 0.33, 0.01,
	-0.33, -0.03, -0.14, -0.21, -0.13, -0.12, -0.39, -0.21,
]

table bishopEg = [
	-0.14, -0.21, -0.11, -0.08, -0.07, -0.09, -0.17, -0.24,
	-0.08, -0.04, 0.07, -0.12, -0.03, -0.13, -0.04, -0.14,
	0.02, -0.08, 0, -0.01, -0.02, 0.06, 0, 0.04,
	-0.03, 0.09, 0.12, 0.09, 0.14, 0.1, 0.03, 0.02,
	-0.06, 0.03, 0.13, 0.19, 0.07, 0.1, -0.03, -0.09,
	-0.12, -0.03, 0.08, 0.1, 0.13, 0.03, -0.07, -0.15,
	-0.14, -0.18, -0.07, -0.01, 0.04, -0.09, -0.15, -0.27,
	-0.23, -0.09, -0.23, -0.05, -0.09, -0.16, -0.05, -0.17,
]

// Rooks: on the seventh rank, and centralised on the first.
table rookMg = [
	0.32, 0.42, 0.32, 0.51, 0.63, 0.09, 0.31, 0.43,
	0.27, 0.32, 0.58, 0.62, 0.8, 0.67, 0.26, 0.44,
	-0.05, 0.19, 0.26, 0.36, 0.17, 0.45, 0.61, 0.16,
	-0.24, -0.11, 0.07, 0.26, 0.24, 0.35, -0.08, -0.2,
	-0.36, -0.26, -0.12, -0.01, 0.09, -0.07, 0.06, -0.23,
	-0.45, -0.25, -0.16, -0.17, 0.03, 0, -0.05, -0.33,
	-0.44, -0.16, -0.2, -0.09, -0.01, 0.11, -0.06, -0.71,
	-0.19, -0.13, 0.01, 0.17, 0.16, 0.07, -0.37, -0.26,
]

table rookEg = [
	0.13, 0.1, 0.18, 0.15, 0.12, 0.12, 0.08, 0.05,
	0.11, 0.13, 0.13, 0.11, -0.03, 0.03, 0.08, 0.03,
	0.07, 0.07, 0.07, 0.05, 0.04, -0.03, -0.05, -0.03,
	0.04, 0.03, 0.13, 0.01, 0.02, 0.01, -0.01, 0.02,
	0.03, 0.05, 0.08, 0.04, -0.05, -0.06, -0.08, -0.11,
	-0.04, 0, -0.05, -0.01, -0.07, -0.12, -0.08, -0.16,
	-0.06, -0.06, 0, 0.02, -0.09, -0.09, -0.11, -0.03,
	-0.09, 0.02, 0.03, -0.01, -0.05, -0.13, 0.04, -0.2,
]

// Queens: not out too early; central in the endgame.
table queenMg = [
	-0.28, 0, 0.29, 0.12, 0.59, 0.44, 0.43, 0.45,
	-0.24, -0.39, -0.05, 0.01, -0.16, 0.57, 0.28, 0.54,
	-0.13, -0.17, 0.07, 0.08, 0.29, 0.56, 0.47, 0.57,
	-0.27, -0.27, -0.16, -0.16, -0.01, 0.17, -0.02, 0.01,
	-0.09, -0.26, -0.09, -0.1, -0.02, -0.04, 0.03, -0.03,
	-0.14, 0.02, -0.11, -0.02, -0.05, 0.02, 0.14, 0.05,
	-0.35, -0.08, 0.11, 0.02, 0.08, 0.15, -0.03, 0.01,
	-0.01, -0.18, -0.09, 0.1, -0.15, -0.25, -0.31, -0.5,
]

table queenEg = [
	-0.09, 0.22, 0.22, 0.27, 0.27, 0.19, 0.1, 0.2,
	-0.17, 0.2, 0.32, 0.41, 0.58, 0.25, 0.3, 0,
	-0.2, 0.06, 0.09, 0.49, 0.47, 0.35, 0.19, 0.09,
	0.03, 0.22, 0.24, 0.45, 0.57, 0.4, 0.57, 0.36,
	-0.18, 0.28, 0.19, 0.47, 0.31, 0.34, 0.39, 0.23,
	-0.16, -0.27, 0.15, 0.06, 0.09, 0.17, 0.1, 0.05,
	-0.22, -0.23, -0.3, -0.16, -0.16, -0.23, -0.36, -0.32,
	-0.33, -0.28, -0.22, -0.43, -0.05, -0.32, -0.2, -0.41,
]

// The king: castled in the middlegame, central in the endgame.
table kingMg = [
	-0.65, 0.23, 0.16, -0.15, -0.56, -0.34, 0.02, 0.13,
	0.29, -0.01, -0.2, -0.07, -0.08, -0.04, -0.38, -0.29,
	-0.09, 0.24, 0.02, -0.16, -0.2, 0.06, 0.22, -0.22,
	-0.17, -0.2, -0.12, -0.27, -0.3, -0.25, -0.14, -0.36,
	-0.49, -0.01, -0.27, -0.39, -0.46, -0.44, -0.33, -0.51,
	-0.14, -0.14, -0.22, -0.46, -0.44, -0.3, -0.15, -0.27,
	0.01, 0.07, -0.08, -0.64, -0.43, -0.16, 0.09, 0.08,
	-0.15, 0.36, 0.12, -0.54, 0.08, -0.28, 0.24, 0.14,
]

table kingEg = [
	-0.74, -0.35, -0.18, -0.18, -0.11, 0.15, 0.04, -0.17,
	-0.12, 0.17, 0.14, 0.17, 0.17, 0.38, 0.23, 0.11,
	0.1, 0.17, 0.23, 0.15, 0.2, 0.45, 0.44, 0.13,
	-0.08, 0.22, 0.24, 0.27, 0.26, 0.33, 0.26, 0.03,
	-0.18, -0.04, 0.21, 0.24, 0.27, 0.23, 0.09, -0.11,
	-0.19, -0.03, 0.11, 0.21, 0.23, 0.16, 0.07, -0.09,
	-0.27, -0.11, 0.04, 0.13, 0.14, 0.04, -0.05, -0.17,
	-0.53, -0.34, -0.21, -0.11, -0.28, -0.14, -0.24, -0.43,
]

// Material and placement: each piece's value plus its table's, summed for
// the middlegame and for the endgame, then blended once by the phase.
// A sum of table reads is precomputed when the bot loads: it costs a few
// additions per piece.
sym rule pieces:
	let mg = sum(piece p with player == me, type == pawn: 0.82 + pawnMg.of(p)) +
		sum(piece p with player == me, type == knight: 3.37 + knightMg.of(p)) +
		sum(piece p with player == me, type == bishop: 3.65 + bishopMg.of(p)) +
		sum(piece p with player == me, type == rook: 4.77 + rookMg.of(p)) +
		sum(piece p with player == me, type == queen: 10.25 + queenMg.of(p)) +
		sum(piece p with player == me, type == king: kingMg.of(p))
	let eg = sum(piece p with player == me, type == pawn: 0.94 + pawnEg.of(p)) +
		sum(piece p with player == me, type == knight: 2.81 + knightEg.of(p)) +
		sum(piece p with player == me, type == bishop: 2.97 + bishopEg.of(p)) +
		sum(piece p with player == me, type == rook: 5.12 + rookEg.of(p)) +
		sum(piece p with player == me, type == queen: 9.36 + queenEg.of(p)) +
		sum(piece p with player == me, type == king: kingEg.of(p))
	score taper(mg, eg) "material and placement"

// Two bishops cover both colours of squares: worth more as the board empties.
sym rule bishopPair:
	if (me.count(bishop) >= 2) score taper(0.3, 0.5) "bishop pair"

// Mobility: pieces that can move are worth more. Each move of a knight,
// bishop, rook or queen counts, the queen's less (it has so many).
sym rule mobility:
	let minors = sum(piece p with player == me, type == knight or type == bishop: p.mobility)
	let rooks = sum(piece p with player == me, type == rook: p.mobility)
	let queens = sum(piece p with player == me, type == queen: p.mobility)
	score taper(0.04 * minors + 0.02 * rooks + 0.01 * queens, 0.04 * minors + 0.04 * rooks + 0.02 * queens) "mobility"

// Rooks want files without pawns (open) or without their own (half-open).
sym rule rooks:
	piece r with player == me, type == rook:
		if (r.col.isOpen) score taper(0.25, 0.1) "rook on an open file"
		else if (r.col.isHalfOpen(me)) score taper(0.1, 0.05) "rook on a half-open file"

// Pawn structure. A passed pawn (no enemy pawn can stop it) is worth more
// the further it has come, much more in the endgame; doubled and isolated
// pawns are weak. Against bare pieces, a passed pawn the enemy king cannot
// catch (the rule of the square) is nearly a queen.
sym rule pawns:
	piece p with player == me, type == pawn:
		if (p.isPassed):
			let r = p.rank - 1
			score taper(0.01, 0.03) * r * r "passed pawn"
			if (p.isProtectedPassed) score taper(0.05, 0.15) "protected passed pawn"
			if (not p.kingInSquare and foe.material == 0) score 5 - p.promotionDistance "unstoppable pawn"
		if (p.isDoubled) score taper(-0.1, -0.2) "doubled pawn"
		if (p.isIsolated) score taper(-0.1, -0.15) "isolated pawn"

// King safety: count the attacks of the opponent's pieces into my king
// zone (the king's cell and the cells around it), heavier pieces weighing
// more. One attacker is no attack: it takes two. Attacks matter while the
// pieces are on, so the term fades to nothing in the endgame.
sym rule kingSafety:
	let attackers = foe.kingAttackers(queen) + foe.kingAttackers(rook) + foe.kingAttackers(bishop) + foe.kingAttackers(knight)
	if (attackers >= 2):
		let attacks = foe.kingAttacks(queen) * 0.08 + foe.kingAttacks(rook) * 0.04 + foe.kingAttacks(bishop) * 0.02 + foe.kingAttacks(knight) * 0.02
		score taper(-attacks, 0) "king under attack"

// The side to move has the initiative.
rule tempo:
	score taper(0.1, 0.05) "to move"
