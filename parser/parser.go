package parser

import (
	"fmt"

	"github.com/chespel/chespel/lexer"
)

// ParseFile parses a script. The error, when not nil, is the lexer.ErrorList
// of every syntax error found (up to lexer.MaxErrors), sorted by position.
// The returned file is then incomplete and must not be checked or run.
func ParseFile(filename string, src []byte) (*File, error) {
	p := newParser(filename, src)
	f := p.parseFile()
	f.Comments = p.lex.Comments()
	p.errs.Sort()
	if p.bailed {
		// Checks at the end of the file may have added errors after the
		// parser stopped: keep the cap, then the line that says so.
		p.errs = p.errs[:min(len(p.errs), lexer.MaxErrors)]
		p.errs.Add(p.file, p.bailPos, "too many errors: stopped after %d", lexer.MaxErrors)
	}
	return f, p.errs.Err()
}

// parser holds the state of one parse: the lexer, the current token and
// the errors.
type parser struct {
	file    string
	lex     *lexer.Lexer
	errs    lexer.ErrorList
	tok     lexer.Token // the current token
	prevEnd lexer.Pos   // the end of the token before the current one
	bailed  bool        // too many errors: the parser sees only EOF
	bailPos lexer.Pos   // where it stopped
	nesting int         // depth of parseExpr calls, at most maxNesting
}

// newParser returns a parser positioned on the first token of src.
func newParser(filename string, src []byte) *parser {
	p := &parser{file: filename}
	p.lex = lexer.New(filename, src, &p.errs)
	p.advance()
	return p
}

// advance moves to the next token. Once the error list is full it stops
// reading and stays on an EOF token, which ends every loop of the parser.
func (p *parser) advance() {
	if p.bailed {
		return
	}
	if len(p.errs) >= lexer.MaxErrors {
		p.bailed, p.bailPos = true, p.tok.Pos
		p.tok = lexer.Token{Kind: lexer.EOF, Pos: p.tok.Pos, End: p.tok.Pos}
		return
	}
	p.prevEnd = p.tok.End
	p.tok = p.lex.Next()
}

// errorf reports an error at pos, unless an error is already reported on
// the same line: the first error of a line is the one worth reading, the
// next ones usually follow from it.
func (p *parser) errorf(pos lexer.Pos, format string, args ...any) {
	if n := len(p.errs); n > 0 && p.errs[n-1].Pos.Line == pos.Line {
		return
	}
	p.errs.Add(p.file, pos, format, args...)
}

// unexpected reports that the current token is not what was wanted.
func (p *parser) unexpected(want string) {
	p.errorf(p.tok.Pos, "want %s, got %s", want, p.tok)
}

// got consumes the current token and returns true when it is of kind k.
func (p *parser) got(k lexer.Kind) bool {
	if p.tok.Kind == k {
		p.advance()
		return true
	}
	return false
}

// expect consumes a token of kind k, or reports that want was expected.
func (p *parser) expect(k lexer.Kind, want string) bool {
	if p.got(k) {
		return true
	}
	p.unexpected(want)
	return false
}

// skipStatement skips the rest of a statement after an error: up to and
// past the NEWLINE that ends it, and past the block that follows it, if
// any. It stops before a DEDENT or EOF.
func (p *parser) skipStatement() {
	for {
		switch p.tok.Kind {
		case lexer.EOF, lexer.DEDENT:
			return
		case lexer.INDENT:
			p.skipBlock()
			return
		case lexer.NEWLINE:
			p.advance()
			if p.tok.Kind == lexer.INDENT {
				p.skipBlock()
			}
			return
		}
		p.advance()
	}
}

// skipBlock skips an indented block, from its INDENT past its DEDENT.
func (p *parser) skipBlock() {
	depth := 0
	for {
		switch p.tok.Kind {
		case lexer.EOF:
			return
		case lexer.INDENT:
			depth++
		case lexer.DEDENT:
			depth--
			if depth == 0 {
				p.advance()
				return
			}
		}
		p.advance()
	}
}

// endStatement ends a simple statement: a ";" (then the end of the line,
// unless another statement follows on the same line), or the end of the
// line, or the end of the block.
func (p *parser) endStatement() {
	switch p.tok.Kind {
	case lexer.SEMI:
		p.advance()
		p.got(lexer.NEWLINE)
	case lexer.NEWLINE:
		p.advance()
	case lexer.DEDENT, lexer.EOF:
	default:
		p.unexpected("; or end of line")
		p.skipStatement()
	}
}

// atStatementEnd reports whether the current token ends a simple
// statement.
func (p *parser) atStatementEnd() bool {
	switch p.tok.Kind {
	case lexer.SEMI, lexer.NEWLINE, lexer.DEDENT, lexer.EOF, lexer.ELSE:
		return true
	}
	return false
}

// block parses the block that follows a ":" (already consumed): the end
// of the line, an indented run of items parsed by item, and the end of the
// block. It returns false when there is no block.
func (p *parser) block(item func()) bool {
	if p.tok.Kind != lexer.NEWLINE {
		p.unexpected("end of line after : (a block starts on the next line, indented)")
		p.skipStatement()
		return false
	}
	colon := p.tok.Pos
	p.advance()
	if p.tok.Kind != lexer.INDENT {
		p.errorf(p.tok.Pos, "want an indented block after the : on line %d, got %s", colon.Line, p.tok)
		return false
	}
	p.advance()
	for p.tok.Kind != lexer.DEDENT && p.tok.Kind != lexer.EOF {
		item()
	}
	p.got(lexer.DEDENT)
	return true
}

// describe quotes a keyword for messages.
func describe(k lexer.Kind) string { return fmt.Sprintf("%q", k.String()) }
