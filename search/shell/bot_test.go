package shell

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/chespel/chespel/board"
	"github.com/chespel/chespel/carn"
	"github.com/chespel/chespel/search"
	"github.com/stretchr/testify/require"
)

// materialBot is the bot of the tests: the rule set's piece values plus a
// small bonus for advanced and central pieces, for the side to move. It
// explains itself with one line per side, and scores checkmate as -10000
// and stalemate as 0, as a Chespel bot does.
type materialBot struct {
	// failOn, when not empty, makes Evaluate and Explain fail on positions
	// whose FEN contains it, to test how evaluation errors are reported.
	failOn string
}

func (b materialBot) Evaluate(p *board.Position) (int, error) {
	if b.failOn != "" && strings.Contains(p.FEN(), b.failOn) {
		return 0, errors.New("division by zero in rule 'broken' at bot.chs:3:12")
	}
	us, them := b.side(p, p.SideToMove()), b.side(p, p.SideToMove().Other())
	return us - them, nil
}

// side is the material and placement of c's pieces, in thousandths.
func (materialBot) side(p *board.Position, c board.Color) int {
	r := p.Rules()
	total := 0
	for _, sq := range p.PieceList(c) {
		f := r.File(sq)
		total += r.Value(p.At(sq).Kind()) + 10*min(r.RelativeRank(sq, c), 5) + 10*min(f, 7-f)
	}
	return total
}

func (b materialBot) Explain(p *board.Position, verbose bool) (score, negated string, lines []string, err error) {
	v, err := b.Evaluate(p)
	if err != nil {
		return "", "", nil, err
	}
	if len(p.LegalMoves(nil)) == 0 {
		v = 0
		if p.InCheck() {
			v = -10_000_000
		}
	}
	if verbose {
		lines = []string{
			"material and placement, me: " + num(b.side(p, p.SideToMove())),
			"material and placement, foe: " + num(-b.side(p, p.SideToMove().Other())),
		}
	}
	return num(v), num(-v), lines, nil
}

// num prints thousandths as a Chespel num: "1.25", "-3", "0".
func num(v int) string {
	s := strconv.FormatFloat(float64(v)/1000, 'f', 3, 64)
	s = strings.TrimRight(strings.TrimRight(s, "0"), ".")
	if s == "-0" {
		return "0"
	}
	return s
}

// openingBook answers 1. e4 from the start position.
type openingBook struct{}

func (openingBook) Lookup(p *board.Position) (board.Move, bool) {
	if p.FEN() != p.Rules().StartFEN() {
		return 0, false
	}
	m, err := p.ParseUCI("e2e4")
	return m, err == nil
}

// testConfig is the shell of the tests: chess, the material bot at depth 3.
func testConfig(t testing.TB) Config {
	r, err := board.Compile(carn.Chess())
	require.NoError(t, err)
	return Config{Name: "material", Author: "the chespel tests", Rules: r, Bot: materialBot{},
		Evals:  search.EvaluatorsFunc(func() search.Evaluator { return materialBot{} }),
		Limits: search.Limits{Depth: 3}, HashMB: 1}
}

func TestNum(t *testing.T) {
	for v, want := range map[int]string{0: "0", 1250: "1.25", -3000: "-3", 5: "0.005", -10_000_000: "-10000"} {
		require.Equal(t, want, num(v), fmt.Sprint(v))
	}
}
