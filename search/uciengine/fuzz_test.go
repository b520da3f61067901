package uciengine

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// FuzzParseCommand checks that ParseCommand loses nothing: the command
// and the options, written back as option.NAME=VALUE words, are the input's
// words, and no name holds "=".
func FuzzParseCommand(f *testing.F) {
	for _, s := range []string{
		"/usr/games/stockfish option.UCI_LimitStrength=true option.UCI_Elo=1350",
		"stockfish option.Skill Level=5 option.Move Overhead=100",
		"gnuchess --uci",
		"engine --weird option.x option.Threads=2",
		"option.Hash=16 option.a==b",
		"  e  option.=  option. x=1",
		"",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		cmd, opts := ParseCommand(s)
		var words []string
		if cmd != "" {
			words = append(words, cmd)
		}
		for _, o := range opts {
			assert.NotContains(t, o[0], "=")
			words = append(words, "option."+o[0]+"="+o[1])
		}
		assert.Equal(t, strings.Join(strings.Fields(s), " "), strings.Join(words, " "))
	})
}
