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

// TestOpeningForms checks that each form of an opening rule lowers to the
// same book entry: the position's key and hash, and the reply in UCI.
func TestOpeningForms(t *testing.T) {
	const afterE4E5 = "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2"
	const afterNf3 = "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2"
	forms := []struct{ name, rule string }{
		{"FEN pair", "'" + afterE4E5 + "' -> '" + afterNf3 + "'"},
		{"FEN and SAN", "'" + afterE4E5 + "' -> 'Nf3'"},
		{"FEN and coordinates", "'" + afterE4E5 + "' -> 'g1f3'"},
		{"startpos moves in coordinates", "'startpos moves e2e4 e7e5' -> 'Nf3'"},
		{"startpos moves in SAN", "'startpos moves e4 e5' -> '" + afterNf3 + "'"},
		{"FEN moves", "'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1 moves e5' -> 'Ng1-f3+'"},
	}
	var want *Opening
	for _, f := range forms {
		src := "module opening\n" + f.rule + "\nmodule evaluation\nrule r:\n\tscore 1\n"
		prog, errs := Load("x", []byte(src))
		require.Empty(t, errs, f.name)
		require.Len(t, prog.Openings, 1, f.name)
		got := prog.Openings[0]
		assert.Equal(t, "g1f3", got.Move, f.name)
		if want == nil {
			want = &got
			continue
		}
		assert.Equal(t, want.Key, got.Key, f.name)
		assert.Equal(t, want.Hash, got.Hash, f.name)
	}
}

// TestOpeningMoveErrorPoints checks that an illegal move of an opening
// rule is reported at the move, inside the quotes.
func TestOpeningMoveErrorPoints(t *testing.T) {
	tests := []struct {
		name, rule string
		col        int
	}{
		{"second move", "'startpos moves e4 e4' -> 'Nf3'", 20},
		{"reply", "'startpos moves e4 e5' -> 'Ke3'", 28},
		{"spaced reply", "'startpos' -> '  e2e5'", 18},
		{"FEN then move", "' 8/8/8/8/8/8/8/K6k w - - 0 1 moves Ka3' -> 'Kh6'", 37},
	}
	for _, tt := range tests {
		src := "module opening\n" + tt.rule + "\nmodule evaluation\nrule r:\n\tscore 1\n"
		_, errs := Load("x", []byte(src))
		require.Len(t, errs, 1, "%s: %s", tt.name, errs)
		assert.Equal(t, 2, errs[0].Pos.Line, tt.name)
		assert.Equal(t, tt.col, errs[0].Pos.Col, "%s: %s", tt.name, errs[0].Format([]byte(src)))
	}
}
