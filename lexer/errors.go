package lexer

import (
	"fmt"
	"sort"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Pos is a position in a source file: a 1-based line and a 1-based column
// counted in runes (a tab is one column). The zero Pos means "no position".
type Pos struct {
	Line, Col int
}

// IsValid reports whether p is a real position (line and column at least 1).
func (p Pos) IsValid() bool { return p.Line > 0 && p.Col > 0 }

// String formats p as "line:col".
func (p Pos) String() string { return fmt.Sprintf("%d:%d", p.Line, p.Col) }

// Before reports whether p comes before q in the source.
func (p Pos) Before(q Pos) bool {
	return p.Line < q.Line || p.Line == q.Line && p.Col < q.Col
}

// Error is a positioned diagnostic: a compile error or, when Warning is set,
// a warning that does not stop the script from running.
type Error struct {
	File    string // the file name, "" when unknown
	Pos     Pos
	Msg     string
	Warning bool
}

// Error formats e as "file:line:col: message" ("line:col: message" when the
// file is unknown), with "warning: " before the message of a warning.
func (e *Error) Error() string {
	var b strings.Builder
	if e.File != "" {
		b.WriteString(e.File)
		b.WriteByte(':')
	}
	b.WriteString(e.Pos.String())
	b.WriteString(": ")
	if e.Warning {
		b.WriteString("warning: ")
	}
	b.WriteString(e.Msg)
	return b.String()
}

// Format returns e's message followed by the source line it points at and a
// caret under its column. Tabs of the source line are kept in the caret line
// so that the caret lines up however tabs are displayed. When the position
// lies outside src, only the message is returned.
func (e *Error) Format(src []byte) string {
	line, ok := sourceLine(src, e.Pos.Line)
	if !ok {
		return e.Error()
	}
	shown, caret := displayLine(line, e.Pos.Col)
	return e.Error() + "\n" + shown + "\n" + caret
}

// sourceLine returns the text of the 1-based line n of src, without its
// line end.
func sourceLine(src []byte, n int) (string, bool) {
	line, ok := rawLine(src, n)
	return strings.TrimSuffix(line, "\r"), ok
}

// rawLine returns the text of the 1-based line n of src, without its "\n"
// but with the "\r" of a CRLF line end.
func rawLine(src []byte, n int) (string, bool) {
	if n < 1 {
		return "", false
	}
	text := string(src)
	for i := 1; i < n; i++ {
		nl := strings.IndexByte(text, '\n')
		if nl < 0 {
			return "", false
		}
		text = text[nl+1:]
	}
	if nl := strings.IndexByte(text, '\n'); nl >= 0 {
		text = text[:nl]
	}
	return text, true
}

// The window of a long source line shown under an error: at most
// windowRunes columns, starting windowBefore columns before the error.
const (
	windowRunes  = 100
	windowBefore = 40
)

// displayLine returns the source line as an error shows it, and the caret
// line under it pointing at the 1-based rune column col: tabs are kept (in
// the caret line too, so that the caret lines up however tabs are
// displayed), other control characters are escaped (\x1b), bytes that are
// not UTF-8 are shown as their value (\xff), and a line longer than
// windowRunes is cut to a window around col, "..." marking the cuts.
func displayLine(line string, col int) (shown, caret string) {
	from, to := 1, utf8.RuneCountInString(line)+1
	if to-from > windowRunes {
		from = max(1, min(col-windowBefore, to-windowRunes))
		to = from + windowRunes
	}
	var text, under strings.Builder
	if from > 1 {
		text.WriteString("...")
		under.WriteString("   ")
	}
	n := 1
	for i, w := 0, 0; i < len(line) && n < to; i, n = i+w, n+1 {
		var r rune
		r, w = utf8.DecodeRuneInString(line[i:])
		if n < from {
			continue
		}
		piece := string(r)
		switch {
		case r == '\t':
		case r == utf8.RuneError && w == 1:
			piece = fmt.Sprintf("\\x%02x", line[i])
		case !unicode.IsPrint(r):
			piece = strings.Trim(strconv.QuoteRune(r), "'")
		}
		text.WriteString(piece)
		if n < col {
			if r == '\t' {
				under.WriteByte('\t')
			} else {
				under.WriteString(strings.Repeat(" ", utf8.RuneCountInString(piece)))
			}
		}
	}
	if n < utf8.RuneCountInString(line)+1 {
		text.WriteString("...")
	}
	for ; n < col; n++ {
		under.WriteByte(' ')
	}
	under.WriteByte('^')
	return text.String(), under.String()
}

// MaxErrors is how many errors a phase reports before it gives up on a file.
const MaxErrors = 20

// ErrorList is a list of positioned errors and warnings. Phases append to it
// with Add; Sort orders it by position and drops exact duplicates.
type ErrorList []*Error

// Add appends an error at pos. It formats the message like fmt.Sprintf.
func (l *ErrorList) Add(file string, pos Pos, format string, args ...any) {
	*l = append(*l, &Error{File: file, Pos: pos, Msg: fmt.Sprintf(format, args...)})
}

// AddWarning appends a warning at pos. It formats the message like fmt.Sprintf.
func (l *ErrorList) AddWarning(file string, pos Pos, format string, args ...any) {
	*l = append(*l, &Error{File: file, Pos: pos, Msg: fmt.Sprintf(format, args...), Warning: true})
}

// Len returns the number of entries, errors and warnings.
func (l ErrorList) Len() int { return len(l) }

// Swap swaps entries i and j.
func (l ErrorList) Swap(i, j int) { l[i], l[j] = l[j], l[i] }

// Less orders entries by file, then position.
func (l ErrorList) Less(i, j int) bool {
	a, b := l[i], l[j]
	if a.File != b.File {
		return a.File < b.File
	}
	return a.Pos.Before(b.Pos)
}

// Sort sorts l by position, keeping the order of entries at the same
// position, and removes entries equal to an earlier one at that position.
func (l *ErrorList) Sort() {
	sort.Stable(*l)
	out := (*l)[:0]
	for _, e := range *l {
		if !seenAt(out, e) {
			out = append(out, e)
		}
	}
	*l = out
}

// seenAt reports whether sorted holds an entry equal to e among its last
// entries at e's position.
func seenAt(sorted []*Error, e *Error) bool {
	for i := len(sorted) - 1; i >= 0 && sorted[i].Pos == e.Pos && sorted[i].File == e.File; i-- {
		if *sorted[i] == *e {
			return true
		}
	}
	return false
}

// Errors returns the number of entries that are errors, not warnings.
func (l ErrorList) Errors() int {
	n := 0
	for _, e := range l {
		if !e.Warning {
			n++
		}
	}
	return n
}

// Err returns l as an error when it holds at least one error (not only
// warnings), and nil otherwise.
func (l ErrorList) Err() error {
	if l.Errors() == 0 {
		return nil
	}
	return l
}

// Error formats the entries one a line, as Error.Error does.
func (l ErrorList) Error() string {
	lines := make([]string, len(l))
	for i, e := range l {
		lines[i] = e.Error()
	}
	return strings.Join(lines, "\n")
}

// Format formats every entry with its source line and caret (see
// Error.Format), separated by newlines and ending in one.
func (l ErrorList) Format(src []byte) string {
	var b strings.Builder
	for _, e := range l {
		b.WriteString(e.Format(src))
		b.WriteByte('\n')
	}
	return b.String()
}

// InSource reports whether pos lies within src: a line that exists and a
// column at most one past the end of that line (a carriage return counts).
func InSource(src []byte, pos Pos) bool {
	line, ok := rawLine(src, pos.Line)
	return ok && pos.Col >= 1 && pos.Col <= utf8.RuneCountInString(line)+1
}
