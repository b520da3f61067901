package payload

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
)

// ReadExecutable reads the payload of the executable at path: nil when it
// has none, an *Error when it has one that cannot be read. A file that
// carries the header magic anywhere without a payload at its end (bytes
// appended to a packed bot, or its end cut off) is such an *Error, never a
// plain engine. It reads the end of the file, and the whole file when that
// holds no payload.
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
	if p != nil || err != nil {
		return p, err
	}
	at, err := findHeader(f)
	if err != nil {
		return nil, err
	}
	if at >= 0 {
		return nil, errorf("damaged: a payload starts at byte %d but does not end the file (%d bytes were appended, or its end was cut off)", at, info.Size()-at)
	}
	return nil, nil
}

// findHeader returns the offset of the first header magic in f, or -1,
// reading chunk bytes at a time.
func findHeader(f *os.File) (int64, error) {
	m := len(headerMagic)
	buf := make([]byte, chunk+m)
	keep := 0     // bytes carried over from the last chunk, at buf[:keep]
	var off int64 // the file offset of buf[keep]
	for {
		n, err := f.ReadAt(buf[keep:keep+chunk], off)
		data := buf[:keep+n]
		if i := bytes.Index(data, headerMagic); i >= 0 {
			return off - int64(keep) + int64(i), nil
		}
		if err == io.EOF {
			return -1, nil
		}
		if err != nil {
			return -1, err
		}
		off += int64(n)
		keep = min(len(data), m-1)
		copy(buf, data[len(data)-keep:])
	}
}

// WriteExecutable writes a packed bot to dst: the engine of the executable
// at enginePath (without the payload it may carry already, so that packing
// from a packed bot packs the plain engine) followed by p. It writes a
// temporary file beside dst (see TempPrefix), makes it executable (0755)
// and renames it to dst, so that dst is either whole or untouched. When ctx
// ends first (Ctrl-C), it removes the temporary file and returns ctx's
// error. Errors name dst, never the temporary file. Check dst with
// CheckDestination first.
func WriteExecutable(ctx context.Context, dst, enginePath string, p *Payload) error {
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
	RemoveStale(dst)
	if err := writeAtomic(ctx, dst, exe[:engine], data); err != nil {
		return fmt.Errorf("writing %s: %w", dst, unwrapPath(err))
	}
	return nil
}

// TempPrefix is how the temporary file of a packed bot being written to
// dst begins: ".NAME.chespel-pack-", then the writer's process id and
// ".tmp". A later pack to the same place removes those of processes that
// are gone (killed before they could clean up).
func TempPrefix(dst string) string {
	return "." + filepath.Base(dst) + ".chespel-pack-"
}

// RemoveStale removes the temporary files that packs to dst left behind
// when killed: those whose process is gone.
func RemoveStale(dst string) {
	dir, prefix := filepath.Dir(dst), TempPrefix(dst)
	names, _ := filepath.Glob(filepath.Join(dir, globEscape(prefix)+"*.tmp"))
	for _, name := range names {
		pid, err := strconv.Atoi(strings.TrimSuffix(strings.TrimPrefix(filepath.Base(name), prefix), ".tmp"))
		if err == nil && !alive(pid) {
			os.Remove(name)
		}
	}
}

// globEscape quotes the pattern characters of a file name for Glob.
func globEscape(s string) string {
	var b strings.Builder
	for _, r := range s {
		if strings.ContainsRune(`*?[\`, r) {
			b.WriteByte('\\')
		}
		b.WriteRune(r)
	}
	return b.String()
}

// chunk is how much writeAtomic writes between two looks at its context.
const chunk = 1 << 20

// writeAtomic writes the parts to a temporary file beside dst, then renames
// it to dst; on any failure, or when ctx ends, it removes the temporary
// file.
func writeAtomic(ctx context.Context, dst string, parts ...[]byte) (err error) {
	tmpName := filepath.Join(filepath.Dir(dst), TempPrefix(dst)+strconv.Itoa(os.Getpid())+".tmp")
	tmp, err := os.OpenFile(tmpName, os.O_WRONLY|os.O_CREATE|os.O_TRUNC|os.O_EXCL, 0o600)
	if err != nil {
		return err
	}
	defer func() {
		if err != nil {
			tmp.Close()
			os.Remove(tmpName)
		}
	}()
	for _, part := range parts {
		for len(part) > 0 {
			if err := ctx.Err(); err != nil {
				return err
			}
			n := min(len(part), chunk)
			if _, err := tmp.Write(part[:n]); err != nil {
				return err
			}
			part = part[n:]
		}
	}
	if err := tmp.Sync(); err != nil { // on disk before the rename makes it the file
		return err
	}
	if err := tmp.Chmod(0o755); err != nil {
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	if err := ctx.Err(); err != nil {
		return err
	}
	return os.Rename(tmpName, dst)
}
