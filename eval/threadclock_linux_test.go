//go:build linux

package eval

import (
	"syscall"
	"time"
	"unsafe"
)

// clockThreadCPUTimeID is Linux's CLOCK_THREAD_CPUTIME_ID: the CPU time of
// the calling thread.
const clockThreadCPUTimeID = 3

// threadCPUTime returns the CPU time that the calling OS thread has used,
// and false where the system cannot tell. Only a goroutine locked to its
// thread (runtime.LockOSThread) reads a clock of its own work with it.
func threadCPUTime() (time.Duration, bool) {
	var ts syscall.Timespec
	_, _, errno := syscall.RawSyscall(syscall.SYS_CLOCK_GETTIME, clockThreadCPUTimeID, uintptr(unsafe.Pointer(&ts)), 0)
	if errno != 0 {
		return 0, false
	}
	return time.Duration(ts.Nano()), true
}
