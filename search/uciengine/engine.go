// Package uciengine drives an external engine that speaks UCI: it starts
// the command, does the handshake, sets options, and asks for one move at a
// time with a deadline. It kills the engine's whole process group when done,
// so that an engine that ignores "quit" cannot outlive a match.
//
// It may import board only through its callers: it speaks text.
package uciengine

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"os/exec"
	"slices"
	"strings"
	"syscall"
	"time"
)

// handshakeTimeout bounds the wait for uciok and readyok.
const handshakeTimeout = 10 * time.Second

// ErrTimeout is returned when the engine does not answer in time.
var ErrTimeout = errors.New("no answer in time")

// Engine is a running UCI engine.
type Engine struct {
	// Name is the engine's "id name", or its command when it gives none.
	Name  string
	cmd   *exec.Cmd
	in    io.WriteCloser
	lines chan string // the engine's output lines; closed when it exits
}

// Start runs command with /bin/sh -c, does the UCI handshake and sets the
// options (name → value) in the order given.
func Start(command string, options [][2]string) (*Engine, error) {
	cmd := exec.Command("/bin/sh", "-c", command)
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	in, err := cmd.StdinPipe()
	if err != nil {
		return nil, err
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	if err := cmd.Start(); err != nil {
		return nil, fmt.Errorf("%s: %v", command, err)
	}
	e := &Engine{Name: command, cmd: cmd, in: in, lines: make(chan string, 256)}
	go e.read(out)
	if err := e.handshake(options); err != nil {
		e.Close()
		return nil, fmt.Errorf("%s: %v", command, err)
	}
	return e, nil
}

// read copies the engine's output lines into e.lines until it ends.
func (e *Engine) read(out io.Reader) {
	sc := bufio.NewScanner(out)
	sc.Buffer(make([]byte, 64<<10), 1<<20)
	for sc.Scan() {
		e.lines <- sc.Text()
	}
	close(e.lines)
}

func (e *Engine) handshake(options [][2]string) error {
	if err := e.send("uci"); err != nil {
		return err
	}
	err := e.await("uciok", handshakeTimeout, func(line string) {
		if name, ok := strings.CutPrefix(line, "id name "); ok {
			e.Name = strings.TrimSpace(name)
		}
	})
	if err != nil {
		return fmt.Errorf("uci: %v", err)
	}
	for _, o := range options {
		if err := e.send("setoption name " + o[0] + " value " + o[1]); err != nil {
			return err
		}
	}
	return e.Ready()
}

// Ready sends isready and waits for readyok.
func (e *Engine) Ready() error {
	if err := e.send("isready"); err != nil {
		return err
	}
	return e.await("readyok", handshakeTimeout, nil)
}

// NewGame sends ucinewgame and waits until the engine is ready.
func (e *Engine) NewGame() error {
	if err := e.send("ucinewgame"); err != nil {
		return err
	}
	return e.Ready()
}

// send writes one line to the engine.
func (e *Engine) send(line string) error {
	if _, err := io.WriteString(e.in, line+"\n"); err != nil {
		return fmt.Errorf("the engine stopped reading: %v", err)
	}
	return nil
}

// await reads lines until one starts with word, calling each (when not nil)
// on the others; an error when the engine exits or time runs out.
func (e *Engine) await(word string, timeout time.Duration, each func(string)) error {
	_, err := e.awaitLine(context.Background(), word, timeout, each)
	return err
}

func (e *Engine) awaitLine(ctx context.Context, word string, timeout time.Duration, each func(string)) (string, error) {
	timer := time.NewTimer(timeout)
	defer timer.Stop()
	for {
		select {
		case line, ok := <-e.lines:
			if !ok {
				return "", fmt.Errorf("the engine exited (waiting for %s)", word)
			}
			if f := strings.Fields(line); len(f) > 0 && f[0] == word {
				return line, nil
			}
			if each != nil {
				each(line)
			}
		case <-timer.C:
			return "", fmt.Errorf("%w (waiting for %s)", ErrTimeout, word)
		case <-ctx.Done():
			return "", ctx.Err()
		}
	}
}

// Move sends "position ..." and "go ...", and returns the move of the
// engine's bestmove ("" for "bestmove" alone). With no answer within
// timeout it sends stop and returns ErrTimeout; when ctx ends it sends stop
// and returns ctx's error. Either way it waits up to a second for the
// late bestmove so that the engine is ready for the next game.
func (e *Engine) Move(ctx context.Context, position, goArgs string, timeout time.Duration) (string, error) {
	if err := e.send(position); err != nil {
		return "", err
	}
	if err := e.send("go " + goArgs); err != nil {
		return "", err
	}
	line, err := e.awaitLine(ctx, "bestmove", timeout, nil)
	if err != nil {
		if errors.Is(err, ErrTimeout) || ctx.Err() != nil {
			_ = e.send("stop")
			_ = e.await("bestmove", time.Second, nil)
		}
		return "", err
	}
	f := strings.Fields(line)
	if len(f) < 2 {
		return "", nil
	}
	return f[1], nil
}

// Close sends quit, waits a moment, then kills the engine's process group.
// It drops the output lines nobody read, so that the goroutine reading them
// ends.
func (e *Engine) Close() {
	_ = e.send("quit")
	_ = e.in.Close()
	done := make(chan struct{})
	go func() { _ = e.cmd.Wait(); close(done) }()
	select {
	case <-done:
	case <-time.After(500 * time.Millisecond):
		_ = syscall.Kill(-e.cmd.Process.Pid, syscall.SIGKILL)
		<-done
	}
	// Wait closed the pipe: the reader ends once it is not blocked on a
	// full e.lines.
	for range e.lines {
	}
}

// ParseCommand splits "COMMAND option.NAME=VALUE ..." into the command and
// its options, cutechess-cli's option.NAME=VALUE arguments written in one
// line: each option runs from a word that starts with "option." to the
// next such word or the end, so that a name or a value may hold spaces
// (option.Skill Level=5), and its name ends at the first "=". Read from the
// end, a run without "=" ends the options: it is part of the command.
func ParseCommand(s string) (command string, options [][2]string) {
	words := strings.Fields(s)
	end := len(words)
	for start := end - 1; start > 0; start-- { // the first word is the command's
		if !strings.HasPrefix(words[start], "option.") {
			continue
		}
		run := strings.TrimPrefix(strings.Join(words[start:end], " "), "option.")
		name, value, ok := strings.Cut(run, "=")
		if !ok {
			break
		}
		options = append(options, [2]string{name, value})
		end = start
	}
	slices.Reverse(options)
	return strings.Join(words[:end], " "), options
}
