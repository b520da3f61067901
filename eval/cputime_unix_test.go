//go:build unix

package eval

import (
	"syscall"
	"time"
)

// cpuTime returns the CPU time this process has used, user and system, so
// that benchmarks on a shared machine can report nodes per CPU second.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
