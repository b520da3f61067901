// Module-level lets: computed once per position, in the first slots of
// every rule's frame; a count's variables take the slots after them.

module evaluation

let pawns = count(piece p with type == pawn)
let open = count(cell c with c.isEmpty, c.row == $4) + pawns
let heavy = exists(piece q with type == queen or type == rook)

rule lets:
	score pawns * 0.01 + open * 0.001
	if (heavy) score 0.1

sym rule openFiles:
	piece r with type == rook, player == me:
		let mine = count(piece p with type == pawn, player == me, col == r.col)
		if (mine == 0) score 0.2 "open for " ++ r


module endgame
endgame 'KRk':
	rule late:
		score pawns
