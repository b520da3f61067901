module evaluation
rule broken
	score 1 +
