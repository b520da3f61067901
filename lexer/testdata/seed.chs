// The examples of the seed document, put together in one script.
module evaluation

	sym rule knightSimbiosis:
		piece n1, n2 with n1.player == me, n2.player == me:
			let cellList = n1.visibleCells;
			if (n2.pos in cellList) score 0.2;

	rule check:
		if (me.check):
			score -5 "under check";

	sym rule castling:
		if (castled(me)):
			score 1;

	sym rule doubledPawns:
		piece p1, p2 with p1.player == me, p2.player == me,
						  p1.type == pawn, p2.type == pawn:
			if (p1.col == p2.col) score -0.3;

	rule strings:
		let str1 = "own strategic cell " ++ p.cell.pos ++ " with a " ++ p.type;
		let str2 = knight ++ true ++ 4.0 ++ 3+7 ++ pawn == knight;
		score 2;
		score -0.1;
		score p.value;
