package parser

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/chespel/chespel/lexer"
)

// TestOpeningForms checks how each form of opening rule splits into its
// start position, its moves with their positions, and its reply.
func TestOpeningForms(t *testing.T) {
	src := "module opening\n" +
		"'startpos moves e2e4  e7e5' -> 'Nf3'\n" +
		"'8/8/8/8/8/8/8/K6k w - - 0 1' -> '8/8/8/8/8/8/8/1K5k b - - 1 1'\n" +
		"' 8/8/8/8/8/8/8/K6k w - - 0 1 moves Kb1 ' -> ' h7 '\n" +
		"module evaluation\n"
	f, err := ParseFile("t.chs", []byte(src))
	require.NoError(t, err)
	os := f.Modules[0].Openings
	require.Len(t, os, 3)

	assert.Equal(t, "startpos", os[0].Start, "startpos moves")
	assert.Equal(t, []MoveText{{"e2e4", lexer.Pos{Line: 2, Col: 17}}, {"e7e5", lexer.Pos{Line: 2, Col: 23}}}, os[0].Moves, "startpos moves")
	assert.Equal(t, &MoveText{"Nf3", lexer.Pos{Line: 2, Col: 33}}, os[0].Reply, "a move reply")

	assert.Equal(t, "8/8/8/8/8/8/8/K6k w - - 0 1", os[1].Start, "a FEN pair")
	assert.Empty(t, os[1].Moves, "a FEN pair")
	assert.Nil(t, os[1].Reply, "a FEN reply")

	assert.Equal(t, "8/8/8/8/8/8/8/K6k w - - 0 1", os[2].Start, "FEN moves")
	assert.Equal(t, []MoveText{{"Kb1", lexer.Pos{Line: 4, Col: 37}}}, os[2].Moves, "FEN moves")
	assert.Equal(t, &MoveText{"h7", lexer.Pos{Line: 4, Col: 48}}, os[2].Reply, "a spaced move reply")
}

// TestOpeningErrorPositions checks that a malformed left side's error
// points at the offending word inside the quotes.
func TestOpeningErrorPositions(t *testing.T) {
	cases := []struct {
		name, rule string
		col        int
	}{
		{"moves first", "'moves e2e4' -> 'e5'", 2},
		{"startpos then a move", "'startpos e2e4' -> 'e5'", 11},
		{"moves without a move", "'startpos moves' -> 'e5'", 11},
		{"two replies", "'startpos' -> 'e4 e5'", 19},
	}
	for _, c := range cases {
		_, err := ParseFile("t.chs", []byte("module opening\n"+c.rule+"\nmodule evaluation\n"))
		var errs lexer.ErrorList
		require.ErrorAs(t, err, &errs, c.name)
		require.Len(t, errs, 1, c.name)
		assert.Equal(t, lexer.Pos{Line: 2, Col: c.col}, errs[0].Pos, c.name)
	}
}
