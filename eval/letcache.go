package eval

import (
	"fmt"
	"strings"

	"github.com/chespel/chespel/parser"
)

// A let whose value reads no name bound by the rule (no loop variable, no
// other let) is a value of the position alone, seen from a player: the
// same expression written in several rules (a count of the pieces for the
// game phase, say) is computed once per position and player, the first
// time a rule needs it, and read back after. Lets of the same expression,
// written alike, share one entry; a let that raises an error stores
// nothing, so that each rule that reaches it raises the error again. A let
// whose value is the same for both players (sideFree) has one entry for
// both.

// letCache holds the cached lets of one evaluator: entry 2i+c is let i's
// value for player c (the colour me stands for; 2i for both when the let
// is side-free), valid when its stamp is the position's gen.
type letCache struct {
	gen     uint32
	entries []cachedValue
}

// cachedValue is a cached let's value: a num, or a bool or small integer
// in x, the fields of a value that such a let sets (and no pointer, so
// that reading it back copies two words), and its stamp.
type cachedValue struct {
	stamp uint32
	n     num
	x     int64
}

// reset invalidates every entry: a new position is loaded. Once in 2^32
// positions the stamps are cleared, so that the counter, wrapping round,
// never meets an old stamp.
func (c *letCache) reset() {
	if c.gen++; c.gen == 0 {
		clear(c.entries)
		c.gen = 1
	}
}

// planLets gives each cacheable let of the rules an entry (stmt.cache, 1
// up) shared by the lets of the same expression, and returns the number
// of entries.
func planLets(rules []*rule) int {
	entries := map[string]int32{}
	for _, r := range rules {
		planLetsIn(r.body, entries)
	}
	return len(entries)
}

// planLetsIn is planLets for a block and the blocks inside it.
func planLetsIn(stmts []*stmt, entries map[string]int32) {
	for _, s := range stmts {
		switch s.kind {
		case stLet:
			if !readsSlots(s.value) && (s.value.t == parser.Num || s.value.t == parser.Bool || isSmallInt(s.value.t)) {
				key := nodeKey(s.value)
				if _, ok := entries[key]; !ok {
					entries[key] = int32(len(entries)) + 1
				}
				s.cache = entries[key]
				s.sides = 1
				if sideFree(s.value) {
					s.sides = 0
				}
			}
		case stIf:
			planLetsIn(s.then, entries)
			planLetsIn(s.els, entries)
		case stLoop:
			planLetsIn(s.loop.body, entries) // a split loop shares these statements
		}
	}
}

// sideFree reports whether n has the same value for both sides: a fused
// count that weighs each kind the same for me and foe (example5's phase
// count, pc).
func sideFree(n *node) bool {
	if n.op != opKindCount {
		return false
	}
	terms := n.fused.counts
	for _, t := range terms {
		mirrored := false
		for _, u := range terms {
			mirrored = mirrored || u.rel == t.rel^1 && u.kind == t.kind && u.w == t.w
		}
		if !mirrored {
			return false
		}
	}
	return true
}

// readsSlots reports whether n reads a frame slot: a loop variable or a
// let.
func readsSlots(n *node) bool {
	if n == nil {
		return false
	}
	if n.readsSlot() {
		return true
	}
	if readsSlots(n.x) || readsSlots(n.y) {
		return true
	}
	for _, a := range n.args {
		if readsSlots(a) {
			return true
		}
	}
	return false
}

// nodeKey writes an expression's structure, positions left out: two
// expressions with the same key compute the same value.
func nodeKey(n *node) string {
	var b strings.Builder
	writeKey(&b, n)
	return b.String()
}

func writeKey(b *strings.Builder, n *node) {
	if n == nil {
		b.WriteString("_")
		return
	}
	fmt.Fprintf(b, "(%d %d %d %t %q %d", n.op, n.t, n.k, n.integral, n.s, n.mask)
	if n.set != nil {
		fmt.Fprintf(b, " %v", *n.set)
	}
	if n.fn != nil {
		b.WriteString(" " + n.fn.key)
	}
	writeKey(b, n.x)
	writeKey(b, n.y)
	for _, a := range n.args {
		writeKey(b, a)
	}
	b.WriteString(")")
}

// cachedLet runs a let with a cache entry: its value computed once per
// position and player.
func (e *evaluator) cachedLet(s *stmt) {
	c := &e.facts.lets
	i := int(s.cache-1)*2 + e.me&s.sides
	if i >= len(c.entries) {
		c.entries = append(c.entries, make([]cachedValue, i+2-len(c.entries))...)
	}
	slot, v := &e.slots[s.slot], &c.entries[i]
	if v.stamp == c.gen {
		slot.n, slot.x = v.n, v.x
		return
	}
	e.uncachedLet(s)
	if e.err == nil {
		*v = cachedValue{c.gen, slot.n, slot.x}
	}
}
