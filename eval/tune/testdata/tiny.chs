module search

maxDepth = 2

module evaluation

// Every piece worth 1, to be tuned.
sym rule material:
	piece p with player == me, type == pawn:
		score 1 "pawn"
	piece p with player == me, type == knight:
		score    1 // spaces kept
	piece p with player == me, type == bishop:
		score 1
	piece p with player == me, type == rook:
		score 1
	piece p with player == me, type == queen:
		score 1

sym rule activity: // tune: fixed
	score me.mobility * 0.01

sym rule center:
	piece p with player == me, type == pawn, cell.inCenter:
		score 0.2 /* in the center */ * 1
	score -0.1 * len(me.pieces) / 16 // a factor behind a minus, a dividend

sym rule lets:
	let w = 0.02
	let most = 4
	let sq = 0.5
	piece p with player == me, type == pawn:
		score p.rank * w "advance"
	score min(most, len(me.pieces)) * 0.05
	score sq * sq

rule notLinear:
	score min(1, 0.5)

rule kept:
	score 2 * 0 // tune: fixed

let tempoBonus = 0.1

rule tempo:
	score tempoBonus "to move"

module endgame

endgame 'KRk':
	rule edge:
		score (abs(foe.king.col - 4.5) + abs(foe.king.row - 4.5)) * 0.3 "their king to the edge"
