package suite

import (
	"context"
	"strings"
	"testing"

	"github.com/chespel/chespel/board"
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

func TestRunJudgesBestAndAvoidMoves(t *testing.T) {
	rules, err := board.Chess()
	require.NoError(t, err)
	text := "# mates\n" +
		`6k1/5ppp/8/8/8/8/8/R5K1 w - - bm Ra8#; id "mate";` + "\n" +
		`6k1/5ppp/8/8/8/8/8/R5K1 w - - am Ra8#; id "avoid";` + "\n" +
		`6k1/5ppp/8/8/8/8/8/R5K1 w - - bm a1a8;` + "\n"
	lines, err := Read(strings.NewReader(text), rules)
	require.NoError(t, err)
	var out strings.Builder
	eng := search.NewEngine(search.EvaluatorFunc(material), 1)
	res, err := Run(context.Background(), eng, lines, search.Limits{Depth: 2}, &out)
	require.NoError(t, err)
	res.Time = 0
	res.Report(&out)
	got := out.String()
	assert.Contains(t, got, "1 mate: solved Ra8# (bm Ra8#), depth 2")
	assert.Contains(t, got, "2 avoid: missed Ra8# (am Ra8#)")
	assert.Contains(t, got, "3 3: solved Ra8# (bm a1a8)", "a bm move in UCI, and the number for a missing id")
	assert.True(t, strings.HasSuffix(got, "solved: 2 of 3\nmissed: avoid\n"), got)
}

func TestReadErrors(t *testing.T) {
	rules, err := board.Chess()
	require.NoError(t, err)
	_, err = Read(strings.NewReader("\n6k1/5ppp/8/8/8/8/8/R5K1 w - - id \"x\";\n"), rules)
	assert.ErrorContains(t, err, "line 2: no bm or am operation")
	_, err = Read(strings.NewReader("6k1/5ppp w - - bm Ra8;\n"), rules)
	assert.ErrorContains(t, err, "line 1: fen:")
}

// TestInterruptedPositionNotJudged pins that the position whose search ctx
// cuts short is neither solved nor missed: it is not counted.
func TestInterruptedPositionNotJudged(t *testing.T) {
	rules, err := board.Chess()
	require.NoError(t, err)
	lines, err := Read(strings.NewReader(`6k1/5ppp/8/8/8/8/8/R5K1 w - - am Ra8#; id "x";`+"\n"), rules)
	require.NoError(t, err)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	eng := search.NewEngine(search.EvaluatorFunc(func(p *board.Position) (int, error) {
		cancel()
		return material(p)
	}), 1)
	var out strings.Builder
	res, err := Run(ctx, eng, lines, search.Limits{Depth: 4}, &out)
	require.NoError(t, err)
	assert.Zero(t, res.Total, out.String())
	assert.Empty(t, out.String())
}

func TestReadLineTooLong(t *testing.T) {
	rules, err := board.Chess()
	require.NoError(t, err)
	_, err = Read(strings.NewReader("\n"+strings.Repeat("x", 70000)+"\n"), rules)
	assert.ErrorContains(t, err, "line 2: ")
}
