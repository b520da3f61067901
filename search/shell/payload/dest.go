package payload

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
)

// Destination is the file that "pack -o out" writes for a bot called name:
// out itself, or out/name when out ends in a slash (a directory without
// the slash is refused by CheckDestination, never replaced).
func Destination(out, name string) string {
	if strings.HasSuffix(out, "/") || strings.HasSuffix(out, string(filepath.Separator)) {
		return filepath.Join(out, name)
	}
	return out
}

// CheckDestination refuses a destination that writing would destroy or
// cannot replace safely: anything but a regular file or a new path (a
// symbolic link, a directory, a FIFO, a device), a read-only file, one of
// script itself, and an existing file unless force. The messages name dst
// as the user wrote it.
func CheckDestination(dst string, force bool, script string) error {
	info, err := os.Lstat(dst)
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	if err != nil {
		return fmt.Errorf("-o %s: %v", dst, unwrapPath(err))
	}
	if si, err := os.Stat(script); err == nil && os.SameFile(si, info) {
		return fmt.Errorf("-o %s is the script itself: want another file for the executable", dst)
	}
	switch mode := info.Mode(); {
	case mode&fs.ModeSymlink != 0:
		return fmt.Errorf("-o %s is a symbolic link: refusing to replace it; name the file it points to, or a new file", dst)
	case mode.IsDir():
		return fmt.Errorf("-o %s is a directory: write %s/ to put the executable in it", dst, dst)
	case !mode.IsRegular():
		return fmt.Errorf("-o %s is not a regular file (%s): refusing to replace it", dst, kind(mode))
	case mode.Perm()&0o222 == 0 || !writable(dst):
		return fmt.Errorf("-o %s is read-only: refusing to replace it", dst)
	case !force:
		return fmt.Errorf("-o %s exists: give -f to replace it", dst)
	}
	return nil
}

// kind names a file type that is not a regular file.
func kind(mode fs.FileMode) string {
	switch {
	case mode&fs.ModeNamedPipe != 0:
		return "a FIFO"
	case mode&fs.ModeCharDevice != 0:
		return "a character device"
	case mode&fs.ModeDevice != 0:
		return "a device"
	case mode&fs.ModeSocket != 0:
		return "a socket"
	}
	return "mode " + mode.String()
}

// unwrapPath drops the path of a *fs.PathError, which may be a temporary
// file's, keeping what happened.
func unwrapPath(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return fmt.Errorf("%s: %w", pe.Op, pe.Err)
	}
	return err
}
