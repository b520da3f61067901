module search

maxDepth = 1

module evaluation

// Material with every piece worth 1, for chespel tune.
sym rule material:
	piece p with player == me, type == pawn:
		score 1
	piece p with player == me, type == knight:
		score 1
	piece p with player == me, type == bishop:
		score 1
	piece p with player == me, type == rook:
		score 1
	piece p with player == me, type == queen:
		score 1
