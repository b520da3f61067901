package eval

import (
	"math/bits"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestLevelsForFewValues(t *testing.T) {
	var row [64]int32
	row[27], row[28], row[35], row[36] = 120, 120, 120, 120 // the centre
	row[18], row[45] = 40, 40
	assert.Equal(t, []level{{v: 40, cells: 1<<18 | 1<<45}, {v: 120, cells: 1<<27 | 1<<28 | 1<<35 | 1<<36}}, levelsFor(&row))
	for i := range 5 {
		row[i] = int32(i + 1)
	}
	assert.Nil(t, levelsFor(&row), "seven values")
	bot := nativeCases[0].load(t) // example5
	table := bot.rules[1].shared.then[0].loop.table
	assert.Len(t, table.levels[0], 2, "centerDomination: 0.12 and 0.04")
	require.Equal(t, "pstPawn", bot.rules[7].name)
	require.Equal(t, "pstKnight", bot.rules[8].name)
	pawns := bot.rules[7].loops[0].table.levels[0]
	assert.Equal(t, []int64{-50, 10, 20, 40, 80, 160}, levelValues(pawns), "pstPawn: the least entry, then five bit planes of 0.01")
	knights := bot.rules[8].loops[0].table
	assert.Nil(t, knights.levels[0], "pstKnight: two knights cost less to visit than to count")
}

// levelValues returns the values of levels, in order.
func levelValues(levels []level) []int64 {
	var out []int64
	for _, l := range levels {
		out = append(out, l.v)
	}
	return out
}

func TestPlanesForSumAsTheRow(t *testing.T) {
	var row [64]int32
	for sq := range row {
		row[sq] = int32((sq*37)%11*30 - 90) // -90 to 210 in steps of 30
	}
	planes := planesFor(&row)
	assert.Equal(t, []int64{-90, 30, 60, 120, 240}, levelValues(planes), "the least, then unit 30's planes")
	for _, w := range []uint64{0, 1, 1<<63 | 1<<7, 0xff00, 0x0123456789abcdef, ^uint64(0)} {
		var want, got int64
		for m := w; m != 0; m &= m - 1 {
			want += int64(row[bits.TrailingZeros64(m)])
		}
		for _, l := range planes {
			got += l.v * int64(bits.OnesCount64(w&l.cells))
		}
		assert.Equal(t, want, got, "cells %#x", w)
	}
	row = [64]int32{}
	assert.Nil(t, planesFor(&row), "one value")
	for sq := range row {
		row[sq] = int32(sq * sq)
	}
	assert.Nil(t, planesFor(&row), "too many planes")
}
