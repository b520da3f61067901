package uci

import (
	"fmt"
	"regexp"
	"strings"
	"testing"

	"github.com/chespel/chespel/board"
	"github.com/chespel/chespel/carn"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// variantConfig is testConfig offering chess and xiangqi by UCI_Variant.
func variantConfig(t *testing.T) Config {
	cfg := testConfig(t)
	cfg.Variants = []string{"chess", "xiangqi"}
	cfg.Variant = func(name string) (Game, error) {
		rs, err := carn.Embedded(name)
		if err != nil {
			return Game{}, err
		}
		r, err := board.Compile(rs)
		if err != nil {
			return Game{}, err
		}
		return Game{Rules: r, Eval: materialEval{}}, nil
	}
	return cfg
}

// TestVariant: UCI_Variant is announced as Fairy-Stockfish does, switches
// the rules of startpos and moves, and is refused for unknown games, while
// a search runs, and when the config offers no variants.
func TestVariant(t *testing.T) {
	out, _ := runSession(t, variantConfig(t), "uci\nsetoption name UCI_Variant value shogi\n"+
		"setoption name UCI_Variant value xiangqi\nposition startpos moves h3e3\ngo infinite\n"+
		"setoption name UCI_Variant value chess\nstop\n#wait\nposition startpos moves e2e4\n")
	assert.Contains(t, out, "option name UCI_Variant type combo default chess var chess var xiangqi\n")
	assert.Contains(t, out, `info string error: setoption UCI_Variant: got value "shogi", want one of chess, xiangqi`+"\n")
	assert.Contains(t, out, "info string error: setoption UCI_Variant: a search is running: stop it first\n")
	assert.Contains(t, out, "info string error: position: move 1: illegal move e2e4; keeping the position before it\n", "still xiangqi after the refused switch")
	best := regexp.MustCompile(`(?m)^bestmove (\S+)`).FindStringSubmatch(out)
	require.NotNil(t, best, out)
	g, err := variantConfig(t).Variant("xiangqi")
	require.NoError(t, err)
	p := g.Rules.StartPosition()
	m, err := p.ParseUCI("h3e3")
	require.NoError(t, err)
	p.Make(m)
	_, err = p.ParseUCI(best[1])
	assert.NoError(t, err, "bestmove %s is a xiangqi move", best[1])

	out, _ = runSession(t, variantConfig(t), "setoption name UCI_Variant value xiangqi\nsetoption name UCI_Variant value chess\nposition startpos moves e2e4\ngo depth 1\n#wait\n")
	assert.NotContains(t, out, "error", "back to chess")

	out, _ = runSession(t, testConfig(t), "uci\nsetoption name UCI_Variant value xiangqi\n")
	assert.NotContains(t, out, "option name UCI_Variant", "no variants, no option")
	assert.Contains(t, out, "unknown option UCI_Variant")

	cfg := variantConfig(t)
	cfg.Variant = func(string) (Game, error) { return Game{}, fmt.Errorf("does not check") }
	out, _ = runSession(t, cfg, "setoption name UCI_Variant value xiangqi\nposition startpos moves e2e4\n")
	assert.True(t, strings.Contains(out, "setoption UCI_Variant: does not check") && !strings.Contains(out, "illegal"), "a failed load keeps the game:\n%s", out)
}
