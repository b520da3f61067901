// A bot on a user-edited chess whose knight moves as a camel (3,1): the
// evaluator reads the knight's attacks from the rule set.
module search
game = "camel.yaml"

module evaluation
rule knights:
	piece n with type == knight, player == me:
		score len(n.visibleCells) * 0.01 "" ++ n ++ " sees " ++ n.visibleCells
