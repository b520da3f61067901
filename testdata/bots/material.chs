// Material only: each piece counts its value and nothing else. The
// baseline that a bot with real rules should beat (see docs/testing.md).

module search

maxTime = 1
maxDepth = 3


module evaluation

sym rule material:
	piece p with player == me, type != king:
		score p.value
