package main

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chespel/chespel/board"
	"github.com/chespel/chespel/carn"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// uciPeer is a UCI engine driven through pipes: chespel in process, or a
// program.
type uciPeer struct {
	in  io.WriteCloser
	out *bufio.Scanner
}

// newChespelPeer runs "chespel" (the default bot) in process.
func newChespelPeer(t *testing.T) *uciPeer {
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	go func() {
		run(nil, inR, outW, io.Discard)
		outW.Close()
	}()
	t.Cleanup(func() { inW.Close() })
	return &uciPeer{in: inW, out: bufio.NewScanner(outR)}
}

func (u *uciPeer) send(line string) { fmt.Fprintln(u.in, line) }

// until reads lines up to the first that starts with prefix, and returns it.
func (u *uciPeer) until(prefix string) (string, error) {
	for u.out.Scan() {
		if line := u.out.Text(); strings.HasPrefix(line, prefix) {
			return line, nil
		}
	}
	return "", fmt.Errorf("no %q line: %v", prefix, u.out.Err())
}

// TestUCIVariantSearch: after UCI_Variant xiangqi, the default bot searches
// a xiangqi position and answers a legal xiangqi move.
func TestUCIVariantSearch(t *testing.T) {
	u := newChespelPeer(t)
	u.send("uci")
	_, err := u.until("uciok")
	require.NoError(t, err)
	u.send("setoption name UCI_Variant value xiangqi")
	u.send("position startpos moves h3e3")
	u.send("go depth 2")
	line, err := u.until("bestmove ")
	require.NoError(t, err)
	rs, err := carn.Embedded("xiangqi")
	require.NoError(t, err)
	r, err := board.Compile(rs)
	require.NoError(t, err)
	p := r.StartPosition()
	m, err := p.ParseUCI("h3e3")
	require.NoError(t, err)
	p.Make(m)
	_, err = p.ParseUCI(strings.Fields(line)[1])
	assert.NoError(t, err, "bestmove %q legal in xiangqi", line)
	u.send("quit")
}

// TestVariantsAgainstFairyStockfish plays the default bot against
// Fairy-Stockfish in every embedded game through UCI_Variant, checking each
// move of chespel's for legality and its time. A local check, not CI: it
// runs only with CHESPEL_FSF_GAMES=N (games per game) and fairy-stockfish
// installed; CHESPEL_FSF_MS sets the move time (default 100).
func TestVariantsAgainstFairyStockfish(t *testing.T) {
	games, _ := strconv.Atoi(os.Getenv("CHESPEL_FSF_GAMES"))
	const fsf = "/usr/games/fairy-stockfish"
	if games <= 0 {
		t.Skip("set CHESPEL_FSF_GAMES=N to play N games per game against fairy-stockfish")
	}
	if _, err := os.Stat(fsf); err != nil {
		t.Skip("no " + fsf)
	}
	ms := 100
	if v, err := strconv.Atoi(os.Getenv("CHESPEL_FSF_MS")); err == nil && v > 0 {
		ms = v
	}
	for _, game := range carn.Names() {
		rs, err := carn.Embedded(game)
		require.NoError(t, err)
		r, err := board.Compile(rs)
		require.NoError(t, err)
		for i := range games {
			result := playFSF(t, fsf, r, game, i%2 == 0, ms)
			t.Logf("%s game %d (chespel %s): %s", game, i+1, map[bool]string{true: "white", false: "black"}[i%2 == 0], result)
		}
	}
}

// playFSF plays one game, at most 200 plies, and returns how it ended (by
// chespel's rules: Fairy-Stockfish's own draw rules may differ).
func playFSF(t *testing.T, fsf string, r *board.Rules, game string, chespelWhite bool, ms int) string {
	me := newChespelPeer(t)
	cmd := exec.Command(fsf)
	in, err := cmd.StdinPipe()
	require.NoError(t, err)
	out, err := cmd.StdoutPipe()
	require.NoError(t, err)
	require.NoError(t, cmd.Start())
	defer func() { in.Close(); cmd.Wait() }()
	them := &uciPeer{in: in, out: bufio.NewScanner(out)}
	for _, u := range []*uciPeer{me, them} {
		u.send("uci")
		_, err := u.until("uciok")
		require.NoError(t, err)
		u.send("setoption name UCI_Variant value " + game)
		u.send("isready")
		_, err = u.until("readyok")
		require.NoError(t, err)
	}
	p := r.StartPosition()
	var moves []string
	for ply := 0; ply < 200; ply++ {
		if o := p.Outcome(); o.Over() {
			return fmt.Sprintf("%s after %d plies", o, ply)
		}
		mine := (ply%2 == 0) == chespelWhite
		u := them
		if mine {
			u = me
		}
		u.send("position startpos moves " + strings.Join(moves, " "))
		start := time.Now()
		u.send(fmt.Sprintf("go movetime %d", ms))
		line, err := u.until("bestmove ")
		require.NoError(t, err, "%s ply %d", game, ply)
		took := time.Since(start)
		text := strings.Fields(line)[1]
		m, err := p.ParseUCI(text)
		if mine {
			require.NoError(t, err, "%s: chespel's illegal move %s after %v", game, text, moves)
			require.Less(t, took, time.Duration(ms)*time.Millisecond+500*time.Millisecond, "%s: chespel's time at ply %d", game, ply)
		} else if err != nil {
			return fmt.Sprintf("fairy-stockfish's move %s not read after %d plies: %v", text, ply, err)
		}
		p.Make(m)
		moves = append(moves, text)
	}
	return "200 plies played"
}
