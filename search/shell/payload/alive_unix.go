//go:build unix

package payload

import (
	"errors"
	"syscall"
)

// alive reports whether a process pid exists (signal 0 probes it).
func alive(pid int) bool {
	err := syscall.Kill(pid, 0)
	return err == nil || errors.Is(err, syscall.EPERM)
}

// writable reports whether this process may write the file at path.
func writable(path string) bool { return syscall.Access(path, 2) == nil } // 2: W_OK
