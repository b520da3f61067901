module evaluation

rule unused:
	let bonus = 0.5
	piece p, q with p.player == me:
		score 1

rule nothing:
	if (me.check):
		let x = 1
