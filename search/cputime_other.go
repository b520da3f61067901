//go:build !unix

package search

import "time"

// CPUTime returns 0: the process's CPU time is not measured on this
// system, and Bench reports wall-clock figures only.
func CPUTime() time.Duration { return 0 }
