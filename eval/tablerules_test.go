package eval

import (
	"fmt"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
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
	for i, r := range bot.fast {
		if r.tables != nil {
			continue
		}
		pc := r.body[0] // every rule but the table rules starts with let pc
		assert.Equal(t, r.name == "centerDomination", slices.Contains(r.first, pc),
			"%s counts pc outside verbose mode only if first", r.name)
		if r.name == "kingSafety" || r.name == "pstRook" {
			assert.Equal(t, r.body, bot.rules[ruleIndex(bot, r.name)].first, "%s in verbose mode counts pc", r.name)
			assert.NotSame(t, bot.rules[ruleIndex(bot, r.name)], bot.fast[i], "the fast rules are copies")
		}
	}
	assert.NotNil(t, bot.fast[5].loops[0], "pstRook's first pass is its loop")
}

// ruleIndex returns the index of the rule named name in b.rules.
func ruleIndex(b *Bot, name string) int {
	return slices.IndexFunc(b.rules, func(r *rule) bool { return r.name == name })
}

// TestDeadTableLets pins pruneDeadLets: outside verbose mode pstKing's
// edge and kingSafety's files, folded into the tables that read them, are
// not computed; kingSafety's closed, which its scores read, is.
func TestDeadTableLets(t *testing.T) {
	bot := nativeCases[0].load(t) // example5
	king, safety := bot.fast[7], bot.fast[4]
	require.Equal(t, "pstKing", king.name)
	require.Equal(t, "kingSafety", safety.name)
	// pstKing: let pc, let k, let edge, if (pc >= 5) ...
	assert.Equal(t, []*stmt{king.body[1], king.body[3]}, king.first, "let k, then the if")
	assert.Equal(t, king.first, king.again)
	// kingSafety's if (pc >= 5): let k, two loops, let files, let closed, a loop
	then := bot.rules[ruleIndex(bot, "kingSafety")].shared.then
	require.Len(t, then, 6)
	assert.Equal(t, []*stmt{then[0], then[1], then[2], then[4], then[5]}, safety.shared.then, "all but files")
	assert.Len(t, bot.rules[ruleIndex(bot, "kingSafety")].shared.then, 6, "verbose mode runs them all")
	apart := nativeCases[0].load(t)
	apart.fast = apart.rules // every let computed
	assertScoresAsApart(t, bot, apart)
}
