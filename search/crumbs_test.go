package search

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestCrumbsMarkNodesNearTheRoot pins the breadcrumbs: the first thread in
// a node takes its slot, another thread in the same node sees it busy until
// the first leaves, a node sharing the slot is not busy, nodes deeper than
// crumbPlies and a search without the table are never marked.
func TestCrumbsMarkNodesNearTheRoot(t *testing.T) {
	c := new(crumbs)
	const key = 0xabcd_0000_0000_0005
	taken, busy := c.enter(key, 3, 1)
	assert.NotNil(t, taken, "the first thread takes the slot")
	assert.False(t, busy, "nobody else is in the node")
	again, busy := c.enter(key, 3, 1)
	assert.Nil(t, again, "the same thread again does not take it twice")
	assert.False(t, busy, "a thread does not defer to itself")
	other, busy := c.enter(key, 3, 2)
	assert.Nil(t, other, "another thread does not take a taken slot")
	assert.True(t, busy, "another thread sees the node busy")
	_, busy = c.enter(key+crumbSlots, 3, 2)
	assert.False(t, busy, "another node in the same slot is not busy")
	_, busy = c.enter(key, crumbPlies, 2)
	assert.False(t, busy, "nodes from crumbPlies on are not marked")
	taken.leave()
	_, busy = c.enter(key, 3, 2)
	assert.False(t, busy, "the node is free once the first thread left")
	var none *crumbs
	taken, busy = none.enter(key, 0, 1)
	assert.Nil(t, taken, "one thread: no table")
	assert.False(t, busy, "one thread: never busy")
}
