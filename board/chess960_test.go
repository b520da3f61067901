package board

import (
	"bufio"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// chess960Budget is the largest count of testdata/chess960.txt checked
// without -long.
const chess960Budget = 1_500_000

func TestChess960Rank(t *testing.T) {
	for n, want := range map[int]string{0: "BBQNNRKR", 1: "BQNBNRKR", 518: "RNBQKBNR", 959: "RKRNNQBB"} {
		got, err := Chess960Rank(n)
		require.NoError(t, err)
		assert.Equal(t, want, got, "position %d", n)
	}
	seen := map[string]bool{}
	for n := range Chess960Positions {
		rank, err := Chess960Rank(n)
		require.NoError(t, err)
		seen[rank] = true
		k, r1, r2 := strings.IndexByte(rank, 'K'), strings.IndexByte(rank, 'R'), strings.LastIndexByte(rank, 'R')
		b1, b2 := strings.IndexByte(rank, 'B'), strings.LastIndexByte(rank, 'B')
		assert.True(t, r1 < k && k < r2 && (b1+b2)%2 == 1, "position %d: %s", n, rank)
	}
	assert.Len(t, seen, Chess960Positions, "the numbers name distinct positions")
	for _, n := range []int{-1, 960} {
		_, err := Chess960Rank(n)
		assert.EqualError(t, err, fmt.Sprintf("Chess960 position %d, want 0 to 959", n))
	}
}

func TestPositionFEN(t *testing.T) {
	r := chess(t)
	for arg, want := range map[string]string{
		"startpos":                    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
		"960:518":                     "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
		"960:0":                       "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1",
		"8/8/8/8/8/8/8/K6k w - - 0 1": "8/8/8/8/8/8/8/K6k w - - 0 1",
	} {
		got, err := r.PositionFEN(arg)
		require.NoError(t, err, arg)
		assert.Equal(t, want, got, arg)
	}
	for arg, msg := range map[string]string{
		"960:x":   `position "960:x": want 960:N with N from 0 to 959`,
		"960:960": "Chess960 position 960, want 0 to 959",
	} {
		_, err := r.PositionFEN(arg)
		assert.EqualError(t, err, msg, arg)
	}
}

// chess960Line is one line of testdata/chess960.txt.
type chess960Line struct {
	id, fen, shredder string
	depth             int
	count             uint64
}

func readChess960(t *testing.T) []chess960Line {
	f, err := os.Open("testdata/chess960.txt")
	require.NoError(t, err)
	defer f.Close()
	var lines []chess960Line
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if sc.Text() == "" || sc.Text()[0] == '#' {
			continue
		}
		parts := strings.Split(sc.Text(), "|")
		require.Len(t, parts, 5, "line %q", sc.Text())
		depth, err := strconv.Atoi(parts[3])
		require.NoError(t, err)
		count, err := strconv.ParseUint(parts[4], 10, 64)
		require.NoError(t, err)
		lines = append(lines, chess960Line{parts[0], parts[1], parts[2], depth, count})
	}
	require.NoError(t, sc.Err())
	return lines
}

// TestChess960Perft checks the counts of testdata/chess960.txt (Stockfish's,
// see chess960.sh), the start positions' numbering, and that the X-FEN sent
// and the Shredder-FEN Stockfish printed read as the same position, whose
// FEN reads back to itself.
func TestChess960Perft(t *testing.T) {
	chessRules, capablanca := chess(t), embeddedRules(t)["capablanca"]
	lines := readChess960(t)
	starts, castlingLeft, capa := 0, 0, 0
	for _, l := range lines {
		r := chessRules
		if l.id == "capablanca" {
			r = capablanca
			capa++
		}
		if n, err := strconv.Atoi(strings.TrimPrefix(l.id, "960:")); err == nil {
			fen, err := r.Chess960FEN(n)
			require.NoError(t, err)
			assert.Equal(t, l.fen, fen, "%s: the start position", l.id)
			if l.depth >= 4 {
				starts++
			}
		}
		p := mustFEN(t, r, l.fen)
		q := mustFEN(t, r, l.shredder)
		assert.Equal(t, p.FEN(), q.FEN(), "%s: X-FEN and Shredder-FEN read the same", l.id)
		assert.Equal(t, p.Hash(), q.Hash(), "%s: same hash", l.id)
		assert.Equal(t, p.FEN(), mustFEN(t, r, p.FEN()).FEN(), "%s: the FEN reads back", l.id)
		if p.castle != 0 && strings.Contains(l.id, "+") {
			castlingLeft++
		}
		if l.count > chess960Budget && !*long {
			continue
		}
		assert.Equal(t, l.count, p.Perft(l.depth), "%s: perft(%d) of %s", l.id, l.depth, l.fen)
	}
	assert.GreaterOrEqual(t, starts, 50, "start positions at depth 4")
	assert.GreaterOrEqual(t, castlingLeft, 30, "walks with castling rights")
	assert.GreaterOrEqual(t, capa, 5, "capablanca positions")
}

// TestChess960Stockfish compares divide counts with a live Stockfish, when
// one is installed, on start positions and random walks that the data file
// does not hold. It also checks the king-takes-rook castling text.
func TestChess960Stockfish(t *testing.T) {
	sf, err := exec.LookPath("stockfish")
	if err != nil {
		if sf, err = exec.LookPath("/usr/games/stockfish"); err != nil {
			t.Skip("no stockfish installed")
		}
	}
	if testing.Short() {
		t.Skip("-short")
	}
	r := chess(t)
	rng := rand.New(rand.NewPCG(960, 1))
	for i := range 6 {
		fen, err := r.Chess960FEN(rng.IntN(Chess960Positions))
		require.NoError(t, err)
		p := mustFEN(t, r, fen)
		for range i * 4 {
			var buf [256]Move
			moves := p.LegalMoves(buf[:0])
			if len(moves) == 0 {
				break
			}
			p.Make(moves[rng.IntN(len(moves))])
		}
		p = mustFEN(t, r, p.FEN())
		p.SetChess960(true)
		cmd := exec.Command(sf)
		cmd.Stdin = strings.NewReader("uci\nsetoption name UCI_Chess960 value true\nposition fen " + p.FEN() + "\ngo perft 3\nquit\n")
		out, err := cmd.Output()
		require.NoError(t, err)
		var want []string
		for _, line := range strings.Split(string(out), "\n") {
			if f := strings.Fields(line); len(f) == 2 && strings.HasSuffix(f[0], ":") && len(f[0]) <= 6 {
				want = append(want, line)
			}
		}
		sort.Strings(want)
		var got []string
		for _, e := range p.Divide(3) {
			got = append(got, fmt.Sprintf("%s: %d", e.UCI, e.Nodes))
		}
		assert.Equal(t, want, got, "divide 3 of %s", p.FEN())
	}
}
