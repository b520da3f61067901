package format

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
)

// WriteFile replaces the file at path with data atomically: it writes a
// temporary file in the same directory, with the old file's permissions,
// and renames it over the old one, so that a reader sees the old text or
// the new one and never a part. A symbolic link is followed: the file it
// names is replaced and the link kept.
func WriteFile(path string, data []byte) (err error) {
	path, err = filepath.EvalSymlinks(path)
	if err != nil {
		return err
	}
	info, err := os.Stat(path)
	if err != nil {
		return err
	}
	return replace(path, data, info.Mode().Perm())
}

// WriteOrCreate is WriteFile, except that a file that does not exist yet
// is made, with permissions 0644, as atomically (tune's -o FILE), and that
// it refuses to replace anything but a regular file (a device such as
// /dev/null is never renamed over).
func WriteOrCreate(path string, data []byte) error {
	if _, err := os.Lstat(path); errors.Is(err, fs.ErrNotExist) {
		return replace(path, data, 0o644)
	}
	if info, err := os.Stat(path); err == nil && !info.Mode().IsRegular() {
		return fmt.Errorf("%s is not a regular file", path)
	}
	return WriteFile(path, data)
}

// replace writes data to a temporary file beside path with permissions
// perm, then renames it to path.
func replace(path string, data []byte, perm os.FileMode) (err error) {
	tmp, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".fmt-*")
	if err != nil {
		return err
	}
	defer func() {
		if err != nil {
			tmp.Close()
			os.Remove(tmp.Name())
		}
	}()
	if _, err = tmp.Write(data); err != nil {
		return err
	}
	if err = tmp.Sync(); err != nil {
		return err
	}
	if err = tmp.Chmod(perm); err != nil {
		return err
	}
	if err = tmp.Close(); err != nil {
		return err
	}
	return os.Rename(tmp.Name(), path)
}
