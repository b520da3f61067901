package match

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/chespel/chespel/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestMain lets the test binary play a fake UCI engine when FAKE_UCI names
// its behaviour: "first" plays the first legal move, "slow" the same but
// takes a second over its move time at its third move, "illegal" plays
// a1a1, "nodes" plays like "first" when told "go nodes 300" and a1a1 when
// told anything else.
func TestMain(m *testing.M) {
	if mode := os.Getenv("FAKE_UCI"); mode != "" {
		fakeUCI(mode)
		os.Exit(0)
	}
	os.Exit(m.Run())
}

func fakeUCI(mode string) {
	rules, _ := board.Chess()
	var pos *board.Position
	moves := 0
	sc := bufio.NewScanner(os.Stdin)
	for sc.Scan() {
		line := sc.Text()
		f := strings.Fields(line)
		if len(f) == 0 {
			continue
		}
		switch f[0] {
		case "uci":
			fmt.Println("id name fake-" + mode + "\nuciok")
		case "isready":
			fmt.Println("readyok")
		case "position":
			pos = fakePosition(rules, line)
		case "go":
			moves++
			if mode == "slow" && moves == 3 {
				time.Sleep(Margin + 700*time.Millisecond)
			}
			move := pos.UCI(pos.LegalMoves(nil)[0])
			if mode == "illegal" || mode == "nodes" && line != "go nodes 300" {
				move = "a1a1"
			}
			fmt.Println("bestmove " + move)
		case "quit":
			return
		}
	}
}

func fakePosition(rules *board.Rules, line string) *board.Position {
	head, moves, _ := strings.Cut(strings.TrimPrefix(line, "position "), " moves ")
	var p *board.Position
	if head == "startpos" {
		p = rules.StartPosition()
	} else {
		p, _ = rules.ParseFEN(strings.TrimPrefix(head, "fen "))
	}
	for _, s := range strings.Fields(moves) {
		m, _ := p.ParseUCI(s)
		p.Make(m)
	}
	return p
}

func fakePlayer(t *testing.T, mode string) Player {
	t.Setenv("FAKE_UCI", mode)
	return NewUCIPlayer(os.Args[0])
}

func TestUCIEnginesPlayAndForfeit(t *testing.T) {
	rules := chess(t)
	o, err := ParseOpening("startpos moves e2e4", rules)
	require.NoError(t, err)
	// Only the slow engine's case needs a clock: the others play by nodes,
	// so that a loaded machine cannot make a move late (past Margin).
	byNodes, byTime := Clock{Nodes: 300}, Clock{MoveTime: 50 * time.Millisecond}
	cases := []struct {
		mode, want string
		clock      Clock
	}{
		{"first", "time loss 0", byNodes},
		{"slow", "time loss by fake-slow", byTime},
		{"illegal", `illegal move by fake-illegal: "a1a1"`, byNodes},
	}
	for _, c := range cases {
		var out, games bytes.Buffer
		cfg := Config{A: searcher(1), B: fakePlayer(t, c.mode), Games: 1, Clock: c.clock,
			Openings: []Opening{o}, MaxPlies: 12, PGN: &games}
		s := Run(context.Background(), cfg, &out)
		require.NoError(t, s.Err, c.mode)
		s.Report(&out, cfg)
		assert.Contains(t, out.String(), c.want, c.mode)
		assert.Contains(t, games.String(), `[Black "fake-`+c.mode+`"]`, "%s: the engine's id name in the PGN", c.mode)
	}
}

func TestUCIEngineWithClock(t *testing.T) {
	var out bytes.Buffer
	cfg := Config{A: fakePlayer(t, "first"), B: searcher(1), Games: 2, Clock: Clock{Base: 2 * time.Second, Inc: 10 * time.Millisecond},
		Openings: []Opening{{Root: chess(t).StartPosition()}}, MaxPlies: 10}
	s := Run(context.Background(), cfg, &out)
	require.NoError(t, s.Err)
	assert.Equal(t, 2, s.Played, out.String())
	assert.Zero(t, s.Forfeits[0][TimeLoss]+s.Forfeits[1][TimeLoss], out.String())
}

func TestMissingEngineStopsTheMatch(t *testing.T) {
	var out bytes.Buffer
	cfg := Config{A: NewUCIPlayer("/nonexistent/engine"), B: searcher(1), Games: 4, Clock: Clock{MoveTime: time.Second},
		Openings: []Opening{{Root: chess(t).StartPosition()}}}
	s := Run(context.Background(), cfg, &out)
	assert.ErrorContains(t, s.Err, "/nonexistent/engine")
	assert.Zero(t, s.Played)
}

// TestUCIPlayerInConcurrentGames plays two games at once with the same UCI
// player; under -race it pins that learning the engine's name is safe.
func TestUCIPlayerInConcurrentGames(t *testing.T) {
	var out bytes.Buffer
	cfg := Config{A: fakePlayer(t, "first"), B: searcher(1), Games: 2, Concurrency: 2, Clock: Clock{MoveTime: 20 * time.Millisecond},
		Openings: []Opening{{Root: chess(t).StartPosition()}}, MaxPlies: 4}
	s := Run(context.Background(), cfg, &out)
	require.NoError(t, s.Err)
	assert.Equal(t, 2, s.Played, out.String())
	assert.Equal(t, "fake-first", cfg.A.Name(), "the engine's id name")
}

func TestNodesMatchSendsGoNodes(t *testing.T) {
	var out bytes.Buffer
	cfg := Config{A: fakePlayer(t, "nodes"), B: searcher(0), Games: 2, Clock: Clock{Nodes: 300},
		Openings: []Opening{{Root: chess(t).StartPosition()}}, MaxPlies: 10}
	s := Run(context.Background(), cfg, &out)
	require.NoError(t, s.Err)
	s.Report(&out, cfg)
	assert.Contains(t, out.String(), "result: W 0 D 2 L 0", "both games drawn at max plies: every go was 'go nodes 300'")
	assert.Contains(t, out.String(), "A: fake-nodes, losses by illegal move 0,", "no forfeit")
}
