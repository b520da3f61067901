//go:build !linux

package search

// pages is the mapped memory of a large table; elsewhere than on Linux the
// buckets come from the Go heap.
type pages struct{}

// allocBuckets returns n empty buckets.
func allocBuckets(n uint64) ([]ttBucket, *pages) { return make([]ttBucket, n), nil }

// zero reports that the pages could not be emptied by the system.
func (p *pages) zero() bool { return false }

// free does nothing: the Go heap frees the buckets.
func (p *pages) free() {}
