package board

import (
	"fmt"
	"maps"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// cellPieces returns p's pieces by dense cell.
func cellPieces(p *Position) map[int]Piece {
	out := map[int]Piece{}
	for c := range Color(2) {
		for _, sq := range p.PieceList(c) {
			out[p.rules.Index(sq)] = p.At(sq)
		}
	}
	return out
}

// applyChanges returns parent's pieces with the changes made: a piece is
// taken off a cell only where it stands, and put only on an empty cell
// (takings first).
func applyChanges(parent map[int]Piece, changes []CellChange) (map[int]Piece, error) {
	out := maps.Clone(parent)
	for _, put := range []bool{false, true} {
		for _, ch := range changes {
			if ch.Put != put {
				continue
			}
			pc := MakePiece(ch.Color, ch.Kind)
			if got, ok := out[ch.Cell]; put == ok || (!put && got != pc) {
				return nil, fmt.Errorf("change %+v on a cell holding %v", ch, got)
			}
			if put {
				out[ch.Cell] = pc
			} else {
				delete(out, ch.Cell)
			}
		}
	}
	return out, nil
}

// lastMoveAgrees reports whether p's last move is m (the zero Move for a
// null move) from the position of hash parentHash and pieces parent, and
// its changes turn parent into p.
func lastMoveAgrees(t *testing.T, p *Position, m Move, parentHash uint64, parent map[int]Piece, what string) bool {
	got, hash, ok := p.LastMove()
	if !assert.True(t, ok, what) || !assert.Equal(t, m, got, "%s: the last move", what) ||
		!assert.Equal(t, parentHash, hash, "%s: the parent's hash", what) {
		return false
	}
	var changes [4]CellChange
	n := p.LastChanges(&changes)
	after, err := applyChanges(parent, changes[:n])
	return assert.NoError(t, err, "%s on %s", what, p.FEN()) &&
		assert.Equal(t, cellPieces(p), after, "%s: the changes make %s", what, p.FEN())
}

// lastMoveUnknown reports whether p, reached by taking a move back, does
// not know its last move.
func lastMoveUnknown(t *testing.T, p *Position, what string) bool {
	_, _, ok := p.LastMove()
	return assert.False(t, ok, "%s: no last move", what) && assert.Zero(t, p.LastChanges(new([4]CellChange)), what)
}

// TestLastChangesFollowMoves plays random games in every embedded game,
// with Make, Unmake, MakeNull and UnmakeNull, and checks after each change
// that the last move and its changes turn the parent's pieces into the
// position's.
func TestLastChangesFollowMoves(t *testing.T) {
	rules := embeddedRules(t)
	names := slices.Sorted(maps.Keys(rules))
	rng := rand.New(rand.NewPCG(7, 2026))
	kinds := map[string]int{}
	for _, name := range names {
		r := rules[name]
		for game := range 4 {
			p := r.StartPosition()
			_, _, ok := p.LastMove()
			require.False(t, ok, "%s: a position read from a FEN has no last move", name)
			assert.Zero(t, p.LastChanges(new([4]CellChange)), name)
			playLastMoves(t, p, rng, fmt.Sprintf("%s game %d", name, game), kinds)
		}
	}
	for _, what := range []string{"capture", "promotion", "castling"} {
		assert.Positive(t, kinds[what], "the random games made a %s", what)
	}
}

// playLastMoves plays up to 300 random plies on p, passing and taking
// moves back now and then, checking the last move after every change.
func playLastMoves(t *testing.T, p *Position, rng *rand.Rand, name string, kinds map[string]int) {
	var buf []Move
	for ply := range 300 {
		buf = p.LegalMoves(buf[:0])
		if len(buf) == 0 {
			return
		}
		before, hash := cellPieces(p), p.Hash()
		if rng.IntN(10) == 0 {
			u := p.MakeNull()
			ok := lastMoveAgrees(t, p, 0, hash, before, name+" null move")
			p.UnmakeNull(u)
			if !ok || !lastMoveUnknown(t, p, name+" null move taken back") {
				return
			}
		}
		m := buf[rng.IntN(len(buf))]
		countKind(kinds, m)
		u := p.Make(m)
		if !lastMoveAgrees(t, p, m, hash, before, name+" make "+p.UCI(m)) {
			return
		}
		if ply%3 == 0 {
			p.Unmake(m, u)
			if !lastMoveUnknown(t, p, name+" "+p.UCI(m)+" taken back") {
				return
			}
			p.Make(m)
			if !lastMoveAgrees(t, p, m, hash, before, name+" make again "+p.UCI(m)) {
				return
			}
		}
	}
}

// countKind counts the moves of each special kind.
func countKind(kinds map[string]int, m Move) {
	if m.IsCapture() {
		kinds["capture"]++
	}
	if _, ok := m.Promotion(); ok {
		kinds["promotion"]++
	}
	if m.IsEnPassant() {
		kinds["en passant"]++
	}
	if m.IsCastle() {
		kinds["castling"]++
	}
}

// TestLastChangesWalk makes and unmakes every move two plies deep from the
// perft positions (castling either way, en passant, promotions) and the
// Chess960 walks with castling rights (the king onto its rook's cell),
// checking the changes of each.
func TestLastChangesWalk(t *testing.T) {
	r, capablanca := chess(t), embeddedRules(t)["capablanca"]
	kinds := map[string]int{}
	var walk func(p *Position, depth int) bool
	walk = func(p *Position, depth int) bool {
		before, hash := cellPieces(p), p.Hash()
		for _, m := range p.LegalMoves(nil) {
			countKind(kinds, m)
			u := p.Make(m)
			ok := lastMoveAgrees(t, p, m, hash, before, "make "+p.UCI(m)) && (depth == 1 || walk(p, depth-1))
			p.Unmake(m, u)
			if !ok || !lastMoveUnknown(t, p, "unmake "+p.UCI(m)) {
				return false
			}
		}
		return true
	}
	for _, c := range readEPD(t, "testdata/perft.epd") {
		walk(mustFEN(t, r, c.fen), 2)
	}
	for _, l := range readChess960(t) {
		r := r
		if l.id == "capablanca" {
			r = capablanca
		}
		if p := mustFEN(t, r, l.fen); p.castle != 0 && strings.Contains(l.id, "+") { // a walk, with rights
			walk(p, 2)
		}
	}
	for _, what := range []string{"capture", "promotion", "en passant", "castling"} {
		assert.Positive(t, kinds[what], "the walk made a %s", what)
	}
}
