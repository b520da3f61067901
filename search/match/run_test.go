package match

import (
	"bytes"
	"context"
	"errors"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chespel/chespel/board"
	"github.com/chespel/chespel/board/pgn"
	"github.com/chespel/chespel/search"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var update = flag.Bool("update", false, "rewrite the golden files in search/match/testdata")

func golden(t *testing.T, name, got string) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *update {
		require.NoError(t, os.WriteFile(path, []byte(got), 0o644))
	}
	want, err := os.ReadFile(path)
	require.NoError(t, err, "run go test ./search/match -update to create it")
	assert.Equal(t, string(want), got, "golden file %s", path)
}

// fake is a deterministic player: it plays by a rule, or misbehaves.
type fake struct {
	name string
	move func(p *board.Position) (string, error)
}

func (f *fake) Name() string                                      { return f.name }
func (f *fake) Start() (Mover, error)                             { return f, nil }
func (f *fake) Close()                                            {}
func (f *fake) Move(_ context.Context, r Request) (string, error) { return f.move(r.Pos) }

// material scores a position by material for the side to move.
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

// searcher is an in-process bot: material at a fixed depth, so that its
// moves are the same on every run.
func searcher(depth int) Player {
	return &BotPlayer{Label: "material", New: func() (Bot, error) {
		return Bot{Eval: search.EvaluatorFunc(material), Limits: search.Limits{Depth: depth}}, nil
	}}
}

func first(p *board.Position) (string, error) { return p.UCI(p.LegalMoves(nil)[0]), nil }

func chess(t *testing.T) *board.Rules {
	r, err := board.Chess()
	require.NoError(t, err)
	return r
}

func TestMatchTranscript(t *testing.T) {
	rules := chess(t)
	o1, err := ParseOpening("startpos moves e2e4 e7e5", rules)
	require.NoError(t, err)
	o2, err := ParseOpening("4k3/8/8/8/8/8/3QK3/8 w - - 0 1", rules)
	require.NoError(t, err)
	var out, games bytes.Buffer
	cfg := Config{A: searcher(2), B: &fake{"first", first}, Games: 5, Clock: Clock{MoveTime: 10_000_000_000},
		Openings: []Opening{o1, o2}, MaxPlies: 60, PGN: &games}
	s := Run(context.Background(), cfg, &out)
	require.NoError(t, s.Err)
	s.Report(&out, cfg)
	golden(t, "material_first.txt", out.String())
	back, err := pgn.ReadAll(&games, rules)
	require.NoError(t, err, "the match's PGN reads back")
	require.Len(t, back, 5)
	assert.Equal(t, "material", back[0].Tag("White"))
	assert.Equal(t, "4k3/8/8/8/8/8/3QK3/8 w - - 0 1", back[2].Tag("FEN"))
}

func TestForfeits(t *testing.T) {
	illegal := &fake{"illegal", func(*board.Position) (string, error) { return "e2e5", nil }}
	crash := &fake{"crash", func(*board.Position) (string, error) { return "", errors.New("engine exited") }}
	var out bytes.Buffer
	cfg := Config{A: illegal, B: crash, Games: 2, Clock: Clock{MoveTime: 10_000_000_000}, Openings: []Opening{{Root: chess(t).StartPosition()}}}
	s := Run(context.Background(), cfg, &out)
	s.Report(&out, cfg)
	golden(t, "forfeits.txt", out.String())
	assert.Equal(t, 1, s.Forfeits[0][IllegalMove], "A's illegal move")
	assert.Equal(t, 1, s.Forfeits[1][Crash], "B's crash")
}

func TestSPRTStopsEarly(t *testing.T) {
	var out bytes.Buffer
	sprt := SPRT{Elo0: 0, Elo1: 200, Alpha: 0.05, Beta: 0.05}
	cfg := Config{A: searcher(2), B: &fake{"first", first}, Games: 1000, Clock: Clock{MoveTime: 10_000_000_000},
		Openings: []Opening{{Root: chess(t).StartPosition()}}, MaxPlies: 80, SPRT: &sprt}
	s := Run(context.Background(), cfg, &out)
	s.Report(&out, cfg)
	assert.Equal(t, AcceptH1, s.Decision, out.String())
	assert.Less(t, s.Played, 100, "stopped early")
	assert.Contains(t, out.String(), "H1 accepted")
}

func TestCancelStopsCleanly(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	n := 0
	slow := &fake{"counting", func(p *board.Position) (string, error) {
		if n++; n == 50 {
			cancel()
		}
		return first(p)
	}}
	var out bytes.Buffer
	cfg := Config{A: slow, B: &fake{"first", first}, Games: 10, Clock: Clock{MoveTime: 10_000_000_000},
		Openings: []Opening{{Root: chess(t).StartPosition()}}, MaxPlies: 20}
	s := Run(ctx, cfg, &out)
	s.Report(&out, cfg)
	assert.True(t, s.Stopped, out.String())
	assert.Less(t, s.Played, 10)
	assert.Contains(t, out.String(), "stopped after")
}

func TestLoadOpenings(t *testing.T) {
	rules := chess(t)
	dir := t.TempDir()
	lines := filepath.Join(dir, "o.epd")
	require.NoError(t, os.WriteFile(lines, []byte("# comment\nstartpos moves e2e4 c7c5\n"+
		"rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR b KQkq - bm d5; id \"x\";\n"+
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 moves Nf3\n"), 0o644))
	os1, err := LoadOpenings(lines, rules, 1, 1)
	require.NoError(t, err)
	require.Len(t, os1, 3)
	assert.Len(t, os1[0].Moves, 2)
	assert.Equal(t, "startpos", os1[2].rootText())
	games := filepath.Join(dir, "o.pgn")
	require.NoError(t, os.WriteFile(games, []byte("1. d4 d5 2. c4 *\n\n1. e4 *\n"), 0o644))
	os2, err := LoadOpenings(games, rules, 1, 1)
	require.NoError(t, err)
	require.Len(t, os2, 2)
	assert.Len(t, os2[0].Moves, 3)
	eg, err := LoadOpenings("KQk", rules, 3, 7)
	require.NoError(t, err)
	require.Len(t, eg, 3)
	eg2, _ := LoadOpenings("KQk", rules, 3, 7)
	assert.Equal(t, eg[1].Root.FEN(), eg2[1].Root.FEN(), "same seed, same endgames")
	_, err = LoadOpenings("nofile.epd", rules, 1, 1)
	assert.ErrorContains(t, err, "no such file, and not an endgame spec")
	bad := filepath.Join(dir, "bad.epd")
	require.NoError(t, os.WriteFile(bad, []byte("startpos moves e2e5\n"), 0o644))
	_, err = LoadOpenings(bad, rules, 1, 1)
	assert.ErrorContains(t, err, "bad.epd:1: move \"e2e5\"")
	long := filepath.Join(dir, "long.epd")
	require.NoError(t, os.WriteFile(long, []byte("startpos\nstartpos moves"+strings.Repeat(" e2e4", 20000)+"\n"), 0o644))
	_, err = LoadOpenings(long, rules, 1, 1)
	assert.ErrorContains(t, err, "long.epd:2: ", "a line too long for the scanner is named")
}

func TestParseClock(t *testing.T) {
	c, err := ParseClock(0, "")
	require.NoError(t, err)
	assert.Equal(t, Clock{MoveTime: 100_000_000}, c, "default")
	c, err = ParseClock(0, "10000+100")
	require.NoError(t, err)
	assert.Equal(t, Clock{Base: 10_000_000_000, Inc: 100_000_000}, c)
	for _, bad := range []struct {
		tc    int
		clock string
	}{{5, "1+1"}, {-1, ""}, {0, "10"}, {0, "a+b"}, {0, "0+5"},
		{20_000_000_000_000, ""}, {0, "20000000000000+0"}, {0, "1000+20000000000000"}} {
		_, err := ParseClock(bad.tc, bad.clock)
		assert.Error(t, err, "%v", bad)
	}
}

func TestNodesClock(t *testing.T) {
	c, err := NodesClock(5000, 0, "")
	require.NoError(t, err)
	assert.Equal(t, Clock{Nodes: 5000}, c, "nodes alone")
	for _, bad := range []struct {
		n, tc int
		clock string
	}{{0, 0, ""}, {-3, 0, ""}, {5000, 100, ""}, {5000, 0, "1000+10"}, {1 << 41, 0, ""}} {
		_, err := NodesClock(bad.n, bad.tc, bad.clock)
		assert.Error(t, err, "%v", bad)
	}
}

// TestNodesMatchIsDeterministic plays the same game twice by nodes with a
// bot that has no depth limit: the node limit alone ends each search, and
// the moves do not depend on the time.
func TestNodesMatchIsDeterministic(t *testing.T) {
	var games [2]bytes.Buffer
	for i := range games {
		var out bytes.Buffer
		cfg := Config{A: searcher(0), B: searcher(0), Games: 1, Clock: Clock{Nodes: 2000},
			Openings: []Opening{{Root: chess(t).StartPosition()}}, MaxPlies: 16, PGN: &games[i]}
		s := Run(context.Background(), cfg, &out)
		require.NoError(t, s.Err)
	}
	moves := func(pgn string) string { _, m, _ := strings.Cut(pgn, "\n\n"); return m }
	assert.Equal(t, moves(games[0].String()), moves(games[1].String()), "same moves at 2000 nodes a move")
	assert.Contains(t, games[0].String(), `[Annotator "chespel match -nodes 2000"]`, "the PGN says the limit")
}

func TestGoArgs(t *testing.T) {
	args, wait := goArgs(search.Limits{Nodes: 4000}, board.White)
	assert.Equal(t, "nodes 4000", args, "a node limit")
	assert.Equal(t, NodesWait, wait, "a node limit waits NodesWait")
	args, wait = goArgs(search.Limits{WTime: 9000_000_000, BTime: 8000_000_000, WInc: 100_000_000, BInc: 100_000_000}, board.Black)
	assert.Equal(t, "wtime 9000 btime 8000 winc 100 binc 100", args)
	assert.Equal(t, int64(8000), wait.Milliseconds())
	args, _ = goArgs(search.Limits{MoveTime: 250_000_000}, board.White)
	assert.Equal(t, "movetime 250", args)
	assert.True(t, strings.HasPrefix(args, "movetime"))
}

func TestConcurrentGamesCountEveryPair(t *testing.T) {
	var out bytes.Buffer
	cfg := Config{A: searcher(1), B: &fake{"first", first}, Games: 6, Concurrency: 3, Clock: Clock{MoveTime: 10_000_000_000},
		Openings: []Opening{{Root: chess(t).StartPosition()}}, MaxPlies: 20}
	s := Run(context.Background(), cfg, &out)
	require.NoError(t, s.Err)
	assert.Equal(t, 6, s.Played)
	assert.Equal(t, 3, s.Tally.pairCount(), out.String())
	assert.Equal(t, 6, s.Tally.Games())
}

// TestRepeats: only a node-limited match with more games than two per
// opening replays games.
func TestRepeats(t *testing.T) {
	three := make([]Opening, 3)
	cases := []struct {
		clock Clock
		games int
		want  bool
	}{
		{Clock{Nodes: 1000}, 6, false},
		{Clock{Nodes: 1000}, 7, true},
		{Clock{MoveTime: time.Second}, 100, false},
	}
	for _, c := range cases {
		cfg := Config{Clock: c.clock, Games: c.games, Openings: three}
		assert.Equal(t, c.want, cfg.Repeats(), "%+v, %d games", c.clock, c.games)
	}
}
