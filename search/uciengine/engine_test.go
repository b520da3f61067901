package uciengine

import (
	"bufio"
	"context"
	"fmt"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestMain lets the test binary play a fake UCI engine when FAKE_UCI names
// a behaviour: "good" answers e2e4 (or the value of option Move), "silent"
// never answers go (nor stop, for a minute), "crash" exits at go.
func TestMain(m *testing.M) {
	if mode := os.Getenv("FAKE_UCI"); mode != "" {
		fakeEngine(mode)
		os.Exit(0)
	}
	os.Exit(m.Run())
}

func fakeEngine(mode string) {
	move := "e2e4"
	sc := bufio.NewScanner(os.Stdin)
	for sc.Scan() {
		f := strings.Fields(sc.Text())
		if len(f) == 0 {
			continue
		}
		switch f[0] {
		case "uci":
			fmt.Println("id name Fake " + mode + "\noption name Move type string default e2e4\nuciok")
		case "setoption":
			if len(f) == 5 && f[2] == "Move" {
				move = f[4]
			}
		case "isready":
			fmt.Println("readyok")
		case "go":
			switch mode {
			case "crash":
				os.Exit(3)
			case "good":
				fmt.Println("info depth 1 score cp 10\nbestmove " + move)
			}
		case "flood":
			for i := 0; i < 1000; i++ {
				fmt.Println("info string flood", i)
			}
		case "stop":
			if mode == "silent" {
				time.Sleep(time.Minute)
			}
		case "quit":
			return
		}
	}
}

func start(t *testing.T, mode string, options [][2]string) *Engine {
	t.Setenv("FAKE_UCI", mode)
	e, err := Start(os.Args[0], options)
	require.NoError(t, err)
	t.Cleanup(e.Close)
	return e
}

func TestGoodEngine(t *testing.T) {
	e := start(t, "good", [][2]string{{"Move", "d2d4"}})
	assert.Equal(t, "Fake good", e.Name)
	require.NoError(t, e.NewGame())
	m, err := e.Move(context.Background(), "position startpos", "movetime 10", 20*time.Second)
	require.NoError(t, err)
	assert.Equal(t, "d2d4", m, "the option set the move")
}

func TestSilentEngineTimesOut(t *testing.T) {
	e := start(t, "silent", nil)
	begin := time.Now()
	_, err := e.Move(context.Background(), "position startpos", "movetime 10", 100*time.Millisecond)
	assert.ErrorIs(t, err, ErrTimeout)
	// It waits a second for the late bestmove; stop is never answered, so
	// any return proves it gave up: the bound is for a slow machine.
	assert.Less(t, time.Since(begin), 20*time.Second, "gave up on the late bestmove")
}

func TestCrashingEngine(t *testing.T) {
	e := start(t, "crash", nil)
	_, err := e.Move(context.Background(), "position startpos", "movetime 10", 20*time.Second)
	assert.ErrorContains(t, err, "the engine exited")
}

// TestCloseDrainsOutput pins that Close ends the goroutine reading the
// engine's output even when nobody read the lines it had queued.
func TestCloseDrainsOutput(t *testing.T) {
	t.Setenv("FAKE_UCI", "good")
	e, err := Start(os.Args[0], nil)
	require.NoError(t, err)
	require.NoError(t, e.send("flood"))
	require.Eventually(t, func() bool { return len(e.lines) == cap(e.lines) }, 10*time.Second, time.Millisecond,
		"the reader fills the queue of lines")
	e.Close()
	select {
	case _, ok := <-e.lines:
		assert.False(t, ok, "after Close the lines are drained and closed: the reader has ended")
	default:
		t.Fatal("after Close the reader is still blocked on the full queue of lines")
	}
}

func TestNoSuchEngine(t *testing.T) {
	_, err := Start("/nonexistent/engine", nil)
	assert.Error(t, err)
}

func TestParseCommand(t *testing.T) {
	cmd, opts := ParseCommand("/usr/games/stockfish option.UCI_LimitStrength=true option.UCI_Elo=1350")
	assert.Equal(t, "/usr/games/stockfish", cmd)
	assert.Equal(t, [][2]string{{"UCI_LimitStrength", "true"}, {"UCI_Elo", "1350"}}, opts)
	cmd, opts = ParseCommand("gnuchess --uci")
	assert.Equal(t, "gnuchess --uci", cmd)
	assert.Empty(t, opts)
}

// TestParseCommandSpaces pins options whose names or values hold spaces,
// as cutechess-cli takes them (option.Skill Level=5), and a trailing
// "option." word without "=", which stays in the command.
func TestParseCommandSpaces(t *testing.T) {
	cmd, opts := ParseCommand("stockfish  option.Skill Level=5 option.Move Overhead=100 option.BookFile=/my books/a.bin")
	assert.Equal(t, "stockfish", cmd)
	assert.Equal(t, [][2]string{{"Skill Level", "5"}, {"Move Overhead", "100"}, {"BookFile", "/my books/a.bin"}}, opts)
	cmd, opts = ParseCommand("engine --weird option.x")
	assert.Equal(t, "engine --weird option.x", cmd)
	assert.Empty(t, opts)
	cmd, opts = ParseCommand("engine --weird option.x option.Threads=2")
	assert.Equal(t, "engine --weird option.x", cmd)
	assert.Equal(t, [][2]string{{"Threads", "2"}}, opts)
	cmd, opts = ParseCommand("option.Hash=16")
	assert.Equal(t, "option.Hash=16", cmd, "the first word is the command, whatever it looks like")
	assert.Empty(t, opts)
}
