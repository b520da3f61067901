module search

maxDepth = 2

module evaluation

// Every piece worth 1, to be tuned.
sym rule material:
	piece p with player == me, type == pawn:
		score 0.935 "pawn"
	piece p with player == me, type == knight:
		score    1.209 // spaces kept
	piece p with player == me, type == bishop:
		score 0.141
	piece p with player == me, type == rook:
		score 8.338
	piece p with player == me, type == queen:
		score 8.267

sym rule activity: // tune: fixed
	score me.mobility * 0.01

sym rule center:
	piece p with player == me, type == pawn, cell.inCenter:
		score 0.429 /* in the center */ * 1
	score -0.0 * len(me.pieces) / 16 // a factor behind a minus, a dividend

rule notLinear:
	score min(1, 0.5)

rule kept:
	score 2 * 0 // tune: fixed
