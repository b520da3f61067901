package board

import (
	"fmt"
	"os"
	"reflect"
	"testing"

	"github.com/chespel/chespel/carn"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestSharedChessRulesUnchanged is the regression test of the bug where a
// test changed the shared chess rules: manyAlternatives edited the rule set
// carn.Chess() returned, which every caller shared, so that board.Chess(),
// compiled on first use, could be a chess whose pawns never step twice
// (e2e4 illegal in a later test of a full `go test ./board`). It runs the
// operations that take the shared rules or rule set and could change them,
// then checks that carn.Chess() and board.Chess() are still chess: equal
// to a chess compiled afresh, e2e4 legal from the start, perft(3) 8902.
func TestSharedChessRulesUnchanged(t *testing.T) {
	fresh := func() *Rules {
		rs, err := carn.Embedded("chess")
		require.NoError(t, err)
		r, err := Compile(rs)
		require.NoError(t, err)
		return r
	}
	want := fresh()
	shared, err := Chess()
	require.NoError(t, err)

	// A variant made from carn.Chess(), as manyAlternatives did.
	rs := carn.Chess()
	for i := range rs.Pieces {
		rs.Pieces[i].Move, rs.Pieces[i].Capture = rs.Pieces[0].Move, rs.Pieces[0].Capture
	}
	rs.StartFEN, rs.Castling = "4k3/8/8/8/8/8/8/4K3 w - - 0 1", nil
	manyAlternatives(t, 3)
	// Chess960 start positions, X-FEN and Shredder-FEN castling, the UCI
	// king-takes-rook notation and games played on the shared rules.
	for _, arg := range []string{"960:0", "960:518", "960:959", "startpos"} {
		fen, err := shared.PositionFEN(arg)
		require.NoError(t, err, arg)
		p := mustFEN(t, shared, fen)
		p.SetChess960(true)
		for _, m := range p.LegalMoves(nil) {
			_ = p.UCI(m)
		}
		assert.Positive(t, p.Perft(2), arg)
	}
	for _, fen := range []string{
		"r3k2r/8/8/8/8/8/8/R3K2R w HAha - 0 1",
		"1r2k1r1/8/8/8/8/8/8/1R2K1R1 w GBgb - 0 1",
		"rk2r3/8/8/8/8/8/8/RK2R3 w KQkq - 0 1",
	} {
		p := mustFEN(t, shared, fen)
		p.SetChess960(true)
		for _, m := range p.LegalMoves(nil) {
			q := p.Clone()
			mm, err := q.ParseUCI(p.UCI(m))
			require.NoError(t, err, fen)
			q.Make(mm)
			_ = q.Outcome()
		}
	}

	for name, r := range map[string]*Rules{"board.Chess()": shared, "Compile(carn.Chess())": compileShared(t)} {
		// DeepEqual: a failing assert.Equal would diff two Rules for minutes.
		assert.True(t, reflect.DeepEqual(want, r), "%s equals a chess compiled afresh", name)
		p := r.StartPosition()
		_, err := p.ParseUCI("e2e4")
		assert.NoError(t, err, "%s: e2e4 from the start", name)
		assert.Equal(t, uint64(8902), p.Perft(3), "%s: perft(3) from the start", name)
	}
}

// compileShared compiles carn.Chess(), as board.Chess() does.
func compileShared(t *testing.T) *Rules {
	r, err := Compile(carn.Chess())
	require.NoError(t, err)
	return r
}

// TestMain runs the package's tests, then checks that none of them changed
// the shared chess rules (board.Chess() still equals a chess compiled
// afresh), whatever the order the tests ran in.
func TestMain(m *testing.M) {
	code := m.Run()
	shared, err := Chess()
	rs, err2 := carn.Embedded("chess")
	if err == nil && err2 == nil {
		var fresh *Rules
		fresh, err = Compile(rs)
		if err == nil && !reflect.DeepEqual(shared, fresh) {
			err = fmt.Errorf("a test changed the shared rules of board.Chess()")
		}
	}
	if err != nil || err2 != nil {
		fmt.Fprintln(os.Stderr, "FAIL: TestMain:", err, err2)
		code = 1
	}
	os.Exit(code)
}

// embeddedGame compiles the embedded game name, which must compile.
func embeddedGame(t testing.TB, name string) *Rules {
	t.Helper()
	rs, err := carn.Embedded(name)
	require.NoError(t, err, name)
	r, err := Compile(rs)
	require.NoError(t, err, name)
	return r
}
