package eval

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestTableRulesRunAsOneGroup(t *testing.T) {
	bot := nativeCases[0].load(t) // example5
	var fast []string
	for _, r := range bot.fast {
		fast = append(fast, fmt.Sprintf("%s:%d", r.name, len(r.tables)))
	}
	assert.Equal(t, []string{"totalPieceValue:6", "centerDomination:0", "castling:0", "forwardPawnLine:0",
		"kingSafety:0", "pstRook:0", "pstQueen:0", "pstKing:0"}, fast,
		"totalPieceValue, doubledPawns, isolatedPawns, pstPawn, pstKnight and pstBishop in one group")
	assert.Len(t, bot.rules, 13, "verbose mode runs the rules as written")
}

func TestTableRulesGroupedScoreAsApart(t *testing.T) {
	for _, c := range []nativeCase{nativeCases[0], nativeCases[2]} { // example5, classic: 6 and 3 table rules
		t.Run(c.name, func(t *testing.T) {
			apart := c.load(t)
			apart.fast = apart.rules
			assertScoresAsApart(t, c.load(t), apart)
		})
	}
}
