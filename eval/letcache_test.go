package eval

import (
	"math"
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestLetCacheWraps pins the bug where the let cache's counter wrapped
// round after 2^32 positions: at 0 it matched every entry never written
// (a let read as 0), at 1 the entries of the first position.
func TestLetCacheWraps(t *testing.T) {
	c := letCache{gen: math.MaxUint32 - 1, entries: []cachedValue{{stamp: 0}, {stamp: 1}}}
	for range 3 {
		c.reset()
		for i, v := range c.entries {
			assert.NotEqual(t, c.gen, v.stamp, "entry %d valid for the new position (gen %d)", i, c.gen)
		}
	}
}
