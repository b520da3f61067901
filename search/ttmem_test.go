package search

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestLargeTableClears checks a table large enough to be mapped from the
// system: stored entries are found, and gone after clear, which gives the
// pages back rather than writing zeros over them.
func TestLargeTableClears(t *testing.T) {
	tt := newTable(64)
	defer tt.free()
	tt.newSearch()
	tt.store(12345, 7, 100, 5, boundExact)
	_, ok := tt.probe(12345)
	assert.True(t, ok, "stored")
	tt.clear()
	_, ok = tt.probe(12345)
	assert.False(t, ok, "cleared")
	assert.False(t, tt.used, "an empty table is not used")
}
