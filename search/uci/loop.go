package uci

import (
	"errors"
	"io"
	"strings"
	"time"

	"github.com/chespel/chespel/carn/input"
)

// lineMsg is one line from the reader, or the error that ended it.
type lineMsg struct {
	line string
	err  error
}

// read runs in its own goroutine: it sends each line to lines and waits for
// the loop's go-ahead before reading the next, so that nothing past "quit"
// is read. It ends at the end of the input, at a read error, or when the
// loop says stop or returns.
func (s *session) read(in *input.LineReader, lines chan<- lineMsg, more <-chan bool) {
	for {
		line, err := in.ReadLine()
		select {
		case lines <- lineMsg{line, err}:
		case <-s.closed:
			return
		}
		if err != nil && !errors.Is(err, input.ErrTooLong) {
			return
		}
		select {
		case ok := <-more:
			if !ok {
				return
			}
		case <-s.closed:
			return
		}
	}
}

// loop handles lines and engine events until quit, the end of the input or
// of the context. It never waits for the engine.
func (s *session) loop(in *input.LineReader) error {
	defer close(s.closed)
	lines, more := make(chan lineMsg), make(chan bool)
	go s.read(in, lines, more)
	for {
		select {
		case m := <-lines:
			switch {
			case errors.Is(m.err, input.ErrTooLong):
				s.errorf("%v: ignored", m.err)
			case m.err != nil:
				s.finish()
				if m.err == io.EOF {
					return nil
				}
				return m.err
			case !s.command(m.line):
				more <- false
				s.finish()
				return nil
			}
			more <- true
		case e := <-s.events:
			s.onEvent(e)
		case <-s.ctx.Done():
			s.finish()
			return s.ctx.Err()
		}
	}
}

// command handles one line, or queues it while an isready waits for the
// table. quit is never queued, nor stop unless commands wait before it (a
// go among them). It reports whether to go on.
func (s *session) command(line string) bool {
	line = strings.TrimSpace(line)
	word, _, _ := strings.Cut(line, " ")
	if s.readyOwed > 0 && word != "quit" && (word != "stop" || len(s.queue) > 0) {
		if len(s.queue) >= maxQueue {
			s.errorf("more than %d commands while not ready: ignoring %s", maxQueue, quote(word))
			return true
		}
		s.queue = append(s.queue, line)
		return true
	}
	return s.handle(line)
}

// ready answers the owed isready once the upkeep ended, then handles the
// commands queued behind it, up to the next isready that must wait.
func (s *session) ready() {
	if s.upkeep || s.readyOwed == 0 {
		return
	}
	s.readyOwed = 0
	s.println("readyok")
	for len(s.queue) > 0 && s.readyOwed == 0 {
		line := s.queue[0]
		s.queue = s.queue[1:]
		s.handle(line) // never quit: quit is not queued
	}
}

// finish ends the session before Run returns: it lets a running upkeep end
// (for at most upkeepGrace) and handles the commands queued behind it, then
// answers the owed go, if any; a running search is cancelled and given
// stopGrace to return its result. When the upkeep outlasts its grace, the
// queued commands are answered all the same (a GUI waits for its readyok):
// the engine stays busy, so no search starts, and a queued go is answered
// with the first legal move.
func (s *session) finish() {
	if s.upkeep {
		grace := time.NewTimer(upkeepGrace)
		defer grace.Stop()
	wait:
		for s.upkeep {
			select {
			case e := <-s.events:
				s.onEvent(e)
			case <-grace.C:
				s.upkeep = false // s.busy stays: the table is left alone
				s.ready()
				break wait
			}
		}
	}
	r := s.cur
	if r == nil {
		return
	}
	if r.held == nil && r.running {
		r.cancel()
		grace := time.NewTimer(stopGrace)
		defer grace.Stop()
		for s.cur == r {
			select {
			case e := <-s.events:
				if e.kind == eventDone && e.id == r.id {
					r.stopped = true
				}
				s.onEvent(e)
			case <-grace.C:
				s.answerSoFar(r)
			}
		}
		return
	}
	s.stop()
}

// handle runs one command line and reports whether to go on.
func (s *session) handle(line string) bool {
	fields := strings.Fields(line)
	if len(fields) == 0 {
		return true
	}
	args := fields[1:]
	switch fields[0] {
	case "uci":
		s.identify()
	case "isready":
		if s.upkeep {
			s.readyOwed++ // answered when the table is ready: see ready
		} else {
			s.println("readyok")
		}
	case "ucinewgame":
		s.clearOwed = true
		s.startWork()
	case "setoption":
		s.setOption(args)
	case "position":
		s.position(args)
	case "go":
		s.goCommand(args)
	case "stop":
		s.stop()
	case "ponderhit":
		s.ponderHit()
	case "quit":
		return false
	case "debug", "register":
	default:
		s.errorf("unknown command %s", quote(fields[0]))
	}
	return true
}
