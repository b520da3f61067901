package board

import (
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestIsLegalAgreesWithLegalMoves checks IsLegal against LegalMoves in
// every position of games.txt (every embedded game) and in positions one
// and two plies after it (after the first isLegalBranches moves of each):
// each legal move is legal, and no other move is: neither the pseudo-legal
// moves that leave a royal piece attacked, nor the moves of the same side
// two plies before (the stale moves a transposition table may hand back),
// nor a move of one of its pieces to any cell (anyMoves).
func TestIsLegalAgreesWithLegalMoves(t *testing.T) {
	rules := embeddedRules(t)
	for _, c := range readGames(t) {
		p := mustFEN(t, rules[c.game], c.fen)
		checkIsLegal(t, p, nil, nil, 2, c.game+" "+c.fen)
	}
}

// isLegalBranches is the number of moves of each position after which
// TestIsLegalAgreesWithLegalMoves goes on.
const isLegalBranches = 4

// checkIsLegal compares IsLegal with LegalMoves in p on its pseudo-legal
// moves and on earlier, the legal moves of two plies before, then does the
// same depth plies further.
func checkIsLegal(t *testing.T, p *Position, earlier, before []Move, depth int, name string) {
	legal := p.LegalMoves(nil)
	buf := make([]Move, 0, 256)
	for _, m := range slices.Concat(p.pseudoMoves(nil, genAll), earlier, p.anyMoves()) {
		if !assert.Equal(t, slices.Contains(legal, m), p.IsLegal(m, buf), "%s: %#x", name, uint64(m)) {
			return
		}
	}
	if depth == 0 {
		return
	}
	for _, m := range legal[:min(len(legal), isLegalBranches)] {
		text := p.UCI(m)
		u := p.Make(m)
		checkIsLegal(t, p, before, legal, depth-1, name+" "+text)
		p.Unmake(m, u)
	}
}

// anyMoves returns, for each piece of the side to move and each cell of the
// board, a plain move of the piece there, capturing what stands there.
func (p *Position) anyMoves() []Move {
	var out []Move
	for _, from := range p.pieces(p.side) {
		for _, to := range p.rules.squares {
			if c := p.board[to]; to != from && !c.is(p.side) {
				out = append(out, newMove(from, to, p.board[from], c, flagNormal))
			}
		}
	}
	return out
}
