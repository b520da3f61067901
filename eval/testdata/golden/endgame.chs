// The endgame module: the rules of every block whose spec matches the
// position from either side are added to the evaluation module's, and
// their lines show the spec's name; me is the upper-case side, and a block
// from the side not to move is negated (its lines start with foe:). KRkr
// matches both ways and applies once, from the side to move.
// fen: 8/8/8/4k3/8/8/8/4KQ2 w - - 0 1
// fen: 8/8/8/4k3/8/8/8/4KQ2 b - - 0 1
// fen: 8/8/8/4k3/8/8/8/4KR2 w - - 0 1
// fen: k7/8/8/8/8/8/1Q6/K7 w - - 0 1
// fen: 7K/6Q1/8/8/8/8/8/7k b - - 0 1
// fen: 4k3/8/8/8/8/8/4P3/4K3 w - - 0 1
// fen: 3qk3/8/8/8/8/8/8/4K3 w - - 0 1
// fen: 4kq2/8/8/8/4K3/8/8/8 w - - 0 1
// fen: 4kq2/8/8/8/4K3/8/8/8 b - - 0 1
// fen: k7/8/8/8/8/8/1Q6/K7 b - - 0 1
// fen: 4k2r/8/8/8/8/8/8/R3K3 w - - 0 1
// fen: 4k2r/8/8/8/8/8/8/R3K3 b - - 0 1

module endgame

endgame 'KQk':
	rule driveToEdge:
		piece k with player == foe, type == king:
			score (abs(k.col - 4.5) + abs(k.row - 4.5)) * 0.1 "their king away from the centre"
	sym rule kingsClose:
		score (7 - me.king.cell.distance(foe.king.cell)) * 0.05

endgame 'K{0|0}Qk':
	rule cornerKing:
		score 1 "our king in the corner"

endgame 'KRk':
	rule rookMate:
		score 0.5 "rook ending"

endgame 'KRkr':
	rule rooks:
		score 0.2 "rook each, my king " ++ me.king.cell

endgame 'Kkq':
	rule defend:
		score -1 "defending against the queen"

module evaluation

sym rule material:
	score me.material
