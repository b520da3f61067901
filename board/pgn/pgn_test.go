package pgn

import (
	"strings"
	"testing"

	"github.com/chespel/chespel/board"
	"github.com/chespel/chespel/carn"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func chess(t *testing.T) *board.Rules {
	r, err := board.Chess()
	require.NoError(t, err)
	return r
}

// play returns a game from start playing the UCI moves.
func play(t *testing.T, start *board.Position, moves ...string) *Game {
	g := &Game{Start: start, Result: "*"}
	p := start.Clone()
	for _, s := range moves {
		m, err := p.ParseUCI(s)
		require.NoError(t, err, "move %s", s)
		p.Make(m)
		g.Moves = append(g.Moves, m)
	}
	return g
}

func TestWriteFoolsMate(t *testing.T) {
	g := play(t, chess(t).StartPosition(), "f2f3", "e7e5", "g2g4", "d8h4")
	g.Tags = []Tag{{"White", "a \"quoted\" name"}, {"Black", `back\slash`}, {"Event", "test"}, {"Termination", "normal"}}
	g.Result, g.Comment = "0-1", "checkmate"
	golden(t, "fools_mate.pgn", g.String())
}

func TestWriteFromFENWithBlackToMove(t *testing.T) {
	start, err := chess(t).ParseFEN("4k3/8/8/8/8/8/4P3/4K3 b - - 0 40")
	require.NoError(t, err)
	g := play(t, start, "e8d7", "e2e4", "d7e6")
	golden(t, "from_fen.pgn", g.String())
}

func TestWriteVariant(t *testing.T) {
	rs, err := carn.Embedded("capablanca")
	require.NoError(t, err)
	rules, err := board.Compile(rs)
	require.NoError(t, err)
	g := play(t, rules.StartPosition(), "e2e4")
	golden(t, "variant.pgn", g.String())
}

func TestWriteWrapsLongGames(t *testing.T) {
	moves := strings.Fields(strings.Repeat("g1f3 g8f6 f3g1 f6g8 ", 6))
	g := play(t, chess(t).StartPosition(), moves...)
	g.Result = "1/2-1/2"
	text := g.String()
	for _, line := range strings.Split(text, "\n") {
		assert.LessOrEqual(t, len(line), lineWidth, "line %q", line)
	}
	golden(t, "wrapped.pgn", text)
}

func TestRoundTrip(t *testing.T) {
	rules := chess(t)
	start, err := rules.ParseFEN("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1")
	require.NoError(t, err)
	games := []*Game{
		play(t, rules.StartPosition(), "e2e4", "e7e5", "g1f3", "b8c6", "f1c4", "g8f6", "e1g1"),
		play(t, start, "e1c1", "e8g8", "d5e6", "h3g2", "e6f7", "f8f7"),
	}
	games[0].Result, games[0].Comment = "1/2-1/2", "adjudicated: max plies"
	games[1].Result = "1-0"
	var text strings.Builder
	for _, g := range games {
		require.NoError(t, Write(&text, g))
	}
	back, err := ReadAll(strings.NewReader(text.String()), rules)
	require.NoError(t, err)
	require.Len(t, back, 2)
	for i, g := range games {
		assert.Equal(t, g.Moves, back[i].Moves, "game %d: moves", i)
		assert.Equal(t, g.Result, back[i].Result, "game %d: result", i)
		assert.Equal(t, g.Comment, back[i].Comment, "game %d: comment", i)
		assert.Equal(t, g.Start.FEN(), back[i].Start.FEN(), "game %d: start", i)
		assert.Equal(t, g.String(), back[i].String(), "game %d: written again", i)
	}
}

func TestReadWhatOtherToolsWrite(t *testing.T) {
	text := "% an escape line\n" +
		"[Event \"x\"]\n[Site \"?\"]\n\n" +
		"1.e4 $1 e5!? (1... c5 2. Nf3 {Sicilian} (2. c3)) 2. Nf3 ; a line comment\n" +
		"Nc6 3.Bb5 a6 {The\n Morphy defence} 1-0\n\n" +
		"1. d4 d5 *\n"
	games, err := ReadAll(strings.NewReader(text), chess(t))
	require.NoError(t, err)
	require.Len(t, games, 2)
	assert.Len(t, games[0].Moves, 6, "moves of game 1")
	assert.Equal(t, "The Morphy defence", games[0].Comment)
	assert.Equal(t, "1-0", games[0].Result)
	assert.Equal(t, "x", games[0].Tag("Event"))
	assert.Len(t, games[1].Moves, 2, "moves of game 2")
	assert.Equal(t, "rnbqkbnr/ppp1pppp/8/3p4/3P4/8/PPP1PPPP/RNBQKBNR w KQkq - 0 2", games[1].End().FEN())
}

func TestReadErrors(t *testing.T) {
	cases := []struct{ text, want string }{
		{"1. e4 e4 *", `pgn: line 1: move 2 "e4":`},
		{"[Event \"x\"]\n[FEN \"8/8 w\"]\n1. e4 *", "pgn: line 3: FEN tag: fen:"},
		{"[Event \"x\n", "pgn: line 1: tag value not closed"},
		{"[Event x]", "pgn: line 1: tag Event: want a quoted value"},
		{"1. e4 {never closed", `pgn: line 1: "{" not closed`},
		{"1. e4 (1. d4", "pgn: line 1: variation '(' not closed"},
		{"1. e4 )", "pgn: line 1: ')' without a variation"},
		// A stray closing brace or bracket looped forever (found by FuzzRead).
		{"} ", "pgn: line 1: '}' without a '{' to close"},
		{"1. e4 ]", "pgn: line 1: ']' without a '[' to close"},
		{"[Event \"x\"]\n", "pgn: line 2: the text ends after the tags"},
		{"1. e4\n[Event \"y\"]", "pgn: line 2: tag [Event] inside the moves"},
	}
	for _, c := range cases {
		_, err := ReadAll(strings.NewReader(c.text), chess(t))
		if assert.Error(t, err, "%q", c.text) {
			assert.Contains(t, err.Error(), c.want, "%q", c.text)
		}
	}
}

func TestReadGameWithoutResult(t *testing.T) {
	games, err := ReadAll(strings.NewReader("[White \"a\"]\n\n1. e4 e5"), chess(t))
	require.NoError(t, err)
	require.Len(t, games, 1)
	assert.Len(t, games[0].Moves, 2)
	assert.Equal(t, "*", games[0].Result)
}
