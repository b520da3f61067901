package search

import "github.com/chespel/chespel/board"

// bound says what a stored score means.
type bound uint8

const (
	boundNone  bound = iota
	boundUpper       // the score is at most this (no move raised alpha)
	boundLower       // the score is at least this (a beta cut-off)
	boundExact       // a principal variation node
)

// ttEntry is one stored search result: 24 bytes.
type ttEntry struct {
	key   uint64
	move  board.Move
	score int32
	depth int8
	bound bound
	age   uint8
}

// ttBucket holds two entries: the first keeps the deepest result, the
// second always takes the newest.
type ttBucket [2]ttEntry

// table is the transposition table: a power-of-two number of buckets
// indexed by the low bits of the Zobrist hash, the full hash kept as the
// check.
type table struct {
	buckets []ttBucket
	mask    uint64
	age     uint8
	// used says whether anything was stored since the table was made or
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
	if b[0].key == key && b[0].bound != boundNone {
		return b[0], true
	}
	if b[1].key == key && b[1].bound != boundNone {
		return b[1], true
	}
	return ttEntry{}, false
}

// store records a result; score is already relative to the node (toTT).
// The deep slot is replaced by a result at least as deep, or one left by an
// earlier search; otherwise the result goes to the always-replace slot.
func (t *table) store(key uint64, move board.Move, score int32, depth int, b bound) {
	t.used = true
	bk := &t.buckets[key&t.mask]
	e := ttEntry{key: key, move: move, score: score, depth: int8(min(depth, 127)), bound: b, age: t.age}
	deep := &bk[0]
	if deep.key == key && move.IsNull() {
		e.move = deep.move
	}
	if deep.key == key || deep.bound == boundNone || deep.age != t.age || depth >= int(deep.depth) {
		*deep = e
		return
	}
	if bk[1].key == key && move.IsNull() {
		e.move = bk[1].move
	}
	bk[1] = e
}
