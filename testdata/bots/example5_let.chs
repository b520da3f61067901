// example5.chs with one change: the count of pieces for the phase (pc), which
// seven of its rules computed each for itself, is a module-level let, computed
// once per position. The scores are example5's (eval/native_test.go checks
// both against the same Go version); the difference in cost is what the
// language's per-position values save.

module evaluation

// The knights, bishops, rooks and queens of both sides: more than 11 is the
// opening, fewer than 5 the endgame.
let pc = me.count(knight) + me.count(bishop) + me.count(rook) + me.count(queen) +
	foe.count(knight) + foe.count(bishop) + foe.count(rook) + foe.count(queen)

// rule totalPieceValue sym: forall (p in spieces) score p.value
sym rule totalPieceValue:
	piece p with player == me:
		score p.value "value of " ++ p

// rule centerDomination sym, opening, midgame
sym rule centerDomination:
	if (pc >= 5):
		piece p with player == me:
			if (p.cell.inCenter) score 0.12 "piece in center square " ++ p.cell
			else if (p.cell.inExpandedCenter) score 0.04 "piece in expanded center square " ++ p.cell

// rule castling sym, opening, midgame: if (self.castled) score 30
// The original's castled is game history (Faile's white_castled flag: the king
// castled in the game or in the search line); chespel's is read off the board
// (king on g1 and rook on f1, or king on c1/b1 and rook on d1).
sym rule castling:
	if (pc >= 5 and me.castled) score 0.3

// rule forwardPawnLine sym, opening, endgame:
// score (p.rank - p.startingRank) * 3; startingRank of one's own pawn is 2.
sym rule forwardPawnLine:
	if (pc > 11 or pc < 5):
		piece p with player == me, type == pawn:
			score (p.rank - 2) * 0.03 "pawn " ++ p ++ " advanced " ++ (p.rank - 2) ++ " rows"

// rule doubledPawns sym: -20 once per file that holds doubled pawns (the original
// keeps a list of files already counted; chespel has no mutable variables).
// Here: -0.1 per doubled pawn, which is -0.2 per file with two pawns, the same;
// a tripled file gives -0.3 instead of -0.2.
sym rule doubledPawns:
	piece p with player == me, type == pawn:
		if (p.isDoubled) score -0.1 "doubled pawn at file " ++ p.col

// rule isolatedPawns sym
sym rule isolatedPawns:
	piece p with player == me, type == pawn:
		if (p.isIsolated) score -0.15 "isolated pawn " ++ p

// rule kingSafety sym, opening, midgame: for each file next to the king (two at
// the edge, three otherwise): open -30, half-open -15; +30 if all are closed.
// Open/half-open is, per file, -0.3 + 0.15 [a pawn of mine on it] + 0.15 [a pawn
// of the opponent's on it]; chespel cannot test "there is one" (no accumulation),
// so each pawn gives 0.15, or 0.075 when it is doubled: exact up to two pawns of
// one colour on a file. "All closed" (a product over the files) cannot be
// written at all; it is approximated by 0.3 / (number of files) per closed file,
// with the same weighting, so a king with one open file next to it gets part of
// the bonus that the original withholds.
sym rule kingSafety:
	if (pc >= 5):
		let k = me.king
		cell c with row == $1, abs(col - k.col) <= 1:
			score -0.3 "file " ++ c.col ++ " next to king"
		piece p with type == pawn, abs(col - k.col) <= 1:
			if (p.isDoubled) score 0.075 "pawn on a file next to king"
			else score 0.15 "pawn on a file next to king"
		let files = min(k.col - 1, 1) + min(8 - k.col, 1) + 1
		let closed = 0.3 / files
		piece p1, p2 with p1.player == me, p2.player == foe, p1.type == pawn, p2.type == pawn,
		                  p1.col == p2.col, abs(p1.col - k.col) <= 1:
			if (p1.isDoubled and p2.isDoubled) score closed / 4 "closed file next to king"
			else if (p1.isDoubled or p2.isDoubled) score closed / 2 "closed file next to king"
			else score closed "closed file next to king"

// ---- default_PStables = true: Faile 1.4's piece-square tables ----

// white_pawn / black_pawn (all phases): -5 on d2/e2; from rank 3 on,
// (rank - 2) * (1 2 3 4 4 3 2 1 by file).
sym rule pstPawn:
	piece p with player == me, type == pawn:
		if (p.rank >= 3) score (p.rank - 2) * (4.5 - abs(p.col - 4.5)) * 0.01
		else if (p.col == $d or p.col == $e) score -0.05

// knight[] (all phases, the same table for both colours)
sym rule pstKnight:
	piece n with player == me, type == knight:
		if (n.cell in [$a1, $h1, $a8, $h8]) score -0.1
		else if (n.col == $a or n.col == $h or n.row == $1 or n.row == $8) score -0.05
		else if (n.cell.inCenter) score 0.1
		else if (n.cell.inExpandedCenter) score 0.05
		else if (n.cell in [$d2, $e2, $d7, $e7]) score 0.03

// bishop[] (all phases, the same table for both colours)
sym rule pstBishop:
	piece b with player == me, type == bishop:
		if (b.col == $a or b.col == $h or b.row == $1 or b.row == $8) score -0.05
		else if (b.cell in [$d3, $e3, $d6, $e6, $c4, $f4, $c5, $f5]) score 0.12
		else if (b.cell in [$b2, $d2, $e2, $g2, $b7, $d7, $e7, $g7]) score 0.1
		else if (b.cell in [$c2, $f2, $c7, $f7, $b3, $g3, $b6, $g6]) score 0.05
		else score 0.03

// rooks: +8 on the seventh rank (opening and midgame tables), +12 (endgame table)
sym rule pstRook:
	piece r with player == me, type == rook, rank == 7:
		if (pc >= 5) score 0.08
		else score 0.12

// queens (opening table only): -4 for a queen off its d-square while one of the
// four minor pieces' first-row squares is unmoved. Faile's moved[] is game
// history; here "unmoved" is read as "still occupied".
sym rule pstQueen:
	if (pc > 11):
		let white = me.king.startingRow == $1
		let undeveloped = (white and not ($b1.isEmpty and $c1.isEmpty and $f1.isEmpty and $g1.isEmpty)) or
			(not white and not ($b8.isEmpty and $c8.isEmpty and $f8.isEmpty and $g8.isEmpty))
		piece q with player == me, type == queen:
			if (undeveloped and not (q.col == $d and q.rank == 1)) score -0.04

// white_king / black_king (opening and midgame), end_king (endgame)
sym rule pstKing:
	let k = me.king
	let edge = k.col in [$a, $b, $g, $h]
	if (pc >= 5):
		if (k.rank == 1):
			if (k.col in [$b, $g]) score 0.1
			else if (k.col == $f) score 0.07
			else if (k.col == $c) score 0.04
			else if (k.col in [$a, $h]) score 0.02
		else if (k.rank == 2):
			if (edge) score -0.03
			else score -0.05
		else if (k.rank == 3):
			if (edge) score -0.05
			else score -0.08
		else if (k.rank == 4):
			if (edge) score -0.08
			else score -0.13
		else if (k.rank == 5):
			if (edge) score -0.13
			else score -0.21
		else if (k.rank == 6):
			if (edge) score -0.21
			else score -0.34
		else if (k.rank == 7):
			if (edge) score -0.34
			else score -0.55
		else if (edge) score -0.55
		else score -0.89
	else if (k.cell in [$a1, $h1, $a8, $h8]) score -0.05
	else if (k.cell in [$b1, $g1, $b8, $g8, $a2, $h2, $a7, $h7]) score -0.03
	else if (k.cell in [$c1, $f1, $c8, $f8, $a3, $h3, $a6, $h6]) score -0.01
	else if (k.col == $a or k.col == $h or k.row == $1 or k.row == $8) score 0
	else if (k.cell.inCenter) score 0.15
	else if (k.cell.inExpandedCenter) score 0.1
	else score 0.05
