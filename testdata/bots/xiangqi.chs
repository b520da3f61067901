// A xiangqi bot: the game is named in the search module, the types are
// xiangqi's pieces, and rows and cols span its 9×10 board ($i, $10).

module search

game = "xiangqi"
maxDepth = 2


module opening

// the central cannon, the most common first move
'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1' ->
	'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1';


module evaluation

sym rule material:
	piece p with player == me, type != general:
		score p.value

sym rule crossedSoldiers:
	piece s with player == me, type == soldier, rank >= 6:
		score 0.5 "crossed " ++ s.cell

sym rule rookActivity:
	piece r with player == me, type == rook:
		score 0.01 * len(r.visibleCells) "rook sees"

sym rule palaceGuard:
	let g = me.king
	score 0.1 * len(g.coveredBy) "guards"
	if (g.cell in [$e1, $e10]) score 0.05 "general at home"

sym rule cannonScreen:
	piece c with player == me, type == cannon:
		score 0.02 * c.mobility

rule inCheck:
	if (me.check) score -0.5 "in check"

rule corners:
	cell c with c in [$a1, $i1, $a10, $i10], isEmpty:
		score 0
