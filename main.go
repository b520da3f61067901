// Command chespel turns a Chespel script, a chess evaluation written as rules,
// into a complete chess engine: a shell to question and play it, the UCI
// protocol for chess GUIs, and a packed standalone executable.
//
// main.go is the dispatcher. Every command runs in-process through run, so
// tests drive the whole program with golden transcripts (testdata/transcripts).
// The work itself lives in the packages; this file only parses arguments and
// prints what they return.
package main

import (
	"bufio"
	"bytes"
	"cmp"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"math/rand/v2"
	"os"
	"os/signal"
	"path/filepath"
	"runtime"
	"sort"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/chespel/chespel/board"
	"github.com/chespel/chespel/carn"
	"github.com/chespel/chespel/carn/input"
	"github.com/chespel/chespel/eval"
	"github.com/chespel/chespel/eval/tune"
	"github.com/chespel/chespel/lexer"
	"github.com/chespel/chespel/ormulogun"
	"github.com/chespel/chespel/parser/format"
	"github.com/chespel/chespel/search"
	"github.com/chespel/chespel/search/datagen"
	"github.com/chespel/chespel/search/match"
	"github.com/chespel/chespel/search/polyglot"
	"github.com/chespel/chespel/search/shell"
	"github.com/chespel/chespel/search/shell/payload"
	"github.com/chespel/chespel/search/suite"
	"github.com/chespel/chespel/search/uci"
	"github.com/chespel/chespel/types"
	"github.com/chespel/chespel/types/lsp"
)

// version is the chespel release; a build may override it with
// -ldflags "-X main.version=...".
var version = "0.1.0-dev"

// Exit codes shared by every command.
const (
	exitOK      = 0 // the command did what was asked
	exitFailure = 1 // the input was wrong or the work failed
	exitUsage   = 2 // the command line itself was wrong
)

func main() {
	p, err := ownPayload()
	if err != nil {
		fmt.Fprintf(os.Stderr, "%s: %v\n", filepath.Base(os.Args[0]), err)
		os.Exit(exitFailure)
	}
	packed = p
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// env is what a command may touch: its standard streams.
type env struct {
	stdin          io.Reader
	stdout, stderr io.Writer
}

// errorf prints one "chespel: ..." line on standard error.
func (e *env) errorf(format string, args ...any) {
	fmt.Fprintf(e.stderr, "chespel: "+format+"\n", args...)
}

// command is one entry of the command table.
type command struct {
	name    string
	args    string // the positional arguments' synopsis; the flags' comes from the flags
	summary string // one line for the help table
	detail  string // a paragraph for -h
	// flags declares the command's flags on fs and returns the function that
	// runs the command once they are parsed. A nil flags means the command
	// takes no flags.
	flags func(fs *flag.FlagSet) func(e *env, args []string) int
}

// commands is the command table, in the order that help lists it. It is set
// in init because the help command reads it.
var commands []command

func init() {
	commands = []command{
		{name: "run", args: "[BOT.chs]", summary: "load, check and start the shell on a bot",
			detail: "Checks the script or embedded bot (see 'chespel bots'; the default bot\n" +
				"without one), then starts the shell: type a FEN or startpos to see the bot's\n" +
				"move, 'eval v FEN' for its reasoning, 'play' to play it, 'uci' for chess GUIs,\n" +
				"'help' for the rest. With --book, a Polyglot book answers the positions that\n" +
				"the bot's opening module does not.",
			flags: shellFlags},
		{name: "check", args: "BOT.chs", summary: "compile only: print every error and warning",
			detail: "Prints each error and warning as file:line:col with the source line and a\n" +
				"caret. Exits 1 when there are errors, 0 otherwise.",
			flags: checkFlags},
		{name: "eval", args: "[BOT.chs] FEN|startpos", summary: "evaluate one position with a bot",
			detail: "Prints the board and the score for the side to move; with -v, the\n" +
				"justification lines first. Without BOT.chs, the default bot evaluates.\n" +
				"The position may go on with moves: startpos moves e2e4 e7e5.",
			flags: evalFlags},
		{name: "uci", args: "[BOT.chs]", summary: "speak the UCI protocol, for chess GUIs",
			detail: "Starts the UCI protocol at once on the bot, a script or an embedded bot's\n" +
				"name (the default bot without one): configure a GUI with the engine path of\n" +
				"chespel and the arguments 'uci BOT.chs'.",
			flags: uciFlags},
		{name: "new", args: "FILE.chs", summary: "write a bot's source to start from",
			detail: "Writes a copy of the default bot (or, with --from, of another embedded bot)\n" +
				"to FILE.chs, to change and run. It never overwrites a file.",
			flags: newFlags},
		{name: "pack", args: "BOT.chs", summary: "write a standalone executable for a bot",
			detail: "Checks the script first and writes nothing if it has errors. The result is\n" +
				"a copy of this program with the script appended; it runs the bot's shell\n" +
				"and accepts the same commands as chespel (eval, uci, bench ...).",
			flags: packFlags},
		{name: "perft", args: "FEN|startpos|960:N DEPTH", summary: "count the leaf nodes of the legal move tree",
			detail: "Prints the node count, the seconds taken and the nodes per second; with\n" +
				"--divide, the count below each legal move first. 960:N is Chess960 start\n" +
				"position N (0..959, 518 is the standard start). On a terminal it shows\n" +
				"each shallower depth as it completes; Ctrl-C stops it.",
			flags: perftFlags},
		{name: "endgame", args: "SPEC", summary: "print random legal, quiet positions for an Ormulogun spec",
			detail: "Prints N positions (FEN, one a line) for an endgame spec such as KQk or\n" +
				"K{34|34}k{07|07}. With --seed the output is reproducible.",
			flags: endgameFlags},
		{name: "bench", args: "[BOT.chs]", summary: "fixed-depth search of fixed positions: nodes and nodes/s",
			detail: "Searches a fixed set of positions to a fixed depth with the bot, a script\n" +
				"or an embedded bot's name (the default bot without an argument), and prints\n" +
				"total nodes, evaluations, and nodes per second of CPU time (nps-cpu) and of\n" +
				"wall-clock time (nps). With -evals it times the evaluation alone over the\n" +
				"same positions (eval: us/eval).",
			flags: benchFlags},
		{name: "match", args: "A B", summary: "play two bots (or uci:ENGINE) against each other: W/D/L, Elo, SPRT",
			detail: "A and B are bot scripts, embedded bots' names, or uci:COMMAND for a UCI engine\n" +
				"(with trailing option.NAME=VALUE words). Each opening is played twice with\n" +
				"colours reversed. Ctrl-C stops and prints the result so far. See docs/testing.md.",
			flags: matchFlags},
		{name: "epd", args: "BOT SUITE.epd", summary: "run a test suite of bm/am positions",
			detail: "Searches each position of an EPD suite and checks the move against its bm\n" +
				"(best moves) or am (avoid moves) operation; prints solved: N of M and the misses.",
			flags: epdFlags},
		{name: "datagen", args: "BOT", summary: "write labelled quiet positions from self-play, for tuning",
			detail: "Plays the bot against itself from random openings at a small fixed depth (or\n" +
				"node count) and writes quiet positions as EPD lines with the game's result\n" +
				"as c9 \"1-0\"; the same seed gives the same file.",
			flags: datagenFlags},
		{name: "bots", args: "[show NAME]", summary: "list the embedded bots, or print one bot's source",
			detail: "Without arguments, lists the bots built in. 'bots show NAME' prints one\n" +
				"bot's script, to read; 'chespel new FILE.chs --from NAME' copies it.",
			flags: botsFlags},
		{name: "tune", args: "BOT.chs DATA", summary: "tune a bot's numbers on labelled positions (Texel's method)",
			detail: "DATA holds EPD/FEN lines with results (c9 \"1-0\"; or [1.0]) or is a PGN file.\n" +
				"Fits the logistic scale K, then the numbers of the score statements, and writes\n" +
				"the script with only those numbers changed to -o. See docs/testing.md.",
			flags: tuneFlags},
		{name: "rules", args: "[show NAME]", summary: "list the embedded games, or print one rule set",
			detail: "Without arguments, lists the rule sets built in. 'rules show NAME' prints one\n" +
				"as YAML, to copy and change.",
			flags: rulesFlags},
		{name: "fmt", args: "[FILE...]", summary: "lay out scripts in the canonical form",
			detail: "Prints each script formatted (standard input without a file); -w rewrites the\n" +
				"files in place, -d prints a diff instead. See docs/editor.md.",
			flags: fmtFlags},
		{name: "lsp", summary: "the language server for editors, on standard input and output",
			detail: "Speaks the Language Server Protocol: diagnostics, hover, completion,\n" +
				"definitions, formatting. See docs/editor.md for the editors' set-up.",
			flags: noFlags(runLSP)},
		{name: "version", summary: "print the version of chespel and of Go (also --version)",
			flags: noFlags(runVersion)},
		{name: "help", args: "[COMMAND]", summary: "print this help, or a command's",
			flags: noFlags(runHelp)},
	}
}

// run is the whole program: it dispatches args to a command and returns the
// exit code.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	e := &env{stdin: stdin, stdout: stdout, stderr: stderr}
	if len(args) == 0 {
		return runDefaultShell(e)
	}
	switch args[0] {
	case "-h", "-help", "--help":
		if packed != nil {
			printPackedHelp(e.stdout)
		}
		return runHelp(e, nil)
	case "-version", "--version":
		return runVersion(e, args[1:])
	case "-unicode", "--unicode":
		args = append([]string{"run"}, args...)
	}
	cmd, ok := lookup(args[0])
	if !ok {
		e.errorf("unknown command %q", args[0])
		printUsage(e.stderr)
		return exitUsage
	}
	return cmd.run(e, args[1:])
}

// lookup finds a command by name, in any case ("EVAL" is eval).
func lookup(name string) (command, bool) {
	for _, c := range commands {
		if strings.EqualFold(c.name, name) {
			return c, true
		}
	}
	return command{}, false
}

// run parses the command's flags and runs it.
func (c command) run(e *env, args []string) int {
	fs := flag.NewFlagSet(c.name, flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	body := c.flags(fs)
	positional, err := parseInterspersed(fs, args)
	if errors.Is(err, flag.ErrHelp) {
		c.printHelp(e.stdout, fs)
		return exitOK
	}
	if err != nil {
		e.errorf("%s: %v", c.name, err)
		fmt.Fprintf(e.stderr, "usage: %s\n", c.synopsis(fs))
		return exitUsage
	}
	return body(e, positional)
}

// synopsis is the command's usage line: its name, each flag as the flag
// list spells it, then the positional arguments.
func (c command) synopsis(fs *flag.FlagSet) string {
	words := []string{"chespel", c.name}
	fs.VisitAll(func(f *flag.Flag) {
		words = append(words, "["+flagSpelling(f)+"]")
	})
	if c.args != "" {
		words = append(words, c.args)
	}
	return strings.Join(words, " ")
}

// flagSpelling writes a flag as usage lines and flag lists show it: "-v",
// "-n N", "--rules NAME|FILE" (one dash for a letter, two for a word; both
// work on the command line).
func flagSpelling(f *flag.Flag) string {
	dash := "--"
	if len(f.Name) == 1 {
		dash = "-"
	}
	name, _ := flag.UnquoteUsage(f)
	if isBoolFlag(f) {
		return dash + f.Name
	}
	return dash + f.Name + " " + name
}

// isBoolFlag reports whether f takes no value.
func isBoolFlag(f *flag.Flag) bool {
	b, ok := f.Value.(interface{ IsBoolFlag() bool })
	return ok && b.IsBoolFlag()
}

// printFlags lists fs's flags, spelled as in the usage line, with their
// meaning and default.
func printFlags(w io.Writer, fs *flag.FlagSet) {
	width := 22
	fs.VisitAll(func(f *flag.Flag) { width = max(width, len(flagSpelling(f))+1) })
	fs.VisitAll(func(f *flag.Flag) {
		_, usage := flag.UnquoteUsage(f)
		if !isBoolFlag(f) && f.DefValue != "" && f.DefValue != "0" {
			def := f.DefValue
			if _, err := strconv.ParseFloat(def, 64); err != nil {
				def = strconv.Quote(def)
			}
			usage += fmt.Sprintf(" (default %s)", def)
		}
		fmt.Fprintf(w, "  %-*s %s\n", width, flagSpelling(f), usage)
	})
}

// parseInterspersed parses flags wherever they stand among the arguments, so
// that "perft startpos 5 --divide" works, and returns the other arguments.
// A lone "-" (the empty field of a FEN) is an argument, and "--" ends flags.
func parseInterspersed(fs *flag.FlagSet, args []string) ([]string, error) {
	var positional []string
	for {
		if len(args) > 0 && isNegativeNumber(args[0]) {
			positional = append(positional, args[0])
			args = args[1:]
			continue
		}
		if err := fs.Parse(args); err != nil {
			return nil, err
		}
		rest := fs.Args()
		if len(rest) == 0 {
			return positional, nil
		}
		if len(args) > 0 && len(rest) < len(args) && args[len(args)-len(rest)-1] == "--" {
			return append(positional, rest...), nil
		}
		positional = append(positional, rest[0])
		args = rest[1:]
	}
}

// isNegativeNumber reports whether arg is a number with a minus sign, such
// as the -1 of "perft startpos -1": an argument, never a flag. (A flag's own
// value, as in "-n -5", is read by the flag before this is asked.)
func isNegativeNumber(arg string) bool {
	_, err := strconv.Atoi(arg)
	return len(arg) > 1 && arg[0] == '-' && err == nil
}

// printHelp prints a command's usage, paragraph and flags.
func (c command) printHelp(w io.Writer, fs *flag.FlagSet) {
	fmt.Fprintf(w, "usage: %s\n\n%s.\n", c.synopsis(fs), capitalize(c.summary))
	if c.detail != "" {
		fmt.Fprintf(w, "\n%s\n", c.detail)
	}
	var flags strings.Builder
	printFlags(&flags, fs)
	if flags.Len() > 0 {
		fmt.Fprintf(w, "\nFlags:\n%s", flags.String())
	}
}

// printUsage prints the command table.
func printUsage(w io.Writer) {
	fmt.Fprintf(w, "Chespel turns chess evaluation rules into a chess engine.\n\n")
	width := 0
	for _, c := range commands {
		width = max(width, len("chespel "+c.name+" "+c.args))
	}
	fmt.Fprintf(w, "Usage:\n  %-*s %s\n", width, "chespel", "start the shell on the embedded default bot")
	for _, c := range commands {
		fmt.Fprintf(w, "  %-*s %s\n", width, "chespel "+c.name+" "+c.args, c.summary)
	}
	fmt.Fprintf(w, "\nRun 'chespel COMMAND -h' for a command's arguments and flags.\n")
}

func capitalize(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// noFlags adapts a command that takes no flags.
func noFlags(body func(e *env, args []string) int) func(fs *flag.FlagSet) func(e *env, args []string) int {
	return func(*flag.FlagSet) func(e *env, args []string) int { return body }
}

// wantArgs reports whether args has between min and max entries (max < 0
// means no upper bound), printing the usage when it has not.
func wantArgs(e *env, name string, args []string, min, max int) bool {
	if len(args) >= min && (max < 0 || len(args) <= max) {
		return true
	}
	c, _ := lookup(name)
	fs := flag.NewFlagSet(c.name, flag.ContinueOnError)
	c.flags(fs)
	e.errorf("%s: wrong number of arguments", name)
	fmt.Fprintf(e.stderr, "usage: %s\n", c.synopsis(fs))
	return false
}

func runHelp(e *env, args []string) int {
	if len(args) == 0 {
		printUsage(e.stdout)
		return exitOK
	}
	c, ok := lookup(args[0])
	if !ok {
		e.errorf("help: unknown command %q", args[0])
		return exitUsage
	}
	fs := flag.NewFlagSet(c.name, flag.ContinueOnError)
	c.flags(fs)
	c.printHelp(e.stdout, fs)
	return exitOK
}

func runVersion(e *env, args []string) int {
	if !wantArgs(e, "version", args, 0, 0) {
		return exitUsage
	}
	fmt.Fprintf(e.stdout, "chespel %s %s %s/%s\n", version, runtime.Version(), runtime.GOOS, runtime.GOARCH)
	return exitOK
}

// runDefaultShell starts the shell on the embedded default bot.
func runDefaultShell(e *env) int {
	name, src := homeBot()
	return startShell(e, name, src, shellOptions{})
}

func shellFlags(fs *flag.FlagSet) func(e *env, args []string) int {
	unicode := fs.Bool("unicode", false, "draw the pieces as Unicode chess glyphs")
	bookFile := fs.String("book", "", "also play from the Polyglot book `FILE` (.bin, chess only), after the bot's opening module")
	return func(e *env, args []string) int {
		if !wantArgs(e, "run", args, 0, 1) {
			return exitUsage
		}
		name, src, ok := botSource(e, "run", args)
		if !ok {
			return exitFailure
		}
		return startShell(e, name, src, shellOptions{unicode: *unicode, book: *bookFile})
	}
}

// botSource reads the bot of a command whose optional first argument is a
// script: that script's file or an embedded bot's name (see readBot), or the
// home bot (see homeBot) when args is empty.
func botSource(e *env, command string, args []string) (name string, src []byte, ok bool) {
	if len(args) == 0 {
		name, src = homeBot()
		return name, src, true
	}
	name, src, err := readBot(args[0])
	if err != nil {
		e.errorf("%s: %v", command, err)
		return "", nil, false
	}
	return name, src, true
}

// readBot reads a bot named on the command line: the script file spec, or,
// when no such file exists, the embedded bot of that name (NAME.chs).
func readBot(spec string) (name string, src []byte, err error) {
	src, err = input.ReadFile(spec)
	if errors.Is(err, fs.ErrNotExist) && !strings.HasSuffix(spec, ".chs") {
		if b, ok := eval.EmbeddedBot(spec); ok {
			return b.Name + ".chs", b.Source, nil
		}
		return spec, nil, fmt.Errorf("%s: no such file, nor embedded bot (want a script or one of %s)",
			spec, strings.Join(eval.EmbeddedNames(), ", "))
	}
	return spec, src, err
}

func uciFlags(*flag.FlagSet) func(e *env, args []string) int {
	return func(e *env, args []string) int {
		if !wantArgs(e, "uci", args, 0, 1) {
			return exitUsage
		}
		name, src, ok := botSource(e, "uci", args)
		if !ok {
			return exitFailure
		}
		bot := loadBot(e, name, src)
		if bot == nil {
			return exitFailure
		}
		cfg, err := shellConfig(bot, name, src)
		if err != nil {
			e.errorf("uci: %v", err)
			return exitFailure
		}
		if err := shell.UCI(context.Background(), e.stdin, e.stdout, cfg); err != nil {
			e.errorf("uci: %v", err)
			return exitFailure
		}
		return exitOK
	}
}

func newFlags(fs *flag.FlagSet) func(e *env, args []string) int {
	from := fs.String("from", eval.DefaultName, "copy the embedded bot called `NAME`")
	return func(e *env, args []string) int {
		if !wantArgs(e, "new", args, 1, 1) {
			return exitUsage
		}
		return runNew(e, args[0], *from)
	}
}

// runNew is "chespel new FILE.chs [--from NAME]": it writes the embedded
// bot's source to a new file, refusing to overwrite one.
func runNew(e *env, file, from string) int {
	bot, ok := eval.EmbeddedBot(from)
	if !ok {
		e.errorf("new: --from %q: no such embedded bot: want one of %s", from, strings.Join(eval.EmbeddedNames(), ", "))
		return exitUsage
	}
	src := bot.Source
	if !strings.HasSuffix(file, ".chs") {
		e.errorf("new: %s does not end in .chs: name the script FILE.chs", file)
		return exitUsage
	}
	f, err := os.OpenFile(file, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
	if errors.Is(err, fs.ErrExist) {
		e.errorf("new: %s already exists: nothing written (choose another name, or remove it first)", file)
		return exitFailure
	}
	if err != nil {
		e.errorf("new: %v", err)
		return exitFailure
	}
	_, werr := f.Write(src)
	if cerr := f.Close(); werr == nil {
		werr = cerr
	}
	if werr != nil {
		os.Remove(file)
		e.errorf("new: %v", werr)
		return exitFailure
	}
	fmt.Fprintf(e.stdout, "wrote the %s bot to %s: try 'chespel check %s', then 'chespel run %s'\n", from, file, file, file)
	return exitOK
}

func checkFlags(*flag.FlagSet) func(e *env, args []string) int {
	return runCheck
}

func evalFlags(fs *flag.FlagSet) func(e *env, args []string) int {
	verbose := fs.Bool("v", false, "print the justification lines first (verbose)")
	return func(e *env, args []string) int { return runEval(e, args, *verbose) }
}

func packFlags(fs *flag.FlagSet) func(e *env, args []string) int {
	out := fs.String("o", "", "write the executable to `FILE`, or into DIR/ (default: the script's name without .chs)")
	force := fs.Bool("f", false, "replace an existing file")
	return func(e *env, args []string) int {
		if !wantArgs(e, "pack", args, 1, 1) {
			return exitUsage
		}
		return runPack(e, args[0], *out, *force)
	}
}

func perftFlags(fs *flag.FlagSet) func(e *env, args []string) int {
	rules := fs.String("rules", "chess", "the game: `NAME|FILE`, an embedded rule set or a rule-set YAML file")
	divide := fs.Bool("divide", false, "print the count below each legal move")
	return func(e *env, args []string) int {
		if !wantArgs(e, "perft", args, 2, -1) {
			return exitUsage
		}
		depth, err := strconv.Atoi(args[len(args)-1])
		if err != nil || depth < 0 {
			e.errorf("perft: depth %q, want a number 0 or more", args[len(args)-1])
			return exitUsage
		}
		rs, err := loadRules(*rules)
		if err != nil {
			e.errorf("perft: %v", err)
			return exitFailure
		}
		var progress io.Writer
		if shell.IsTerminal(e.stdout) {
			progress = e.stdout
		}
		ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
		defer stop()
		fen := strings.Join(args[:len(args)-1], " ")
		if err := board.PerftCommandContext(ctx, e.stdout, progress, rs, fen, depth, *divide); err != nil {
			e.errorf("perft: %v", err)
			return exitFailure
		}
		return exitOK
	}
}

// loadRules returns the embedded rule set called name or, when there is none
// of that name, the rule-set document in the file name.
func loadRules(name string) (*carn.RuleSet, error) {
	if rs, err := carn.Embedded(name); err == nil {
		return rs, nil
	}
	data, err := input.ReadFile(name)
	if errors.Is(err, fs.ErrNotExist) && !strings.ContainsAny(name, "/.") {
		return nil, fmt.Errorf("unknown rule set %q: want one of %s, or a rule-set file", name, strings.Join(carn.Names(), ", "))
	}
	if err != nil {
		return nil, err
	}
	rs, err := carn.Load(data)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", name, err)
	}
	return rs, nil
}

func endgameFlags(fs *flag.FlagSet) func(e *env, args []string) int {
	n := fs.Int("n", 1, "print `N` positions")
	seed := fs.Int64("seed", 0, "random seed `S`, for reproducible output (from the clock when not given)")
	rules := fs.String("rules", "chess", "the game: `NAME|FILE`, an embedded rule set or a rule-set file, 8×8 with a royal K")
	return func(e *env, args []string) int {
		if !wantArgs(e, "endgame", args, 1, 1) {
			return exitUsage
		}
		if *n < 1 {
			e.errorf("endgame: -n %d: want at least 1 position", *n)
			return exitUsage
		}
		if !flagGiven(fs, "seed") {
			*seed = time.Now().UnixNano()
		}
		return runEndgame(e, args[0], *n, *seed, *rules)
	}
}

func benchFlags(fs *flag.FlagSet) func(e *env, args []string) int {
	depth := fs.Int("depth", search.BenchDepth, "search each position `N` plies deep")
	evals := fs.Bool("evals", false, "time the evaluation alone, without a search")
	return func(e *env, args []string) int {
		if !wantArgs(e, "bench", args, 0, 1) {
			return exitUsage
		}
		if *depth < 1 {
			e.errorf("bench: -depth %d: want at least 1", *depth)
			return exitUsage
		}
		name, src, ok := botSource(e, "bench", args)
		if !ok {
			return exitFailure
		}
		if *evals {
			return runBenchEvals(e, name, src)
		}
		return runBench(e, name, src, *depth)
	}
}

func rulesFlags(*flag.FlagSet) func(e *env, args []string) int {
	return func(e *env, args []string) int {
		return listOrShow(e, "rules", "the games", args, listRules, func(name string) ([]byte, bool) {
			doc, err := carn.Document(name)
			return doc, err == nil
		}, "rule set", carn.Names())
	}
}

func botsFlags(*flag.FlagSet) func(e *env, args []string) int {
	return func(e *env, args []string) int {
		return listOrShow(e, "bots", "the bots", args, listBots, func(name string) ([]byte, bool) {
			b, ok := eval.EmbeddedBot(name)
			return b.Source, ok
		}, "bot", eval.EmbeddedNames())
	}
}

// listOrShow is "COMMAND [show NAME]", for rules and bots: without
// arguments list lists the things; "show NAME" prints the text that show
// finds for NAME, or says that no thing (one of names) is called so.
func listOrShow(e *env, command, things string, args []string, list func(*env) int,
	show func(name string) ([]byte, bool), thing string, names []string) int {
	if len(args) == 0 {
		return list(e)
	}
	if args[0] != "show" {
		e.errorf("%s: unknown argument %q: want 'show NAME', or nothing to list %s", command, args[0], things)
		fmt.Fprintf(e.stderr, "usage: chespel %s [show NAME]\n", command)
		return exitUsage
	}
	if !wantArgs(e, command, args, 2, 2) {
		return exitUsage
	}
	text, ok := show(args[1])
	if !ok {
		e.errorf("%s: unknown %s %q: want one of %s", command, thing, args[1], strings.Join(names, ", "))
		return exitFailure
	}
	e.stdout.Write(text)
	return exitOK
}

// listBots prints one line per embedded bot: its name and the first line
// of its opening comment, then how to read, copy and play one.
func listBots(e *env) int {
	for _, b := range eval.EmbeddedBots() {
		fmt.Fprintf(e.stdout, "%-9s %s\n", b.Name, b.Summary())
	}
	fmt.Fprintf(e.stdout, "\nRun 'chespel bots show NAME' to read one, 'chespel new mybot.chs --from NAME'\n"+
		"to copy it, and 'chespel match NAME default' to play it.\n")
	return exitOK
}

// listRules prints one line per embedded game: its name, its board and the
// first line of its document's comment.
func listRules(e *env) int {
	for _, name := range carn.Names() {
		rs, err := carn.Embedded(name)
		if err != nil {
			e.errorf("rules: %s: %v", name, err)
			return exitFailure
		}
		doc, err := carn.Document(name)
		if err != nil {
			e.errorf("rules: %s: %v", name, err)
			return exitFailure
		}
		size := fmt.Sprintf("%dx%d", rs.Files, rs.Ranks)
		fmt.Fprintf(e.stdout, "%-13s %-6s %s\n", name, size, summary(doc))
	}
	fmt.Fprintf(e.stdout, "\nRun 'chespel rules show NAME > game.yaml' to copy one, change it, and\n"+
		"'chespel perft --rules game.yaml startpos 3' to try it.\n")
	return exitOK
}

// summary returns the first line of a rule-set document's opening comment,
// the game in one sentence, without its "#".
func summary(doc []byte) string {
	first, _, _ := strings.Cut(string(doc), "\n")
	text, ok := strings.CutPrefix(first, "#")
	if !ok {
		return ""
	}
	return strings.TrimSpace(text)
}

// flagGiven reports whether the command line set the flag called name.
func flagGiven(fs *flag.FlagSet, name string) bool {
	given := false
	fs.Visit(func(f *flag.Flag) { given = given || f.Name == name })
	return given
}

// runEndgame prints n positions of spec, drawn with seed under the rule set
// called rulesName.
func runEndgame(e *env, spec string, n int, seed int64, rulesName string) int {
	s, err := ormulogun.Parse(spec)
	if err != nil {
		specError(e, spec, err)
		return exitFailure
	}
	rs, err := loadRules(rulesName)
	if err != nil {
		e.errorf("endgame: %v", err)
		return exitFailure
	}
	rules, err := board.Compile(rs)
	if err != nil {
		e.errorf("endgame: %v", err)
		return exitFailure
	}
	g, err := ormulogun.NewBoardGenerator(s, rules, rand.New(rand.NewPCG(uint64(seed), 0)))
	if err != nil {
		specError(e, spec, err)
		return exitFailure
	}
	w := bufio.NewWriter(e.stdout)
	defer w.Flush()
	for range n {
		pos, err := g.Next()
		if err != nil {
			w.Flush()
			e.errorf("endgame: %v", err)
			return exitFailure
		}
		fmt.Fprintln(w, pos.FEN())
	}
	return exitOK
}

// specError prints an error about an endgame spec and, when it points at a
// column, the spec with a caret under that column.
func specError(e *env, spec string, err error) {
	e.errorf("endgame: %v", err)
	var serr *ormulogun.Error
	if errors.As(err, &serr) && serr.Col > 0 && serr.Col <= len(spec)+1 {
		fmt.Fprintf(e.stderr, "  %s\n  %s^\n", spec, strings.Repeat(" ", serr.Col-1))
	}
}

// runCheck is "chespel check BOT.chs": every error and warning of the script
// on standard error, with its source line and a caret; "BOT.chs: ok" on
// standard output when there is no error.
func runCheck(e *env, args []string) int {
	if !wantArgs(e, "check", args, 1, 1) {
		return exitUsage
	}
	src, err := input.ReadFile(args[0])
	if err != nil {
		e.errorf("check: %v", err)
		return exitFailure
	}
	bot, diags := eval.Load(args[0], src)
	if bot != nil { // the planner's hints about slow loops
		diags = append(diags, eval.Hints(bot)...)
		sort.Stable(diags)
	}
	if len(diags) > 0 {
		fmt.Fprint(e.stderr, diags.Format(src))
	}
	if n := diags.Errors(); n > 0 {
		return exitFailure
	}
	if w := len(diags); w > 0 {
		fmt.Fprintf(e.stdout, "%s: ok, %s\n", args[0], countOf(w, "warning"))
	} else {
		fmt.Fprintf(e.stdout, "%s: ok\n", args[0])
	}
	return exitOK
}

// countOf writes "1 warning", "2 warnings".
func countOf(n int, thing string) string {
	if n == 1 {
		return "1 " + thing
	}
	return strconv.Itoa(n) + " " + thing + "s"
}

// runEval is "chespel eval [-v] [BOT.chs] POS": the justification lines
// when verbose, the board and "score: N". The first argument is the bot
// when it is a script (see isScript); without one the home bot (see
// homeBot) evaluates.
// A script with errors prints them as check does; a bad position and a
// run-time error print one message.
func runEval(e *env, args []string, verbose bool) int {
	if !wantArgs(e, "eval", args, 1, -1) {
		return exitUsage
	}
	var botArgs []string
	if isScript(args[0]) {
		botArgs, args = args[:1], args[1:]
	}
	if len(args) == 0 {
		wantArgs(e, "eval", args, 1, -1)
		return exitUsage
	}
	name, src, ok := botSource(e, "eval", botArgs)
	if !ok {
		return exitFailure
	}
	bot := loadBot(e, name, src)
	if bot == nil {
		return exitFailure
	}
	p, err := parsePosition(botRules(bot), strings.Join(args, " "))
	if err != nil {
		e.errorf("eval: %v", err)
		return exitFailure
	}
	score, _, lines, err := bot.NewEvaluator().Explain(p, verbose)
	if err != nil {
		fmt.Fprintln(e.stderr, err)
		return exitFailure
	}
	for _, line := range lines {
		fmt.Fprintln(e.stdout, line)
	}
	fmt.Fprint(e.stdout, p.Draw())
	fmt.Fprintf(e.stdout, "score: %s %s\n", score, shell.Whose(p, false))
	return exitOK
}

// isScript reports whether an argument names a bot's script rather than
// the start of a position: it ends in .chs, or it is a file.
func isScript(arg string) bool {
	if strings.HasSuffix(arg, ".chs") {
		return true
	}
	info, err := os.Stat(arg)
	return err == nil && info.Mode().IsRegular()
}

// parsePosition reads a position of the game: "startpos" (the rule set's
// start position) or a FEN, either followed by moves (see
// board.Rules.ParsePosition). Every position that main reads goes through
// here.
func parsePosition(rules *board.Rules, text string) (*board.Position, error) {
	return rules.ParsePosition(text)
}

// packed is the payload of this executable when it is a packed bot, set by
// main before run (tests set it too); nil for plain chespel.
var packed *payload.Payload

// ownPayload reads the payload of this executable: nil when there is none,
// an error when there is one that cannot be read, or when the executable
// cannot be read at all (execute-only): it might be a packed bot, which
// must never run as plain chespel with the default bot.
func ownPayload() (*payload.Payload, error) {
	exe, err := os.Executable()
	if err != nil {
		return nil, nil // no way to find our own file: not a packed bot
	}
	p, err := payload.ReadExecutable(exe)
	if err != nil && !payload.IsError(err) {
		return nil, fmt.Errorf("cannot read this executable to look for a packed bot in it: %v (make it readable: chmod u+r %s)", err, exe)
	}
	return p, err
}

// homeBot is the bot of "chespel" with no arguments and of "chespel bench"
// with none: the packed bot's script, or the embedded default bot.
func homeBot() (name string, src []byte) {
	if packed != nil {
		return packed.Script.Name, packed.Script.Data
	}
	return eval.DefaultName + ".chs", eval.DefaultSource
}

// printPackedHelp says which bot this packed executable is.
func printPackedHelp(w io.Writer) {
	name := botName(packed.Script.Name)
	fmt.Fprintf(w, "This is the %s bot %s, packed from %s by chespel %s.\n", packedGame(), name, packed.Script.Name, version)
	fmt.Fprintf(w, "Run it without arguments for its shell: a FEN, 'eval v FEN', 'play', 'uci' for GUIs.\n")
	fmt.Fprintf(w, "It takes the commands below with itself as the bot: %s eval startpos, %s uci, %s bench.\n\n", name, name, name)
}

// packedGame names the game of the packed bot: its rule set's name.
func packedGame() string {
	src := packed.Script.Data
	prog, _ := types.LoadWith(packed.Script.Name, src, scriptOptions(packed.Script.Name, src))
	if prog == nil {
		return types.DefaultGame // a bot with errors never runs: -h still answers
	}
	return prog.Rules.Name()
}

// botName is a script's file name without its directory and .chs.
func botName(filename string) string {
	return strings.TrimSuffix(filepath.Base(filename), ".chs")
}

// loadBot loads a script, printing its errors and warnings as check does.
// It returns nil when the script has errors. The packed bot's script reads
// its game's rule-set file from the payload.
func loadBot(e *env, filename string, src []byte) *eval.Bot {
	return loadBotWith(e, filename, src, scriptOptions(filename, src))
}

// loadBotWith is loadBot with the checker's options.
func loadBotWith(e *env, filename string, src []byte, opts types.Options) *eval.Bot {
	bot, diags := eval.LoadWith(filename, src, opts)
	if len(diags) > 0 {
		fmt.Fprint(e.stderr, diags.Format(src))
	}
	return bot
}

// evaluators makes one evaluator of the bot per search.
func evaluators(bot *eval.Bot) search.Evaluators {
	return search.EvaluatorsFunc(func() search.Evaluator { return bot.NewEvaluator() })
}

// scriptOptions are the checker's options for a script: the packed bot's
// own script reads its rule-set file from the payload, any other script
// from the disk.
func scriptOptions(filename string, src []byte) types.Options {
	if packed == nil || packed.Script.Name != filename || !bytes.Equal(packed.Script.Data, src) {
		return types.Options{}
	}
	return types.Options{ReadFile: func(path string) ([]byte, error) {
		if packed.Rules == nil {
			return nil, fmt.Errorf("%s: the packed bot carries no rule-set file", path)
		}
		return packed.Rules.Data, nil
	}}
}

// botRules returns the game a bot plays: the rules that its positions,
// "startpos" and moves are read with.
func botRules(bot *eval.Bot) *board.Rules { return bot.Program().Rules }

// shellConfig is the shell's configuration for a bot: its name, book and
// limits, its game, and Ctrl-C stopping a search rather than the program.
func shellConfig(bot *eval.Bot, filename string, src []byte) (shell.Config, error) {
	cfg := shell.Config{
		Name: bot.Name(), Author: "chespel " + version, Rules: botRules(bot), Bot: bot.NewEvaluator(), Evals: evaluators(bot),
		Limits:         search.Limits{MaxTime: bot.MaxTime(), Depth: bot.MaxDepth()},
		CatchInterrupt: true,
	}
	if book := bot.Book(); book != nil {
		cfg.Book = book
	}
	if bot.Program().Game == "" {
		cfg.Variants, cfg.Variant = carn.Names(), variantLoader(filename, src)
	}
	return cfg, nil
}

// variantLoader returns UCI_Variant's loader for a bot that names no game:
// the default bot plays chess as itself and the other games as the generic
// bot; a script is loaded again for the game asked for.
func variantLoader(file string, src []byte) func(name string) (uci.Game, error) {
	return func(name string) (uci.Game, error) {
		f, s := file, src
		if packed == nil && bytes.Equal(src, eval.DefaultSource) && name != types.DefaultGame {
			f, s = eval.GenericName+".chs", eval.GenericSource
		}
		opts := scriptOptions(f, s)
		opts.Game = name
		b, diags := eval.LoadWith(f, s, opts)
		if b == nil {
			first, _, _ := strings.Cut(diags.Format(s), "\n")
			return uci.Game{}, fmt.Errorf("%s does not check in %s (%s)", botName(f), name, first)
		}
		g := uci.Game{Rules: botRules(b), Eval: b.NewEvaluator(), Evals: evaluators(b), Limits: search.Limits{MaxTime: b.MaxTime(), Depth: b.MaxDepth()}}
		if book := b.Book(); book != nil {
			g.Book = book
		}
		return g, nil
	}
}

// shellOptions are the command line's choices for the shell: Unicode
// glyphs, and a Polyglot book file ("" for none) consulted after the bot's
// opening module.
type shellOptions struct {
	unicode bool
	book    string
}

// startShell loads a script and runs the shell on it until the input ends.
func startShell(e *env, filename string, src []byte, opts shellOptions) int {
	bot := loadBot(e, filename, src)
	if bot == nil {
		return exitFailure
	}
	cfg, err := shellConfig(bot, filename, src)
	if err == nil && opts.book != "" {
		cfg.Book, err = withPolyglot(cfg.Book, cfg.Rules, opts.book)
	}
	if err != nil {
		e.errorf("run: %v", err)
		return exitFailure
	}
	cfg.Unicode = opts.unicode
	if err := shell.Run(context.Background(), e.stdin, e.stdout, e.stderr, cfg); err != nil {
		e.errorf("%v", err)
		return exitFailure
	}
	return exitOK
}

// withPolyglot returns the bot's book followed by the Polyglot book in
// file; an error for a game other than chess.
func withPolyglot(own search.Book, rules *board.Rules, file string) (search.Book, error) {
	b, err := polyglot.OpenFor(rules, file)
	if err != nil {
		return nil, fmt.Errorf("--book: %w", err)
	}
	return search.Books{own, b}, nil
}

// runPack is "chespel pack BOT.chs [-o FILE|DIR/] [-f]": it checks the
// script and, when it has no errors, writes this executable with the script
// appended (see payload.CheckDestination for what it refuses to replace).
// Ctrl-C or SIGTERM during the write leaves nothing behind.
func runPack(e *env, script, out string, force bool) int {
	src, err := input.ReadFile(script)
	if err != nil {
		e.errorf("pack: %v", err)
		return exitFailure
	}
	name := botName(script)
	if out == "" && name == filepath.Base(script) {
		e.errorf("pack: %s does not end in .chs: name the executable with -o FILE", script)
		return exitUsage
	}
	out = payload.Destination(cmp.Or(out, name), name)
	var rules *payload.File
	read := func(path string) ([]byte, error) {
		data, err := types.ReadRuleFile(path)
		rules = &payload.File{Name: filepath.Base(path), Data: data}
		return data, err
	}
	if loadBotWith(e, script, src, types.Options{ReadFile: read}) == nil {
		e.errorf("pack: %s has errors; nothing written", script)
		return exitFailure
	}
	if err := payload.CheckDestination(out, force, script); err != nil {
		e.errorf("pack: %v", err)
		return exitFailure
	}
	exe, err := os.Executable()
	if err != nil {
		e.errorf("pack: %v", err)
		return exitFailure
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	p := &payload.Payload{Script: payload.File{Name: filepath.Base(script), Data: src}, Rules: rules}
	if err := payload.WriteExecutable(ctx, out, exe, p); err != nil {
		if ctx.Err() != nil {
			err = fmt.Errorf("interrupted: nothing written to %s", out)
		}
		e.errorf("pack: %v", err)
		return exitFailure
	}
	fmt.Fprintf(e.stdout, "packed %s into %s\n", script, out)
	return exitOK
}

// runBench is "chespel bench": the bot searches every bench position to
// depth; the node count is the same on every run.
func runBench(e *env, filename string, src []byte, depth int) int {
	bot := loadBot(e, filename, src)
	if bot == nil {
		return exitFailure
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	res, err := search.BenchGame(ctx, evaluators(bot), botRules(bot), depth)
	if err != nil {
		e.errorf("bench: %v", err)
		return exitFailure
	}
	fmt.Fprintf(e.stdout, "bot: %s\npositions: %d\ndepth: %d\nnodes: %d\nevals: %d\nevals-share: %.1f%%\n",
		bot.Name(), res.Positions, depth, res.Nodes, res.Evals, 100*res.EvalShare())
	fmt.Fprintf(e.stdout, "time: %.3fs\ncpu: %.3fs\nnps-cpu: %d\nevals-cpu: %d\nnps: %d\n",
		res.Time.Seconds(), res.CPU.Seconds(), res.NPSCPU(), res.EvalsCPU(), res.NPS())
	return exitOK
}

// runBenchEvals is "chespel bench -evals": the bot evaluates the bench
// positions in turn, without a search, and the time of one evaluation is
// the last line.
func runBenchEvals(e *env, filename string, src []byte) int {
	bot := loadBot(e, filename, src)
	if bot == nil {
		return exitFailure
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	res, err := search.BenchEvals(ctx, evaluators(bot), botRules(bot), 0)
	if err != nil {
		e.errorf("bench: %v", err)
		return exitFailure
	}
	us, cpu := res.MicrosPerEval()
	clock := "cpu"
	if !cpu {
		clock = "wall"
	}
	fmt.Fprintf(e.stdout, "bot: %s\npositions: %d\nevals: %d\ntime: %.3fs\ncpu: %.3fs\neval: %.3f us/eval (%s)\n",
		bot.Name(), res.Positions, res.Evals, res.Time.Seconds(), res.CPU.Seconds(), us, clock)
	return exitOK
}

func fmtFlags(fs *flag.FlagSet) func(e *env, args []string) int {
	write := fs.Bool("w", false, "rewrite each file in place instead of printing it")
	diff := fs.Bool("d", false, "print a diff of the changes instead of the formatted text")
	return func(e *env, args []string) int { return runFmt(e, args, *write, *diff) }
}

// runFmt is "chespel fmt [-w] [-d] [FILE...]": each script formatted, on
// standard output or (-w) in place, or (-d) the diff of the changes.
func runFmt(e *env, files []string, write, diff bool) int {
	if len(files) == 0 {
		if write {
			e.errorf("fmt: -w needs a file to rewrite")
			return exitUsage
		}
		src, err := input.ReadAll(e.stdin, "standard input")
		if err != nil {
			e.errorf("fmt: %v", err)
			return exitFailure
		}
		return fmtSource(e, "<stdin>", src, false, diff)
	}
	code := exitOK
	for _, name := range files {
		src, err := input.ReadFile(name)
		if err != nil {
			e.errorf("fmt: %v", err)
			code = exitFailure
			continue
		}
		if fmtSource(e, name, src, write, diff) != exitOK {
			code = exitFailure
		}
	}
	return code
}

// fmtSource formats one script and prints, writes or diffs the result.
func fmtSource(e *env, name string, src []byte, write, diff bool) int {
	out, err := format.Source(name, src)
	var diags lexer.ErrorList
	switch {
	case errors.As(err, &diags):
		fmt.Fprint(e.stderr, diags.Format(src))
		return exitFailure
	case err != nil:
		e.errorf("fmt: %v", err)
		return exitFailure
	}
	if diff {
		fmt.Fprint(e.stdout, format.Diff(name, src, out))
	}
	if write && !bytes.Equal(src, out) {
		if err := format.WriteFile(name, out); err != nil {
			e.errorf("fmt: %v", err)
			return exitFailure
		}
	}
	if !write && !diff {
		e.stdout.Write(out)
	}
	return exitOK
}

// runLSP is "chespel lsp": the language server on the standard streams,
// until the client says exit or closes the input.
func runLSP(e *env, _ []string) int {
	if err := lsp.Serve(context.Background(), e.stdin, e.stdout, e.stderr); err != nil {
		e.errorf("lsp: %v", err)
		return exitFailure
	}
	return exitOK
}

func matchFlags(fs *flag.FlagSet) func(e *env, args []string) int {
	var o matchOptions
	fs.IntVar(&o.games, "games", 100, "play `N` games")
	fs.IntVar(&o.tc, "tc", 0, "fixed time per move in `MS` (default 100 without -clock)")
	fs.StringVar(&o.clock, "clock", "", "a clock of `BASE+INC` milliseconds instead of -tc")
	fs.IntVar(&o.nodes, "nodes", 0, "`N` nodes per move for both sides instead of a time (load-independent)")
	fs.IntVar(&o.concurrency, "concurrency", 1, "games played at once")
	fs.StringVar(&o.openings, "openings", "", "openings: an EPD/FEN/'startpos moves' `FILE`, a PGN file, or an endgame spec such as KQk")
	fs.StringVar(&o.pgn, "pgn", "", "append each finished game to `FILE` as PGN")
	fs.StringVar(&o.sprt, "sprt", "", "SPRT of `ELO0,ELO1[,ALPHA,BETA]` (logistic Elo); stops when a bound is crossed")
	fs.IntVar(&o.maxPlies, "maxplies", 0, "adjudicate a game as a draw after `N` plies (0: never)")
	fs.StringVar(&o.game, "game", "", "the `GAME` (an embedded rule set or a rule-set file) when both sides are UCI engines")
	return func(e *env, args []string) int {
		if !wantArgs(e, "match", args, 2, 2) {
			return exitUsage
		}
		return runMatch(e, args[0], args[1], o)
	}
}

// matchPlayer is one side of a match: "uci:COMMAND", a bot file, or an
// embedded bot's name. A bot is compiled once; each game gets its own
// evaluator (Bot.NewEvaluator), so that games played at once share nothing
// but the read-only program.
func matchPlayer(e *env, spec string) match.Player {
	if cmd, ok := strings.CutPrefix(spec, "uci:"); ok {
		return match.NewUCIPlayer(cmd)
	}
	name, src, err := readBot(spec)
	if err != nil {
		e.errorf("match: %v", err)
		return nil
	}
	bot := loadBot(e, name, src)
	if bot == nil {
		return nil
	}
	return &match.BotPlayer{Label: bot.Name(), Rules: botRules(bot), New: func() (match.Bot, error) {
		b := match.Bot{Eval: bot.NewEvaluator(), Limits: search.Limits{MaxTime: bot.MaxTime(), Depth: bot.MaxDepth()}}
		if book := bot.Book(); book != nil {
			b.Book = book
		}
		return b, nil
	}}
}

// matchOptions are the flags of match.
type matchOptions struct {
	games, tc, concurrency, maxPlies, nodes int
	clock, openings, pgn, sprt, game        string
}

// runMatch is "chespel match A B": the games' lines while they are played,
// then the summary. Ctrl-C stops the match and prints the summary so far.
func runMatch(e *env, a, b string, o matchOptions) int {
	cfg := match.Config{Games: o.games, Concurrency: o.concurrency, MaxPlies: o.maxPlies}
	var err error
	if o.nodes != 0 {
		cfg.Clock, err = match.NodesClock(o.nodes, o.tc, o.clock)
	} else {
		cfg.Clock, err = match.ParseClock(o.tc, o.clock)
	}
	if err == nil && o.games < 1 {
		err = fmt.Errorf("-games %d: want at least 1", o.games)
	}
	if err == nil && o.sprt != "" {
		var t match.SPRT
		t, err = match.ParseSPRT(o.sprt)
		cfg.SPRT = &t
	}
	if err != nil {
		e.errorf("match: %v", err)
		return exitUsage
	}
	if cfg.A, cfg.B = matchPlayer(e, a), matchPlayer(e, b); cfg.A == nil || cfg.B == nil {
		return exitFailure
	}
	rules, err := match.GameRules(cfg.A, cfg.B)
	if err == nil && o.game != "" {
		rules, err = matchGame(o.game, cfg.A, cfg.B)
	}
	if err == nil {
		cfg.Openings, err = match.LoadOpenings(o.openings, rules, (o.games+1)/2, 1)
	}
	if err == nil && o.pgn != "" {
		var f *os.File
		if f, err = os.OpenFile(o.pgn, os.O_WRONLY|os.O_CREATE|os.O_APPEND, 0o644); err == nil {
			defer f.Close()
			cfg.PGN = f
		}
	}
	if err != nil {
		e.errorf("match: %v", err)
		return exitFailure
	}
	if cfg.Repeats() {
		e.errorf("match: warning: %d games from %d openings at a fixed node count: after %d games they repeat and count twice; give more openings (chespel datagen writes them)", cfg.Games, len(cfg.Openings), 2*len(cfg.Openings))
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	s := match.Run(ctx, cfg, e.stdout)
	s.Report(e.stdout, cfg)
	if s.Err != nil {
		e.errorf("match: %v", s.Err)
		return exitFailure
	}
	return exitOK
}

// matchGame is the game of match's -game: an embedded rule set or a
// rule-set file, which the board then judges; a bot side plays its own
// game, which -game must name.
func matchGame(name string, a, b match.Player) (*board.Rules, error) {
	rs, err := loadRules(name)
	if err != nil {
		return nil, fmt.Errorf("-game: %v", err)
	}
	rules, err := board.Compile(rs)
	if err != nil {
		return nil, fmt.Errorf("-game %s: %v", name, err)
	}
	for _, p := range []match.Player{a, b} {
		if bp, ok := p.(*match.BotPlayer); ok && bp.Rules.Name() != rules.Name() {
			return nil, fmt.Errorf("-game %s: %s plays %s", name, p.Name(), bp.Rules.Name())
		}
	}
	return rules, nil
}

func epdFlags(fs *flag.FlagSet) func(e *env, args []string) int {
	movetime := fs.Int("movetime", 0, "search each position `MS` milliseconds (default 1000 without -depth)")
	depth := fs.Int("depth", 0, "search each position to `D` plies")
	return func(e *env, args []string) int {
		if !wantArgs(e, "epd", args, 2, 2) {
			return exitUsage
		}
		if *movetime < 0 || *depth < 0 {
			e.errorf("epd: -movetime and -depth want a number 0 or more")
			return exitUsage
		}
		if yearMS := 365 * 24 * 3600 * 1000; *movetime > yearMS {
			e.errorf("epd: -movetime %d: want at most %d (a year)", *movetime, yearMS)
			return exitUsage
		}
		lim := search.Limits{MoveTime: time.Duration(*movetime) * time.Millisecond, Depth: *depth}
		if *movetime == 0 && *depth == 0 {
			lim.MoveTime = time.Second
		}
		return runEPD(e, args[0], args[1], lim)
	}
}

// runEPD is "chespel epd BOT SUITE.epd": one line per position, the time,
// "solved: N of M" and the positions missed. The bot's book is not used.
func runEPD(e *env, botSpec, suiteFile string, lim search.Limits) int {
	if strings.HasPrefix(botSpec, "uci:") {
		e.errorf("epd: want a bot script or an embedded bot's name, got %s", botSpec)
		return exitUsage
	}
	pl := matchPlayer(e, botSpec)
	if pl == nil {
		return exitFailure
	}
	p, ok := pl.(*match.BotPlayer)
	if !ok {
		e.errorf("datagen: %s is an external engine: want a Chespel bot", botSpec)
		return exitUsage
	}
	bot, err := p.New()
	rules := p.Rules
	f, ferr := os.Open(suiteFile)
	if err = errors.Join(err, ferr); err != nil {
		e.errorf("epd: %v", err)
		return exitFailure
	}
	defer f.Close()
	lines, err := suite.Read(f, rules)
	if err != nil {
		e.errorf("epd: %s: %v", suiteFile, err)
		return exitFailure
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	res, err := suite.Run(ctx, search.NewEngine(bot.Eval, search.DefaultHashMB), lines, lim, e.stdout)
	res.Report(e.stdout)
	if err != nil {
		e.errorf("epd: %v", err)
		return exitFailure
	}
	return exitOK
}

func datagenFlags(fs *flag.FlagSet) func(e *env, args []string) int {
	n := fs.Int("n", 10000, "write `N` positions")
	out := fs.String("o", "", "write to `FILE` (required)")
	depth := fs.Int("depth", 4, "search each move to `D` plies")
	nodes := fs.Uint64("nodes", 0, "search each move about `N` nodes instead of -depth")
	seed := fs.Uint64("seed", 1, "random `SEED` of the openings")
	return func(e *env, args []string) int {
		if !wantArgs(e, "datagen", args, 1, 1) {
			return exitUsage
		}
		if *out == "" || *n < 1 || *depth < 1 {
			e.errorf("datagen: want -o FILE, -n of at least 1 and -depth of at least 1")
			return exitUsage
		}
		lim := search.Limits{Depth: *depth}
		if *nodes > 0 {
			lim = search.Limits{Nodes: *nodes}
		}
		cfg := datagen.Config{Positions: *n, Limits: lim, RandomPlies: 8, MaxPlies: 400, Seed: *seed}
		return runDatagen(e, args[0], *out, cfg)
	}
}

func tuneFlags(fs *flag.FlagSet) func(e *env, args []string) int {
	out := fs.String("o", "", "write the tuned script to `FILE` (required)")
	fix := fs.String("fix", "", "leave the numbers of the `RULES` (comma-separated names of rules, module-level lets or tables) alone")
	iterations := fs.Int("iterations", 100, "take at most `N` steps of the minimisation")
	ridge := fs.Float64("ridge", 0, "pull each number towards its start: minimise the error plus `R` times the sum of the squared changes (pawns)")
	return func(e *env, args []string) int {
		if !wantArgs(e, "tune", args, 2, 2) {
			return exitUsage
		}
		if *out == "" || *iterations < 1 || !(*ridge >= 0) {
			e.errorf("tune: want -o FILE, -iterations of at least 1 and -ridge of at least 0")
			return exitUsage
		}
		var fixed []string
		if *fix != "" {
			fixed = strings.Split(*fix, ",")
		}
		return runTune(e, args[0], args[1], *out, tune.Config{Fix: fixed, Iterations: *iterations, Ridge: *ridge})
	}
}

// runTune is "chespel tune BOT.chs DATA -o OUT": the report, ending with
// "error before:" and "error after:", and the tuned script written
// atomically.
func runTune(e *env, botFile, dataFile, out string, cfg tune.Config) int {
	src, err := input.ReadFile(botFile)
	if err != nil {
		e.errorf("tune: %v", err)
		return exitFailure
	}
	bot := loadBot(e, botFile, src)
	if bot == nil {
		return exitFailure
	}
	f, err := os.Open(dataFile)
	if err != nil {
		e.errorf("tune: %v", err)
		return exitFailure
	}
	defer f.Close()
	samples, err := tune.ReadData(dataFile, f, bot.Rules())
	if err != nil {
		e.errorf("tune: %v", err)
		return exitFailure
	}
	cfg.Options = scriptOptions(botFile, src)
	res, err := tune.Tune(botFile, src, bot, samples, cfg)
	if err == nil {
		err = format.WriteOrCreate(out, res.Source)
	}
	if err != nil {
		e.errorf("tune: %v", err)
		return exitFailure
	}
	res.Report(e.stdout)
	return exitOK
}

// runDatagen is "chespel datagen BOT -n N -o FILE": self-play data, then
// "positions: N".
func runDatagen(e *env, botSpec, out string, cfg datagen.Config) int {
	pl := matchPlayer(e, botSpec)
	if pl == nil {
		return exitFailure
	}
	p, ok := pl.(*match.BotPlayer)
	if !ok {
		e.errorf("datagen: %s is an external engine: want a Chespel bot", botSpec)
		return exitUsage
	}
	bot, err := p.New()
	if err == nil {
		cfg.Eval, cfg.Rules = bot.Eval, p.Rules
	}
	var f *os.File
	if err == nil {
		f, err = os.Create(out)
	}
	if err != nil {
		e.errorf("datagen: %v", err)
		return exitFailure
	}
	defer f.Close()
	// Interrupted, the file keeps the whole lines of the finished games.
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	n, err := datagen.Generate(ctx, cfg, f)
	if err != nil {
		e.errorf("datagen: %v", err)
		return exitFailure
	}
	fmt.Fprintf(e.stdout, "positions: %d\n", n)
	return exitOK
}
