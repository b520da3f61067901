module search

maxDepth = 2

module evaluation

// Every piece worth 1, to be tuned.
sym rule material:
	piece p with player == me, type == pawn:
		score 0.947 "pawn"
	piece p with player == me, type == knight:
		score    1.192 // spaces kept
	piece p with player == me, type == bishop:
		score 0.06
	piece p with player == me, type == rook:
		score 9.838
	piece p with player == me, type == queen:
		score 9.72

sym rule activity: // tune: fixed
	score me.mobility * 0.01

sym rule center:
	piece p with player == me, type == pawn, cell.inCenter:
		score 0.373 /* in the center */ * 1
	score -0.0 * len(me.pieces) / 16 // a factor behind a minus, a dividend

rule notLinear:
	score min(1, 0.5)

rule kept:
	score 2 * 0 // tune: fixed

module endgame

endgame 'KRk':
	rule edge:
		score (abs(foe.king.col - 4.5) + abs(foe.king.row - 4.5)) * 0.159 "their king to the edge"
