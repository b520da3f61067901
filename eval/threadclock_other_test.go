//go:build !linux

package eval

import "time"

// threadCPUTime returns false: this system's thread CPU clock is not read
// here, and the same-run ratio benchmarks skip themselves.
func threadCPUTime() (time.Duration, bool) { return 0, false }
