package main

import (
	"bytes"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestGameBotsPlayWholeGames lets the xiangqi and the capablanca bot of
// testdata/bots play themselves in play mode, from the game's start
// position to the end of the game, with no error on the way. How the game
// ends (checkmate, repetition, ...) depends on every detail of the search,
// so the test asks only for a game over line with a result.
func TestGameBotsPlayWholeGames(t *testing.T) {
	end := regexp.MustCompile(`\ngame over: [a-z -]+, (1-0|0-1|1/2-1/2)\n$`)
	for _, tc := range []struct{ bot string }{{"xiangqi"}, {"capablanca"}} {
		var stdout, stderr bytes.Buffer
		code := run([]string{"run", filepath.Join("testdata", "bots", tc.bot+".chs")}, strings.NewReader("play\nai\nai\n"), &stdout, &stderr)
		assert.Equal(t, 0, code, "%s: exit code", tc.bot)
		assert.Empty(t, stderr.String(), "%s: stderr", tc.bot)
		assert.Regexp(t, end, stdout.String(), "%s: the game ends with a result:\n%s", tc.bot, tail(stdout.String(), 400))
		assert.Greater(t, strings.Count(stdout.String(), "\nmove: "), 40, "%s: a whole game", tc.bot)
	}
}

// TestPackedGameBot packs the xiangqi bot with a built chespel and runs the
// packed executable: it answers xiangqi positions, its book's first.
func TestPackedGameBot(t *testing.T) {
	dir := t.TempDir()
	chespel := buildChespel(t, dir)
	bot := filepath.Join(dir, "xiangqi")
	_, stderr, code := runBinary(t, "", chespel, "pack", "testdata/bots/xiangqi.chs", "-o", bot)
	require.Equal(t, 0, code, "pack: %s", stderr)
	stdout, stderr, code := runBinary(t, "fen startpos\n", bot)
	assert.Equal(t, 0, code, stderr)
	assert.Equal(t, "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1\n", stdout, "the central cannon from the book")
	stdout, _, code = runBinary(t, "", bot, "-h")
	assert.Equal(t, 0, code)
	assert.True(t, strings.HasPrefix(stdout, "This is the xiangqi bot xiangqi, packed from xiangqi.chs"), stdout)
}

// tail returns the last n bytes of s.
func tail(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[len(s)-n:]
}
