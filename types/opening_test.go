package types

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestFENErrorPoints pins where an invalid FEN of an opening rule is
// reported: at the field that the board names, and in the piece placement
// at the rank that it names, rather than at the opening quote. The FENs are
// the rule's second position, alone on line 3: its quote is at column 1.
func TestFENErrorPoints(t *testing.T) {
	const start = "'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1' ->"
	tests := []struct {
		name, fen string
		col       int
	}{
		{"too few fields", "8/8/8/8/8/8/8/K6k w", 1},
		{"rank 8", "rnbqkbnX/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1", 2},
		{"rank 1", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX b KQkq - 0 1", 37},
		{"rank of 9 files", "rnbqkbnr/pppppppp/8/8/44P/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1", 24},
		{"seven ranks", "8/8/8/8/8/8/K6k w - - 0 1", 2},
		{"side to move", "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR x KQkq - 0 1", 48},
		{"castling after double spaces", "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR  b  KQkX - 0 1", 52},
		{"en passant", "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e5 0 1", 55},
		{"fullmove", "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 0", 59},
	}
	for _, tt := range tests {
		src := "module opening\n" + start + "\n'" + tt.fen + "'\nmodule evaluation\nrule r:\n\tscore 1\n"
		_, errs := Load("x", []byte(src))
		require.Len(t, errs, 1, "%s: %s", tt.name, errs)
		assert.Contains(t, errs[0].Msg, "invalid FEN", tt.name)
		assert.Equal(t, 3, errs[0].Pos.Line, tt.name)
		assert.Equal(t, tt.col, errs[0].Pos.Col, "%s: %s", tt.name, errs[0].Format([]byte(src)))
	}
}
