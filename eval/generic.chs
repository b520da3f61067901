// chespel's generic bot: the default bot of every game but chess (UCI_Variant).
// It names no piece, so that it checks and plays in any game with a royal
// piece: the values come from the game's rule set, and the attacks, moves
// and the centre from its board. Scores are in the rule set's units (a
// pawn or a soldier is 1), for the side to move (me).

module search

maxTime = 4

module evaluation

// Material: the values of the rule set (the royal piece counts 0).
sym rule material:
	score me.material

// Mobility: a few hundredths per pseudo-legal move.
sym rule mobility:
	score me.mobility * 0.03 "mobility"

// Centralisation: pieces on the middle cells, and attacks on them.
sym rule centre:
	piece p with player == me, value > 0, p.cell.inExpandedCenter:
		score 0.1 "central " ++ p.type
	cell c with c.inCenter:
		score len(c.attackedBy(me)) * 0.03 "centre control"

// Small pieces (a value of 1.5 or less: pawns, soldiers, fers) gain by
// advancing.
sym rule advance:
	piece p with player == me, value > 0, value <= 1.5:
		score (p.rank - 2) * 0.03 "advanced " ++ p.type

// King safety in any game: the royal piece's defenders, and the attacks on
// the cells around it.
sym rule kingSafety:
	let k = me.king
	score len(k.coveredBy) * 0.05 "royal guarded"
	cell c with c.distance(k.pos) <= 1:
		let attackers = len(c.attackedBy(foe))
		if (attackers > 0) score attackers * -0.06 "attacks near the king"

// A lone royal piece: drive it where it has few moves, and come closer.
sym rule loneKing:
	if (len(foe.pieces) == 1 and me.material > 0):
		score (8 - foe.king.mobility) * 0.1 "their king cornered"
		score (8 - me.king.pos.distance(foe.king.pos)) * 0.05 "our king closer"

// Loose pieces: mine, when the opponent could take them for free.
rule loosePieces:
	piece p with player == me, value > 0, isHanging:
		score -0.1 * p.value "hanging " ++ p.type

rule tempo:
	score 0.1 "to move"
