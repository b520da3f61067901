// chespel's default bot: a complete evaluation written in Chespel itself.
// Copy it, change a number, and see what your bot does differently:
//     chespel run mybot.chs
// Scores are in pawns, for the side to move (me). A sym rule runs for both
// players: what it gives me, it also gives the opponent, negated.

module search

maxTime = 4

module endgame

// A lone king: drive it to the edge, then to a corner, and bring our king
// close enough to help the mate.
endgame 'KQk':
	rule queenMates:
		score (abs(foe.king.col - 4.5) + abs(foe.king.row - 4.5)) * 0.3 "their king to the edge"
		score (7 - me.king.pos.distance(foe.king.pos)) * 0.2 "our king closer"

endgame 'KRk':
	rule rookMates:
		score (abs(foe.king.col - 4.5) + abs(foe.king.row - 4.5)) * 0.3 "their king to the edge"
		score (7 - me.king.pos.distance(foe.king.pos)) * 0.2 "our king closer"

module evaluation

// Material: pawn 1, knight 3, bishop 3, rook 5, queen 9.
sym rule material:
	piece p with player == me, type != king:
		score p.value

sym rule bishopPair:
	piece b1, b2 with b1.player == me, b2.player == me,
	                  b1.type == bishop, b2.type == bishop:
		score 0.15 "bishop pair"

// Knights are strong in the centre and poor on the rim.
sym rule knightPlace:
	piece n with player == me, type == knight:
		score 0.25 - (abs(n.col - 4.5) + abs(n.row - 4.5)) * 0.07 "knight placement"

// Bishops and queens want open lines: count the squares they see.
sym rule lines:
	piece p with player == me, type == bishop:
		score len(p.visibleCells) * 0.04 "bishop lines"
	piece q with player == me, type == queen:
		score len(q.visibleCells) * 0.01 "queen lines"

// Rooks like files without their own pawns, and the seventh rank.
sym rule rooks:
	piece r with player == me, type == rook:
		score 0.2 "rook on a file"
		piece p with player == me, type == pawn, col == r.col:
			score -0.2 "rook behind own pawn"
		if (r.rank == 7) score 0.25 "rook on the seventh"

// Pawn structure.
sym rule pawns:
	piece p with player == me, type == pawn:
		if (p.isDoubled) score -0.15 "doubled pawn"
		if (p.isIsolated) score -0.15 "isolated pawn"
		if (p.isPassed) score 0.1 + (p.rank - 2) * (p.rank - 2) * 0.04 "passed pawn"
		if (p.cell.inCenter) score 0.15 "central pawn"

// Development: minor pieces off their first row.
sym rule development:
	piece p with player == me, type == knight or type == bishop:
		if (p.row == p.startingRow) score -0.15 "undeveloped"

// The king: safe behind pawns while queens are on the board, active after.
sym rule kingSafety:
	if (foe.material > 14):
		if (me.castled) score 0.3 "castled"
		else if (not me.canCastle) score -0.3 "lost castling"
		piece p with player == me, type == pawn:
			if (p.pos.distance(me.king.pos) == 1 and p.rank > me.king.rank) score 0.12 "pawn shield"
		cell c with c.distance(me.king.pos) <= 1:
			score len(c.attackedBy(foe)) * -0.06 "attacks near the king"

sym rule kingActivity:
	if (foe.material <= 14):
		score (7 - abs(me.king.col - 4.5) - abs(me.king.row - 4.5)) * 0.08 "active king"

// Mobility: a few hundredths of a pawn per move.
sym rule mobility:
	score me.mobility * 0.03 "mobility"

// Loose pieces: mine, when the opponent could take them for free.
rule loosePieces:
	piece p with player == me, type != king, type != pawn:
		if (p.isHanging) score -0.1 * p.value "hanging " ++ p.type

rule tempo:
	score 0.1 "to move"
