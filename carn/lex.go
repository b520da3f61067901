package carn

import (
	"strings"
	"unicode/utf8"
)

// tokenKind is the kind of one CARN lexeme.
type tokenKind uint8

// The token kinds. The four star forms are separate lexemes, matched longest
// first (spec D3).
const (
	tokEOF tokenKind = iota
	tokIdent
	tokInt
	tokStar         // *
	tokStarStar     // **
	tokStarHash     // *#
	tokStarStarHash // **#
	tokPlus
	tokMinus
	tokTilde
	tokDollar
	tokLParen
	tokRParen
	tokComma
	tokPipe
	tokAt
)

// tokenNames names each kind in error messages.
var tokenNames = [...]string{
	tokEOF:          "end of text",
	tokIdent:        "name",
	tokInt:          "number",
	tokStar:         `"*"`,
	tokStarStar:     `"**"`,
	tokStarHash:     `"*#"`,
	tokStarStarHash: `"**#"`,
	tokPlus:         `"+"`,
	tokMinus:        `"-"`,
	tokTilde:        `"~"`,
	tokDollar:       `"$"`,
	tokLParen:       `"("`,
	tokRParen:       `")"`,
	tokComma:        `","`,
	tokPipe:         `"|"`,
	tokAt:           `"@"`,
}

// symbols maps the one-character reserved symbols to their kinds.
var symbols = map[byte]tokenKind{
	'+': tokPlus, '-': tokMinus, '~': tokTilde, '$': tokDollar,
	'(': tokLParen, ')': tokRParen, ',': tokComma, '|': tokPipe, '@': tokAt,
}

// maxInt is the largest number a CARN text may write; no board is larger than
// MaxSize, so bigger numbers can only be mistakes.
const maxInt = 255

// token is one lexeme with its position. blank says whether a blank (or the
// start of the text) comes right before it: the blank between two counts is
// meaningful (spec D2, D5), elsewhere blanks only separate.
type token struct {
	kind   tokenKind
	offset int
	text   string
	value  int // the value of a tokInt
	blank  bool
}

// describe names a token for "got ..." in error messages.
func (t token) describe() string {
	switch t.kind {
	case tokEOF:
		return "end of text"
	case tokIdent, tokInt:
		return `"` + t.text + `"`
	}
	return tokenNames[t.kind]
}

// lex splits a CARN text into tokens, ending with tokEOF.
func lex(text string) ([]token, error) {
	var toks []token
	blank := true
	for i := 0; i < len(text); {
		c := text[i]
		if isBlank(c) {
			blank = true
			i++
			continue
		}
		tok, err := lexOne(text, i)
		if err != nil {
			return nil, err
		}
		tok.blank = blank
		blank = false
		toks = append(toks, tok)
		i += len(tok.text)
	}
	return append(toks, token{kind: tokEOF, offset: len(text), blank: blank}), nil
}

// lexOne reads the token that starts at text[i], which is not a blank.
func lexOne(text string, i int) (token, error) {
	c := text[i]
	switch {
	case isLetter(c):
		j := i + 1
		for j < len(text) && (isLetter(text[j]) || isDigit(text[j])) {
			j++
		}
		return token{kind: tokIdent, offset: i, text: text[i:j]}, nil
	case isDigit(c):
		return lexInt(text, i)
	case c == '*':
		return lexStar(text, i), nil
	case c == '#':
		return token{}, errorAt(text, i, `a lone "#": want "*#" or "**#"`)
	case c == ';':
		return token{}, errorAt(text, i, `";" is reserved and has no meaning yet`)
	case c == '\\':
		return token{}, errorAt(text, i, `"\" is not allowed in CARN`)
	}
	if kind, ok := symbols[c]; ok {
		return token{kind: kind, offset: i, text: text[i : i+1]}, nil
	}
	r, _ := utf8.DecodeRuneInString(text[i:])
	return token{}, errorAt(text, i, "unexpected character %q", r)
}

// lexInt reads a decimal number.
func lexInt(text string, i int) (token, error) {
	j, value := i, 0
	for j < len(text) && isDigit(text[j]) {
		if value <= maxInt {
			value = value*10 + int(text[j]-'0')
		}
		j++
	}
	if value > maxInt {
		return token{}, errorAt(text, i, "number %s is too large: want at most %d", text[i:j], maxInt)
	}
	return token{kind: tokInt, offset: i, text: text[i:j], value: value}, nil
}

// starForms are the words that start with "*", longest first (D3).
var starForms = []struct {
	text string
	kind tokenKind
}{{"**#", tokStarStarHash}, {"**", tokStarStar}, {"*#", tokStarHash}, {"*", tokStar}}

// lexStar reads "*", "**", "*#" or "**#" at text[i], which is '*': the
// longest that matches.
func lexStar(text string, i int) token {
	form := starForms[len(starForms)-1]
	for _, f := range starForms {
		if strings.HasPrefix(text[i:], f.text) {
			form = f
			break
		}
	}
	return token{kind: form.kind, offset: i, text: form.text}
}

func isBlank(c byte) bool  { return c == ' ' || c == '\t' || c == '\n' || c == '\r' }
func isLetter(c byte) bool { return c == '_' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' }
func isDigit(c byte) bool  { return '0' <= c && c <= '9' }
