// The seed document's examples: its rules, its sym and mashing examples,
// and its string definitions.
// fen: 2kr3r/pp3ppp/2p5/2p5/8/4P3/PPPPP2P/RNBQ1RK1 w - - 0 1
// fen: 2kr3r/pp3ppp/2p5/2p5/8/4P3/PPPPP2P/RNBQ1RK1 b - - 0 1
// fen: 4k3/8/8/8/8/8/3q4/4K3 w - - 0 1

module evaluation

sym rule knightSimbiosis:
	piece n1, n2 with n1.player == me, n2.player == me:
		let cellList = n1.visibleCells;
		if (n2.pos in cellList) score 0.2;

rule check:
	if (me.check):
		score -5 "under check"

sym rule castled:
	if (castled(me)):
		score 1;

sym rule castling:
	if (me.castledKingSide) score 2 "castled king side";
	else if (me.castledQueenSide) score 1 "castled queen side";

sym rule doubledPawns:
	piece p1, p2 with p1.player == me, p2.player == me,
					  p1.type == pawn, p2.type == pawn:
		if (p1.col == p2.col) score -0.3;

rule strings:
	piece p with player == me, type == queen:
		let str1 = "own strategic cell " ++ p.cell.pos ++ " with a " ++ p.type;
		score 0 str1
	let str2 = knight ++ true ++ 4.0 ++ 3+7 ++ pawn == knight;
	score 0 str2
	if (str2 == "knighttrue4.010false") score 0 "str2 is as the seed says"
