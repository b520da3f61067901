// A bot of 70 rules, the size of a full hand-tuned evaluation: material,
// piece placement, mobility, threats, pawn structure, king safety and the
// endgame king, each a small rule as a bot author writes them. It is the
// large benchmark bot of docs/performance.md, beside its hand-written Go
// version (eval/native_seventy_test.go), which scores every position the
// same.

module evaluation

// ---- material (5 rules) ----
sym rule pawnValue:
	piece p with player == me, type == pawn:
		score 1

sym rule knightValue:
	piece p with player == me, type == knight:
		score 3.2

sym rule bishopValue:
	piece p with player == me, type == bishop:
		score 3.3

sym rule rookValue:
	piece p with player == me, type == rook:
		score 5

sym rule queenValue:
	piece p with player == me, type == queen:
		score 9.5

// ---- knights (8 rules) ----
sym rule knightCentre:
	piece n with player == me, type == knight:
		if (n.cell.inCenter) score 0.2 "knight in the centre"

sym rule knightWideCentre:
	piece n with player == me, type == knight:
		if (n.cell.inExpandedCenter and not n.cell.inCenter) score 0.1

sym rule knightRim:
	piece n with player == me, type == knight, col in [$a, $h]:
		score -0.15 "knight on the rim"

sym rule knightHome:
	piece n with player == me, type == knight:
		if (n.row == n.startingRow) score -0.1 "knight at home"

sym rule knightMobility:
	piece n with player == me, type == knight:
		score n.mobility * 0.04

sym rule knightOutpost:
	piece n with player == me, type == knight, rank >= 5:
		if (len(n.coveredBy) > 0) score 0.15 "outpost"

sym rule knightThreats:
	piece n with player == me, type == knight:
		score len(n.threatens) * 0.05

sym rule knightTrapped:
	piece n with player == me, type == knight:
		if (n.mobility <= 2) score -0.1

// ---- bishops (7 rules) ----
sym rule bishopPair:
	if (me.count(bishop) >= 2) score 0.3 "bishop pair"

sym rule bishopMobility:
	piece b with player == me, type == bishop:
		score b.mobility * 0.05

sym rule bishopHome:
	piece b with player == me, type == bishop:
		if (b.row == b.startingRow) score -0.1

sym rule bishopCentre:
	piece b with player == me, type == bishop:
		if (b.cell.inExpandedCenter) score 0.05

sym rule bishopThreats:
	piece b with player == me, type == bishop:
		score len(b.threatens) * 0.05

sym rule bishopTrapped:
	piece b with player == me, type == bishop:
		if (b.mobility <= 1) score -0.2 "trapped bishop"

sym rule bishopLines:
	piece b with player == me, type == bishop:
		score len(b.visibleCells) * 0.01

// ---- rooks (8 rules) ----
sym rule rookFile:
	piece r with player == me, type == rook:
		score 0.25

sym rule rookPawnsOnFile:
	piece r with player == me, type == rook:
		piece p with type == pawn, col == r.col:
			score -0.1 "pawn on the rook's file"

sym rule rookSeventh:
	piece r with player == me, type == rook, rank == 7:
		score 0.2 "rook on the seventh"

sym rule rookMobility:
	piece r with player == me, type == rook:
		score r.mobility * 0.02

sym rule rookConnected:
	piece r1, r2 with r1.player == me, r2.player == me, r1.type == rook, r2.type == rook,
	                  r1.row == r2.row:
		score 0.05

sym rule rookKingFile:
	piece r with player == me, type == rook:
		if (r.col == foe.king.col) score 0.05

sym rule rookThreats:
	piece r with player == me, type == rook:
		score len(r.threatens) * 0.03

sym rule rookTrapped:
	piece r with player == me, type == rook, rank == 1:
		if (r.mobility <= 2) score -0.1

// ---- queens (5 rules) ----
sym rule queenMobility:
	piece q with player == me, type == queen:
		score q.mobility * 0.01

sym rule queenEarly:
	piece q with player == me, type == queen:
		if (q.row != q.startingRow and me.count(knight) + me.count(bishop) >= 3) score -0.1

sym rule queenCentre:
	piece q with player == me, type == queen:
		if (q.cell.inCenter) score 0.05

sym rule queenKingFile:
	piece q with player == me, type == queen:
		if (q.col == foe.king.col) score 0.03

sym rule queenNearKing:
	piece q with player == me, type == queen:
		if (q.pos.distance(me.king.pos) <= 2) score 0.02

// ---- pawns (13 rules) ----
sym rule pawnAdvance:
	piece p with player == me, type == pawn:
		score (p.rank - 2) * 0.02

sym rule pawnDoubled:
	piece p with player == me, type == pawn:
		if (p.isDoubled) score -0.12 "doubled pawn"

sym rule pawnIsolated:
	piece p with player == me, type == pawn:
		if (p.isIsolated) score -0.12 "isolated pawn"

sym rule pawnPassed:
	piece p with player == me, type == pawn:
		if (p.isPassed) score 0.2 "passed pawn"

sym rule passedAdvance:
	piece p with player == me, type == pawn:
		if (p.isPassed) score (p.rank - 2) * (p.rank - 2) * 0.03

sym rule pawnCentre:
	piece p with player == me, type == pawn:
		if (p.cell.inCenter) score 0.1

sym rule pawnWideCentre:
	piece p with player == me, type == pawn:
		if (p.cell.inExpandedCenter) score 0.03

sym rule pawnChain:
	piece p with player == me, type == pawn:
		if (len(p.coveredBy) > 0) score 0.05

sym rule pawnThreats:
	piece p with player == me, type == pawn:
		score len(p.threatens) * 0.1 "pawn attacks"

sym rule pawnSixth:
	piece p with player == me, type == pawn, rank == 6:
		score 0.1

sym rule pawnSeventh:
	piece p with player == me, type == pawn, rank == 7:
		score 0.3

sym rule pawnStorm:
	piece p with player == me, type == pawn, rank >= 5:
		if (abs(p.col - foe.king.col) <= 1) score 0.05

sym rule pawnUndefended:
	piece p with player == me, type == pawn:
		if (len(p.coveredBy) == 0) score -0.02

// ---- king (12 rules) ----
sym rule kingCastled:
	if (me.castled) score 0.4 "castled"

sym rule kingCanCastle:
	if (not me.castled and me.canCastle) score 0.1

sym rule kingShield:
	if (foe.material > 10):
		piece p with player == me, type == pawn:
			if (p.pos.distance(me.king.pos) == 1 and p.rank > me.king.rank) score 0.1 "pawn shield"

sym rule kingShieldFar:
	if (foe.material > 10):
		piece p with player == me, type == pawn:
			if (p.pos.distance(me.king.pos) == 2 and p.rank > me.king.rank) score 0.05

sym rule kingZone:
	cell c with c.distance(me.king.pos) <= 1:
		score len(c.attackedBy(foe)) * -0.05 "attacks near the king"

sym rule kingCheck:
	if (me.check) score -0.3 "in check"

sym rule kingActive:
	if (foe.material <= 10):
		score (7 - abs(me.king.col - 4.5) - abs(me.king.row - 4.5)) * 0.05 "active king"

sym rule kingCorner:
	if (foe.material > 10 and me.king.rank == 1 and me.king.col in [$a, $b, $g, $h]) score 0.1

sym rule kingPawnFile:
	piece p with player == me, type == pawn, col == me.king.col:
		score 0.1

sym rule kingNearPawns:
	if (foe.material <= 10):
		piece p with player == me, type == pawn:
			score p.pos.distance(me.king.pos) * -0.01

sym rule knightTropism:
	piece n with player == me, type == knight:
		score (7 - n.pos.distance(foe.king.pos)) * 0.02

sym rule rookTropism:
	piece r with player == me, type == rook:
		score (7 - r.pos.distance(foe.king.pos)) * 0.01

// ---- pieces, threats and space (9 rules) ----
sym rule queenTropism:
	piece q with player == me, type == queen:
		if (q.pos.distance(foe.king.pos) <= 2) score 0.1

sym rule overloaded:
	piece p with player == me, type != king, type != pawn:
		if (len(p.attackedBy) > len(p.coveredBy)) score -0.05

sym rule pinned:
	piece p with player == me, type != king:
		if (p.isPinned) score -0.1 "pinned"

sym rule defended:
	piece p with player == me, type != king, type != pawn:
		if (len(p.coveredBy) > 0) score 0.02

sym rule mobility:
	score me.mobility * 0.01

sym rule space:
	cell c with c.rank(me) >= 4, c.rank(me) <= 5:
		if (len(c.attackedBy(me)) > 0) score 0.01

sym rule centreControl:
	cell c with c.inCenter:
		score len(c.attackedBy(me)) * 0.03

sym rule bishopEndgame:
	if (me.count(bishop) > foe.count(bishop) and foe.material <= 14) score 0.1

sym rule noPawns:
	if (me.count(pawn) == 0) score -0.3 "no pawns"

// ---- for the side to move only (3 rules) ----
rule hanging:
	piece p with player == me, type != king:
		if (p.isHanging) score -0.1 * p.value "hanging " ++ p.type

rule ahead:
	if (me.material > foe.material + 2) score 0.1

rule tempo:
	score 0.1 "to move"
