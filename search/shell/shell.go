package shell

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/chespel/chespel/board"
	"github.com/chespel/chespel/carn/input"
	"github.com/chespel/chespel/search"
	"github.com/chespel/chespel/search/polyglot"
	"github.com/chespel/chespel/search/uci"
)

// Bot is what the shell needs of a bot: its evaluation for the search, and
// its explained evaluation for the score lines. Explain returns the score
// for the side to move as a Chespel num ("1.25"), the same score negated,
// and, when verbose, the justification lines; unlike Evaluate it scores
// checkmate and stalemate too.
type Bot interface {
	search.Evaluator
	Explain(p *board.Position, verbose bool) (score, negated string, lines []string, err error)
}

// Config is what Run needs: the bot and what goes with it.
type Config struct {
	// Name is the bot's name, announced by the banner and by "uci".
	Name, Author string
	// Rules is the game positions are played by.
	Rules *board.Rules
	Bot   Bot
	// Evals makes the evaluators of the search's helper threads ("set
	// threads", UCI's Threads); nil: one thread.
	Evals search.Evaluators
	// Book is the bot's opening book, consulted before searching; nil for none.
	Book search.Book
	// Limits bound each of the bot's searches: its maxTime and maxDepth.
	Limits search.Limits
	// HashMB is the transposition table size, search.DefaultHashMB when zero.
	HashMB int
	// HistoryFile keeps the lines typed on a terminal; when empty, the shell
	// uses chespel/history in os.UserConfigDir. "-" keeps no history.
	HistoryFile string
	// Unicode draws chess pieces as Unicode glyphs (the "unicode" setting).
	Unicode bool
	// CatchInterrupt makes an interrupt (Ctrl-C, SIGINT) during a command
	// stop that command instead of the program. Between commands the
	// interrupt keeps its usual effect.
	CatchInterrupt bool
	// Variants and Variant offer the UCI option UCI_Variant after "uci":
	// see uci.Config.
	Variants []string
	Variant  func(name string) (uci.Game, error)
}

// shell is one run of the command loop.
type shell struct {
	cfg    Config
	ctx    context.Context
	in     lineSource
	out    io.Writer
	errOut io.Writer
	engine *search.Engine
	// reported holds the error messages already printed by the running
	// command, so that each is printed once.
	reported map[string]bool
	// pos is the current position, that "d" draws and "go" plays from:
	// the last one set by "position", a FEN command or play mode. last is
	// the move that led to it, or the null move.
	pos  *board.Position
	last board.Move
	// limits bound the bot's searches in this session: the bot's own
	// limits until "set" changes them.
	limits search.Limits
	// view is how boards are drawn.
	view view
	// threads is the number of search threads ("set threads").
	threads int
	// bookFile is the Polyglot book set by "book FILE" ("" for none),
	// polyBook its book, consulted after the bot's.
	bookFile string
	polyBook *polyglot.Book
}

// errQuit ends the loop without an error.
var errQuit = errors.New("quit")

// Run reads commands from in and answers on out, error lines on errOut,
// until "quit", the end of the input or of ctx. On a terminal in (an
// *os.File that is one) it prompts and keeps history; otherwise it reads
// plain lines. "uci" hands the rest of the input to the UCI protocol. Run
// returns an error only when the input cannot be read (or the UCI protocol
// fails to write), not for the errors of commands: those are printed and
// the shell goes on.
func Run(ctx context.Context, in io.Reader, out, errOut io.Writer, cfg Config) error {
	if cfg.Rules == nil || cfg.Bot == nil {
		return errors.New("shell: the config needs Rules and Bot")
	}
	if cfg.HashMB <= 0 {
		cfg.HashMB = search.DefaultHashMB
	}
	src, err := newLineSource(in, out, errOut, cfg.HistoryFile)
	if err != nil {
		return err
	}
	defer src.Close()
	s := &shell{cfg: cfg, ctx: ctx, in: src, out: out, errOut: errOut,
		pos: cfg.Rules.StartPosition(), limits: cfg.Limits, threads: 1,
		view: view{unicode: cfg.Unicode, color: src.Terminal() && colorTerminal()}}
	s.engine = search.NewEngine(cfg.Bot, cfg.HashMB)
	s.engine.SetBook(cfg.Book)
	src.SetCompleter(s.complete)
	if src.Terminal() {
		fmt.Fprintf(out, "chespel shell, bot %s. Type a FEN or startpos, 'eval v FEN', 'play', 'uci', or 'help'.\n", cfg.Name)
	}
	return s.loop()
}

// loop reads and runs commands until the input ends or a command quits.
func (s *shell) loop() error {
	for {
		if err := s.ctx.Err(); err != nil {
			return nil
		}
		line, err := s.in.ReadLine("> ")
		if errors.Is(err, input.ErrTooLong) {
			s.errorf("%v: ignored", err)
			continue
		}
		if errors.Is(err, errInterrupted) {
			continue
		}
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return err
		}
		switch err := s.command(strings.TrimSpace(line)); {
		case errors.Is(err, errQuit):
			return nil
		case err != nil:
			return err
		}
	}
}

// command runs one command line. It returns errQuit to leave, and other
// errors only for input and output failures. Command words are read in
// any case ("EVAL", "Startpos").
func (s *shell) command(line string) error {
	word, rest := cutWord(line)
	s.reported = map[string]bool{}
	if !strings.Contains(word, "/") {
		word = strings.ToLower(word)
	}
	switch word {
	case "":
		return nil
	case "quit", "exit":
		return errQuit
	case "help":
		fmt.Fprint(s.out, helpText)
		return nil
	case "uci":
		return s.uci(line)
	case "fen":
		s.withInterrupt(func(ctx context.Context) { s.bareMove(ctx, rest) })
		return nil
	case "eval":
		s.eval(rest)
		return nil
	case "play":
		return s.play(rest)
	case "d":
		s.display()
		return nil
	case "position":
		s.setPosition(rest)
		return nil
	case "go":
		s.withInterrupt(func(ctx context.Context) { s.goCommand(ctx, rest) })
		return nil
	case "set":
		s.set(rest)
		return nil
	case "book":
		s.bookCommand(rest)
		return nil
	}
	if word != "startpos" && !strings.HasPrefix(word, "960:") && !strings.Contains(word, "/") {
		s.errorf("unknown command %s: want a FEN, startpos or a command ('help' lists them)", excerpt(line))
		return nil
	}
	s.withInterrupt(func(ctx context.Context) { s.move(ctx, line) })
	return nil
}

// cutWord splits a line into its first word and the rest, trimmed.
func cutWord(line string) (word, rest string) {
	line = strings.TrimSpace(line)
	if i := strings.IndexAny(line, " \t"); i >= 0 {
		return line[:i], strings.TrimSpace(line[i:])
	}
	return line, ""
}

// uci hands the rest of the input over to the UCI protocol, starting with
// the line that asked for it, and ends the shell when the protocol ends.
func (s *shell) uci(first string) error {
	in := io.MultiReader(strings.NewReader(first+"\n"), s.in.Reader())
	cfg := s.cfg
	cfg.Limits = s.limits
	if err := UCI(s.ctx, in, s.out, cfg); err != nil {
		return err
	}
	return errQuit
}

// UCI runs the UCI protocol on the bot of cfg, as "chespel uci" does and
// as the shell's "uci" command does for the rest of its input.
func UCI(ctx context.Context, in io.Reader, out io.Writer, cfg Config) error {
	return uci.Run(ctx, in, out, uci.Config{
		Name: cfg.Name, Author: cfg.Author, Rules: cfg.Rules,
		Eval: cfg.Bot, Evals: cfg.Evals, Book: cfg.Book, Limits: cfg.Limits, HashMB: cfg.HashMB,
		Variants: cfg.Variants, Variant: cfg.Variant,
	})
}

// errorf prints one "error: ..." line, once per command for each message.
func (s *shell) errorf(format string, args ...any) {
	msg := fmt.Sprintf(format, args...)
	if s.reported[msg] {
		return
	}
	if s.reported != nil {
		s.reported[msg] = true
	}
	fmt.Fprintf(s.errOut, "error: %s\n", msg)
}

// position reads a position (see ParsePosition), reporting an error line
// when it cannot and returning nil then.
func (s *shell) position(text string) *board.Position {
	p, err := ParsePosition(s.cfg.Rules, text)
	if err != nil {
		s.errorf("%v", err)
		return nil
	}
	return p
}
