package search

import "sync/atomic"

// evalCache remembers static evaluations by Zobrist hash, since the same
// position comes back often (the same captures in another order), and a
// bot's evaluation costs far more than a look-up. It is a direct-mapped
// table of a power-of-two size; a slot keeps the newest position. Every
// thread of a Lazy SMP search shares one cache, so that a thread finds
// what another has evaluated while its slot keeps it: a slot is one word,
// the key's high 32 bits beside the score, read and written atomically, so
// that two threads writing at once can never mix one position's key with
// another's score.
type evalCache struct {
	slots []uint64
	mask  uint64
}

// evalCacheSlots is the size of the cache: 128 Ki slots, 1 MB.
const evalCacheSlots = 1 << 17

// evalKeyBits are the bits of a key that a slot keeps: the high half, the
// low bits being the slot's index.
const evalKeyBits = uint64(0xffff_ffff_0000_0000)

func newEvalCache() *evalCache {
	return &evalCache{slots: make([]uint64, evalCacheSlots), mask: evalCacheSlots - 1}
}

// get returns the cached evaluation of the position with hash key. The
// zero slot is empty: a position whose key's high half and score are both
// 0 is simply never found.
func (c *evalCache) get(key uint64) (int32, bool) {
	w := atomic.LoadUint64(&c.slots[key&c.mask])
	return int32(uint32(w)), w != 0 && w&evalKeyBits == key&evalKeyBits
}

// put caches an evaluation.
func (c *evalCache) put(key uint64, score int32) {
	atomic.StoreUint64(&c.slots[key&c.mask], key&evalKeyBits|uint64(uint32(score)))
}

// clear empties the cache, for a new game or another evaluator
// (Engine.Clear).
func (c *evalCache) clear() { clear(c.slots) }
