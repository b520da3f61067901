package polyglot

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/chespel/chespel/board"
	"github.com/chespel/chespel/carn"
)

// chess returns the compiled chess rules.
func chess(t testing.TB) *board.Rules {
	t.Helper()
	r, err := board.Chess()
	require.NoError(t, err)
	return r
}

// play returns the start position after the moves, in UCI.
func play(t testing.TB, r *board.Rules, moves string) *board.Position {
	t.Helper()
	p := r.StartPosition()
	for _, text := range strings.Fields(moves) {
		m, err := p.ParseUCI(text)
		require.NoError(t, err, text)
		p.Make(m)
	}
	return p
}

// TestKeyPublished checks Key on the test positions that the Polyglot
// book format's description lists with their keys: the start, en passant
// squares that count and that do not, lost castling rights.
func TestKeyPublished(t *testing.T) {
	r := chess(t)
	tests := []struct {
		moves string
		key   uint64
	}{
		{"", 0x463b96181691fc9c},
		{"e2e4", 0x823c9b50fd114196},
		{"e2e4 d7d5", 0x0756b94461c50fb0},
		{"e2e4 d7d5 e4e5", 0x662fafb965db29d4},
		{"e2e4 d7d5 e4e5 f7f5", 0x22a48b5a8e47ff78},
		{"e2e4 d7d5 e4e5 f7f5 e1e2", 0x652a607ca3f242c1},
		{"e2e4 d7d5 e4e5 f7f5 e1e2 e8f7", 0x00fdd303c946bdd9},
		{"a2a4 b7b5 h2h4 b5b4 c2c4", 0x3c8123ea7b067637},
		{"a2a4 b7b5 h2h4 b5b4 c2c4 b4c3 a1a3", 0x5c3f9b829b279560},
	}
	for _, tt := range tests {
		got, err := Key(play(t, r, tt.moves))
		require.NoError(t, err, tt.moves)
		assert.Equal(t, fmt.Sprintf("%016x", tt.key), fmt.Sprintf("%016x", got), "after %q", tt.moves)
	}
}

// TestKeyFEN checks that a position read from a FEN has the key of the
// same position reached by moves, the move counters aside.
func TestKeyFEN(t *testing.T) {
	r := chess(t)
	p, err := r.ParseFEN("rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPPKPPP/RNBQ1BNR b kq - 7 30")
	require.NoError(t, err)
	got, err := Key(p)
	require.NoError(t, err)
	assert.Equal(t, uint64(0x652a607ca3f242c1), got, "from a FEN")
}

// TestKeyNotChess checks that another game's position has no key.
func TestKeyNotChess(t *testing.T) {
	rs, err := carn.Embedded("xiangqi")
	require.NoError(t, err)
	r, err := board.Compile(rs)
	require.NoError(t, err)
	_, err = Key(r.StartPosition())
	assert.ErrorIs(t, err, ErrNotChess, "xiangqi")
}

// TestOpenForChecksTheGame checks that OpenFor refuses another game's rules
// before reading the file, naming it, and reads a chess book.
func TestOpenForChecksTheGame(t *testing.T) {
	rs, err := carn.Embedded("xiangqi")
	require.NoError(t, err)
	r, err := board.Compile(rs)
	require.NoError(t, err)
	_, err = OpenFor(r, "none.bin")
	assert.ErrorIs(t, err, ErrNotChess, "xiangqi")
	assert.EqualError(t, err, "none.bin: the Polyglot format is for chess only, not xiangqi", "names the file")

	path := filepath.Join(t.TempDir(), "one.bin")
	require.NoError(t, os.WriteFile(path, make([]byte, 16), 0o644))
	b, err := OpenFor(chess(t), path)
	require.NoError(t, err, "a chess book")
	assert.Equal(t, 1, b.Len(), "its entry")
	_, err = OpenFor(chess(t), filepath.Join(t.TempDir(), "none.bin"))
	assert.ErrorIs(t, err, os.ErrNotExist, "a missing file")
}
