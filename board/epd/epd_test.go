package epd

import (
	"testing"

	"github.com/chespel/chespel/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestParse(t *testing.T) {
	rules, err := board.Chess()
	require.NoError(t, err)
	l, err := Parse(`2rr3k/pp3pp1/1nnqbN1p/3pN3/2pP4/2P3Q1/PPB4P/R4RK1 w - - bm Qg6; id "WAC.001";`, rules)
	require.NoError(t, err)
	bm, ok := l.Get("bm")
	assert.True(t, ok)
	assert.Equal(t, []string{"Qg6"}, bm)
	assert.Equal(t, "WAC.001", l.ID())
	l, err = Parse(`8/8/8/8/8/8/8/K1k5 w - - 3 40 am Kb1 Kb2; c0 "a; b"`, rules)
	require.NoError(t, err)
	assert.Equal(t, 40, l.Pos.FullmoveNumber())
	assert.Equal(t, []Op{{"am", []string{"Kb1", "Kb2"}}, {"c0", []string{"a; b"}}}, l.Ops)
	for _, bad := range []string{"8/8 w", `8/8/8/8/8/8/8/K1k5 w - - id "x`, "8/8/8/8/8/8/8/8 w - - bm a1;"} {
		_, err := Parse(bad, rules)
		assert.Error(t, err, "%q", bad)
	}
}

func FuzzParse(f *testing.F) {
	f.Add(`2rr3k/pp3pp1/1nnqbN1p/3pN3/2pP4/2P3Q1/PPB4P/R4RK1 w - - bm Qg6; id "WAC.001";`)
	f.Add(`8/8/8/8/8/8/8/K1k5 w - - 3 40 am Kb1 Kb2; c0 "a; b"`)
	rules, err := board.Chess()
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, s string) { _, _ = Parse(s, rules) })
}
