// A xiangqi bot written with chess in mind: every mistake is placed.

module search

game = "xiangqi"

module evaluation

sym rule chessHabits:
	if (me.castled) score 0.5
	piece p with player == me, type == queen:
		score 9
	piece p with player == me, type == soldier, isPassed:
		score 0.2
	if (me.king.cell == $j1) score 1
