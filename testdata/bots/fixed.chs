// A small bot with a fixed search depth, so that its moves are the same on
// every run: material, the centre, pawn advance, and one opening rule.

module search

maxTime = 60
maxDepth = 2


module opening

'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1' ->
	'rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR b KQkq - 0 1';


module evaluation

sym rule material:
	piece p with player == me, type != king:
		score p.value

sym rule centre:
	piece p with player == me, cell.row in [$4, $5], cell.col in [$d, $e]:
		score 0.2 "occupies " ++ p.cell

sym rule pawnAdvance:
	piece p with player == me, type == pawn:
		score abs(p.cell.row - p.startingRow) * 0.05
