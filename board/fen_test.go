package board

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestFENRoundTrip(t *testing.T) {
	r := chess(t)
	cases := []struct{ in, out string }{
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", ""},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"},
		// the en passant square is written only when a capture there is legal
		{"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1", "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"},
		{"rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 3", ""},
		// pinned: the capture is pseudo-legal but not legal
		{"8/8/8/8/k2pP2Q/8/8/4K3 b - e3 0 1", "8/8/8/8/k2pP2Q/8/8/4K3 b - - 0 1"},
		{"r3k2r/8/8/8/8/8/8/R3K2R b Kq - 12 40", ""},
	}
	for _, c := range cases {
		p := mustFEN(t, r, c.in)
		want := c.out
		if want == "" {
			want = c.in
		}
		assert.Equal(t, want, p.FEN(), c.in)
	}
}

// TestFENErrors pins each error message in testdata/fen_errors.golden.
func TestFENErrors(t *testing.T) {
	r := chess(t)
	bad := []string{
		"",
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w",
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 extra",
		"rnbqkbnr/pppppppp/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
		"rnbqkbnr/pppppppp/8/8/8/9/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
		"rnbqkbnr/pppppppp/8/8/8/44/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
		"rnbqkbnr/pppppppp/8/8/8/7/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
		"rnbqkbnr/pppppppp/8/8/8/08/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
		"rnbqkbnr/pppppppp/8/8/3X4/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
		"rnbqkbnr/pppppppp/8/8/3*4/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
		"rnbq1bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1",
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1",
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkX - 0 1",
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KK - 0 1",
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 w KQkq - 0 1",
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e9 0 1",
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e6 0 1",
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - -1 1",
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 0",
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - x 1",
		"rnbqkbnP/pppppppp/8/8/8/8/PPPPPPP1/RNBQKBNR w KQq - 0 1",
		"rnbqkbnr/ppppp1pp/8/7Q/8/8/PPPPPPPP/RNB1KBNR w KQkq - 0 1",
		"4k3/8/8/8/8/8/8/3KK3 w - - 0 1",
		"4k3/8/8/P7/8/8/PPPPPPPP/4K3 w - - 0 1",
		"4k3/8/8/8/8/QQQ5/PPPPPPPP/4K3 w - - 0 1",
		"4k3/8/8/8/8/8/PPPPPPPP/2B1KB1B w - - 0 1",
		"4k3/8/8/8/8/8/8/P3K3 w - - 0 1",
		"4k3/8/8/3qP3/8/8/8/4K3 w - d6 0 1",
	}
	var out strings.Builder
	for _, fen := range bad {
		_, err := r.ParseFEN(fen)
		if !assert.Error(t, err, fen) {
			continue
		}
		fmt.Fprintf(&out, "%s\n\t%v\n", fen, err)
	}
	golden(t, "fen_errors.golden", out.String())
}

func TestDraw(t *testing.T) {
	r := chess(t)
	p := mustFEN(t, r, "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1")
	golden(t, "draw_chess.golden", p.Draw())
}

// TestFENLengthLimit pins that a junk line of a megabyte given as a FEN
// is refused by its length, not echoed back field by field.
func TestFENLengthLimit(t *testing.T) {
	_, err := chess(t).ParseFEN("8/8/8/8/8/8/8/8 " + strings.Repeat("w", MaxFEN) + " - - 0 1")
	assert.EqualError(t, err, "fen: 2072 bytes, want at most 2048")
}

// TestFENErrorsQuoteAnExcerpt checks that an error quotes at most a short
// excerpt of a long field, whichever field it is.
func TestFENErrorsQuoteAnExcerpt(t *testing.T) {
	r := chess(t)
	long := strings.Repeat("9", 1500)
	placement := "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR"
	for _, fen := range []string{
		placement + " " + long + " KQkq - 0 1",
		placement + " w KQkq " + long + " 0 1",
		placement + " w KQkq - " + long + "x 1",
		placement + " w KQkq - 0 " + long + "x",
		"rnbqkbnr/pppppppp/" + long + "/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
	} {
		_, err := r.ParseFEN(fen)
		require.Error(t, err, fen[:60])
		assert.Less(t, len(err.Error()), 300, "a short message: %s", err)
		assert.Contains(t, err.Error(), `9999999999"...`, "an excerpt: %s", err)
	}
	_, err := r.ParseFEN(placement + " " + long + " KQkq - 0 1")
	assert.EqualError(t, err, `fen: side to move: unexpected "9999999999999999999999999999999999999999"..., want w or b`)
}
