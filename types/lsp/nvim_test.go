package lsp

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestNeovim runs Neovim headless against `chespel lsp` on a script with an
// error and a warning, and reads the diagnostics that Neovim shows. It is
// skipped where nvim is not installed, and in -short mode (it builds
// chespel).
func TestNeovim(t *testing.T) {
	nvim, err := exec.LookPath("nvim")
	if err != nil || testing.Short() {
		t.Skip("needs nvim, and no -short")
	}
	dir := t.TempDir()
	chespel := filepath.Join(dir, "chespel")
	build := exec.Command("go", "build", "-o", chespel, "github.com/chespel/chespel")
	out, err := build.CombinedOutput()
	require.NoError(t, err, "go build: %s", out)

	script := filepath.Join(dir, "bot.chs")
	src := "module evaluation\nrule pawns:\n\tpiece p with type == pwn:\n\t\tscore 1\n\tlet unused = 2\n"
	require.NoError(t, os.WriteFile(script, []byte(src), 0o644))
	result := filepath.Join(dir, "diagnostics.txt")
	lua, err := filepath.Abs(filepath.Join("testdata", "nvim_diagnostics.lua"))
	require.NoError(t, err)

	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, nvim, "--headless", "--clean", "-n", "-c", "luafile "+lua)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "CHESPEL="+chespel, "SCRIPT="+script, "OUT="+result)
	out, err = cmd.CombinedOutput()
	require.NoError(t, err, "nvim: %s", out)
	got, err := os.ReadFile(result)
	require.NoError(t, err, "nvim wrote the diagnostics")
	want := []string{
		"2:22-2:25 1 unknown name pwn; did you mean pawn?",
		"4:5-4:11 2 let unused is never used: remove it or use it",
	}
	assert.Equal(t, strings.Join(want, "\n")+"\n", string(got), "the diagnostics Neovim shows")
}
