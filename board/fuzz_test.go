package board

import (
	"testing"

	"github.com/chespel/chespel/carn"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// FuzzFEN checks that any text either fails to parse or gives a position
// whose FEN parses back to the same FEN and whose moves generate.
func FuzzFEN(f *testing.F) {
	rules := []*Rules{chess(f)}
	for _, rs := range []func() *Rules{
		func() *Rules { r, _ := Compile(xiangqiRuleSet()); return r },
		func() *Rules { r, _ := Compile(capablancaRuleSet()); return r },
		func() *Rules { r, _ := Compile(mustEmbedded("makruk")); return r },
		func() *Rules { r, _ := Compile(mustEmbedded("shatranj")); return r },
	} {
		rules = append(rules, rs())
	}
	f.Add("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")
	f.Add("rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1")
	f.Add("bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9")
	f.Add("rk2r2r/8/8/8/8/8/8/RK2R2R w Ee - 0 1")
	f.Add("8/8/5M2/3k4/8/8/8/K7 w - 128 7 134") // makruk's running count
	f.Add("4k3/8/8/3qP3/8/8/8/4K3 w - d6 0 1")  // no double step made d6
	f.Add("8/P7/2k5/8/8/8/8/4K3 w - - 0 1")     // shatranj: a bared king
	f.Add("4k3/8/8/8/8/QQQ5/PPPPPPPP/4K3 w - - 0 1")
	f.Fuzz(func(t *testing.T, fen string) {
		for _, r := range rules {
			p, err := r.ParseFEN(fen)
			if err != nil {
				continue
			}
			out := p.FEN()
			q, err := r.ParseFEN(out)
			require.NoError(t, err, "%s: FEN of %q", r.Name(), fen)
			assert.Equal(t, out, q.FEN(), "%s: FEN of %q", r.Name(), fen)
			for _, m := range p.LegalMoves(nil) {
				u := p.Make(m)
				p.Unmake(m, u)
			}
			_ = p.Draw()
			_ = p.Outcome()
		}
	})
}

// fuzzPositions are the positions move text is read in.
var fuzzPositions = []string{
	"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
	"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
	"r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
	"rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 3",
	"1r4kr/8/8/8/8/8/8/1R4KR w KQkq - 0 1",
}

// FuzzSAN checks that any text either fails to parse as SAN or names a
// legal move whose SAN parses back to it.
func FuzzSAN(f *testing.F) {
	r := chess(f)
	var positions []*Position
	for _, fen := range fuzzPositions {
		positions = append(positions, mustFEN(f, r, fen))
	}
	for _, s := range []string{"Nf3", "e4", "O-O", "0-0-0", "exd5", "e8=Q+", "Nbd2", "bxa8=N#", "Qh4e1"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for _, p := range positions {
			m, err := p.ParseSAN(s)
			if err != nil {
				continue
			}
			back, err := p.ParseSAN(p.SAN(m))
			require.NoError(t, err, "SAN of %q", s)
			assert.Equal(t, m, back, "SAN of %q", s)
		}
	})
}

// FuzzUCI checks that any text either fails to parse as a UCI move or names
// a legal move that prints back the same way.
func FuzzUCI(f *testing.F) {
	r := chess(f)
	var positions []*Position
	for _, fen := range fuzzPositions {
		positions = append(positions, mustFEN(f, r, fen))
	}
	for _, s := range []string{"e2e4", "e7e8q", "a7b8N", "e1g1", "e1h1", "g1h1", "g1b1", "0000", "a10a1"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for _, p := range positions {
			m, err := p.ParseUCI(s)
			if err != nil {
				continue
			}
			back, err := p.ParseUCI(p.UCI(m))
			require.NoError(t, err, "UCI of %q", s)
			assert.Equal(t, m, back, "UCI of %q", s)
		}
	})
}

// mustEmbedded returns an embedded rule set, or nil (Compile then fails).
func mustEmbedded(name string) *carn.RuleSet {
	rs, _ := carn.Embedded(name)
	return rs
}
