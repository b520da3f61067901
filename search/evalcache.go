package search

// evalCache remembers static evaluations by Zobrist hash, since the same
// position comes back often (the same captures in another order), and a
// bot's evaluation costs far more than a look-up. It is a direct-mapped
// table of a power-of-two size; a slot keeps the newest position.
type evalCache struct {
	slots []evalSlot
	mask  uint64
}

// evalSlot is one cached evaluation; the zero slot is empty, and a position
// whose hash is 0 is simply never found.
type evalSlot struct {
	key   uint64
	score int32
}

// evalCacheSlots is the size of the cache: 64 Ki slots, 1 MB.
const evalCacheSlots = 1 << 16

func newEvalCache() *evalCache {
	return &evalCache{slots: make([]evalSlot, evalCacheSlots), mask: evalCacheSlots - 1}
}

// get returns the cached evaluation of the position with hash key.
func (c *evalCache) get(key uint64) (int32, bool) {
	s := &c.slots[key&c.mask]
	return s.score, s.key == key && key != 0
}

// put caches an evaluation.
func (c *evalCache) put(key uint64, score int32) { c.slots[key&c.mask] = evalSlot{key, score} }

// clear empties the cache.
func (c *evalCache) clear() { clear(c.slots) }
