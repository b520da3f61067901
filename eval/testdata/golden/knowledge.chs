// The chess-knowledge functions, their values printed in the justification.
// fen: 4k3/p4p2/1p1p4/2pPp1P1/2P1P3/1P6/P7/4K3 w - - 0 1
// fen: 8/5k1p/8/1P6/P7/8/6PP/4K3 b - - 0 1
// fen: 4k3/pp3ppp/3p4/8/4P3/8/PPP2PPP/4K3 w - - 0 1
// fen: 6k1/5ppp/8/8/8/1QB5/8/4K1NR w - - 0 1
// fen: 3rk3/8/8/3p4/8/8/3R4/3RK3 w - - 0 1
// fen: 4k3/8/2p5/3p4/8/8/8/3QK3 w - - 0 1

module evaluation

rule files:
	cell c with row == $1, col.isOpen:
		score 0 "open " ++ c.col
	cell c with row == $1, col.isHalfOpen(me):
		score 0 "half-open for me " ++ c.col
	cell c with row == $1, isHalfOpen(c.col, foe):
		score 0 "half-open for foe " ++ c.col

rule pawns:
	piece p with type == pawn:
		score 0 p ++ ": backward " ++ p.isBackward ++ ", connected " ++ p.isConnected ++ ", candidate " ++ p.isCandidate ++ ", protected passed " ++ p.isProtectedPassed ++ ", to promotion " ++ p.promotionDistance ++ ", king in square " ++ p.kingInSquare

rule outposts:
	cell c with isOutpost(me):
		score 0 "outpost of me " ++ c
	cell c with isOutpost(foe):
		score 0 "outpost of foe " ++ c

sym rule king:
	score 0 "zone " ++ me.kingZone
	score 0 "attacks by pawn " ++ me.kingAttacks(pawn) ++ ", knight " ++ me.kingAttacks(knight) ++ ", bishop " ++ me.kingAttacks(bishop) ++ ", rook " ++ me.kingAttacks(rook) ++ ", queen " ++ me.kingAttacks(queen)
	score 0 "attackers: bishop " ++ me.kingAttackers(bishop) ++ ", rook " ++ me.kingAttackers(rook) ++ ", queen " ++ me.kingAttackers(queen)

rule exchanges:
	cell c with not isEmpty, not attackedBy(me).isEmpty:
		score 0 "see " ++ c ++ " " ++ c.see(me) ++ " by " ++ c.attackers(me, pawn) ++ c.attackers(me, rook) ++ c.attackers(me, queen)
