package payload

import (
	"fmt"
	"os"
	"path/filepath"
)

// ReadExecutable reads the payload of the executable at path: nil when it
// has none, an *Error when it has one that cannot be read.
// It reads only the end of the file, where a payload can be.
func ReadExecutable(path string) (*Payload, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	info, err := f.Stat()
	if err != nil {
		return nil, err
	}
	tail := make([]byte, min(info.Size(), MaxSize+2*trailerSize))
	if _, err := f.ReadAt(tail, info.Size()-int64(len(tail))); err != nil {
		return nil, err
	}
	_, p, err := Split(tail)
	return p, err
}

// WriteExecutable writes a packed bot to dst: the engine of the executable
// at enginePath (without the payload it may carry already, so that packing
// from a packed bot packs the plain engine) followed by p. It writes a
// temporary file in dst's directory, makes it executable (0755) and renames
// it to dst, so that dst is either whole or untouched.
func WriteExecutable(dst, enginePath string, p *Payload) error {
	exe, err := os.ReadFile(enginePath)
	if err != nil {
		return err
	}
	engine, _, err := Split(exe)
	if err != nil {
		return fmt.Errorf("%s: %w", enginePath, err)
	}
	data, err := p.Encode()
	if err != nil {
		return err
	}
	return writeAtomic(dst, exe[:engine], data)
}

// writeAtomic writes the parts to a temporary file beside dst, then renames
// it to dst.
func writeAtomic(dst string, parts ...[]byte) (err error) {
	tmp, err := os.CreateTemp(filepath.Dir(dst), "."+filepath.Base(dst)+".*.tmp")
	if err != nil {
		return err
	}
	defer func() {
		if err != nil {
			tmp.Close()
			os.Remove(tmp.Name())
		}
	}()
	for _, part := range parts {
		if _, err := tmp.Write(part); err != nil {
			return err
		}
	}
	if err := tmp.Chmod(0o755); err != nil {
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	return os.Rename(tmp.Name(), dst)
}
