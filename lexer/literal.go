package lexer

import "strings"

// maxNum is the largest num literal, in thousandths.
const maxNum = 10000 * 1000

// number scans a num literal: digits, optionally a point and more digits.
// Digits beyond the third decimal round the value half away from zero; a
// value above 10000 is an error.
func (l *Lexer) number(pos Pos) Token {
	start := l.off
	var whole int64
	for isDigit(l.peek()) {
		if whole <= maxNum {
			whole = whole*10 + int64(l.peek()-'0')
		}
		l.advance()
	}
	tok := Token{Kind: NUM, Pos: pos, Integral: true}
	frac := int64(0)
	if l.peek() == '.' && isDigit(rune(l.peekByte(1))) {
		l.advance()
		tok.Integral = false
		frac = l.fraction()
	}
	tok.Text = string(l.src[start:l.off])
	tok.Num = whole*1000 + frac
	if whole > maxNum || tok.Num > maxNum {
		l.errorf(pos, "number %s is out of range: want at most 10000", tok.Text)
		tok.Num = maxNum
	}
	return tok
}

// fraction scans the digits after a decimal point and returns them as
// thousandths, rounded half away from zero on the fourth digit.
func (l *Lexer) fraction() int64 {
	var frac int64
	n := 0
	for ; isDigit(l.peek()); n++ {
		d := int64(l.peek() - '0')
		switch {
		case n < 3:
			frac = frac*10 + d
		case n == 3 && d >= 5:
			frac++ // round the three digits kept up
		}
		l.advance()
	}
	for ; n < 3; n++ {
		frac *= 10
	}
	return frac
}

// MaxBoard is the largest number of rows or cols a literal may name: the
// largest board of a rule set (carn.MaxSize), so rows are $1-$16, cols
// $a-$p. Whether a literal lies on the bot's board is the checker's
// question, since only it knows the game.
const MaxBoard = 16

// boardLiteral scans a row ($4, $10), col ($d) or cell ($d4, $i10) literal.
func (l *Lexer) boardLiteral(pos Pos) Token {
	start, errs := l.off, len(*l.errs)
	l.advance() // $
	tok := Token{Pos: pos}
	switch r := l.peek(); {
	case isDigit(r):
		tok.Kind, tok.Row = ROWLIT, l.boardRow()
	case isLetter(r):
		tok.Kind, tok.Col = COLLIT, l.boardCol()
		if isDigit(l.peek()) && len(*l.errs) == errs {
			tok.Kind, tok.Row = CELLLIT, l.boardRow()
		}
	default:
		l.errorf(l.pos(), "want a row ($4), col ($d) or cell ($d4) after $, got %s", describeRune(r))
		tok.Kind = ILLEGAL
	}
	if r := l.peek(); (isLetter(r) || isDigit(r)) && len(*l.errs) == errs {
		l.errorf(l.pos(), "unexpected %q after %s: rows are $1-$16, cols $a-$p, cells $a1-$p16",
			r, string(l.src[start:l.off]))
	}
	l.word() // the rest of a bad literal, reported once
	tok.Text = string(l.src[start:l.off])
	return tok
}

// boardRow consumes the row number of a row or cell literal, one or two
// digits; a number outside 1-16 (or with a leading 0) is an error at its
// first digit.
func (l *Lexer) boardRow() int {
	pos, start := l.pos(), l.off
	n := int(l.peek() - '0')
	l.advance()
	if isDigit(l.peek()) && n != 0 {
		n = n*10 + int(l.peek()-'0')
		l.advance()
	}
	if n < 1 || n > MaxBoard {
		l.errorf(pos, "row must be 1-%d, got %s", MaxBoard, l.src[start:l.off])
		return 1
	}
	return n
}

// boardCol consumes the column letter of a col or cell literal; a letter
// outside a-p is an error at the letter.
func (l *Lexer) boardCol() int {
	r := l.peek()
	if r < 'a' || r >= 'a'+MaxBoard {
		l.errorf(l.pos(), "col must be a-%c, got %c", 'a'+MaxBoard-1, r)
		l.advance()
		return 1
	}
	l.advance()
	return int(r-'a') + 1
}

// describeRune names a rune for an error message.
func describeRune(r rune) string {
	switch r {
	case eof:
		return "end of file"
	case '\n':
		return "end of line"
	}
	return string([]rune{'"', r, '"'})
}

// stringLiteral scans a double-quoted string, decoding the escapes \" and
// \\ (no other escape exists). A string ends on its line.
func (l *Lexer) stringLiteral(pos Pos) Token {
	l.advance() // "
	var b strings.Builder
	for {
		switch r := l.peek(); r {
		case eof, '\n':
			l.errorf(pos, `unterminated string: want a closing " on the same line`)
			return Token{Kind: STRING, Pos: pos, Text: b.String()}
		case '"':
			l.advance()
			return Token{Kind: STRING, Pos: pos, Text: b.String()}
		case '\\':
			l.escape(&b)
		default:
			b.WriteRune(r)
			l.advance()
		}
	}
}

// escape consumes an escape sequence of a string and writes its value.
func (l *Lexer) escape(b *strings.Builder) {
	pos := l.pos()
	l.advance() // \
	switch r := l.peek(); r {
	case '"', '\\':
		b.WriteRune(r)
		l.advance()
	case eof, '\n', '\r':
		l.errorf(pos, `unexpected \ at the end of the line: want \" or \\`)
	default:
		l.errorf(pos, `unknown escape \%c in string: want \" or \\`, r)
		l.advance()
	}
}

// positionLiteral scans a single-quoted position: a FEN in the opening
// module, an endgame spec in the endgame module. It has no escapes and ends
// on its line.
func (l *Lexer) positionLiteral(pos Pos) Token {
	l.advance() // '
	start := l.off
	for {
		switch l.peek() {
		case eof, '\n':
			l.errorf(pos, "unterminated position: want a closing ' on the same line")
			return Token{Kind: POSITION, Pos: pos, Text: string(l.src[start:l.off])}
		case '\'':
			text := string(l.src[start:l.off])
			l.advance()
			return Token{Kind: POSITION, Pos: pos, Text: text}
		}
		l.advance()
	}
}
