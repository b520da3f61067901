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

// TestRulesAfterAGroupFindItsLets pins planFast: outside verbose mode
// example5's kingSafety and pstRook find pc in its slot, left there by
// forwardPawnLine and kingSafety across the group of table rules, where
// verbose mode counts it again after doubledPawns, isolatedPawns, pstPawn,
// pstKnight and pstBishop.
func TestRulesAfterAGroupFindItsLets(t *testing.T) {
	bot := nativeCases[0].load(t) // example5
	first := map[string]int{}
	for _, r := range bot.fast {
		first[r.name] = len(r.body) - len(r.first)
	}
	assert.Equal(t, map[string]int{"totalPieceValue": 0, "centerDomination": 0, "castling": 1,
		"forwardPawnLine": 1, "kingSafety": 1, "pstRook": 1, "pstQueen": 1, "pstKing": 1}, first,
		"the lets that each rule's first pass finds in their slots, outside verbose mode")
	for _, r := range bot.rules {
		if r.name == "kingSafety" || r.name == "pstRook" {
			assert.Equal(t, r.body, r.first, "%s in verbose mode counts pc", r.name)
		}
	}
	assert.NotNil(t, bot.fast[5].loops[0], "pstRook's first pass is its loop")
	assert.NotSame(t, bot.rules[5], bot.fast[5], "the fast rules are copies")
}
