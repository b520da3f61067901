package search

import (
	"errors"
	"testing"

	"github.com/chespel/chespel/board"
	"github.com/chespel/chespel/carn"
	"github.com/stretchr/testify/require"
)

// chessRules compiles the chess rule set.
func chessRules(tb testing.TB) *board.Rules {
	tb.Helper()
	r, err := board.Compile(carn.Chess())
	require.NoError(tb, err)
	return r
}

// position reads a FEN under chess rules.
func position(tb testing.TB, fen string) *board.Position {
	tb.Helper()
	p, err := chessRules(tb).ParseFEN(fen)
	require.NoError(tb, err, fen)
	return p
}

// pieceSquare holds, per piece letter, a bonus in thousandths by square
// seen from the piece's own side: index rank*8+file, rank 0 its back rank.
var pieceSquare = map[byte][64]int32{
	'P': {
		0, 0, 0, 0, 0, 0, 0, 0,
		50, 100, 100, -200, -200, 100, 100, 50,
		50, -50, -100, 0, 0, -100, -50, 50,
		0, 0, 0, 200, 200, 0, 0, 0,
		50, 50, 100, 250, 250, 100, 50, 50,
		100, 100, 200, 300, 300, 200, 100, 100,
		500, 500, 500, 500, 500, 500, 500, 500,
		0, 0, 0, 0, 0, 0, 0, 0,
	},
	'N': {
		-500, -400, -300, -300, -300, -300, -400, -500,
		-400, -200, 0, 50, 50, 0, -200, -400,
		-300, 50, 100, 150, 150, 100, 50, -300,
		-300, 0, 150, 200, 200, 150, 0, -300,
		-300, 50, 150, 200, 200, 150, 50, -300,
		-300, 0, 100, 150, 150, 100, 0, -300,
		-400, -200, 0, 0, 0, 0, -200, -400,
		-500, -400, -300, -300, -300, -300, -400, -500,
	},
	'B': {
		-200, -100, -100, -100, -100, -100, -100, -200,
		-100, 50, 0, 0, 0, 0, 50, -100,
		-100, 100, 100, 100, 100, 100, 100, -100,
		-100, 0, 100, 100, 100, 100, 0, -100,
		-100, 50, 50, 100, 100, 50, 50, -100,
		-100, 0, 50, 100, 100, 50, 0, -100,
		-100, 0, 0, 0, 0, 0, 0, -100,
		-200, -100, -100, -100, -100, -100, -100, -200,
	},
	'R': {
		0, 0, 0, 50, 50, 0, 0, 0,
		-50, 0, 0, 0, 0, 0, 0, -50,
		-50, 0, 0, 0, 0, 0, 0, -50,
		-50, 0, 0, 0, 0, 0, 0, -50,
		-50, 0, 0, 0, 0, 0, 0, -50,
		-50, 0, 0, 0, 0, 0, 0, -50,
		50, 100, 100, 100, 100, 100, 100, 50,
		0, 0, 0, 0, 0, 0, 0, 0,
	},
	'K': {
		200, 300, 100, 0, 0, 100, 300, 200,
		200, 200, 0, 0, 0, 0, 200, 200,
		-100, -200, -200, -200, -200, -200, -200, -100,
		-200, -300, -300, -400, -400, -300, -300, -200,
		-300, -400, -400, -500, -500, -400, -400, -300,
		-300, -400, -400, -500, -500, -400, -400, -300,
		-300, -400, -400, -500, -500, -400, -400, -300,
		-300, -400, -400, -500, -500, -400, -400, -300,
	},
}

// materialEval is the Go test evaluator: material by the rule set's values
// plus piece-square tables on 8×8 boards, for the side to move. It builds
// its per-kind tables on first use.
type materialEval struct {
	calls int
	rules *board.Rules
	value [board.MaxKinds + 1]int
	table [board.MaxKinds + 1][]int32 // by kind, then dense square from the owner's side
}

func (e *materialEval) prepare(r *board.Rules) {
	e.rules = r
	for k := range r.NumKinds() {
		e.value[k] = r.Value(board.Kind(k))
		e.table[k] = nil
		if t, ok := pieceSquare[r.Letter(board.Kind(k))]; ok && r.Files() == 8 && r.Ranks() == 8 {
			e.table[k] = t[:]
		}
	}
}

func (e *materialEval) Evaluate(p *board.Position) (int, error) {
	e.calls++
	r := p.Rules()
	if r != e.rules {
		e.prepare(r)
	}
	var side [2]int
	for c := board.White; c <= board.Black; c++ {
		for _, sq := range p.PieceList(c) {
			k := p.At(sq).Kind()
			side[c] += e.value[k]
			if t := e.table[k]; t != nil {
				side[c] += int(t[r.RelativeRank(sq, c)*8+r.File(sq)])
			}
		}
	}
	us := p.SideToMove()
	return side[us] - side[us.Other()], nil
}

// failingEval fails on its n-th call.
type failingEval struct {
	materialEval
	failAt int
}

// errDivision is the error failingEval returns.
var errDivision = errors.New("line 3: division by zero")

func (e *failingEval) Evaluate(p *board.Position) (int, error) {
	if e.calls+1 >= e.failAt {
		e.calls++
		return 0, errDivision
	}
	return e.materialEval.Evaluate(p)
}
