// Terminal positions: checkmate -10000 for the side to move, stalemate and
// the draws by rule 0, whatever the rules say; other scores are clamped to
// 9999.999.
// fen: rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3
// fen: 7k/5Q2/6K1/8/8/8/8/8 b - - 0 1
// fen: 4k3/8/8/8/8/8/8/4K3 w - - 0 1
// fen: 4k3/8/8/8/8/8/8/2B1KB2 w - - 0 1
// fen: 4k3/8/8/8/8/8/8/3BKB2 w - - 0 1
// fen: 4k3/8/8/8/8/8/8/4KN2 w - - 0 1
// fen: 4k3/8/8/8/8/8/8/3NKN2 w - - 0 1
// fen: 4k3/8/8/8/8/8/8/R3K3 w - - 99 80
// fen: 4k3/8/8/8/8/8/8/R3K3 w - - 100 80
// fen: 4k3/8/8/8/8/8/8/R3K3 b - - 0 1

module evaluation

rule huge:
	score 10000 "a lot"
	score 10000 "more"
	if (me.material == 0) score -10000 * 3
