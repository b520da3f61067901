// Loops: board order, players, types, several variables (ordered tuples of
// distinct values), conditions on earlier variables, cell loops, bare
// functions in one-variable loops, nested loops, loops without with.
// fen: 4k3/2p5/8/3Pp3/8/2N5/PP6/4K2R w K e6 0 1
// fen: 4k3/2p5/8/3Pp3/8/2N5/PP6/4K2R b K - 0 1

module evaluation

rule everyPiece:
	piece p:
		score 0 "" ++ p

rule mine:
	piece p with player == me:
		score 0 "mine " ++ p

rule theirsNotPawns:
	piece p with player == foe, type != pawn:
		score 0 "theirs " ++ p

rule pawnAndPiece:
	piece a, b with a.player == me, b.player == me, a.type == pawn, b.type != pawn:
		score 0 a ++ " with " ++ b

rule distinctPairs:
	piece a, b with a.type == pawn, b.type == pawn, a.player == b.player:
		score 0.01 "pair " ++ a.cell ++ b.cell

rule laterCondition:
	piece a, b with a.type == king, b.row == a.row:
		score 0 a ++ " beside " ++ b

rule orCondition:
	piece p with type == knight or type == rook:
		score 0 "knight or rook " ++ p

rule noWith:
	cell c:
		score 0.001

rule backRow:
	cell c with c.row == $8, c.isEmpty:
		score 0 "empty " ++ c

rule attacked:
	cell c with attackedBy(me).len >= 2:
		score 0 "twice " ++ c

rule cellPairs:
	cell a, b with a.inCenter, b.inCenter, a.col == b.col:
		score 0 "centre " ++ a ++ b

rule nested:
	piece k with type == king:
		piece p with player == k.player, type == pawn:
			if (p.row > $2) score 0 k ++ " pawn ahead " ++ p

rule noVariable:
	piece p with me.check, player == me:
		score 100 "never"
	piece p with not me.check, player == me, type == king:
		score 1 "king not in check"

rule bodyIf:
	piece p with player == me:
		if (p.col == $d) score 0.5 "on d"
		else score 0.25 "not on d"
