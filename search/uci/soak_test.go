package uci

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/chespel/chespel/board"
	"github.com/stretchr/testify/require"
)

// slowEval is a bot whose evaluation is now and then very slow: every
// period-th call sleeps for pause, as a script with a loop over five piece
// variables does.
type slowEval struct {
	calls  *atomic.Int64
	period int64
	pause  time.Duration
}

func (e slowEval) Evaluate(p *board.Position) (int, error) {
	if e.calls.Add(1)%e.period == 0 {
		time.Sleep(e.pause)
	}
	return materialEval{}.Evaluate(p)
}

// TestSoak plays games of a slow-evaluating bot over the protocol with go
// movetime 50, and asks isready during searches and stop during infinite
// ones, reporting the worst answer times. It is a local check, not run by
// go test ./... : CHESPEL_SOAK=GAMES[,MINUTES] runs it, e.g.
//
//	CHESPEL_SOAK=1000,25 go test -run TestSoak -v -timeout 2h ./search/uci
func TestSoak(t *testing.T) {
	spec := os.Getenv("CHESPEL_SOAK")
	if spec == "" {
		t.Skip("a local soak test: set CHESPEL_SOAK=GAMES[,MINUTES]")
	}
	gamesText, minutesText, _ := strings.Cut(spec, ",")
	games, err := strconv.Atoi(gamesText)
	require.NoError(t, err)
	budget := time.Duration(1<<62 - 1)
	if minutesText != "" {
		m, err := strconv.Atoi(minutesText)
		require.NoError(t, err)
		budget = time.Duration(m) * time.Minute
	}
	cfg := testConfig(t)
	cfg.Eval = slowEval{calls: new(atomic.Int64), period: 997, pause: 300 * time.Millisecond}
	pr, pw := io.Pipe()
	outR, outW := io.Pipe()
	go func() { _ = Run(context.Background(), pr, outW, cfg); outW.Close() }()
	lines := make(chan string, 1000)
	go func() {
		sc := bufio.NewScanner(outR)
		for sc.Scan() {
			lines <- sc.Text()
		}
		close(lines)
	}()
	send := func(s string) time.Time {
		at := time.Now()
		_, err := io.WriteString(pw, s+"\n")
		require.NoError(t, err)
		return at
	}
	await := func(prefix string) (string, time.Time) {
		for {
			select {
			case l, ok := <-lines:
				require.True(t, ok, "the engine ended")
				if strings.HasPrefix(l, prefix) {
					return l, time.Now()
				}
			case <-time.After(30 * time.Second):
				t.Fatalf("no %q within 30 s", prefix)
			}
		}
	}
	var worstGo, worstReady, worstStop time.Duration
	var gos, readies, stops, over int
	start, played := time.Now(), 0
	for g := 0; g < games && time.Since(start) < budget; g++ {
		send("ucinewgame")
		sent := send("isready")
		_, at := await("readyok")
		worstReady, readies = max(worstReady, at.Sub(sent)), readies+1
		if at.Sub(sent) > 50*time.Millisecond {
			t.Logf("game %d: isready after ucinewgame answered after %v", g, at.Sub(sent))
		}
		p := cfg.Rules.StartPosition()
		var moves []string
		for ply := 0; ply < 20 && len(p.LegalMoves(nil)) > 0; ply++ {
			send("position startpos moves " + strings.Join(moves, " "))
			if ply%5 == 4 {
				send("go infinite")
				time.Sleep(10 * time.Millisecond)
				sent = send("isready")
				_, at = await("readyok")
				worstReady, readies = max(worstReady, at.Sub(sent)), readies+1
				sent = send("stop")
				_, at = await("bestmove")
				worstStop, stops = max(worstStop, at.Sub(sent)), stops+1
				continue
			}
			sent = send("go movetime 50")
			line, at := await("bestmove")
			d := at.Sub(sent)
			worstGo, gos = max(worstGo, d), gos+1
			if d > 50*time.Millisecond {
				over++
				t.Logf("game %d ply %d: go movetime 50 answered after %v", g, ply, d)
			}
			text := strings.Fields(line)[1]
			m, err := p.ParseUCI(text)
			require.NoError(t, err, "bestmove %s after %v", text, moves)
			p.Make(m)
			moves = append(moves, text)
		}
		played++
	}
	send("quit")
	fmt.Printf("soak: %d games in %v; go movetime 50: %d answers, worst %v, %d over 50 ms; isready: %d, worst %v; stop: %d, worst %v\n",
		played, time.Since(start).Round(time.Second), gos, worstGo, over, readies, worstReady, stops, worstStop)
}
