package pgn

import (
	"errors"
	"fmt"
	"io"
	"strings"
)

// tokKind is the kind of a PGN token that the reader uses.
type tokKind int

const (
	tokTag     tokKind = iota // [Name "Value"]
	tokMove                   // a move in SAN (or UCI)
	tokComment                // {text} or ;text
	tokResult                 // 1-0, 0-1, 1/2-1/2, *
)

// token is one token with the line it starts on.
type token struct {
	kind tokKind
	text string
	tag  Tag
	line int
}

// results are the game termination markers.
var results = []string{"1-0", "0-1", "1/2-1/2", "*"}

// token returns the next token that matters, skipping move numbers, NAGs,
// annotation suffixes, variations and escape lines; io.EOF at the end.
func (r *Reader) token() (token, error) {
	for {
		c, err := r.skipSpace()
		if err != nil {
			return token{}, err
		}
		line := r.line
		switch {
		case c == '[':
			tag, err := r.readTag()
			return token{kind: tokTag, tag: tag, line: line}, err
		case c == '{':
			text, err := r.readUntil('}')
			return token{kind: tokComment, text: strings.Join(strings.Fields(text), " "), line: line}, err
		case c == ';':
			text, err := r.readUntil('\n')
			return token{kind: tokComment, text: strings.TrimSpace(text), line: line}, err
		case c == '(':
			if err := r.skipVariation(); err != nil {
				return token{}, err
			}
		case c == ')':
			return token{}, &Error{line, "')' without a variation to close"}
		case c == ']' || c == '}':
			return token{}, &Error{line, fmt.Sprintf("'%c' without a '%c' to close", c, c-2)}
		default:
			r.unread(c)
			word, err := r.readWord()
			if err != nil {
				return token{}, err
			}
			if tok, ok := classify(word, line); ok {
				return tok, nil
			}
		}
	}
}

// classify turns a word into a result or a move; move numbers and NAGs are
// not tokens (false).
func classify(word string, line int) (token, bool) {
	for _, res := range results {
		if word == res {
			return token{kind: tokResult, text: word, line: line}, true
		}
	}
	if word == "" || word[0] == '$' {
		return token{}, false
	}
	word = strings.TrimLeft(word, "0123456789")
	word = strings.TrimLeft(word, ".")
	word = strings.TrimRight(word, "!?")
	if word == "" {
		return token{}, false
	}
	return token{kind: tokMove, text: word, line: line}, true
}

// readByte reads one byte, counting lines; a line starting with % is an
// escape and skipped whole.
func (r *Reader) readByte() (byte, error) {
	for {
		c, err := r.src.ReadByte()
		if err != nil {
			return 0, err
		}
		if r.atBOL && c == '%' {
			if _, err := r.src.ReadString('\n'); err != nil {
				return 0, err
			}
			r.line++
			continue
		}
		r.atBOL = c == '\n'
		if c == '\n' {
			r.line++
		}
		return c, nil
	}
}

// unread puts back the byte just read (never a newline).
func (r *Reader) unread(c byte) { _ = r.src.UnreadByte() }

// skipSpace returns the next byte that is not white space.
func (r *Reader) skipSpace() (byte, error) {
	for {
		c, err := r.readByte()
		if err != nil {
			return 0, err
		}
		if c != ' ' && c != '\t' && c != '\n' && c != '\r' && c != '\f' && c != '\v' && c != 0xEF && c != 0xBB && c != 0xBF {
			return c, nil
		}
	}
}

// readWord reads up to white space or a delimiter.
func (r *Reader) readWord() (string, error) {
	var b strings.Builder
	for {
		c, err := r.readByte()
		if errors.Is(err, io.EOF) && b.Len() > 0 {
			return b.String(), nil
		}
		if err != nil {
			return "", err
		}
		if strings.IndexByte(" \t\n\r\f\v[]{}();", c) >= 0 {
			if c != '\n' {
				r.unread(c)
			}
			return b.String(), nil
		}
		b.WriteByte(c)
	}
}

// readUntil reads up to the byte end, which it consumes.
func (r *Reader) readUntil(end byte) (string, error) {
	var b strings.Builder
	start := r.line
	for {
		c, err := r.readByte()
		if errors.Is(err, io.EOF) && end == '\n' {
			return b.String(), nil
		}
		if errors.Is(err, io.EOF) {
			return "", &Error{start, fmt.Sprintf("%q not closed", "{")}
		}
		if err != nil {
			return "", err
		}
		if c == end {
			return b.String(), nil
		}
		b.WriteByte(c)
	}
}

// skipVariation skips to the ')' that closes the variation just opened,
// through nested variations and comments.
func (r *Reader) skipVariation() error {
	start, depth := r.line, 1
	for depth > 0 {
		c, err := r.readByte()
		if errors.Is(err, io.EOF) {
			return &Error{start, "variation '(' not closed"}
		}
		if err != nil {
			return err
		}
		switch c {
		case '(':
			depth++
		case ')':
			depth--
		case '{':
			if _, err := r.readUntil('}'); err != nil {
				return err
			}
		}
	}
	return nil
}

// readTag reads a tag pair after its '[': Name "Value" ].
func (r *Reader) readTag() (Tag, error) {
	line := r.line
	c, err := r.skipSpace()
	if err != nil {
		return Tag{}, &Error{line, "tag not closed"}
	}
	r.unread(c)
	name, err := r.readWord()
	if err != nil || name == "" {
		return Tag{}, &Error{line, "tag without a name, want [Name \"value\"]"}
	}
	if c, err = r.skipSpace(); err != nil || c != '"' {
		return Tag{}, &Error{line, fmt.Sprintf("tag %s: want a quoted value", name)}
	}
	value, err := r.readQuoted(line)
	if err != nil {
		return Tag{}, err
	}
	if c, err = r.skipSpace(); err != nil || c != ']' {
		return Tag{}, &Error{line, fmt.Sprintf("tag %s: want ']' after the value", name)}
	}
	return Tag{name, value}, nil
}

// readQuoted reads a string's characters after its opening quote, with \"
// and \\ escapes.
func (r *Reader) readQuoted(line int) (string, error) {
	var b strings.Builder
	for {
		c, err := r.readByte()
		if err != nil || c == '\n' {
			return "", &Error{line, "tag value not closed by '\"'"}
		}
		switch c {
		case '"':
			return b.String(), nil
		case '\\':
			if c, err = r.readByte(); err != nil {
				return "", &Error{line, "tag value not closed by '\"'"}
			}
		}
		b.WriteByte(c)
	}
}
