package eval

import (
	"testing"

	"github.com/stretchr/testify/assert"
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
	assert.Nil(t, bot.rules[7].loops[0].table.levels[0], "pstPawn: one kind")
}
