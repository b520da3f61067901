// A bot whose rule divides by zero when a rook stands on the h-file.

module evaluation

sym rule rooks:
	piece r with player == me, type == rook:
		score 1 / (r.col - $h) "rook on " ++ r.col
