package search

import (
	"sync/atomic"

	"github.com/chespel/chespel/board"
)

// bound says what a stored score means.
type bound uint8

const (
	boundNone  bound = iota
	boundUpper       // the score is at most this (no move raised alpha)
	boundLower       // the score is at least this (a beta cut-off)
	boundExact       // a principal variation node
)

// ttEntry is one stored search result, as read from or written to a slot.
type ttEntry struct {
	key   uint64
	move  board.Move
	score int32
	depth int8
	bound bound
	age   uint8
}

// ttSlot is an entry as the table keeps it: three words, each read and
// written atomically, so that the threads of a Lazy SMP search share the
// table without locks. The first word is the key XORed with the other two:
// when two threads write one slot at once and the words of two entries
// mix (a torn write), the key read back no longer matches, and the mixed
// entry is never used (the "lockless hashing" of Hyatt and Mann).
type ttSlot struct {
	check, move, data uint64
}

// ttBucket holds two slots: the first keeps the deepest result, the second
// always takes the newest.
type ttBucket [2]ttSlot

// pack puts an entry's score, depth, bound and age in one word.
func (e ttEntry) pack() uint64 {
	return uint64(uint32(e.score)) | uint64(uint8(e.depth))<<32 | uint64(e.bound)<<40 | uint64(e.age)<<48
}

// load reads a slot; a slot torn by two writers reads with a wrong key.
func (sl *ttSlot) load() ttEntry {
	check := atomic.LoadUint64(&sl.check)
	move := atomic.LoadUint64(&sl.move)
	data := atomic.LoadUint64(&sl.data)
	return ttEntry{
		key: check ^ move ^ data, move: board.Move(move), score: int32(uint32(data)),
		depth: int8(data >> 32), bound: bound(data >> 40), age: uint8(data >> 48),
	}
}

// save writes e into the slot.
func (sl *ttSlot) save(e ttEntry) {
	data := e.pack()
	atomic.StoreUint64(&sl.move, uint64(e.move))
	atomic.StoreUint64(&sl.data, data)
	atomic.StoreUint64(&sl.check, e.key^uint64(e.move)^data)
}

// table is the transposition table: a power-of-two number of buckets
// indexed by the low bits of the Zobrist hash, the full hash kept as the
// check. Every thread of a search probes and stores at once; the rest
// (age, used, clearing, resizing) changes only between searches.
type table struct {
	buckets []ttBucket
	mask    uint64
	age     uint8
	// used says whether a search ran since the table was made or
	// cleared: clearing an unused table is free, so that a new table of
	// gigabytes (whose pages the OS gives zeroed on first touch) is never
	// written just to be emptied.
	used bool
	mem  *pages // the mapped memory of a large table, or nil
}

// bucketBytes is the size of a bucket, for sizing the table in megabytes.
const bucketBytes = 48

// newTable returns a table of at most mb megabytes (at least one bucket).
func newTable(mb int) *table {
	n := uint64(1)
	limit := uint64(max(mb, 0)) << 20 / bucketBytes
	for n*2 <= limit {
		n *= 2
	}
	buckets, mem := allocBuckets(n)
	return &table{buckets: buckets, mask: n - 1, mem: mem}
}

// newSearch starts a search's generation of entries, before its threads
// start.
func (t *table) newSearch() {
	t.age++
	t.used = true
}

// clear empties the table, touching its memory only when it was used.
func (t *table) clear() {
	if t.used && !t.mem.zero() {
		clear(t.buckets)
	}
	t.age, t.used = 0, false
}

// free gives a large table's memory back at once; the table must not be
// used after.
func (t *table) free() {
	t.mem.free()
	t.buckets, t.mask = nil, 0
}

// probe returns the entry stored for key, if any.
func (t *table) probe(key uint64) (ttEntry, bool) {
	b := &t.buckets[key&t.mask]
	if e := b[0].load(); e.key == key && e.bound != boundNone {
		return e, true
	}
	if e := b[1].load(); e.key == key && e.bound != boundNone {
		return e, true
	}
	return ttEntry{}, false
}

// store records a result; score is already relative to the node (toTT).
// The deep slot is replaced by a result at least as deep, or one left by an
// earlier search; otherwise the result goes to the always-replace slot.
func (t *table) store(key uint64, move board.Move, score int32, depth int, b bound) {
	bk := &t.buckets[key&t.mask]
	e := ttEntry{key: key, move: move, score: score, depth: int8(min(depth, 127)), bound: b, age: t.age}
	deep := bk[0].load()
	if deep.key == key && move.IsNull() {
		e.move = deep.move
	}
	if deep.key == key || deep.bound == boundNone || deep.age != t.age || depth >= int(deep.depth) {
		bk[0].save(e)
		return
	}
	if other := bk[1].load(); other.key == key && move.IsNull() {
		e.move = other.move
	}
	bk[1].save(e)
}
