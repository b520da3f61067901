package board

import (
	"testing"

	"github.com/chespel/chespel/carn"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// fuzzRootMoves bounds the work of one fuzz input: a mutated document may
// describe a 16×16 board full of queens, whose perft(2) would take too long
// for a fuzzer to wait for. Past this many legal moves at the root, only
// perft(1) is counted.
const fuzzRootMoves = 400

// FuzzDocument loads mutations of the embedded rule-set documents: each is
// rejected by carn.Load or board.Compile with an error, or is a working rule
// set whose start position plays two plies deep and reads back from its FEN.
func FuzzDocument(f *testing.F) {
	for _, name := range carn.Names() {
		doc, err := carn.Document(name)
		require.NoError(f, err, name)
		f.Add(doc)
	}
	f.Fuzz(func(t *testing.T, doc []byte) {
		rs, err := carn.Load(doc)
		if err != nil {
			return
		}
		r, err := Compile(rs)
		if err != nil {
			return
		}
		p := r.StartPosition()
		fen := p.FEN()
		q, err := r.ParseFEN(fen)
		require.NoError(t, err, "the start FEN %s reads back", fen)
		assert.Equal(t, fen, q.FEN())
		depth := 2
		if len(p.LegalMoves(nil)) > fuzzRootMoves {
			depth = 1
		}
		n := p.Perft(depth)
		assert.Equal(t, n, sumDivide(p.Divide(depth)), "perft(%d) is the sum of divide", depth)
		assert.Equal(t, fen, p.FEN(), "perft leaves the start position as it was")
	})
}

// sumDivide adds up a divide's counts.
func sumDivide(entries []DivideEntry) uint64 {
	var n uint64
	for _, e := range entries {
		n += e.Nodes
	}
	return n
}
