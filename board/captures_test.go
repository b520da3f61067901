package board

import (
	"bytes"
	"regexp"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestCaptures checks that Captures returns exactly the legal captures and
// promotions, in every suite position and one move later, and that IsQuiet
// holds of the other moves only.
func TestCaptures(t *testing.T) {
	r := chess(t)
	check := func(p *Position) {
		var want []Move
		for _, m := range p.LegalMoves(nil) {
			_, promotes := m.Promotion()
			assert.Equal(t, !m.IsCapture() && !promotes, m.IsQuiet(), "%s %s", p.FEN(), p.UCI(m))
			if m.IsCapture() || m.promoPiece() != Empty {
				want = append(want, m)
			}
		}
		assert.ElementsMatch(t, want, p.Captures(nil), p.FEN())
	}
	for _, c := range readEPD(t, "testdata/perft.epd") {
		p := mustFEN(t, r, c.fen)
		check(p)
		for _, m := range p.LegalMoves(nil) {
			u := p.Make(m)
			check(p)
			p.Unmake(m, u)
		}
	}
}

func TestPerftCommand(t *testing.T) {
	var out bytes.Buffer
	require.NoError(t, PerftCommand(&out, chessRuleSet(), "startpos", 3, false))
	timing := regexp.MustCompile(`(?m)^(seconds|nps): .*$`)
	assert.Equal(t, "nodes: 8902\nseconds: X\nnps: X\n", timing.ReplaceAllString(out.String(), "$1: X"))

	out.Reset()
	require.NoError(t, PerftCommand(&out, chessRuleSet(), "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 2, true))
	golden(t, "divide.golden", timing.ReplaceAllString(out.String(), "$1: X"))

	err := PerftCommand(&out, chessRuleSet(), "8/8 w - -", 1, false)
	assert.EqualError(t, err, "fen: piece placement: 2 ranks, want 8")
}
