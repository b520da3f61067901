// A capablanca bot: chess on 10×8 with an archbishop (bishop and knight)
// and a chancellor (rook and knight). Cols run to $j.

module search

game = "capablanca"
maxDepth = 2


module opening

'rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1' ->
	'rnabqkbcnr/pppppppppp/10/10/5P4/10/PPPPP1PPPP/RNABQKBCNR b KQkq - 0 1';


module evaluation

sym rule material:
	piece p with player == me:
		score p.value

sym rule compounds:
	piece p with player == me, type in [archbishop, chancellor]:
		score 0.03 * p.mobility "active " ++ p

sym rule centre:
	piece p with player == me, cell.col in [$e, $f], cell.row in [$4, $5]:
		score 0.2 "occupies " ++ p.cell

sym rule pawns:
	piece p with player == me, type == pawn:
		if (p.isPassed) score 0.1 * p.rank "passed " ++ p.cell
		if (p.isDoubled) score -0.2

sym rule castling:
	if (me.castled) score 0.4 "castled"
	else if (me.king.cell in [$f1, $f8] and not me.canCastle) score -0.3 "lost the right to castle"

sym rule edgeRooks:
	piece r with player == me, type == rook, cell.col in [$a, $j]:
		score 0.05 * len(r.visibleCells)
