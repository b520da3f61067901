package eval

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestSharedIfTestsOnceForBothSides(t *testing.T) {
	bot := nativeCases[0].load(t) // example5
	var shared []string
	for _, r := range bot.rules {
		if r.shared != nil {
			shared = append(shared, r.name)
		}
	}
	assert.Equal(t, []string{"centerDomination", "castling", "forwardPawnLine", "kingSafety", "pstRook", "pstQueen"}, shared,
		"if (pc >= 5), castling's if (pc >= 5 and me.castled), if (pc > 11 or pc < 5), pstRook's loop unswitched on pc >= 5, if (pc > 11): not pstKing's after its lets of me.king")
	rook := bot.rules[ruleIndex(bot, "pstRook")]
	assert.Same(t, rook.body[1].loop.unswitch.cond, rook.shared.value, "pc >= 5 once")
	assert.Same(t, rook.body[1].loop.unswitch.loops[1], rook.shared.els[0].loop, "the loop of its else for each side")
	castling := bot.rules[2].shared
	assert.Equal(t, opGe, castling.value.op, "pc >= 5 once")
	assert.Equal(t, opPlayerCastled, castling.then[0].value.op, "then me.castled for each side")
	apart := nativeCases[0].load(t)
	for _, r := range apart.rules {
		r.shared = nil
	}
	assertScoresAsApart(t, bot, apart)
}

func TestSameForBoth(t *testing.T) {
	pc := &node{op: opSlot, k: 3}
	k := &node{op: opSlot, k: 4}
	five := &node{op: opNum, k: 5000}
	slots := map[int64]bool{3: true}
	assert.True(t, sameForBoth(&node{op: opGe, x: pc, y: five}, slots), "pc >= 5")
	assert.False(t, sameForBoth(&node{op: opGe, x: k, y: five}, slots), "a let of one side")
	assert.False(t, sameForBoth(&node{op: opAnd, x: &node{op: opGe, x: pc, y: five}, y: &node{op: opCall}}, slots), "and me.castled")
	assert.False(t, sameForBoth(&node{op: opGe, x: &node{op: opDiv, x: five, y: pc}, y: five}, slots), "a division may fail")
}
