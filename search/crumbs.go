package search

import "sync/atomic"

// crumbs is the table of the nodes near the root that the threads of a
// Lazy SMP search are searching (Stockfish's breadcrumbs): a thread that
// enters a node another thread is in reduces its late moves one ply more,
// leaving that subtree to the other thread and spreading the threads over
// the tree. A slot is a hint: two nodes that share one, or a race, cost a
// little search, never a wrong result.
type crumbs [crumbSlots]crumb

// crumb is one slot: the thread in the node (0: none) and the node's key.
type crumb struct {
	thread atomic.Uint32
	key    atomic.Uint64
}

// crumbSlots is the size of the table; crumbPlies the plies from the root
// whose nodes are marked.
const (
	crumbSlots = 1024
	crumbPlies = 8
)

// enter marks the node of key at ply as searched by thread (not 0) and
// returns the slot to leave when this thread took it (nil otherwise), and
// whether another thread is in the node.
func (c *crumbs) enter(key uint64, ply int, thread uint32) (taken *crumb, busy bool) {
	if c == nil || ply >= crumbPlies {
		return nil, false
	}
	sl := &c[key&(crumbSlots-1)]
	switch t := sl.thread.Load(); {
	case t == 0 && sl.thread.CompareAndSwap(0, thread):
		sl.key.Store(key)
		return sl, false
	case t != thread && t != 0:
		return nil, sl.key.Load() == key
	}
	return nil, false
}

// leave frees a slot taken by enter.
func (sl *crumb) leave() { sl.thread.Store(0) }
