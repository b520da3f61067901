package eval

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// occupiedRules ask whether one cell is occupied, as the default bot's
// passerKings does, in the shapes that become opOccupiedAt: either
// condition first, either side of each comparison, ranks of either
// player, and ranks off the board (p.rank + 3 beyond the last, p.rank - 2
// before the first).
const occupiedRules = `module evaluation

sym rule front:
	piece p with player == me, type == pawn:
		if (not exists(piece q with col == p.col, cell.rank(me) == p.rank + 1)) score 0.1 "free " ++ p.rank
		if (exists(piece q with p.rank + 3 == cell.rank(me), p.col == col)) score 0.01 "three"
		if (exists(piece q with col == p.col, cell.rank(foe) == p.rank - 2)) score 0.02 "behind"
	piece k with player == me, type == king:
		if (exists(piece q with col == k.col, cell.rank(foe) == 8)) score 0.03 "their back rank"
`

// TestOccupiedAtAsTheLoop checks that occupiedRules' exists become
// opOccupiedAt and give the scores and lines of the same loops with a
// third condition, which keeps them loops.
func TestOccupiedAtAsTheLoop(t *testing.T) {
	cell := load(t, "cell", occupiedRules)
	loops := load(t, "loops", strings.ReplaceAll(occupiedRules, "exists(piece q with", "exists(piece q with true,"))
	assert.Equal(t, 4, countOps(cell, opOccupiedAt), "cell: every exists is one cell's test")
	assert.Zero(t, countOps(loops, opOccupiedAt), "loops: none")
	assert.Equal(t, 1, countOps(load(t, "default", string(DefaultSource)), opOccupiedAt), "the default bot's passerKings")
	assertScoresAsApart(t, cell, loops)
}

// countOps counts the nodes of op in a bot's rules.
func countOps(b *Bot, o op) int {
	var inNode func(n *node) int
	inNode = func(n *node) int {
		if n == nil {
			return 0
		}
		c := int(b2i(n.op == o)) + inNode(n.x) + inNode(n.y)
		for _, a := range n.args {
			c += inNode(a)
		}
		return c
	}
	var inStmts func(ss []*stmt) int
	inStmts = func(ss []*stmt) int {
		c := 0
		for _, s := range ss {
			c += inNode(s.value) + inNode(s.reason) + inStmts(s.then) + inStmts(s.els)
			if l := s.loop; l != nil {
				c += inStmts(l.body)
				for _, n := range l.pre {
					c += inNode(n)
				}
				for _, v := range l.vars {
					for _, n := range v.conds {
						c += inNode(n)
					}
				}
			}
		}
		return c
	}
	c := 0
	for _, r := range b.rules {
		c += inStmts(r.body)
	}
	return c
}
