package carn

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestFormat pins the canonical form of texts.
func TestFormat(t *testing.T) {
	for _, tc := range []struct{ text, want string }{
		{"Rank +1, File ~1|Rank -1 File 1", "Rank +1 File ~1 | Rank -1 File 1"},
		{"  *#2   *#1  ", "*# 2 *# 1"},
		{"Rank+1|File-1", "Rank +1 | File -1"},
		{"Rank 0~2 3~ -*", "Rank ~2 3~ -*"},
		{"@OnRank( 2 ) Rank +2,@JumpOver(0)", "@OnRank(2) Rank +2 @JumpOver(0)"},
		{"*# 2 *# 1 @Leg()", "*# 2 *# 1 @Leg"},
		{"File +($n+1)*2-$m Rank $m", "File +($n+1)*2-$m Rank $m"},
		{"@InZone(Palace) *# 1", "@InZone(Palace) *# 1"},
	} {
		got, err := Format(tc.text)
		if assert.NoError(t, err, tc.text) {
			assert.Equal(t, tc.want, got, tc.text)
		}
	}
	_, err := Format("Rank")
	assert.EqualError(t, err, `carn: col 5: expected a count after axis "Rank", got end of text`)
}
