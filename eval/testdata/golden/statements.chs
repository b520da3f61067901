// Statements: score with and without a justification, if, else, else if,
// inline if, let, nested blocks.
// fen: startpos
// fen: r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1
// fen: 4k3/8/8/8/8/8/4q3/4K3 w - - 0 1

module evaluation

rule plain:
	score 1
	score -0.25
	score 2 "two"
	score 0 "nothing"

rule conditions:
	if (me.check):
		score -5 "under check"
	else if (me.canCastle):
		score 0.5 "can castle"
	else:
		score -0.125 "neither"
	if (foe.canCastle) score 0.1 "foe can castle"; else score -0.1 "foe cannot"

rule lets:
	let m = me.material
	let f = foe.material
	let diff = m - f
	score diff "material " ++ m ++ " against " ++ f
	if (diff == 0):
		let half = diff / 2
		score half "half"

rule nested:
	if (true):
		if (not false):
			score 0.001 "deep"
