package board

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestSANRoundTrip prints every legal move of every suite position, and of
// every position one move later, as SAN and UCI and parses it back.
func TestSANRoundTrip(t *testing.T) {
	r := chess(t)
	for _, c := range readEPD(t, "testdata/perft.epd") {
		p := mustFEN(t, r, c.fen)
		for _, m := range p.LegalMoves(nil) {
			roundTrip(t, p, m)
			u := p.Make(m)
			for _, m2 := range p.LegalMoves(nil) {
				roundTrip(t, p, m2)
			}
			p.Unmake(m, u)
		}
	}
}

func roundTrip(t *testing.T, p *Position, m Move) {
	san := p.SAN(m)
	got, err := p.ParseSAN(san)
	if assert.NoError(t, err, "%s in %s", san, p.FEN()) {
		assert.Equal(t, m, got, "%s in %s", san, p.FEN())
	}
	uci := p.UCI(m)
	got, err = p.ParseUCI(uci)
	if assert.NoError(t, err, "%s in %s", uci, p.FEN()) {
		assert.Equal(t, m, got, "%s in %s", uci, p.FEN())
	}
}

func TestSANText(t *testing.T) {
	r := chess(t)
	cases := []struct{ fen, uci, san string }{
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "g1f3", "Nf3"},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "e2e4", "e4"},
		{"rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2", "e4d5", "exd5"},
		{"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "e1g1", "O-O"},
		{"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "e1c1", "O-O-O"},
		{"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "a1a8", "Rxa8+"},
		{"7k/P7/8/8/8/8/8/K7 w - - 0 1", "a7a8q", "a8=Q+"},
		{"7k/P7/8/8/8/8/8/K7 w - - 0 1", "a7a8n", "a8=N"},
		{"4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1", "b1d2", "Nbd2"},
		{"4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1", "f1d2", "Nfd2"},
		{"4k3/8/8/8/8/8/8/R4RK1 w - - 0 1", "a1d1", "Rad1"},
		{"4k3/8/8/R7/8/8/8/R3K3 w - - 0 1", "a1a3", "R1a3"},
		{"1k6/8/8/8/4Q2Q/8/8/K6Q w - - 0 1", "h4e1", "Qh4e1"},
		{"rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2", "d8h4", "Qh4#"},
		{"6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", "a1a8", "Ra8#"},
		{"4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2", "e5d6", "exd6"},
	}
	for _, c := range cases {
		p := mustFEN(t, r, c.fen)
		m, err := p.ParseUCI(c.uci)
		require.NoError(t, err, c.uci)
		assert.Equal(t, c.san, p.SAN(m), "SAN of %s in %s", c.uci, c.fen)
	}
}

func TestParseSANForms(t *testing.T) {
	r := chess(t)
	start := "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
	castle := "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"
	capture := "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2"
	bishops := "4k3/8/8/2p5/8/B7/1P6/4K3 w - - 0 1"
	cases := []struct{ fen, san, uci string }{
		{start, "Nf3", "g1f3"},
		{start, "nf3", "g1f3"},
		{start, "Ng1f3", "g1f3"},
		{start, "Ng1-f3", "g1f3"},
		{start, "Nf3!?", "g1f3"},
		{start, "e2e4", "e2e4"},
		{castle, "0-0", "e1g1"},
		{castle, "O-O-O", "e1c1"},
		{castle, "0-0-0+", "e1c1"},
		{capture, "ed5", "e4d5"},
		{capture, "exd5", "e4d5"},
		{capture, "e4xd5", "e4d5"},
		{"7k/P7/8/8/8/8/8/K7 w - - 0 1", "a8Q", "a7a8q"},
		{"7k/P7/8/8/8/8/8/K7 w - - 0 1", "a8=q", "a7a8q"},
		{"7k/P7/8/8/8/8/8/K7 w - - 0 1", "a8n", "a7a8n"},
		{bishops, "Bxc5", "a3c5"},
		{bishops, "bc5", "a3c5"}, // no b-pawn reaches c5, so b is the bishop
		{bishops, "b4", "b2b4"},
	}
	for _, c := range cases {
		p := mustFEN(t, r, c.fen)
		m, err := p.ParseSAN(c.san)
		if assert.NoError(t, err, c.san) {
			assert.Equal(t, c.uci, p.UCI(m), "%s in %s", c.san, c.fen)
		}
	}
}

func TestParseSANErrors(t *testing.T) {
	r := chess(t)
	start := "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
	knights := "4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1"
	cases := []struct{ fen, san, err string }{
		{start, "Nf4", "illegal move Nf4: no knight can reach f4"},
		{start, "e5", "illegal move e5: no pawn can reach e5"},
		{start, "O-O", "illegal move O-O: castling short is not legal here"},
		{knights, "Nd2", "ambiguous move Nd2: Nbd2 or Nfd2"},
		{start, "", `bad move "": want SAN such as Nf3, exd5, O-O or e8=Q`},
		{start, "Zf3", `bad move "Zf3": unexpected "Z" before the destination, want a file or a rank`},
		{start, "Nf9", `bad move "Nf9": bad square "f9": want a file a..h and a rank 1..8`},
		{start, "e8=X", `bad move "e8=X": unexpected 'X' at the end, want a promotion piece letter`},
		{start, "N%f3", `bad move "N%f3": unexpected "%" before the destination, want a file or a rank`},
		// a pawn can reach a8: the text lacks the promotion, or names one the rules don't offer
		{"7k/P7/8/8/8/8/8/K7 w - - 0 1", "a8", "illegal move a8: a promotion needs its piece, want a8=Q, a8=R, a8=B or a8=N"},
		{"7k/P7/8/8/8/8/8/K7 w - - 0 1", "a8=K", "illegal move a8=K: no promotion to king here, want a8=Q, a8=R, a8=B or a8=N"},
		{"1n5k/P7/8/8/8/8/8/K7 w - - 0 1", "b8", "illegal move b8: a promotion needs its piece, want axb8=Q, axb8=R, axb8=B or axb8=N"},
	}
	for _, c := range cases {
		p := mustFEN(t, r, c.fen)
		_, err := p.ParseSAN(c.san)
		if assert.Error(t, err, c.san) {
			assert.Equal(t, c.err, err.Error(), c.san)
		}
	}
}

func TestParseUCIErrors(t *testing.T) {
	r := chess(t)
	p := r.StartPosition()
	cases := []struct{ text, err string }{
		{"e2e5", "illegal move e2e5"},
		{"e2", `bad move "e2": want a UCI move such as e2e4 or e7e8q`},
		{"e2e4x", `bad move "e2e4x": unexpected "x" after the squares, want a promotion letter`},
		{"e2e4qq", `bad move "e2e4qq": unexpected "qq" after the squares, want a promotion letter`},
		{"i2i4", `bad move "i2i4": want a UCI move such as e2e4 or e7e8q`},
	}
	for _, c := range cases {
		_, err := p.ParseUCI(c.text)
		if assert.Error(t, err, c.text) {
			assert.Equal(t, c.err, err.Error(), c.text)
		}
	}
}
