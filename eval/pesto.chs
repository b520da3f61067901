// chespel's pesto bot: PeSTO's evaluation function, written in Chespel.
// Ronald Friederich's piece-square tables and phase weights, as the Chess
// Programming Wiki publishes them ("PeSTO's Evaluation Function", tuned
// with Texel's method): every piece scores its type's value plus its
// table's value for its cell, once for the middlegame and once for the
// endgame; the two totals are blended once by the game phase (knight and
// bishop count 1, rook 2, queen 4: 24 at the start). Nothing else: no mobility, no
// pawn structure, no king safety. Scores are in pawns for the side to move,
// PeSTO's centipawns divided by 100. A table is written from white's side,
// rank 8 first, as a FEN is read; .of(piece) turns it for black.

module search

maxTime = 4

module evaluation

phase weights: knight = 1, bishop = 1, rook = 2, queen = 4

// The pawn's middlegame value (82 centipawns) plus its table.
table pawnMg = [
	0.82, 0.82, 0.82, 0.82, 0.82, 0.82, 0.82, 0.82,
	1.8, 2.16, 1.43, 1.77, 1.5, 2.08, 1.16, 0.71,
	0.76, 0.89, 1.08, 1.13, 1.47, 1.38, 1.07, 0.62,
	0.68, 0.95, 0.88, 1.03, 1.05, 0.94, 0.99, 0.59,
	0.55, 0.8, 0.77, 0.94, 0.99, 0.88, 0.92, 0.57,
	0.56, 0.78, 0.78, 0.72, 0.85, 0.85, 1.15, 0.7,
	0.47, 0.81, 0.62, 0.59, 0.67, 1.06, 1.2, 0.6,
	0.82, 0.82, 0.82, 0.82, 0.82, 0.82, 0.82, 0.82,
]

// The pawn's endgame value (94 centipawns) plus its table.
table pawnEg = [
	0.94, 0.94, 0.94, 0.94, 0.94, 0.94, 0.94, 0.94,
	2.72, 2.67, 2.52, 2.28, 2.41, 2.26, 2.59, 2.81,
	1.88, 1.94, 1.79, 1.61, 1.5, 1.47, 1.76, 1.78,
	1.26, 1.18, 1.07, 0.99, 0.92, 0.98, 1.11, 1.11,
	1.07, 1.03, 0.91, 0.87, 0.87, 0.86, 0.97, 0.93,
	0.98, 1.01, 0.88, 0.95, 0.94, 0.89, 0.93, 0.86,
	1.07, 1.02, 1.02, 1.04, 1.07, 0.94, 0.96, 0.87,
	0.94, 0.94, 0.94, 0.94, 0.94, 0.94, 0.94, 0.94,
]

// The knight's middlegame value (337 centipawns) plus its table.
table knightMg = [
	1.7, 2.48, 3.03, 2.88, 3.98, 2.4, 3.22, 2.3,
	2.64, 2.96, 4.09, 3.73, 3.6, 3.99, 3.44, 3.2,
	2.9, 3.97, 3.74, 4.02, 4.21, 4.66, 4.1, 3.81,
	3.28, 3.54, 3.56, 3.9, 3.74, 4.06, 3.55, 3.59,
	3.24, 3.41, 3.53, 3.5, 3.65, 3.56, 3.58, 3.29,
	3.14, 3.28, 3.49, 3.47, 3.56, 3.54, 3.62, 3.21,
	3.08, 2.84, 3.25, 3.34, 3.36, 3.55, 3.23, 3.18,
	2.32, 3.16, 2.79, 3.04, 3.2, 3.09, 3.18, 3.14,
]

// The knight's endgame value (281 centipawns) plus its table.
table knightEg = [
	2.23, 2.43, 2.68, 2.53, 2.5, 2.54, 2.18, 1.82,
	2.56, 2.73, 2.56, 2.79, 2.72, 2.56, 2.57, 2.29,
	2.57, 2.61, 2.91, 2.9, 2.8, 2.72, 2.62, 2.4,
	2.64, 2.84, 3.03, 3.03, 3.03, 2.92, 2.89, 2.63,
	2.63, 2.75, 2.97, 3.06, 2.97, 2.98, 2.85, 2.63,
	2.58, 2.78, 2.8, 2.96, 2.91, 2.78, 2.61, 2.59,
	2.39, 2.61, 2.71, 2.76, 2.79, 2.61, 2.58, 2.37,
	2.52, 2.3, 2.58, 2.66, 2.59, 2.63, 2.31, 2.17,
]

// The bishop's middlegame value (365 centipawns) plus its table.
table bishopMg = [
	3.36, 3.69, 2.83, 3.28, 3.4, 3.23, 3.72, 3.57,
	3.39, 3.81, 3.47, 3.52, 3.95, 4.24, 3.83, 3.18,
	3.49, 4.02, 4.08, 4.05, 4, 4.15, 4.02, 3.63,
	3.61, 3.7, 3.84, 4.15, 4.02, 4.02, 3.72, 3.63,
	3.59, 3.78, 3.78, 3.91, 3.99, 3.77, 3.75, 3.69,
	3.65, 3.8, 3.8, 3.8, 3.79, 3.92, 3.83, 3.75,
	3.69, 3.8, 3.81, 3.65, 3.72, 3.86, 3.98, 3.66,
	3.32, 3.62, 3.51, 3.44, 3.52, 3.53, 3.26, 3.44,
]

// The bishop's endgame value (297 centipawns) plus its table.
table bishopEg = [
	2.83, 2.76, 2.86, 2.89, 2.9, 2.88, 2.8, 2.73,
	2.89, 2.93, 3.04, 2.85, 2.94, 2.84, 2.93, 2.83,
	2.99, 2.89, 2.97, 2.96, 2.95, 3.03, 2.97, 3.01,
	2.94, 3.06, 3.09, 3.06, 3.11, 3.07, 3, 2.99,
	2.91, 3, 3.1, 3.16, 3.04, 3.07, 2.94, 2.88,
	2.85, 2.94, 3.05, 3.07, 3.1, 3, 2.9, 2.82,
	2.83, 2.79, 2.9, 2.96, 3.01, 2.88, 2.82, 2.7,
	2.74, 2.88, 2.74, 2.92, 2.88, 2.81, 2.92, 2.8,
]

// The rook's middlegame value (477 centipawns) plus its table.
table rookMg = [
	5.09, 5.19, 5.09, 5.28, 5.4, 4.86, 5.08, 5.2,
	5.04, 5.09, 5.35, 5.39, 5.57, 5.44, 5.03, 5.21,
	4.72, 4.96, 5.03, 5.13, 4.94, 5.22, 5.38, 4.93,
	4.53, 4.66, 4.84, 5.03, 5.01, 5.12, 4.69, 4.57,
	4.41, 4.51, 4.65, 4.76, 4.86, 4.7, 4.83, 4.54,
	4.32, 4.52, 4.61, 4.6, 4.8, 4.77, 4.72, 4.44,
	4.33, 4.61, 4.57, 4.68, 4.76, 4.88, 4.71, 4.06,
	4.58, 4.64, 4.78, 4.94, 4.93, 4.84, 4.4, 4.51,
]

// The rook's endgame value (512 centipawns) plus its table.
table rookEg = [
	5.25, 5.22, 5.3, 5.27, 5.24, 5.24, 5.2, 5.17,
	5.23, 5.25, 5.25, 5.23, 5.09, 5.15, 5.2, 5.15,
	5.19, 5.19, 5.19, 5.17, 5.16, 5.09, 5.07, 5.09,
	5.16, 5.15, 5.25, 5.13, 5.14, 5.13, 5.11, 5.14,
	5.15, 5.17, 5.2, 5.16, 5.07, 5.06, 5.04, 5.01,
	5.08, 5.12, 5.07, 5.11, 5.05, 5, 5.04, 4.96,
	5.06, 5.06, 5.12, 5.14, 5.03, 5.03, 5.01, 5.09,
	5.03, 5.14, 5.15, 5.11, 5.07, 4.99, 5.16, 4.92,
]

// The queen's middlegame value (1025 centipawns) plus its table.
table queenMg = [
	9.97, 10.25, 10.54, 10.37, 10.84, 10.69, 10.68, 10.7,
	10.01, 9.86, 10.2, 10.26, 10.09, 10.82, 10.53, 10.79,
	10.12, 10.08, 10.32, 10.33, 10.54, 10.81, 10.72, 10.82,
	9.98, 9.98, 10.09, 10.09, 10.24, 10.42, 10.23, 10.26,
	10.16, 9.99, 10.16, 10.15, 10.23, 10.21, 10.28, 10.22,
	10.11, 10.27, 10.14, 10.23, 10.2, 10.27, 10.39, 10.3,
	9.9, 10.17, 10.36, 10.27, 10.33, 10.4, 10.22, 10.26,
	10.24, 10.07, 10.16, 10.35, 10.1, 10, 9.94, 9.75,
]

// The queen's endgame value (936 centipawns) plus its table.
table queenEg = [
	9.27, 9.58, 9.58, 9.63, 9.63, 9.55, 9.46, 9.56,
	9.19, 9.56, 9.68, 9.77, 9.94, 9.61, 9.66, 9.36,
	9.16, 9.42, 9.45, 9.85, 9.83, 9.71, 9.55, 9.45,
	9.39, 9.58, 9.6, 9.81, 9.93, 9.76, 9.93, 9.72,
	9.18, 9.64, 9.55, 9.83, 9.67, 9.7, 9.75, 9.59,
	9.2, 9.09, 9.51, 9.42, 9.45, 9.53, 9.46, 9.41,
	9.14, 9.13, 9.06, 9.2, 9.2, 9.13, 9, 9.04,
	9.03, 9.08, 9.14, 8.93, 9.31, 9.04, 9.16, 8.95,
]

// The king's middlegame value (0 centipawns) plus its table.
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

// The king's endgame value (0 centipawns) plus its table.
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

// The pieces: the middlegame values and the endgame values added up exactly,
// mine minus the opponent's, then blended once by the phase, as PeSTO does.
rule pieces:
	let mg = sum(piece p with player == me, type == pawn: pawnMg.of(p)) - sum(piece p with player == foe, type == pawn: pawnMg.of(p)) +
		sum(piece p with player == me, type == knight: knightMg.of(p)) - sum(piece p with player == foe, type == knight: knightMg.of(p)) +
		sum(piece p with player == me, type == bishop: bishopMg.of(p)) - sum(piece p with player == foe, type == bishop: bishopMg.of(p)) +
		sum(piece p with player == me, type == rook: rookMg.of(p)) - sum(piece p with player == foe, type == rook: rookMg.of(p)) +
		sum(piece p with player == me, type == queen: queenMg.of(p)) - sum(piece p with player == foe, type == queen: queenMg.of(p)) +
		sum(piece p with player == me, type == king: kingMg.of(p)) - sum(piece p with player == foe, type == king: kingMg.of(p))
	let eg = sum(piece p with player == me, type == pawn: pawnEg.of(p)) - sum(piece p with player == foe, type == pawn: pawnEg.of(p)) +
		sum(piece p with player == me, type == knight: knightEg.of(p)) - sum(piece p with player == foe, type == knight: knightEg.of(p)) +
		sum(piece p with player == me, type == bishop: bishopEg.of(p)) - sum(piece p with player == foe, type == bishop: bishopEg.of(p)) +
		sum(piece p with player == me, type == rook: rookEg.of(p)) - sum(piece p with player == foe, type == rook: rookEg.of(p)) +
		sum(piece p with player == me, type == queen: queenEg.of(p)) - sum(piece p with player == foe, type == queen: queenEg.of(p)) +
		sum(piece p with player == me, type == king: kingEg.of(p)) - sum(piece p with player == foe, type == king: kingEg.of(p))
	score taper(mg, eg) "middlegame " ++ mg ++ ", endgame " ++ eg ++ ", phase " ++ phase
