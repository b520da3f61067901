// Capablanca chess: eight piece types (the constants after king's index in
// chess), ten cols, and the rule set's values.
module search
game = "capablanca"
module evaluation
sym rule compounds:
	piece p with player == me, type in [archbishop, chancellor]:
		score p.value - archbishop.value "on " ++ p.cell
	if (me.king.cell in [$i1, $j8] or me.count(king) == 0) score 1
