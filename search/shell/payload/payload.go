// Package payload is the file format of a packed bot: a copy of the chespel
// executable followed by the bot's files and a trailer.
//
//	engine       the chespel executable, unchanged
//	header       16 bytes: the header magic, "\nchespel:packed\n"
//	files        for each file: kind (1 byte: 's' script, 'r' rule set),
//	             name length (uint16), name, data length (uint32), data
//	trailer      32 bytes: body length (uint64: header and files),
//	             CRC-32 (IEEE) of the body (uint32), format version
//	             (uint32, 1), the trailer magic, "chespel:payload\n"
//
// Integers are little-endian. A program finds its payload by reading the
// trailer at the end of its own executable; an executable without the
// trailer magic but with the header magic near its end is a packed bot that
// lost its end, and reads as truncated rather than as a plain engine.
//
// It imports only the standard library.
package payload

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
)

// Version is the format version that Encode writes and Decode reads.
const Version = 1

// MaxSize bounds the files of a payload, so that a damaged length cannot
// ask for gigabytes and the search for a lost header stays short.
const MaxSize = 1 << 20

// trailerSize is the length of the trailer.
const trailerSize = 32

// Kinds of files in a payload.
const (
	kindScript = 's'
	kindRules  = 'r'
)

// headerMagic and trailerMagic are built at run time, reversed from their
// source text, so that the engine's own bytes never hold them and the
// search for a lost header cannot find one inside the engine.
var (
	headerMagic  = reversed("\ndekcap:lepsehc\n")
	trailerMagic = reversed("\ndaolyap:lepsehc")
)

func reversed(s string) []byte {
	b := []byte(s)
	for i, j := 0, len(b)-1; i < j; i, j = i+1, j-1 {
		b[i], b[j] = b[j], b[i]
	}
	return b
}

// File is one file of a payload: its name (the base name it was packed
// from) and its bytes.
type File struct {
	Name string
	Data []byte
}

// Payload is what a packed bot carries: the script and, when the script
// uses one, the rule-set file of its game.
type Payload struct {
	Script File
	Rules  *File
}

// Error is a payload that cannot be read: damaged, truncated, or of an
// unknown version.
type Error struct {
	Msg string
}

// Error returns the message, "packed bot: " first.
func (e *Error) Error() string { return "packed bot: " + e.Msg }

func errorf(format string, args ...any) error {
	return &Error{Msg: fmt.Sprintf(format, args...)}
}

// Encode returns the payload's bytes, header to trailer, to append to an
// engine.
func (p *Payload) Encode() ([]byte, error) {
	var body bytes.Buffer
	body.Write(headerMagic)
	files := []struct {
		kind byte
		f    *File
	}{{kindScript, &p.Script}, {kindRules, p.Rules}}
	for _, e := range files {
		if e.f == nil {
			continue
		}
		if len(e.f.Name) > 0xFFFF {
			return nil, fmt.Errorf("file name %.20q...: %d bytes, want at most 65535", e.f.Name, len(e.f.Name))
		}
		body.WriteByte(e.kind)
		body.Write(binary.LittleEndian.AppendUint16(nil, uint16(len(e.f.Name))))
		body.WriteString(e.f.Name)
		body.Write(binary.LittleEndian.AppendUint32(nil, uint32(len(e.f.Data))))
		body.Write(e.f.Data)
	}
	if body.Len() > MaxSize {
		return nil, fmt.Errorf("payload of %d bytes: want at most %d", body.Len(), MaxSize)
	}
	out := body.Bytes()
	out = binary.LittleEndian.AppendUint64(out, uint64(body.Len()))
	out = binary.LittleEndian.AppendUint32(out, crc32.ChecksumIEEE(body.Bytes()))
	out = binary.LittleEndian.AppendUint32(out, Version)
	return append(out, trailerMagic...), nil
}

// Split finds the payload at the end of an executable's bytes. It returns
// the length of the engine before it and the payload; a nil payload and
// the whole length when there is none; and an *Error when there is one
// that cannot be read.
func Split(exe []byte) (engine int, p *Payload, err error) {
	n := len(exe)
	if n < trailerSize || !bytes.Equal(exe[n-len(trailerMagic):], trailerMagic) {
		if lostHeader(exe) {
			return n, nil, errorf("truncated: the payload has no trailer (the file lost its end)")
		}
		return n, nil, nil
	}
	t := exe[n-trailerSize:]
	if v := binary.LittleEndian.Uint32(t[12:]); v != Version {
		return n, nil, errorf("format version %d, want %d (packed by another chespel)", v, Version)
	}
	size := binary.LittleEndian.Uint64(t)
	if size > MaxSize || size > uint64(n-trailerSize) {
		return n, nil, errorf("truncated: the trailer announces %d bytes of payload, the file holds %d", size, n-trailerSize)
	}
	start := n - trailerSize - int(size)
	body := exe[start : n-trailerSize]
	if sum := crc32.ChecksumIEEE(body); sum != binary.LittleEndian.Uint32(t[8:]) {
		return n, nil, errorf("damaged: checksum %08x, want %08x", sum, binary.LittleEndian.Uint32(t[8:]))
	}
	p, err = Decode(body)
	if err != nil {
		return n, nil, err
	}
	return start, p, nil
}

// minHeaderCut is the shortest start of the header magic that, ending a
// file, marks a packed bot cut inside its header: shorter starts ("\n",
// "\nc") could end a plain engine by chance.
const minHeaderCut = 4

// lostHeader reports whether the header magic lies within MaxSize bytes of
// the end, or the file ends with the header magic's first minHeaderCut or
// more bytes: a payload whose trailer is gone.
func lostHeader(exe []byte) bool {
	tail := exe[max(0, len(exe)-MaxSize-len(headerMagic)):]
	if bytes.Contains(tail, headerMagic) {
		return true
	}
	for n := minHeaderCut; n < len(headerMagic); n++ {
		if bytes.HasSuffix(exe, headerMagic[:n]) {
			return true
		}
	}
	return false
}

// Decode reads the body of a payload: the header magic and the files.
func Decode(body []byte) (*Payload, error) {
	rest, ok := bytes.CutPrefix(body, headerMagic)
	if !ok {
		return nil, errorf("damaged: no header")
	}
	p := &Payload{}
	script := false
	for len(rest) > 0 {
		kind, f, next, err := decodeFile(rest, len(body)-len(rest))
		if err != nil {
			return nil, err
		}
		rest = next
		switch {
		case kind == kindScript && !script:
			p.Script, script = f, true
		case kind == kindRules && p.Rules == nil:
			p.Rules = &f
		default:
			return nil, errorf("damaged: unexpected file kind %q", kind)
		}
	}
	if !script {
		return nil, errorf("damaged: no script")
	}
	return p, nil
}

// decodeFile reads one file entry at offset off of the body.
func decodeFile(b []byte, off int) (kind byte, f File, rest []byte, err error) {
	short := errorf("damaged: file entry at byte %d is cut short", off)
	if len(b) < 3 {
		return 0, f, nil, short
	}
	kind, nameLen := b[0], int(binary.LittleEndian.Uint16(b[1:]))
	b = b[3:]
	if len(b) < nameLen+4 {
		return 0, f, nil, short
	}
	f.Name = string(b[:nameLen])
	dataLen := binary.LittleEndian.Uint32(b[nameLen:])
	b = b[nameLen+4:]
	if uint64(len(b)) < uint64(dataLen) {
		return 0, f, nil, short
	}
	f.Data = b[:dataLen:dataLen]
	return kind, f, b[dataLen:], nil
}

// IsError reports whether err is a payload that cannot be read.
func IsError(err error) bool {
	var e *Error
	return errors.As(err, &e)
}
