//go:build unix

package search

import (
	"syscall"
	"time"
)

// CPUTime returns the CPU time that this process has used so far, user and
// system, over all its threads. On a shared machine the wall clock also
// counts the time that other processes take; CPU time does not, so Bench
// and the benchmarks report speeds per CPU second beside the wall-clock
// ones. It returns 0 where the system cannot tell.
func CPUTime() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
