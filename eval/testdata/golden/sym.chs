// sym rules: the second pass swaps the players and negates every score;
// the lines show the effect on the score, prefixed me: or foe:, and lines
// that print the same are mashed with their sum and count.
// fen: startpos
// fen: 4k3/pp6/8/8/8/8/PPP5/4K3 w - - 0 1
// fen: 4k3/pp6/8/8/8/8/PPP5/4K3 b - - 0 1

module evaluation

sym rule pawns:
	piece p with player == me, type == pawn:
		score 1 "pawn"

sym rule material:
	score me.material

sym rule negative:
	score -0.5 "a cost"

sym rule players:
	score 0 "me is " ++ me ++ ", foe is " ++ foe ++ ", me.toMove " ++ me.toMove
	piece p with player == me, type == king:
		score 0 "my king is " ++ p

rule notSym:
	score 0.5 "to move"
	score 0.5 "to move"
