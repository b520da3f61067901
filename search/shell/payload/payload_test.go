package payload

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var engine = bytes.Repeat([]byte("ELF engine bytes "), 1000)

func sample() *Payload {
	return &Payload{
		Script: File{Name: "bot.chs", Data: []byte("module evaluation\nrule r: score = 1\n")},
		Rules:  &File{Name: "game.yaml", Data: []byte("name: game\n")},
	}
}

func packed(t *testing.T, p *Payload) []byte {
	data, err := p.Encode()
	require.NoError(t, err)
	return append(append([]byte{}, engine...), data...)
}

func TestRoundTrip(t *testing.T) {
	for name, p := range map[string]*Payload{
		"script and rules": sample(),
		"script only":      {Script: File{Name: "b.chs", Data: []byte("x")}},
		"empty script":     {Script: File{Name: "", Data: []byte{}}},
	} {
		exe := packed(t, p)
		n, got, err := Split(exe)
		require.NoError(t, err, name)
		assert.Equal(t, len(engine), n, "%s: engine length", name)
		assert.Equal(t, p, got, name)
	}
}

func TestNoPayload(t *testing.T) {
	for name, exe := range map[string][]byte{"engine": engine, "empty": nil, "short": []byte("ab")} {
		n, p, err := Split(exe)
		assert.NoError(t, err, name)
		assert.Nil(t, p, name)
		assert.Equal(t, len(exe), n, name)
	}
}

// TestDamage checks that every kind of damage is an *Error with a clear
// message, never a payload.
func TestDamage(t *testing.T) {
	good := packed(t, sample())
	n := len(good)
	flip := func(i int) []byte {
		b := bytes.Clone(good)
		b[i] ^= 0x40
		return b
	}
	for name, tc := range map[string]struct {
		exe  []byte
		want string
	}{
		"truncated by one byte":  {good[:n-1], "packed bot: truncated: the payload has no trailer (the file lost its end)"},
		"truncated in the files": {good[:len(engine)+30], "packed bot: truncated: the payload has no trailer (the file lost its end)"},
		"flipped script byte":    {flip(len(engine) + 30), "packed bot: damaged: checksum"},
		"flipped header byte":    {flip(len(engine) + 2), "packed bot: damaged: checksum"},
		"flipped length":         {flip(n - trailerSize + 2), "packed bot: truncated: the trailer announces"},
		"flipped version":        {flip(n - trailerSize + 12), "packed bot: format version 65, want 1 (packed by another chespel)"},
		"flipped magic":          {flip(n - 3), "packed bot: truncated: the payload has no trailer"},
	} {
		_, p, err := Split(tc.exe)
		assert.Nil(t, p, name)
		if assert.Error(t, err, name) {
			assert.Contains(t, err.Error(), tc.want, name)
			assert.True(t, IsError(err), "%s: an *Error", name)
		}
	}
}

// TestEngineHoldsNoMagic checks that the magics are not in this test
// binary's own bytes, so that a plain engine never reads as truncated.
func TestEngineHoldsNoMagic(t *testing.T) {
	exe, err := os.Executable()
	require.NoError(t, err)
	p, err := ReadExecutable(exe)
	assert.NoError(t, err)
	assert.Nil(t, p)
	data, err := os.ReadFile(exe)
	require.NoError(t, err)
	assert.False(t, bytes.Contains(data, headerMagic), "the header magic is in the binary")
}

func TestWriteExecutable(t *testing.T) {
	dir := t.TempDir()
	src := filepath.Join(dir, "engine")
	require.NoError(t, os.WriteFile(src, engine, 0o755))
	first := filepath.Join(dir, "first")
	require.NoError(t, WriteExecutable(context.Background(), first, src, sample()))
	info, err := os.Stat(first)
	require.NoError(t, err)
	assert.Equal(t, os.FileMode(0o755), info.Mode().Perm())
	p, err := ReadExecutable(first)
	require.NoError(t, err)
	assert.Equal(t, sample(), p)

	// Packing from a packed bot packs the plain engine, not two payloads.
	other := &Payload{Script: File{Name: "other.chs", Data: []byte("other")}}
	second := filepath.Join(dir, "second")
	require.NoError(t, WriteExecutable(context.Background(), second, first, other))
	data, err := os.ReadFile(second)
	require.NoError(t, err)
	n, p, err := Split(data)
	require.NoError(t, err)
	assert.Equal(t, other, p)
	assert.Equal(t, engine, data[:n], "the engine without the first payload")

	entries, err := os.ReadDir(dir)
	require.NoError(t, err)
	assert.Len(t, entries, 3, "no temporary file is left behind")
}

func TestWriteExecutableRefusesDamagedEngine(t *testing.T) {
	dir := t.TempDir()
	src := filepath.Join(dir, "engine")
	require.NoError(t, os.WriteFile(src, packed(t, sample())[:len(engine)+40], 0o755))
	err := WriteExecutable(context.Background(), filepath.Join(dir, "out"), src, sample())
	assert.ErrorContains(t, err, "truncated")
	_, statErr := os.Stat(filepath.Join(dir, "out"))
	assert.True(t, os.IsNotExist(statErr), "nothing written")
}

// TestWriteExecutableFailsCleanly writes onto a directory: the rename fails,
// the directory stays as it was and no temporary file is left behind.
func TestWriteExecutableFailsCleanly(t *testing.T) {
	dir := t.TempDir()
	src := filepath.Join(dir, "engine")
	require.NoError(t, os.WriteFile(src, engine, 0o755))
	dst := filepath.Join(dir, "bot")
	require.NoError(t, os.Mkdir(dst, 0o755))
	require.NoError(t, os.WriteFile(filepath.Join(dst, "keep"), []byte("keep"), 0o644))

	assert.Error(t, WriteExecutable(context.Background(), dst, src, sample()))
	entries, err := os.ReadDir(dir)
	require.NoError(t, err)
	require.Len(t, entries, 2, "no temporary file is left behind")
	inside, err := os.ReadDir(dst)
	require.NoError(t, err)
	assert.Len(t, inside, 1, "the directory is untouched")
}

func TestTooLarge(t *testing.T) {
	_, err := (&Payload{Script: File{Name: "big.chs", Data: make([]byte, MaxSize)}}).Encode()
	assert.ErrorContains(t, err, "want at most 1048576")
}

// FuzzSplit checks that no executable's bytes make Split panic, and that
// what it accepts encodes back to the same bytes.
func FuzzSplit(f *testing.F) {
	good, err := sample().Encode()
	require.NoError(f, err)
	f.Add(good)
	f.Add(good[:len(good)-5])
	f.Add([]byte("plain engine"))
	f.Fuzz(func(t *testing.T, exe []byte) {
		n, p, err := Split(exe)
		if err != nil || p == nil {
			return
		}
		again, err := p.Encode()
		if err != nil {
			return
		}
		n2, p2, err := Split(append(bytes.Clone(exe[:n]), again...))
		if err != nil || n2 != n {
			t.Fatalf("re-encoded payload does not split back: %v", err)
		}
		assert.Equal(t, p, p2)
	})
}
