//go:build linux

package search

import (
	"runtime"
	"syscall"
	"unsafe"
)

// mmapMin is the table size from which the buckets are mapped straight from
// the system: below it, the Go heap is as good.
const mmapMin = 32 << 20

// pages is the mapped memory of a large table. The system gives zeroed
// pages on first touch, so a new table of gigabytes costs nothing until the
// search writes into it, and clearing one gives its pages back instead of
// writing zeros over them.
type pages struct {
	mem     []byte
	cleanup runtime.Cleanup
}

// allocBuckets returns n empty buckets, and their pages when mapped.
func allocBuckets(n uint64) ([]ttBucket, *pages) {
	size := n * uint64(unsafe.Sizeof(ttBucket{}))
	if size < mmapMin {
		return make([]ttBucket, n), nil
	}
	mem, err := syscall.Mmap(-1, 0, int(size), syscall.PROT_READ|syscall.PROT_WRITE, syscall.MAP_ANON|syscall.MAP_PRIVATE)
	if err != nil {
		return make([]ttBucket, n), nil
	}
	p := &pages{mem: mem}
	p.cleanup = runtime.AddCleanup(p, func(m []byte) { _ = syscall.Munmap(m) }, mem)
	return unsafe.Slice((*ttBucket)(unsafe.Pointer(unsafe.SliceData(mem))), n), p
}

// zero empties the pages by giving them back to the system, and reports
// whether it could.
func (p *pages) zero() bool {
	return p != nil && syscall.Madvise(p.mem, syscall.MADV_DONTNEED) == nil
}

// free unmaps the pages now, rather than when the table is collected.
func (p *pages) free() {
	if p == nil || p.mem == nil {
		return
	}
	p.cleanup.Stop()
	_ = syscall.Munmap(p.mem)
	p.mem = nil
}
