/* A bot written for the lexer and parser tests. It touches every construct
   of the language: the four modules, settings, opening rules that span
   lines, endgame blocks, sym rules, every statement and every operator. */

module search

maxTime = 2.5
maxDepth = 6;

module opening

// 1. e4 as white
'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1' ->
	'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1';
// 1... e5 as black
'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1' -> 'rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2'
// 2. Nf3 2... Nc6: move lists from the start, replies as moves
'startpos moves e2e4 e7e5' -> 'Nf3'
'startpos moves e4 e5 Nf3' -> 'b8c6'

module endgame

endgame 'KRk':
	rule cornerTheKing:
		piece k with player == foe, type == king:
			score (abs(k.col - 4.5) + abs(k.row - 4.5)) * 0.25 "king near the edge"

endgame 'KQk':
	rule closeIn:
		score 0.05 * (7 - me.king.cell.distance(foe.king.cell))

module evaluation

sym rule material:
	piece p with player == me:
		score p.value

sym rule centre:
	piece p with player == me, cell.row in [$4, $5], cell.col in [$d, $e]:
		score 0.25 "holds " ++ p.cell ++ " with a " ++ p.type

sym rule outpost:
	cell c with c == $d5 or c == $e5:
		if (not c.isEmpty and c.attackedBy(me).len > 0):
			score 0.1 "controls " ++ c; score 0.05

rule check:
	if (check(me)) score -0.5 "under \"check\"";
	else if (me.castled) score 0.2;
	else score 0

rule kingSafety:
	let king = me.king
	let shield = king.coveredBy
	if (len(shield) >= 3 and king.row == $1):
		score 0.3 "pawn shield " ++ len(shield)
	else if (shield == []):
		score -0.3
	else:
		score -0.1 * (3 - len(shield)) "thin shield\\"

sym rule doubledPawns:
	piece p1, p2 with p1.player == me, p2.player == me,
	                  p1.type == pawn, p2.type == pawn,
	                  p1.col == p2.col:
		score -0.15 // counted once per ordered pair

sym rule blockedPawns:
	piece p with player == me, type == pawn:
		piece q with player == foe, q.col == p.col,
		             q.row - p.row == 1 or p.row - q.row == 1:
			score -0.1 * 2 / 4 "blocked on " ++ p.col; let unused = q.value

rule backRanks:
	piece p with player == me, type != king, p.row <= $2:
		score 0.01 * p.rank
