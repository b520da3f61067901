// Safe mobility and safe checks, their values printed in the justification.
// fen: 4k3/8/2p1p3/8/1P1N4/8/8/4K3 w - - 0 1
// fen: 6k1/5ppp/8/3N4/6N1/1QB5/8/4K2R w - - 0 1
// fen: 4k2r/1bq5/8/8/8/3n4/PPP5/1K6 b k - 0 1

module evaluation

rule mobility:
	piece p:
		score 0 p ++ ": mobility " ++ p.mobility ++ ", safe " ++ p.safeMobility

sym rule minors:
	score sum(piece p with player == me, type == knight or type == bishop: p.safeMobility) "safe minor moves"

sym rule checks:
	score 0 "safe checks by pawn " ++ me.safeChecks(pawn) ++ ", knight " ++ me.safeChecks(knight) ++ ", bishop " ++ me.safeChecks(bishop) ++ ", rook " ++ me.safeChecks(rook) ++ ", queen " ++ me.safeChecks(queen) ++ ", king " ++ me.safeChecks(king)
