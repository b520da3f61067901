package search

import (
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestEvalCacheSlot pins a slot's contents: a position's score comes back
// (negative ones too), a key with the same index but another high half
// misses, the newest position replaces the older, and clear empties it.
func TestEvalCacheSlot(t *testing.T) {
	c := newEvalCache()
	const a, b = uint64(0x1234_5678_0000_0042), uint64(0x8765_4321_0000_0042)
	c.put(a, -12345)
	got, ok := c.get(a)
	assert.True(t, ok, "a is cached")
	assert.Equal(t, int32(-12345), got, "a's score")
	_, ok = c.get(b)
	assert.False(t, ok, "b shares a's slot, not its key")
	c.put(b, 7)
	_, ok = c.get(a)
	assert.False(t, ok, "b replaced a")
	got, ok = c.get(b)
	assert.True(t, ok && got == 7, "b's score: %d", got)
	c.clear()
	_, ok = c.get(b)
	assert.False(t, ok, "cleared")
}

// TestEvalCacheSharedByThreads has threads write and read the same few
// slots at once, each score a function of its key: a hit never returns
// another position's score (run with -race, which also checks the slots'
// accesses).
func TestEvalCacheSharedByThreads(t *testing.T) {
	c := newEvalCache()
	score := func(key uint64) int32 { return int32(uint32(key>>32)) ^ 0x5a5a }
	var wg sync.WaitGroup
	var bad [4]int
	for g := range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range 20000 {
				key := uint64(i%7+g*7)<<40 | uint64(i%3)
				if got, ok := c.get(key); ok && got != score(key) {
					bad[g]++
				}
				c.put(key, score(key))
			}
		}()
	}
	wg.Wait()
	assert.Equal(t, [4]int{}, bad, "hits with another position's score")
}
