// classic: chespel's default bot until session 3 (eval/default.chs before it
// was tapered), kept as a test bot: eval/native_default_test.go is its
// evaluation written by hand in Go, and the benchmarks compare the two.
// Scores are in pawns, for the side to move (me). A sym rule runs for both
// players: what it gives me, it also gives the opponent, negated.

module search

maxTime = 4

module opening

// A small book of main lines, one reply per position; outside it, the
// search decides. The positions must match exactly (move counters aside).
// As white, open with the king's pawn.
'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1' ->
	'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1';
// Against 1.e4, answer in kind.
'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1' ->
	'rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2';
// Against 1.d4, hold the centre.
'rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR b KQkq - 0 1' ->
	'rnbqkbnr/ppp1pppp/8/3p4/3P4/8/PPP1PPPP/RNBQKBNR w KQkq - 0 2';
// Against the English, take the centre.
'rnbqkbnr/pppppppp/8/8/2P5/8/PP1PPPPP/RNBQKBNR b KQkq - 0 1' ->
	'rnbqkbnr/pppp1ppp/8/4p3/2P5/8/PP1PPPPP/RNBQKBNR w KQkq - 0 2';
// Against 1.Nf3, take the centre.
'rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R b KQkq - 1 1' ->
	'rnbqkbnr/ppp1pppp/8/3p4/8/5N2/PPPPPPPP/RNBQKB1R w KQkq - 0 2';
// 1.e4 e5: develop with tempo against e5.
'rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2' ->
	'rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2';
// Defend e5.
'rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2' ->
	'r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3';
// The Ruy Lopez.
'r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3' ->
	'r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3';
// Question the bishop.
'r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3' ->
	'r1bqkbnr/1ppp1ppp/p1n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 0 4';
// The Italian game: mirror the bishop.
'r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3' ->
	'r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4';
// The Sicilian: develop.
'rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2' ->
	'rnbqkbnr/pp1ppppp/8/2p5/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2';
// The French: take the whole centre.
'rnbqkbnr/pppp1ppp/4p3/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2' ->
	'rnbqkbnr/pppp1ppp/4p3/8/3PP3/8/PPP2PPP/RNBQKBNR b KQkq - 0 2';
// The Caro-Kann: take the whole centre.
'rnbqkbnr/pp1ppppp/2p5/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2' ->
	'rnbqkbnr/pp1ppppp/2p5/8/3PP3/8/PPP2PPP/RNBQKBNR b KQkq - 0 2';
// The queen's gambit.
'rnbqkbnr/ppp1pppp/8/3p4/3P4/8/PPP1PPPP/RNBQKBNR w KQkq - 0 2' ->
	'rnbqkbnr/ppp1pppp/8/3p4/2PP4/8/PP2PPPP/RNBQKBNR b KQkq - 0 2';
// Declined, solidly.
'rnbqkbnr/ppp1pppp/8/3p4/2PP4/8/PP2PPPP/RNBQKBNR b KQkq - 0 2' ->
	'rnbqkbnr/ppp2ppp/4p3/3p4/2PP4/8/PP2PPPP/RNBQKBNR w KQkq - 0 3';
// Against the Indian defences, gain space.
'rnbqkb1r/pppppppp/5n2/8/3P4/8/PPP1PPPP/RNBQKBNR w KQkq - 1 2' ->
	'rnbqkb1r/pppppppp/5n2/8/2PP4/8/PP2PPPP/RNBQKBNR b KQkq - 0 2';

module endgame

// A lone king: drive it to the edge, then to a corner, and bring our king
// close enough to help the mate. A block applies from either side: me is
// the side with the queen (or the rook), and its score is negated when the
// lone king is to move, so the search sees the terms on every ply.
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

// The bishop pair: a loop over two variables visits ordered pairs, (b1, b2)
// and (b2, b1), so two bishops score 2 × 0.15.
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

// The king: safe behind pawns while the opponent has more than 14 points
// of material (a queen and a rook, say), active once it has 14 or less.
sym rule kingSafety:
	if (foe.material > 14):
		if (me.castled) score 0.3 "castled"
		else if (not me.canCastle) score -0.3 "lost castling"
		piece p with player == me, type == pawn:
			if (p.pos.distance(me.king.pos) == 1 and p.rank > me.king.rank) score 0.12 "pawn shield"
		cell c with c.distance(me.king.pos) <= 1:
			let attackers = len(c.attackedBy(foe))
			if (attackers > 0) score attackers * -0.06 "attacks near the king"

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
