// Package uci speaks the Universal Chess Interface for a search.Engine, so
// that chess GUIs and tournament managers can drive a bot: it reads commands
// line by line, runs each search in a goroutine (so that stop, isready and
// quit are answered while it thinks), and writes info and bestmove lines.
//
// It may import search, board and carn. It never imports the language
// packages: the bot arrives as a search.Evaluator in Config.
package uci

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"strings"
	"sync"
	"time"

	"github.com/chespel/chespel/board"
	"github.com/chespel/chespel/search"
)

// Config is what Run needs: the names announced to the GUI, the rules
// positions are played by, the bot's evaluator and optional book, the
// limits of a bare "go", and the starting table size.
type Config struct {
	Name, Author string
	Rules        *board.Rules
	Eval         search.Evaluator
	Book         search.Book
	// Limits apply to a "go" with no limit of its own (the bot's maxTime and
	// maxDepth); a "go" with limits uses only those.
	Limits search.Limits
	// HashMB is the transposition table size at start, search.DefaultHashMB
	// when zero; the GUI may change it with the Hash option.
	HashMB int
}

// The options announced after "uci".
const (
	minHashMB       = 1
	maxHashMB       = 4096
	defaultOverhead = 10 * time.Millisecond
	maxOverhead     = 5000
)

// session is one run of the protocol.
type session struct {
	cfg      Config
	ctx      context.Context
	engine   *search.Engine
	pos      *board.Position
	hashMB   int
	overhead time.Duration
	chess960 bool // UCI_Chess960: castling as the king taking its rook
	multiPV  int  // MultiPV: the number of lines, 1 or more
	noBook   bool // OwnBook off

	mu       sync.Mutex // guards out and writeErr
	out      io.Writer
	writeErr error

	cancel context.CancelFunc // the running search's, or nil
	done   chan struct{}      // closed when the running search has answered
}

// Run reads UCI commands from in and answers on out until "quit", the end of
// the input or the end of ctx (noticed when the next line arrives; ctx also
// stops a running search). It returns the first error reading or writing.
// Run reads no further than the line that ends it when in is a
// *bufio.Reader, so a caller may go on reading the same input afterwards.
func Run(ctx context.Context, in io.Reader, out io.Writer, cfg Config) error {
	if cfg.Rules == nil || cfg.Eval == nil {
		return errors.New("uci: the config needs Rules and Eval")
	}
	if cfg.Name == "" {
		cfg.Name = "chespel"
	}
	if cfg.HashMB <= 0 {
		cfg.HashMB = search.DefaultHashMB
	}
	s := &session{cfg: cfg, ctx: ctx, out: out, hashMB: cfg.HashMB, overhead: defaultOverhead}
	s.engine = search.NewEngine(cfg.Eval, cfg.HashMB)
	s.engine.SetBook(cfg.Book)
	s.pos = cfg.Rules.StartPosition()
	err := s.loop(lineReader(in))
	s.stopSearch()
	if err == nil {
		err = s.writeError()
	}
	return err
}

// lineReader returns in as a *bufio.Reader, wrapping it when needed.
func lineReader(in io.Reader) *bufio.Reader {
	if br, ok := in.(*bufio.Reader); ok {
		return br
	}
	return bufio.NewReader(in)
}

// loop handles commands until quit, the end of the input or of the context.
func (s *session) loop(in *bufio.Reader) error {
	for {
		line, err := in.ReadString('\n')
		if line != "" && !s.handle(strings.TrimSpace(line)) {
			return nil
		}
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return err
		}
		if s.ctx.Err() != nil {
			return s.ctx.Err()
		}
	}
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
		s.println("readyok")
	case "ucinewgame":
		s.stopSearch()
		s.engine.Clear()
	case "setoption":
		s.stopSearch()
		s.setOption(args)
	case "position":
		s.stopSearch()
		s.position(args)
	case "go":
		s.stopSearch()
		s.goSearch(args)
	case "stop", "ponderhit":
		s.stopSearch()
	case "quit":
		return false
	case "debug", "register":
	default:
		s.errorf("unknown command %q", fields[0])
	}
	return true
}

// identify answers "uci".
func (s *session) identify() {
	s.println("id name " + s.cfg.Name)
	s.println("id author " + s.cfg.Author)
	s.println(fmt.Sprintf("option name Hash type spin default %d min %d max %d", s.cfg.HashMB, minHashMB, maxHashMB))
	s.println("option name Clear Hash type button")
	s.println(fmt.Sprintf("option name Move Overhead type spin default %d min 0 max %d", defaultOverhead.Milliseconds(), maxOverhead))
	s.println("option name UCI_Chess960 type check default false")
	s.println(fmt.Sprintf("option name MultiPV type spin default 1 min 1 max %d", maxMultiPV))
	s.println("option name OwnBook type check default true")
	s.println("uciok")
}

// println writes one line; the first write error is kept for Run.
func (s *session) println(line string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.writeErr != nil {
		return
	}
	_, s.writeErr = io.WriteString(s.out, line+"\n")
}

func (s *session) writeError() error {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.writeErr
}

// errorf reports bad input as an "info string error: ..." line.
func (s *session) errorf(format string, args ...any) {
	s.println("info string error: " + fmt.Sprintf(format, args...))
}
