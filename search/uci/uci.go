// Package uci speaks the Universal Chess Interface for a search.Engine, so
// that chess GUIs and tournament managers can drive a bot.
//
// Three kinds of goroutine share the work, and only one of them writes:
// a reader reads the input line by line (each line at most input.MaxLine
// bytes); the protocol loop handles each line at once and writes every
// answer, in order; the engine's work (a search, clearing or resizing the
// hash table) runs in a goroutine of its own, which talks to the loop by
// events. So the loop never waits for the engine: isready, stop and quit
// are answered at once whatever an evaluation does, and when the time of a
// move is up while the search is stuck inside a slow evaluation, the loop
// answers with the best move found so far and discards the late result.
//
// It may import search, search/polyglot (the BookFile option), board and
// carn. It never imports the language packages: the bot arrives as a
// search.Evaluator (and search.Evaluators for the helper threads) in Config.
package uci

import (
	"context"
	"errors"
	"fmt"
	"io"
	"time"

	"github.com/chespel/chespel/board"
	"github.com/chespel/chespel/carn/input"
	"github.com/chespel/chespel/search"
	"github.com/chespel/chespel/search/polyglot"
)

// Config is what Run needs: the names announced to the GUI, the rules
// positions are played by, the bot's evaluator and optional book, the
// limits of a bare "go", and the starting table size.
type Config struct {
	Name, Author string
	Rules        *board.Rules
	Eval         search.Evaluator
	// Evals makes the evaluators of the search's helper threads (the
	// Threads option); nil offers one thread only.
	Evals search.Evaluators
	Book  search.Book
	// Limits apply to a "go" with no limit of its own (the bot's maxTime and
	// maxDepth); a "go" with limits uses only those.
	Limits search.Limits
	// HashMB is the transposition table size at start, search.DefaultHashMB
	// when zero; the GUI may change it with the Hash option.
	HashMB int
	// Variants are the values of the UCI_Variant option, the games the GUI
	// may switch to (Rules's game among them); with none, there is no such
	// option. Variant loads one of them.
	Variants []string
	Variant  func(name string) (Game, error)
}

// Game is what UCI_Variant switches to: a game's rules and the bot loaded
// for it, with its book and limits.
type Game struct {
	Rules  *board.Rules
	Eval   search.Evaluator
	Evals  search.Evaluators
	Book   search.Book
	Limits search.Limits
}

// The options announced after "uci", and the protocol's own deadlines.
const (
	minHashMB       = 1
	maxHashMB       = 4096
	defaultOverhead = 10 * time.Millisecond
	maxOverhead     = 5000
	// stopGrace is how long the loop waits after stop (or quit) for the
	// search to return before it answers with the best move so far.
	stopGrace = 25 * time.Millisecond
	// maxQueue is the most commands kept while an isready waits.
	maxQueue = 1000
	// excerptBytes is the most of an input word an error message repeats.
	excerptBytes = 40
)

// upkeepGrace is how long quit waits for a clearing or resizing of the
// table to end before it answers the isready and commands queued behind it
// without the table. A variable for the tests.
var upkeepGrace = 2 * time.Second

// upkeepHook, when set (by the tests only), runs in the engine's goroutine
// before each clearing or resizing: it makes the upkeep slow at will.
var upkeepHook func()

// session is one run of the protocol. Only the loop goroutine touches its
// fields, except engine, which belongs to whichever goroutine runs the
// engine's work (at most one at a time: see busy).
type session struct {
	cfg      Config
	ctx      context.Context
	engine   *search.Engine
	pos      *board.Position // nil after a rejected position command
	overhead time.Duration
	chess960 bool // UCI_Chess960: castling as the king taking its rook
	multiPV  int  // MultiPV: the number of lines, 1 or more
	noBook   bool // OwnBook off
	threads  int  // Threads: 1 or more
	showWDL  bool // UCI_ShowWDL: wdl W D L in the info lines
	// bookFile is the BookFile option's path ("" for none), polyBook its
	// book; bookOwed says the engine must get engineBook() first.
	bookFile string
	polyBook *polyglot.Book
	bookOwed bool
	// gameOwed is the bot of a game chosen by UCI_Variant, for the engine
	// once it is free (see startWork); nil: none.
	gameOwed *Game
	variant  string // the value of UCI_Variant, "" without the option

	out      io.Writer
	writeErr error

	events chan event    // from the engine's goroutine and the timers
	closed chan struct{} // closed when Run returns: late events are dropped

	busy        bool     // a goroutine holds the engine
	upkeep      bool     // that goroutine clears or resizes the table
	clearOwed   bool     // clear the table before the next search
	hashOwed    int      // resize the table to this many MB first (0: no)
	threadsOwed bool     // give the engine s.threads threads first
	readyOwed   int      // an isready waits for the upkeep to end
	queue       []string // the commands after it, to handle once ready
	cur         *request // the go whose answer is owed, or nil
	lastID      int
}

// Run reads UCI commands from in and answers on out until "quit", the end of
// the input or the end of ctx. It returns the first error reading or
// writing. Run reads no further than the line that ends it when in is a
// *bufio.Reader, so a caller may go on reading the same input afterwards.
//
// Run returns at once even when a search is stuck in a slow evaluation: that
// search has been cancelled, and its goroutine ends (using cfg.Eval until
// then) when the evaluation returns.
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
	s := &session{
		cfg: cfg, ctx: ctx, out: out, overhead: defaultOverhead, threads: 1,
		events: make(chan event), closed: make(chan struct{}),
	}
	s.engine = search.NewEngine(cfg.Eval, cfg.HashMB)
	s.engine.SetBook(cfg.Book)
	s.pos = cfg.Rules.StartPosition()
	if len(cfg.Variants) > 0 && cfg.Variant != nil {
		s.variant = s.defaultVariant()
	}
	err := s.loop(input.NewLineReader(in))
	if err == nil {
		err = s.writeErr
	}
	return err
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
	s.println(bookFileOption)
	s.println("option name Ponder type check default false")
	s.println("option name UCI_ShowWDL type check default false")
	if s.cfg.Evals != nil {
		s.println(fmt.Sprintf("option name Threads type spin default 1 min 1 max %d", search.MaxThreads))
	}
	s.identifyVariants()
	s.println("uciok")
}

// println writes one line; the first write error is kept for Run. Only the
// loop goroutine writes.
func (s *session) println(line string) {
	if s.writeErr != nil {
		return
	}
	_, s.writeErr = io.WriteString(s.out, line+"\n")
}

// errorf reports bad input as an "info string error: ..." line.
func (s *session) errorf(format string, args ...any) {
	s.println("info string error: " + fmt.Sprintf(format, args...))
}

// quote is a short, escaped excerpt of an input word for a message.
func quote(word string) string { return input.Excerpt(word, excerptBytes) }
