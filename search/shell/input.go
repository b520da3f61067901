package shell

import (
	"bufio"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/chzyer/readline"

	"github.com/chespel/chespel/carn/input"
)

// errInterrupted is what reading a line returns when Ctrl-C was typed at the
// prompt: the line is dropped and the shell asks again.
var errInterrupted = errors.New("interrupted")

// lineSource is where the shell's lines come from: plain lines from a pipe
// or a file, or a readline prompt on a terminal.
type lineSource interface {
	// ReadLine returns the next line without its end, io.EOF at the end of
	// the input and errInterrupted for Ctrl-C at the prompt. The prompt is
	// shown only on a terminal.
	ReadLine(prompt string) (string, error)
	// Reader returns the rest of the input as a stream of lines.
	Reader() io.Reader
	// Terminal reports whether the lines come from a person at a terminal.
	Terminal() bool
	// SetCompleter sets the words that tab completion offers for the word
	// under the cursor, given the text of the line before that word.
	SetCompleter(words func(before string) []string)
	Close() error
}

// newLineSource returns a readline prompt when in and out are a terminal,
// plain line reading otherwise.
func newLineSource(in io.Reader, out, errOut io.Writer, historyFile string) (lineSource, error) {
	if isTerminal(in) && isTerminal(out) {
		return newTerminal(historyFile, errOut)
	}
	br := bufio.NewReader(in)
	return &plainSource{in: br, lines: input.NewLineReader(br)}, nil
}

// IsTerminal reports whether f is a terminal (an *os.File that is one).
func IsTerminal(f any) bool {
	return isTerminal(f)
}

// isTerminal reports whether f is a terminal.
func isTerminal(f any) bool {
	file, ok := f.(*os.File)
	return ok && readline.IsTerminal(int(file.Fd()))
}

// plainSource reads lines with no prompt, each at most input.MaxLine bytes
// (a longer one is an error wrapping input.ErrTooLong).
type plainSource struct {
	in    *bufio.Reader
	lines *input.LineReader
}

func (p *plainSource) ReadLine(string) (string, error) { return p.lines.ReadLine() }

func (p *plainSource) Reader() io.Reader                  { return p.in }
func (p *plainSource) Terminal() bool                     { return false }
func (p *plainSource) SetCompleter(func(string) []string) {}
func (p *plainSource) Close() error                       { return nil }

// terminalSource reads lines with readline: a prompt, line editing,
// history and tab completion.
type terminalSource struct {
	rl        *readline.Instance
	completer *completer
}

// newTerminal starts readline with history in historyFile ("" for the
// default place, "-" for none). A history that cannot be kept is reported
// on errOut and the shell goes on without it.
func newTerminal(historyFile string, errOut io.Writer) (*terminalSource, error) {
	path, err := historyPath(historyFile)
	if err != nil {
		io.WriteString(errOut, "warning: no history: "+err.Error()+"\n")
	}
	c := &completer{words: func(string) []string { return nil }}
	rl, err := readline.NewEx(&readline.Config{
		Prompt:              "> ",
		HistoryFile:         path,
		AutoComplete:        c,
		HistorySearchFold:   true,
		FuncFilterInputRune: new(lineCap).filter,
	})
	if err != nil {
		return nil, err
	}
	return &terminalSource{rl: rl, completer: c}, nil
}

// historyPath returns the file that keeps the history: file itself, or
// chespel/history in the user's configuration directory, created if need
// be. It returns "" for no history.
func historyPath(file string) (string, error) {
	switch file {
	case "-":
		return "", nil
	case "":
	default:
		return file, nil
	}
	dir, err := os.UserConfigDir()
	if err != nil {
		return "", err
	}
	dir = filepath.Join(dir, "chespel")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", err
	}
	return filepath.Join(dir, "history"), nil
}

func (t *terminalSource) ReadLine(prompt string) (string, error) {
	t.rl.SetPrompt(prompt)
	line, err := t.rl.Readline()
	if errors.Is(err, readline.ErrInterrupt) {
		return "", errInterrupted
	}
	if err == nil {
		err = tooLong(line)
	}
	return line, err
}

// Reader returns the lines typed from now on, for the UCI protocol; Ctrl-C
// there sends "stop".
func (t *terminalSource) Reader() io.Reader {
	return &terminalReader{t: t}
}

func (t *terminalSource) Terminal() bool { return true }
func (t *terminalSource) SetCompleter(words func(string) []string) {
	t.completer.words = words
}
func (t *terminalSource) Close() error { return t.rl.Close() }

// terminalReader turns readline's lines back into a stream.
type terminalReader struct {
	t       *terminalSource
	pending []byte
}

func (r *terminalReader) Read(b []byte) (int, error) {
	for len(r.pending) == 0 {
		line, err := r.t.ReadLine("")
		switch {
		case errors.Is(err, errInterrupted):
			line = "stop"
		case errors.Is(err, input.ErrTooLong):
			// passed on: the protocol's reader refuses it as too long
		case err != nil:
			return 0, err
		}
		r.pending = []byte(line + "\n")
	}
	n := copy(b, r.pending)
	r.pending = r.pending[n:]
	return n, nil
}

// completer completes the word under the cursor from a list of words that
// depends on the text before it.
type completer struct {
	words func(before string) []string
}

// Do implements readline.AutoCompleter: the endings of the words that start
// with what is typed of the word before the cursor (in any case).
func (c *completer) Do(line []rune, pos int) ([][]rune, int) {
	return completions(c.words, string(line[:pos]))
}

// completions returns the endings that complete the last word of typed,
// and that word's length in runes.
func completions(words func(before string) []string, typed string) ([][]rune, int) {
	start := strings.LastIndexAny(typed, " \t") + 1
	before, word := typed[:start], typed[start:]
	var endings [][]rune
	for _, w := range words(before) {
		if len(w) >= len(word) && strings.EqualFold(w[:len(word)], word) {
			endings = append(endings, []rune(w[len(word):]+" "))
		}
	}
	return endings, len([]rune(word))
}
