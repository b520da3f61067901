package datagen

import (
	"context"
	"strings"
	"testing"

	"github.com/chespel/chespel/board"
	"github.com/chespel/chespel/board/epd"
	"github.com/chespel/chespel/search"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func material(p *board.Position) (int, error) {
	score := 0
	for c := board.White; c <= board.Black; c++ {
		for _, sq := range p.PieceList(c) {
			v := p.Rules().Value(p.At(sq).Kind())
			if c != p.SideToMove() {
				v = -v
			}
			score += v
		}
	}
	return score, nil
}

func generate(t *testing.T, seed uint64) string {
	rules, err := board.Chess()
	require.NoError(t, err)
	var out strings.Builder
	cfg := Config{Eval: search.EvaluatorFunc(material), Rules: rules, Positions: 50,
		Limits: search.Limits{Depth: 1}, RandomPlies: 8, MaxPlies: 60, Seed: seed}
	n, err := Generate(context.Background(), cfg, &out)
	require.NoError(t, err)
	assert.Equal(t, 50, n)
	return out.String()
}

func TestGenerateWritesLabelledQuietPositions(t *testing.T) {
	text := generate(t, 1)
	rules, err := board.Chess()
	require.NoError(t, err)
	lines := strings.Split(strings.TrimSpace(text), "\n")
	require.Len(t, lines, 50)
	for _, line := range lines {
		l, err := epd.Parse(line, rules)
		require.NoError(t, err, line)
		c9, ok := l.Get("c9")
		require.True(t, ok, line)
		assert.Contains(t, []string{"1-0", "0-1", "1/2-1/2"}, c9[0], line)
		assert.False(t, l.Pos.InCheck(), "quiet: not in check: %s", line)
	}
	assert.Equal(t, text, generate(t, 1), "the same seed gives the same data")
	assert.NotEqual(t, text, generate(t, 2), "another seed, other games")
}

// TestInterruptedGameWritesNothing pins that the positions of a game cut
// short by ctx are not written: its result is unknown, not a draw.
func TestInterruptedGameWritesNothing(t *testing.T) {
	rules, err := board.Chess()
	require.NoError(t, err)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	evals := 0
	eval := search.EvaluatorFunc(func(p *board.Position) (int, error) {
		if evals++; evals == 400 {
			cancel() // in the first game, a dozen plies in
		}
		return material(p)
	})
	var out strings.Builder
	cfg := Config{Eval: eval, Rules: rules, Positions: 1000,
		Limits: search.Limits{Depth: 1}, RandomPlies: 8, MaxPlies: 500, Seed: 1}
	n, err := Generate(ctx, cfg, &out)
	require.NoError(t, err)
	assert.Zero(t, n, "no line of the interrupted game: %s", out.String())
	assert.Empty(t, out.String())
}

// writes records each Write.
type writes []string

func (w *writes) Write(p []byte) (int, error) {
	*w = append(*w, string(p))
	return len(p), nil
}

// TestEveryWriteIsWholeLines pins that a run killed between two writes
// leaves complete lines only: each Write is one game's whole lines (a
// buffered writer flushed every 4 KB cut lines in two).
func TestEveryWriteIsWholeLines(t *testing.T) {
	rules, err := board.Chess()
	require.NoError(t, err)
	var w writes
	cfg := Config{Eval: search.EvaluatorFunc(material), Rules: rules, Positions: 200,
		Limits: search.Limits{Depth: 1}, RandomPlies: 8, MaxPlies: 60, Seed: 3}
	n, err := Generate(context.Background(), cfg, &w)
	require.NoError(t, err)
	require.Equal(t, 200, n)
	require.Greater(t, len(w), 1, "several games, several writes")
	for i, s := range w {
		assert.True(t, strings.HasSuffix(s, "\n"), "write %d ends with a whole line: %q", i, s[max(0, len(s)-40):])
	}
	assert.Equal(t, 200, strings.Count(strings.Join(w, ""), "\n"), "every line written")
}
