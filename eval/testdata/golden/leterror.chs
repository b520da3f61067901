// A module-level let that fails stops the evaluation with its own name:
// here without a queen on the board.
// fen: 4k3/8/8/8/8/8/3Q4/4K3 w - - 0 1
// fen: 4k3/8/8/8/8/8/3R4/4K3 w - - 0 1

module evaluation

let perQueen = 1 / count(piece q with type == queen)

rule r:
	score perQueen "per queen"
	if (exists(piece p with p.type == rook, 1 / (p.rank - 1) > 0)) score 1
