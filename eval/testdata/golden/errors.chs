// Run-time errors name the file, the line, the column and the rule; a
// position without the error evaluates normally.
// fen: 4k3/8/8/8/8/8/8/4K2R w - - 0 1
// fen: 4k3/8/8/8/8/8/8/R3K3 w - - 0 1
// fen: 4k2r/8/8/8/8/8/8/R3K3 w - - 0 1

module evaluation

rule fine:
	score 1 "fine"

sym rule division:
	piece p with player == me, type == rook:
		score 1 / (p.col - $h) "rook " ++ p

rule kings:
	score 0 "their king on " ++ foe.king.cell
