// Every function of the library, its value printed in the justification.
// fen: r3k2r/1pp2ppp/p1n5/3Pp1B1/1b6/2N2Q1P/PPP3P1/R3K2R w KQkq e6 0 10
// fen: 4k3/8/8/2P5/8/8/p7/4K3 w - - 0 1
// fen: 2kr3r/8/8/8/8/8/8/R4RK1 b - - 0 1
// fen: 4k3/8/8/8/1n6/2P5/2P5/4K2R w K - 0 1

module evaluation

sym rule players:
	score 0 "check " ++ me.check ++ ", castled " ++ me.castled ++ ", king side " ++ me.castledKingSide ++ ", queen side " ++ castledQueenSide(me) ++ ", can castle " ++ me.canCastle
	score 0 "pieces " ++ me.pieces
	score 0 "king " ++ me.king ++ ", material " ++ me.material ++ ", mobility " ++ me.mobility
	score 0 "opponent " ++ me.opponent ++ ", to move " ++ me.toMove ++ ", pawns " ++ me.count(pawn) ++ ", bishops " ++ count(me, bishop)

rule typeValues:
	score 0 pawn.value ++ " " ++ knight.value ++ " " ++ bishop.value ++ " " ++ rook.value ++ " " ++ rock.value ++ " " ++ queen.value ++ " " ++ king.value

rule pieceBasics:
	piece p:
		score 0 p ++ ": type " ++ p.type ++ ", player " ++ p.player ++ ", cell " ++ p.cell ++ ", pos " ++ p.pos ++ ", row " ++ p.row ++ ", col " ++ p.col ++ ", value " ++ p.value ++ ", rank " ++ p.rank ++ ", starting row " ++ p.startingRow

rule pieceLists:
	piece p:
		score 0 p ++ ": covered by " ++ p.coveredBy ++ ", attacked by " ++ p.attackedBy ++ ", covers " ++ p.covers ++ ", threatens " ++ p.threatens

rule pieceCells:
	piece p:
		score 0 p ++ ": visible " ++ p.visibleCells

rule pieceFlags:
	piece p:
		score 0 p ++ ": mobility " ++ p.mobility ++ ", passed " ++ p.isPassed ++ ", isolated " ++ p.isIsolated ++ ", doubled " ++ p.isDoubled ++ ", pinned " ++ p.isPinned ++ ", hanging " ++ p.isHanging

rule emptyLists:
	piece p:
		score 0 p ++ ": undefended " ++ (p.coveredBy == []) ++ ", attacked " ++ (p.attackedBy != []) ++ ", unattacked " ++ ([] == p.attackedBy) ++ ", threatens nothing " ++ (p.threatens == [])
	cell c with c.row == $3:
		score 0 c ++ ": quiet for foe " ++ (c.attackedBy(foe) == []) ++ ", watched by me " ++ (attackedBy(c, me) != [])

rule factsAsConditions:
	piece p with p.isPassed:
		score 0 "passed " ++ p
	piece p with not p.isIsolated, type == pawn:
		score 0 "not isolated " ++ p
	piece p with p.isDoubled:
		score 0 "doubled " ++ p
	piece p with p.isHanging:
		score 0 "hanging " ++ p
	piece p with not p.isHanging, p.attackedBy != []:
		score 0 "attacked, not hanging " ++ p
	piece p with p.coveredBy == [], not (p.attackedBy == []):
		score 0 "attacked, undefended " ++ p

rule cells:
	cell c with c in [$a1, $h1, $c3, $d4, $e5, $f6, $b7, $e8]:
		score 0 c ++ ": row " ++ c.row ++ ", col " ++ c.col ++ ", pos " ++ c.pos ++ ", empty " ++ c.isEmpty ++ ", piece " ++ c.piece ++ ", light " ++ c.isLight ++ ", centre " ++ c.inCenter ++ ", expanded " ++ c.inExpandedCenter
		score 0 c ++ ": attacked by me " ++ c.attackedBy(me) ++ ", by foe " ++ attackedBy(c, foe) ++ ", distance to h8 " ++ c.distance($h8) ++ ", rank for me " ++ c.rank(me) ++ ", for foe " ++ c.rank(foe)

rule globals:
	score 0 "abs " ++ abs(-2.5) ++ " " ++ abs(3) ++ ", min " ++ min(1, 0.5) ++ ", max " ++ max(-1, -2)
	score 0 "len " ++ len(me.pieces) ++ " " ++ me.pieces.len ++ " " ++ len([$1, $1, $2]) ++ ", empty " ++ me.king.threatens.isEmpty ++ " " ++ isEmpty([$a1])
