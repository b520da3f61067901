// Every function of the library, every operator, every statement: the
// checker's typed-tree golden file shows how each one resolves.

module search
maxTime = 0.5
maxDepth = 3

module evaluation

rule globals:
	score abs(-2) + min(1, 2.5) - max(me.king.rank, 3 * 1) / 2
	score len(me.pieces) + me.pieces.len
	if (me.pieces.isEmpty or me.pieces == []) score 0

sym rule player:
	if (me.check and not foe.check) score -1
	if (castled(me) or me.castledKingSide or me.castledQueenSide) score 0.5
	if (me.canCastle) score 0.1
	score (me.material - foe.material) * 0.001 + me.mobility * 0.01
	if (me.king.player == me and me.opponent == foe and me.toMove) score 0
	score me.count(bishop) - count(foe, rock) + me.count(queen) * 0

sym rule pieces:
	piece p with player == me, type != king, value >= 3, rank > 2, row != startingRow,
	             col > $b, pos.inCenter or cell.inExpandedCenter, not isPinned:
		score len(p.coveredBy) * 0.05 - len(p.attackedBy) * 0.05 "safety of " ++ p
		score len(p.covers) * 0.01 + len(threatens(p)) * 0.02 + len(p.visibleCells) * 0.01
		score p.mobility * 0.01 + p.type.value * 0
		if (p.isHanging) score -0.5 "hanging " ++ p.type ++ " on " ++ p.cell

sym rule pawns:
	piece p with player == me, type == pawn:
		if (p.isPassed) score 0.2 * p.rank "passed " ++ p.col ++ p.row
		if (p.isIsolated) score -0.2
		if (p.isDoubled) score -0.1

sym rule cells:
	cell c with c.rank(me) >= 5, not c.isEmpty, c.piece.len == 1:
		let attackers = c.attackedBy(me)
		if (c.isLight and len(attackers) > 0 and c.pos == c) score 0.01
		if (c.piece == [] or c.row == $8 or c.col == $h) score 0
	cell c with attackedBy(foe).isEmpty, inCenter, rank(foe) < 5:
		score 0.02 "free centre " ++ c
	cell a, b with a.inCenter, b.inCenter:
		score 0.001 * a.distance(b) + 0.001 * distance(a, b)

rule text:
	score 0 knight ++ true ++ 4.0 ++ 3+7 ++ pawn == knight ++ rock ++ [$4, $5] ++ me ++ $d ++ -1
	if ($d4 in me.king.visibleCells) score 1
	else if (me.king.cell in [$e1, $g1]) score 0.1
	else:
		let z = me.king.row - 1
		score z

sym rule pawnsKnowledge:
	piece p with player == me, type == pawn:
		if (p.isBackward or p.isConnected or p.isCandidate or p.isProtectedPassed) score 0.01
		if (not p.kingInSquare) score 0.1 * p.promotionDistance
	piece r with player == me, type == rook:
		if (r.col.isOpen or isHalfOpen(r.col, me)) score 0.1
	cell c with isOutpost(me), len(attackers(foe, pawn)) == 0:
		score 0.01 * c.see(me)
	score -0.01 * len(me.kingZone) + 0.02 * foe.kingAttacks(queen) + 0.05 * kingAttackers(foe, knight)
	score 0.01 * sum(piece p with player == me, type == knight: p.safeMobility) - 0.1 * foe.safeChecks(queen)

// Declarations of the evaluation module: phase weights and a table
// (module-level lets: decl.chs), and the rule that reads them.
phase weights: knight = 1, bishop = 1, rook = 2, queen = 4

table pawnSquares = [
	0, 0, 0, 0, 0, 0, 0, 0,
	50, 50, 50, 50, 50, 50, 50, 50,
	10, 10, 20, 30, 30, 20, 10, 10,
	5, 5, 10, 25, 25, 10, 5, 5,
	0, 0, 0, 20, 20, 0, 0, 0,
	5, -5, -10, 0, 0, -10, -5, 5,
	5, 10, 10, -20, -20, 10, 10, 5,
	0, 0, 0, 0, 0, 0, 0, 0,
]

rule declared:
	score phase + taper(1, 0.5) + count(piece p with type == pawn) * 0.01
	piece p with type == pawn, player == me:
		score (pawnSquares.of(p) - pawnSquares.at(p.cell)) * 0.01
	piece r with type == rook, not exists(piece p with type == pawn, col == r.col):
		score 0.25 "open file"
	if (exists(cell c, d with c.isEmpty, d.piece == c.piece)) score 0
