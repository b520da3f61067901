package polyglot

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/chespel/chespel/board"
)

// move encodes a move in coordinates ("e2e4") and a promotion (0 none,
// 1 knight ... 4 queen) as a book entry writes it.
func move(uci string, promo int) uint16 {
	sq := func(s string) uint16 { return uint16(s[0]-'a') | uint16(s[1]-'1')<<3 }
	return sq(uci[2:4]) | sq(uci[0:2])<<6 | uint16(promo)<<12
}

// bookBytes writes entries in the file format.
func bookBytes(entries ...Entry) []byte {
	var buf bytes.Buffer
	for _, e := range entries {
		_ = binary.Write(&buf, binary.BigEndian, e)
	}
	return buf.Bytes()
}

// keyOf returns the key of fen.
func keyOf(t *testing.T, fen string) (*board.Position, uint64) {
	t.Helper()
	p, err := chess(t).ParseFEN(fen)
	require.NoError(t, err, fen)
	k, err := Key(p)
	require.NoError(t, err, fen)
	return p, k
}

// uciOf returns the moves of choices in coordinates, with their weights.
func uciOf(p *board.Position, choices []Choice) []string {
	var out []string
	for _, c := range choices {
		out = append(out, fmt.Sprintf("%s %d", p.UCI(c.Move), c.Weight))
	}
	return out
}

const startFEN = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"

// TestLookup reads a small book, out of key order, with an illegal entry:
// the heaviest legal move is played, and a position of no entry has none.
func TestLookup(t *testing.T) {
	start, key := keyOf(t, startFEN)
	data := bookBytes(
		Entry{Key: key + 1, Move: move("a2a3", 0), Weight: 90},
		Entry{Key: key, Move: move("e2e4", 0), Weight: 10},
		Entry{Key: key, Move: move("e2e5", 0), Weight: 100}, // not legal: left out
		Entry{Key: key, Move: move("d2d4", 0), Weight: 30},
		Entry{Key: key, Move: move("g1f3", 0), Weight: 10},
		Entry{Key: key - 1, Move: move("h2h3", 0), Weight: 50},
	)
	b, err := Read(bytes.NewReader(data))
	require.NoError(t, err)
	assert.Equal(t, 6, b.Len(), "entries")
	assert.Equal(t, []string{"d2d4 30", "e2e4 10", "g1f3 10"}, uciOf(start, b.Moves(start)), "heaviest first, the file's order on a tie")
	m, ok := b.Lookup(start)
	require.True(t, ok, "the start is in the book")
	assert.Equal(t, "d2d4", start.UCI(m), "the heaviest move")

	after := play(t, chess(t), "d2d4")
	_, ok = b.Lookup(after)
	assert.False(t, ok, "a position the book does not hold")
	var none *Book
	_, ok = none.Lookup(start)
	assert.False(t, ok, "a nil book")
}

// TestLookupRand draws moves by weight with a seeded generator: the counts
// are exact for the seed, and near the weights' proportions (3:1:1).
func TestLookupRand(t *testing.T) {
	start, key := keyOf(t, startFEN)
	b, err := Read(bytes.NewReader(bookBytes(
		Entry{Key: key, Move: move("e2e4", 0), Weight: 10},
		Entry{Key: key, Move: move("d2d4", 0), Weight: 30},
		Entry{Key: key, Move: move("g1f3", 0), Weight: 10},
		Entry{Key: key, Move: move("b2b3", 0), Weight: 0},
	)))
	require.NoError(t, err)
	b.Rand = rand.New(rand.NewPCG(1, 2))
	counts := map[string]int{}
	for range 1000 {
		m, ok := b.Lookup(start)
		require.True(t, ok)
		counts[start.UCI(m)]++
	}
	assert.Equal(t, map[string]int{"d2d4": 587, "e2e4": 203, "g1f3": 210}, counts, "draws of seed 1, 2; never the move of weight 0")
}

// TestSpecialMoves checks castling, written as the king taking its rook,
// and promotions.
func TestSpecialMoves(t *testing.T) {
	castle, ck := keyOf(t, "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1")
	promo, pk := keyOf(t, "8/P7/8/8/8/8/8/k6K w - - 0 1")
	b, err := Read(bytes.NewReader(bookBytes(
		Entry{Key: ck, Move: move("e1h1", 0), Weight: 5},
		Entry{Key: ck, Move: move("e1a1", 0), Weight: 4},
		Entry{Key: ck, Move: move("e1g1", 0), Weight: 9}, // not how the format writes castling
		Entry{Key: pk, Move: move("a7a8", 1), Weight: 2},
		Entry{Key: pk, Move: move("a7a8", 4), Weight: 7},
		Entry{Key: pk, Move: move("a7a8", 0), Weight: 9}, // a promotion needs its piece
	)))
	require.NoError(t, err)
	assert.Equal(t, []string{"e1g1 5", "e1c1 4"}, uciOf(castle, b.Moves(castle)), "castling short and long")
	assert.Equal(t, []string{"a7a8q 7", "a7a8n 2"}, uciOf(promo, b.Moves(promo)), "promotions")
}

// TestReadErrors checks a file that is not a whole number of entries and
// a missing file.
func TestReadErrors(t *testing.T) {
	_, err := Read(bytes.NewReader(make([]byte, 17)))
	assert.EqualError(t, err, "not a Polyglot book: 17 bytes is not a whole number of 16-byte entries", "17 bytes")
	_, err = Open(filepath.Join(t.TempDir(), "none.bin"))
	assert.ErrorIs(t, err, os.ErrNotExist, "a missing file")

	path := filepath.Join(t.TempDir(), "odd.bin")
	require.NoError(t, os.WriteFile(path, make([]byte, 8), 0o644))
	_, err = Open(path)
	assert.EqualError(t, err, path+": not a Polyglot book: 8 bytes is not a whole number of 16-byte entries", "names the file")

	b, err := Read(bytes.NewReader(nil))
	require.NoError(t, err, "an empty book")
	assert.Equal(t, 0, b.Len(), "an empty book")
}
