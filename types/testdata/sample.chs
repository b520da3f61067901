// A bot with the constructs of the project's sample bot: settings, an
// opening rule over two lines, an endgame block, sym rules, implicit
// receivers, if/else if, nested loops, a two-variable loop, [] and in.

module search

maxTime = 2


module opening

'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1' ->
	'rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR b KQkq - 0 1';


module endgame

endgame 'KRk':
	rule edge:
		piece k with player == foe, type == king:
			let away = abs(k.col - 4.5) + abs(k.row - 4.5)
			score away * 0.1 "enemy king away from the centre"
	rule closer:
		score (7 - me.king.cell.distance(foe.king.cell)) * 0.05


module evaluation

sym rule material:
	piece p with player == me:
		score p.type.value

sym rule centre:
	piece p with player == me, cell.row in [$4, $5], cell.col in [$d, $e]:
		score 1 "occupies " ++ p.cell

sym rule castling:
	if (me.castledKingSide) score 0.5 "castled king side";
	else if (me.castledQueenSide) score 0.3 "castled queen side";

sym rule pawnAdvance:
	piece p with player == me, type == pawn:
		score abs(p.cell.row - p.startingRow) * 0.1

sym rule doubledPawns:
	piece p1 with player == me, type == pawn:
		piece p2 with player == me, type == pawn, p1.cell.row < p2.cell.row:
			if (p1.cell.col == p2.cell.col) score -0.3 "doubled on " ++ p1.col

sym rule undefended:
	piece p with player == me, type != king:
		if (p.coveredBy == []) score -0.1

rule check:
	if (check(me)):
		score -0.5 "under check"

sym rule knightPair:
	piece n1, n2 with n1.player == me, n2.player == me,
	                  n1.type == knight, n2.type == knight:
		let seen = n1.visibleCells
		if (n2.pos in seen) score 0.2
