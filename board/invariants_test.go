package board

import (
	"slices"
	"sort"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// snapshot is what make and unmake must restore.
type snapshot struct {
	board          []Piece
	white, black   []Square
	side           Color
	castle         uint8
	ep             Square
	halfmove, full int
	hash, occ      uint64
	history        int
}

func snap(p *Position) snapshot {
	sorted := func(sqs []Square) []Square {
		out := append([]Square(nil), sqs...)
		sort.Slice(out, func(i, j int) bool { return out[i] < out[j] })
		return out
	}
	return snapshot{append([]Piece(nil), p.board[:]...), sorted(p.pieces(White)), sorted(p.pieces(Black)),
		p.side, p.castle, p.ep, p.halfmove, p.fullmove, p.hash, p.occ, len(p.history)}
}

// same reports whether two snapshots are equal, cheaply.
func (a snapshot) same(b snapshot) bool {
	return slices.Equal(a.board, b.board) && slices.Equal(a.white, b.white) && slices.Equal(a.black, b.black) &&
		a.side == b.side && a.castle == b.castle && a.ep == b.ep && a.halfmove == b.halfmove &&
		a.full == b.full && a.hash == b.hash && a.occ == b.occ && a.history == b.history
}

// consistent reports whether the incremental state equals what a fresh
// computation gives: hash, occupied squares, piece lists and royal squares.
func consistent(p *Position) bool {
	if p.computeHash() != p.hash || p.computeOcc() != p.occ {
		return false
	}
	for c := White; c <= Black; c++ {
		royals := 0
		for i, sq := range p.pieces(c) {
			if !p.board[sq].is(c) || p.index[sq] != uint8(i) {
				return false
			}
			if p.isRoyalAt(sq) {
				royals++
				if !slices.Contains(p.royals[c][:p.nRoyals[c]], sq) {
					return false
				}
			}
		}
		if royals != p.nRoyals[c] {
			return false
		}
	}
	return true
}

// computeOcc recomputes the occupied word from the mailbox.
func (p *Position) computeOcc() uint64 {
	var occ uint64
	for _, sq := range p.rules.squares {
		if p.board[sq] != Empty {
			occ |= p.rules.bit[sq]
		}
	}
	return occ
}

// walk makes and unmakes every legal move depth plies deep, checking the
// incremental state after each make and the exact restore after each unmake.
// path is the moves that led here, named only when something fails.
func walk(t *testing.T, p *Position, depth int, path []string) bool {
	if depth == 0 {
		return true
	}
	before := snap(p)
	for _, m := range p.LegalMoves(nil) {
		u := p.Make(m)
		if !consistent(p) {
			return assert.Fail(t, "incremental state differs from a recomputed one", "after %v %v: %s", path, m, p.FEN())
		}
		if !walk(t, p, depth-1, append(path, p.rules.SquareName(m.From())+p.rules.SquareName(m.To()))) {
			return false
		}
		p.Unmake(m, u)
		if after := snap(p); !after.same(before) {
			return assert.Equal(t, before, after, "state after unmaking %v then %s", path, p.UCI(m))
		}
	}
	return true
}

func TestMakeUnmakeInvariants(t *testing.T) {
	r := chess(t)
	for _, c := range readEPD(t, "testdata/perft.epd") {
		p := mustFEN(t, r, c.fen)
		require.True(t, consistent(p), c.fen)
		walk(t, p, 3, []string{c.fen})
		assert.Equal(t, c.fen, p.FEN())
	}
}

func TestNullMove(t *testing.T) {
	r := chess(t)
	p := mustFEN(t, r, "rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 3")
	require.Equal(t, "e3", r.SquareName(p.EnPassant()))
	before := snap(p)
	u := p.MakeNull()
	assert.Equal(t, White, p.SideToMove())
	assert.Equal(t, NoSquare, p.EnPassant(), "a null move clears the en passant square")
	assert.Equal(t, p.computeHash(), p.Hash())
	assert.Equal(t, "rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 4", p.FEN())
	p.UnmakeNull(u)
	assert.Equal(t, before, snap(p))
}

func TestClone(t *testing.T) {
	r := chess(t)
	p := r.StartPosition()
	q := p.Clone()
	m, err := q.ParseUCI("e2e4")
	require.NoError(t, err)
	q.Make(m)
	assert.Equal(t, r.StartFEN(), p.FEN(), "the original is untouched")
	assert.Equal(t, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1", q.FEN())
}
