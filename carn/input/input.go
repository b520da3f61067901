// Package input reads what users hand to chespel with limits, so that no
// input can exhaust memory: a file (a script, a rule set) is read up to
// MaxFile bytes and a line (of the shell, of UCI) up to MaxLine bytes;
// beyond that the reader gives one clear error. Excerpt quotes a piece of
// input for an error message: short, with control characters escaped.
//
// It imports only the standard library, so that both the chess and the
// language packages may use it.
package input

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"strconv"
	"unicode/utf8"
)

// The limits: a line of the shell or of UCI, and a file.
const (
	MaxLine = 1 << 20
	MaxFile = 16 << 20
)

// ErrTooLong is what the errors of too long input wrap.
var ErrTooLong = errors.New("input too long")

// TooLongError says which input passed which limit.
type TooLongError struct {
	What  string // "line 3", or a file name
	Limit int
}

// Error says what is too long and the limit, in MiB.
func (e *TooLongError) Error() string {
	return fmt.Sprintf("%s: longer than %d MiB, the limit", e.What, e.Limit>>20)
}

// Unwrap returns ErrTooLong.
func (e *TooLongError) Unwrap() error { return ErrTooLong }

// ReadFile reads the file name, refusing one longer than MaxFile bytes
// without reading further (so /dev/zero is refused at once).
func ReadFile(name string) ([]byte, error) {
	f, err := os.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return ReadAll(f, name)
}

// ReadRegularFile is ReadFile for a file that must be a regular one: a
// device or a pipe named by a setting (which could block the reader, or
// never end) is refused before it is opened.
func ReadRegularFile(name string) ([]byte, error) {
	info, err := os.Stat(name)
	if err != nil {
		return nil, err
	}
	if !info.Mode().IsRegular() {
		return nil, fmt.Errorf("%s is not a regular file", name)
	}
	return ReadFile(name)
}

// ReadAll reads r to its end, at most MaxFile bytes; what names r in the
// error.
func ReadAll(r io.Reader, what string) ([]byte, error) {
	data, err := io.ReadAll(io.LimitReader(r, MaxFile+1))
	if err != nil {
		return nil, err
	}
	if len(data) > MaxFile {
		return nil, &TooLongError{What: what, Limit: MaxFile}
	}
	return data, nil
}

// LineReader reads lines of at most MaxLine bytes. A longer line gives a
// *TooLongError as soon as the limit is passed; the rest of that line is
// skipped by the next call, without being kept.
type LineReader struct {
	br   *bufio.Reader
	n    int  // lines read, for the errors
	skip bool // inside a too long line
}

// NewLineReader reads lines from r, using r itself when it is a
// *bufio.Reader, so that a caller may go on reading it after the last line
// it asked for.
func NewLineReader(r io.Reader) *LineReader {
	br, ok := r.(*bufio.Reader)
	if !ok {
		br = bufio.NewReader(r)
	}
	return &LineReader{br: br}
}

// ReadLine returns the next line without its end ("\n" or "\r\n"). At the
// end of the input it returns the last, unterminated line if there is one,
// then io.EOF.
func (l *LineReader) ReadLine() (string, error) {
	if l.skip {
		if err := l.skipLine(); err != nil {
			return "", err
		}
	}
	var line []byte
	for {
		chunk, err := l.br.ReadSlice('\n')
		if len(line)+len(chunk) > MaxLine+1 { // +1: the newline
			l.n++
			l.skip = !bytes.HasSuffix(chunk, []byte("\n"))
			return "", &TooLongError{What: "line " + strconv.Itoa(l.n), Limit: MaxLine}
		}
		line = append(line, chunk...)
		switch {
		case err == bufio.ErrBufferFull:
			continue
		case err == io.EOF && len(line) == 0:
			return "", io.EOF
		case err != nil && err != io.EOF:
			return "", err
		}
		l.n++
		line = bytes.TrimSuffix(line, []byte("\n"))
		line = bytes.TrimSuffix(line, []byte("\r"))
		return string(line), nil
	}
}

// skipLine reads up to the end of the current line, keeping nothing.
func (l *LineReader) skipLine() error {
	for {
		_, err := l.br.ReadSlice('\n')
		if err == bufio.ErrBufferFull {
			continue
		}
		l.skip = false
		return err
	}
}

// Excerpt quotes text for an error message: at most max bytes of it (cut at
// a character, "..." marking the cut), in Go's double-quoted syntax, so
// that control characters show as \x1b, \n or \t and bytes that are not
// UTF-8 as \xff.
func Excerpt(text string, max int) string {
	if len(text) <= max {
		return strconv.Quote(text)
	}
	cut := max
	for cut > 0 && !utf8.RuneStart(text[cut]) {
		cut--
	}
	return strconv.Quote(text[:cut]) + "..."
}
