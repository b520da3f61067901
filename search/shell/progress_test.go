package shell

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/chespel/chespel/board"
	"github.com/chespel/chespel/search"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// sleepyBot is materialBot whose every evaluation takes 60 ms: a search
// to depth 1 from the start (twenty root moves, each evaluated) runs past
// the second after which the search reports the root move it is on
// (search.Info.CurrMove, UCI's currmove).
type sleepyBot struct{ materialBot }

func (b sleepyBot) Evaluate(p *board.Position) (int, error) {
	time.Sleep(60 * time.Millisecond)
	return b.materialBot.Evaluate(p)
}

// TestProgressShowsCompletedDepthsOnly pins the bug where a search that
// ran past a second printed, for each root move it went on to, a line
// "info: depth 1 score 0.0 for white time 1.1s line " as if a depth had
// been completed with no line: the shell took search's currmove reports
// for iterations. move.txt failed on it when the machine was slow.
func TestProgressShowsCompletedDepthsOnly(t *testing.T) {
	cfg := testConfig(t)
	cfg.Bot, cfg.Evals, cfg.Limits = sleepyBot{}, nil, search.Limits{Depth: 1}
	var out lockedBuffer
	require.NoError(t, Run(context.Background(), strings.NewReader("startpos\n"), &out, &out, cfg))
	var infos []string
	for _, l := range strings.Split(out.String(), "\n") {
		if strings.HasPrefix(l, "info: ") {
			infos = append(infos, l)
		}
	}
	require.Len(t, infos, 1, "one completed depth, one line:\n%s", out.String())
	assert.Regexp(t, `^info: depth 1 score \S+ for white time \S+ line \S+`, infos[0], "the depth's line")
}
