package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/chespel/chespel/search/shell/payload"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestPackEmbedsTheRuleFile packs a bot whose game is a rule-set file
// beside it, removes the file, and runs the packed bot in-process: it reads
// its game from the payload, so the shell starts and plays by those rules.
func TestPackEmbedsTheRuleFile(t *testing.T) {
	dir := t.TempDir()
	rules, err := os.ReadFile("testdata/rules/centaur.yaml")
	require.NoError(t, err)
	require.NoError(t, os.Mkdir(filepath.Join(dir, "games"), 0o755))
	yaml := filepath.Join(dir, "games", "centaur.yaml")
	require.NoError(t, os.WriteFile(yaml, rules, 0o644))
	src := []byte("module search\ngame = \"games/centaur.yaml\"\nmodule evaluation\nrule r:\n\tscore me.count(centaur)\n")
	script := filepath.Join(dir, "centaurs.chs")
	require.NoError(t, os.WriteFile(script, src, 0o644))

	out := filepath.Join(dir, "centaurs")
	var stdout, stderr bytes.Buffer
	code := run([]string{"pack", script, "-o", out}, strings.NewReader(""), &stdout, &stderr)
	require.Equal(t, 0, code, "pack: %s", stderr.String())

	p, err := payload.ReadExecutable(out)
	require.NoError(t, err)
	require.NotNil(t, p.Rules, "the payload carries the rule-set file")
	assert.Equal(t, "centaur.yaml", p.Rules.Name)
	assert.Equal(t, rules, p.Rules.Data)
	assert.Equal(t, src, p.Script.Data)

	require.NoError(t, os.Remove(yaml))
	defer func(old *payload.Payload) { packed = old }(packed)
	packed = p
	stdout.Reset()
	stderr.Reset()
	code = run(nil, strings.NewReader("uci\nposition startpos moves b2b3 a7a6 b1b2\nisready\nquit\n"), &stdout, &stderr)
	assert.Equal(t, 0, code, "the packed bot starts without its file on disk: %s", stderr.String())
	assert.Contains(t, stdout.String(), "id name centaurs\n")
	assert.Contains(t, stdout.String(), "readyok\n")
	assert.NotContains(t, stdout.String(), "error", "b1b2, a centaur's king step, is legal in the packed game")
	assert.Empty(t, stderr.String())

	stdout.Reset()
	code = run([]string{"-h"}, strings.NewReader(""), &stdout, &stderr)
	assert.Equal(t, 0, code)
	assert.True(t, strings.HasPrefix(stdout.String(), "This is the centaur bot centaurs, packed from centaurs.chs by chespel "), "-h names the game:\n%s", stdout.String())
}

// TestPackedBotReadsNoOtherRuleFile checks that only the packed bot's own
// script reads its game from the payload: another script run by a packed
// executable reads its rule-set file from the disk, and the packed bot
// without a rule-set file in its payload says so.
func TestPackedBotReadsNoOtherRuleFile(t *testing.T) {
	defer func(old *payload.Payload) { packed = old }(packed)
	src := []byte("module search\ngame = \"mine.yaml\"\nmodule evaluation\nrule r:\n\tscore 1\n")
	packed = &payload.Payload{Script: payload.File{Name: "mine.chs", Data: src}}
	var stdout, stderr bytes.Buffer
	code := run(nil, strings.NewReader("quit\n"), &stdout, &stderr)
	assert.Equal(t, 1, code)
	assert.Contains(t, stderr.String(), `mine.chs:2:8: game "mine.yaml": mine.yaml: the packed bot carries no rule-set file`)

	stderr.Reset()
	code = run([]string{"check", "testdata/bots/xiangqi.chs"}, strings.NewReader(""), &stdout, &stderr)
	assert.Equal(t, 0, code, stderr.String())
}
