// chespel's default bot: a complete evaluation written in Chespel itself.
// Copy it, change a number, and see what your bot does differently:
//     chespel run mybot.chs
// Scores are in pawns, for the side to move (me). A sym rule runs for both
// players: what it gives me, it also gives the opponent, negated.
//
// The evaluation is tapered, as in every modern hand-written engine: most
// terms have a middlegame and an endgame value, and taper(mg, eg) blends
// them by the game phase (1 with all the pieces on, 0 with only kings and
// pawns). Its parts: material and piece placement (PeSTO's tables,
// retuned), the bishop pair, mobility, rooks on open files, passed and weak
// pawns, king safety, threats to pieces, the pawn shield of a castled king,
// the kings' distances to passed pawns, and a bonus for the side to move.

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
// material value, in the middlegame (Mg) and in the endgame (Eg). They
// started as PeSTO's tables (Ronald Friederich's, tuned by Texel's method and
// published on the Chess Programming Wiki), which engine authors start from,
// and were tuned again with the rules' numbers on positions labelled half by
// Stockfish's judgement and half by their games' results (docs/testing.md).
// In pawns. Each is written from white's side, rank 8 first, as a FEN is
// read; .of(p) reads it for black with the ranks turned. The pesto bot
// (chespel bots show pesto) is PeSTO's own tables and nothing else.

// Pawns: forward in the centre; in the endgame, every step toward promotion.
table pawnMg = [
	0, 0, 0, 0, 0, 0, 0, 0,
	0.959, 1.34, 0.609, 0.926, 0.686, 1.222, 0.344, -0.137,
	-0.026, 0.102, 0.225, 0.295, 0.602, 0.534, 0.262, -0.179,
	-0.141, 0.121, 0.218, 0.301, 0.393, 0.073, 0.255, -0.203,
	-0.246, -0.117, 0.067, 0.237, 0.252, 0.162, -0.034, -0.275,
	-0.126, 0.004, 0.005, -0.099, 0.069, -0.034, 0.439, -0.044,
	-0.256, 0.047, -0.261, -0.188, -0.318, 0.297, 0.322, -0.157,
	0, 0, 0, 0, 0, 0, 0, 0,
]

table pawnEg = [
	0, 0, 0, 0, 0, 0, 0, 0,
	1.707, 1.632, 1.517, 1.305, 1.435, 1.266, 1.635, 1.704,
	0.89, 1.025, 0.806, 0.59, 0.508, 0.556, 0.745, 0.708,
	0.499, 0.35, 0.19, -0.076, 0.026, 0.14, 0.257, 0.193,
	0.305, 0.191, 0.081, -0.104, -0.012, -0.004, 0.117, 0.118,
	0.084, 0.161, 0.045, 0.098, -0.007, 0.057, 0.0, 0.047,
	0.343, 0.204, 0.181, 0.177, 0.153, 0.165, 0.11, -0.035,
	0, 0, 0, 0, 0, 0, 0, 0,
]

// Knights: in the centre, never on the rim.
table knightMg = [
	-1.703, -0.89, -0.341, -0.492, 0.607, -0.978, -0.15, -1.085,
	-0.737, -0.422, 0.705, 0.356, 0.219, 0.617, 0.047, -0.172,
	-0.47, 0.601, 0.367, 0.671, 0.832, 1.28, 0.707, 0.45,
	-0.07, 0.167, 0.194, 0.45, 0.383, 0.687, 0.142, 0.239,
	-0.106, 0.015, 0.231, 0.145, 0.215, 0.166, 0.263, -0.071,
	-0.242, -0.021, 0.141, 0.107, 0.201, 0.215, 0.306, -0.149,
	-0.27, -0.533, -0.083, 0.009, 0.071, 0.154, -0.116, -0.185,
	-1.052, -0.146, -0.577, -0.346, -0.148, -0.284, -0.159, -0.242,
]

table knightEg = [
	-0.599, -0.386, -0.126, -0.281, -0.313, -0.269, -0.629, -1.004,
	-0.247, -0.098, -0.258, -0.011, -0.097, -0.218, -0.273, -0.523,
	-0.245, -0.196, 0.125, 0.092, -0.006, -0.117, -0.184, -0.386,
	-0.141, 0.02, 0.229, 0.132, 0.224, 0.114, 0.063, -0.195,
	-0.188, -0.056, 0.109, 0.251, 0.095, 0.155, 0.066, -0.188,
	-0.27, -0.012, 0.004, 0.171, 0.121, -0.028, -0.181, -0.221,
	-0.417, -0.202, -0.099, -0.052, -0.013, -0.218, -0.218, -0.433,
	-0.295, -0.528, -0.223, -0.156, -0.209, -0.174, -0.531, -0.644,
]

// Bishops: on long diagonals, off the first rank.
table bishopMg = [
	-0.301, 0.04, -0.823, -0.369, -0.25, -0.424, 0.073, -0.086,
	-0.286, 0.15, -0.155, -0.119, 0.301, 0.553, 0.168, -0.454,
	-0.143, 0.384, 0.385, 0.408, 0.383, 0.498, 0.357, -0.045,
	-0.042, 0.011, 0.177, 0.41, 0.32, 0.388, 0.127, 0.014,
	-0.023, 0.098, 0.126, 0.253, 0.314, 0.093, 0.103, 0.066,
	0.035, 0.136, 0.13, 0.09, -0.055, 0.17, 0.239, -0.011,
	0.054, 0.247, 0.171, -0.111, 0.079, 0.176, 0.393, 0.022,
	-0.34, -0.045, -0.108, -0.215, -0.132, -0.131, -0.385, -0.194,
]

table bishopEg = [
	-0.144, -0.213, -0.115, -0.058, -0.079, -0.095, -0.168, -0.249,
	-0.094, -0.017, 0.107, -0.115, -0.03, -0.152, -0.058, -0.118,
	0.029, -0.039, -0.053, -0.015, 0.003, 0.051, -0.013, 0.029,
	-0.032, 0.102, 0.085, 0.065, 0.096, 0.148, 0.065, 0.009,
	-0.06, 0.065, 0.125, 0.184, 0.126, 0.121, -0.021, -0.093,
	-0.086, -0.064, 0.111, 0.078, 0.089, -0.056, -0.079, -0.134,
	-0.139, -0.084, -0.057, -0.007, 0.05, -0.123, -0.123, -0.267,
	-0.214, -0.101, -0.236, -0.081, -0.076, -0.207, -0.055, -0.139,
]

// Rooks: on the seventh rank, and centralised on the first.
table rookMg = [
	0.332, 0.407, 0.322, 0.502, 0.617, 0.095, 0.292, 0.443,
	0.255, 0.343, 0.563, 0.623, 0.806, 0.675, 0.226, 0.421,
	-0.03, 0.163, 0.292, 0.342, 0.181, 0.479, 0.611, 0.164,
	-0.203, -0.097, 0.082, 0.273, 0.24, 0.316, -0.059, -0.218,
	-0.353, -0.276, -0.128, -0.021, 0.057, -0.059, -0.001, -0.257,
	-0.365, -0.188, -0.155, -0.201, 0.05, -0.052, -0.104, -0.261,
	-0.403, -0.158, -0.208, -0.118, -0.013, 0.055, -0.114, -0.672,
	-0.141, -0.071, 0.065, 0.065, 0.218, 0.015, -0.336, -0.24,
]

table rookEg = [
	0.139, 0.08, 0.14, 0.051, 0.072, 0.132, 0.034, 0.073,
	0.154, 0.133, 0.055, 0.104, -0.054, 0.029, 0.046, 0.013,
	0.118, 0.079, 0.083, 0.07, 0.029, 0.053, -0.026, -0.024,
	0.056, 0.064, 0.197, 0.039, -0.004, -0.019, -0.004, 0.057,
	0.036, 0.047, 0.085, -0.004, -0.072, -0.052, -0.099, -0.109,
	0.025, 0.027, -0.04, -0.06, -0.059, -0.135, -0.093, -0.134,
	-0.067, -0.116, -0.003, -0.041, -0.146, -0.157, -0.115, -0.029,
	0.005, -0.05, 0.03, -0.007, -0.098, -0.117, 0.052, -0.231,
]

// Queens: not out too early; central in the endgame.
table queenMg = [
	-0.27, 0.009, 0.287, 0.134, 0.581, 0.445, 0.416, 0.415,
	-0.185, -0.403, -0.05, 0.016, -0.136, 0.518, 0.288, 0.534,
	-0.13, -0.164, 0.08, 0.091, 0.294, 0.548, 0.456, 0.511,
	-0.263, -0.274, -0.173, -0.159, -0.009, 0.071, -0.071, 0.044,
	-0.131, -0.231, -0.121, -0.08, -0.054, -0.038, -0.046, 0.003,
	-0.121, 0.037, -0.104, -0.011, -0.111, 0.031, 0.134, -0.005,
	-0.35, -0.053, 0.253, 0.133, 0.136, 0.122, -0.026, 0.027,
	-0.01, -0.143, -0.095, 0.097, -0.143, -0.227, -0.306, -0.498,
]

table queenEg = [
	-0.086, 0.22, 0.213, 0.279, 0.267, 0.192, 0.099, 0.194,
	-0.153, 0.213, 0.321, 0.427, 0.602, 0.215, 0.31, -0.003,
	-0.192, 0.06, 0.092, 0.49, 0.464, 0.334, 0.189, 0.071,
	0.033, 0.224, 0.234, 0.458, 0.572, 0.365, 0.553, 0.379,
	-0.195, 0.288, 0.184, 0.47, 0.298, 0.35, 0.372, 0.242,
	-0.161, -0.279, 0.149, 0.064, 0.082, 0.161, 0.098, 0.025,
	-0.215, -0.224, -0.289, -0.124, -0.108, -0.22, -0.352, -0.32,
	-0.326, -0.273, -0.223, -0.46, -0.039, -0.31, -0.197, -0.405,
]

// The king: castled in the middlegame, central in the endgame.
table kingMg = [
	-0.649, 0.232, 0.157, -0.15, -0.559, -0.339, 0.017, 0.131,
	0.295, -0.014, -0.196, -0.069, -0.078, -0.043, -0.38, -0.284,
	-0.094, 0.24, 0.02, -0.156, -0.191, 0.045, 0.196, -0.222,
	-0.17, -0.205, -0.105, -0.279, -0.304, -0.243, -0.132, -0.359,
	-0.486, -0.012, -0.262, -0.382, -0.458, -0.444, -0.323, -0.521,
	-0.125, -0.122, -0.226, -0.476, -0.517, -0.352, -0.16, -0.279,
	0.035, 0.052, -0.071, -0.582, -0.474, -0.174, 0.033, 0.159,
	-0.147, 0.341, 0.111, -0.502, -0.025, -0.313, 0.438, 0.163,
]

table kingEg = [
	-0.734, -0.34, -0.192, -0.186, -0.105, 0.151, 0.03, -0.166,
	-0.105, 0.17, 0.149, 0.166, 0.188, 0.361, 0.238, 0.148,
	0.084, 0.17, 0.229, 0.12, 0.258, 0.361, 0.291, 0.119,
	-0.088, 0.201, 0.273, 0.225, 0.238, 0.344, 0.34, 0.071,
	-0.165, -0.02, 0.246, 0.276, 0.231, 0.266, 0.164, -0.125,
	-0.162, 0.021, 0.148, 0.22, 0.207, 0.09, 0.118, -0.101,
	-0.246, -0.137, 0.053, 0.152, 0.101, 0.007, -0.084, -0.077,
	-0.514, -0.306, -0.141, -0.07, -0.372, -0.194, -0.426, -0.41,
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
	if (me.count(bishop) >= 2) score taper(0.134, 0.459) "bishop pair"

// Mobility: pieces that can move are worth more. Each move of a knight,
// bishop, rook or queen counts, the queen's less (it has so many).
sym rule mobility:
	let minors = sum(piece p with player == me, type == knight or type == bishop: p.mobility)
	let rooks = sum(piece p with player == me, type == rook: p.mobility)
	let queens = sum(piece p with player == me, type == queen: p.mobility)
	score taper(0.043 * minors + 0.057 * rooks + 0.019 * queens, 0.019 * minors + 0.0 * rooks + 0.07 * queens) "mobility"

// Rooks want files without pawns (open) or without their own (half-open).
sym rule rooks:
	piece r with player == me, type == rook:
		if (r.col.isOpen) score taper(0.547, 0.0) "rook on an open file"
		else if (r.col.isHalfOpen(me)) score taper(0.212, 0.3) "rook on a half-open file"

// Pawn structure. A passed pawn (no enemy pawn can stop it) is worth more
// the further it has come, much more in the endgame; doubled and isolated
// pawns are weak. Against bare pieces, a passed pawn the enemy king cannot
// catch (the rule of the square) is nearly a queen.
sym rule pawns:
	piece p with player == me, type == pawn:
		if (p.isPassed):
			let r = p.rank - 1
			score taper(0.0, 0.014) * r * r "passed pawn"
			if (p.isProtectedPassed) score taper(0.0, 0.25) "protected passed pawn"
			if (not p.kingInSquare and foe.material == 0) score 5.015 - p.promotionDistance "unstoppable pawn"
		if (p.isDoubled) score taper(-0.082, -0.12) "doubled pawn"
		if (p.isIsolated) score taper(-0.085, -0.054) "isolated pawn"

// King safety: count the attacks of the opponent's pieces into my king
// zone (the king's cell and the cells around it), heavier pieces weighing
// more. One attacker is no attack: it takes two, and more attackers make
// each attack count more (the attacks times the attackers). Attacks matter
// while the pieces are on, so the term fades to nothing in the endgame.
sym rule kingSafety:
	let attackers = foe.kingAttackers(queen) + foe.kingAttackers(rook) + foe.kingAttackers(bishop) + foe.kingAttackers(knight)
	if (attackers >= 2):
		let attacks = foe.kingAttacks(queen) * 0.189 + foe.kingAttacks(rook) * 0.026 + foe.kingAttacks(bishop) * 0.0 + foe.kingAttacks(knight) * 0.021
		score taper(-attacks, 0) "king under attack"
		let hits = foe.kingAttacks(queen) + foe.kingAttacks(rook) + foe.kingAttacks(bishop) + foe.kingAttacks(knight)
		score taper(-0.027, 0) * hits * attackers "many attackers"

// Threats: a piece (not a pawn, not the king) that an enemy pawn attacks
// must move or is lost; one that is attacked and that nothing defends
// (hanging) may be taken for free.
sym rule threats:
	piece p with player == me, type != pawn, type != king, attackedBy != []:
		if (not p.cell.attackers(foe, pawn).isEmpty) score taper(-0.571, -0.385) "attacked by a pawn"
		else if (p.coveredBy == []) score taper(-0.398, -0.198) "hanging"

// The pawn shield: pawns just in front of a castled king (on its col and
// the cols beside it, one rank ahead) keep the attackers out.
sym rule pawnShield:
	if (me.castled):
		let k = me.king
		let shield = count(piece q with player == me, type == pawn, rank == k.rank + 1, abs(q.col - k.col) <= 1)
		score taper(0.098, 0) * shield "pawn shield"

// In the endgame a passed pawn wants our king near it and theirs far, the
// more the further it has come.
sym rule passerKings:
	piece p with player == me, type == pawn, isPassed:
		score taper(0, 0.054) * (p.rank - 1) * (foe.king.cell.distance(p.cell) - me.king.cell.distance(p.cell)) "kings by the passed pawn"
		if (p.rank >= 4 and not exists(piece q with col == p.col, cell.rank(me) == p.rank + 1)) score taper(0.0, 0.111) * (p.rank - 1) "free path"

// The side to move has the initiative.
rule tempo:
	score taper(0.444, 0.088) "to move"
