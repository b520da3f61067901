package input

import (
	"bufio"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestReadFileRefusesDevZero(t *testing.T) {
	// Bug: chespel check /dev/zero read until memory ran out.
	_, err := ReadFile("/dev/zero")
	require.Error(t, err)
	assert.ErrorIs(t, err, ErrTooLong, "/dev/zero")
	assert.EqualError(t, err, "/dev/zero: longer than 16 MiB, the limit")
}

func TestReadFileAtTheLimit(t *testing.T) {
	path := filepath.Join(t.TempDir(), "f")
	require.NoError(t, os.WriteFile(path, make([]byte, MaxFile), 0o600))
	data, err := ReadFile(path)
	require.NoError(t, err, "a file of exactly MaxFile bytes")
	assert.Len(t, data, MaxFile)
	require.NoError(t, os.WriteFile(path, make([]byte, MaxFile+1), 0o600))
	_, err = ReadFile(path)
	assert.ErrorIs(t, err, ErrTooLong, "one byte over")
}

// endless is a reader of an endless line.
type endless struct{}

func (endless) Read(p []byte) (int, error) {
	for i := range p {
		p[i] = 'x'
	}
	return len(p), nil
}

func TestReadLineRefusesAnEndlessLineAtOnce(t *testing.T) {
	// Bug: a 300 MB line was read whole before anything was said.
	l := NewLineReader(endless{})
	_, err := l.ReadLine()
	assert.EqualError(t, err, "line 1: longer than 1 MiB, the limit")
}

func TestReadLineSkipsTheRestOfALongLine(t *testing.T) {
	long := strings.Repeat("y", 3*MaxLine)
	l := NewLineReader(strings.NewReader("first\r\n" + long + "\nafter\n" + strings.Repeat("z", MaxLine) + "\nlast"))
	for i, want := range []string{"first", "", "after", strings.Repeat("z", MaxLine), "last"} {
		line, err := l.ReadLine()
		if i == 1 {
			assert.EqualError(t, err, "line 2: longer than 1 MiB, the limit")
			continue
		}
		require.NoError(t, err, "line %d", i+1)
		assert.Equal(t, want, line, "line %d", i+1)
	}
	_, err := l.ReadLine()
	assert.Equal(t, io.EOF, err, "the end")
}

func TestReadLineKeepsTheBufferedReader(t *testing.T) {
	br := bufio.NewReader(strings.NewReader("one\ntwo\n"))
	l := NewLineReader(br)
	line, err := l.ReadLine()
	require.NoError(t, err)
	assert.Equal(t, "one", line)
	rest, err := br.ReadString('\n')
	require.NoError(t, err)
	assert.Equal(t, "two\n", rest, "the caller reads on after the line")
}

func TestExcerpt(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"plain", `"plain"`},
		{"\x1b[31mred", `"\x1b[31mred"`},
		{"a\xffb", `"a\xffb"`},
		{"tab\tnew\n", `"tab\tnew\n"`},
		{strings.Repeat("é", 10), `"éééé"...`},
	} {
		assert.Equal(t, c.want, Excerpt(c.in, 9), "Excerpt(%q)", c.in)
	}
	assert.False(t, errors.Is(nil, ErrTooLong))
}
