module search
maxTime = 7200

module opening
'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1' ->
	'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 1'

module endgame
endgame 'KQz':
	rule mate:
		score 1

module evaluation

sym rule material:
	piece p with player == me:
		score p.valeu

rule centre:
	piece p with player == me, cell.row in [4, 5]:
		score 1 "centre"
	if (me.check) score "check"
	let king = me.king
	score king.rank
