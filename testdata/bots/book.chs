// A bot whose opening module uses every form of opening rule: a FEN pair,
// startpos, move lists in SAN and in coordinates, replies as moves.

module search

maxTime = 60
maxDepth = 1

module opening

'startpos' -> 'e4';
'startpos moves e4 e5' -> 'Nf3';
'startpos moves e2e4 c7c5' -> 'g1f3';
'rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2' -> 'Nc6';
'r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3' ->
	'r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3';

module evaluation

sym rule material:
	piece p with player == me, type != king:
		score p.value
