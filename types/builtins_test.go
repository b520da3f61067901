package types

import (
	"testing"

	"github.com/chespel/chespel/parser"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestBuiltinTable checks the table's invariants: every entry filled in,
// keys unique, and a method found under its receiver and name.
func TestBuiltinTable(t *testing.T) {
	keys := map[string]bool{}
	for id, b := range Builtins {
		assert.NotEmpty(t, b.Name, "builtin %d", id)
		assert.NotEmpty(t, b.Doc, "builtin %s", b.Key())
		assert.NotEqual(t, parser.NoType, b.Result, "builtin %s", b.Key())
		assert.False(t, keys[b.Key()], "builtin %s twice", b.Key())
		keys[b.Key()] = true
		got, ok := method(b.Recv, b.Name)
		assert.True(t, ok, "builtin %s found", b.Key())
		assert.Equal(t, id, got, "builtin %s found under its index", b.Key())
	}
	assert.Len(t, keys, NumBuiltins)
}

// TestSignatures checks how builtins are written in messages and docs.
func TestSignatures(t *testing.T) {
	for _, tc := range []struct {
		id         int
		key, label string
	}{
		{FnAbs, "abs", "abs(num) num"},
		{FnMin, "min", "min(num, num) num"},
		{FnListLen, "list.len", "list.len num"},
		{FnPlayerPieces, "player.pieces", "player.pieces list of piece"},
		{FnCellAttackedBy, "cell.attackedBy", "cell.attackedBy(player) list of piece"},
		{FnPieceAttackedBy, "piece.attackedBy", "piece.attackedBy list of piece"},
		{FnTypeValue, "type.value", "type.value num"},
	} {
		assert.Equal(t, tc.key, Builtins[tc.id].Key(), "key of %d", tc.id)
		assert.Equal(t, tc.label, Builtins[tc.id].Signature(), "signature of %s", tc.key)
	}
}

// TestMethodLookup checks that a name resolves by its receiver's type.
func TestMethodLookup(t *testing.T) {
	for _, tc := range []struct {
		recv parser.Type
		name string
		want int
		ok   bool
	}{
		{parser.Piece, "attackedBy", FnPieceAttackedBy, true},
		{parser.Cell, "attackedBy", FnCellAttackedBy, true},
		{parser.ListOf(parser.Cell), "len", FnListLen, true},
		{parser.EmptyList, "isEmpty", FnListIsEmpty, true},
		{parser.PieceType, "value", FnTypeValue, true},
		{parser.Piece, "value", FnPieceValue, true},
		{parser.Player, "value", 0, false},
		{parser.Num, "len", 0, false},
		{parser.NoType, "abs", FnAbs, true},
	} {
		got, ok := method(tc.recv, tc.name)
		assert.Equal(t, tc.ok, ok, "%s.%s", tc.recv, tc.name)
		if tc.ok {
			assert.Equal(t, tc.want, got, "%s.%s", tc.recv, tc.name)
		}
	}
}

// TestConsts checks the predeclared constants of chess, the game's table
// equal to Consts, and rock, rook's other name.
func TestConsts(t *testing.T) {
	g, err := chessGame()
	require.NoError(t, err)
	assert.Equal(t, Consts[:], g.consts, "chess's table")
	for id, c := range Consts {
		assert.Equal(t, id, g.names[c.Name], "%s", c.Name)
		assert.Equal(t, c.Value, ConstValue(id), "%s", c.Name)
	}
	assert.Equal(t, ConstRook, g.names["rock"])
	assert.Len(t, g.names, NumConsts+1)
	assert.Equal(t, "queen", TypeNames[Consts[ConstQueen].Value])
	assert.Equal(t, int64(9000), TypeValues[Queen])
	assert.Equal(t, Foe, Consts[ConstFoe].Value)
}

// TestSuggest checks the "did you mean" of unknown names.
func TestSuggest(t *testing.T) {
	names := []string{"value", "valid", "player", "pieces", "check", "abs"}
	for _, tc := range []struct{ name, want string }{
		{"valeu", "; did you mean value?"}, // a swap of two letters is one edit
		{"Value", "; did you mean value?"}, // case only
		{"palyer", "; did you mean player?"},
		{"chek", "; did you mean check?"},
		{"abss", "; did you mean abs?"},
		{"ab", ""}, // too short to guess
		{"frobnicate", ""},
		{"value", ""}, // the name itself is no suggestion
	} {
		assert.Equal(t, tc.want, suggest(tc.name, names), "suggest %q", tc.name)
	}
	assert.Equal(t, 1, editDistance("valeu", "value"))
	assert.Equal(t, 3, editDistance("kitten", "sitting"))
	assert.Equal(t, 0, editDistance("", ""))
	assert.Equal(t, 4, editDistance("", "abcd"))
}
