package parser

import (
	"strconv"

	"github.com/chespel/chespel/lexer"
)

// The binding powers of the operators, loosest first, following the seed:
// numeric > comparison > equality > boolean > string definitions.
const (
	precLowest   = iota
	precConcat   // ++
	precOr       // or
	precAnd      // and
	precNot      // not (prefix)
	precEquality // == !=
	precCompare  // < <= > >= in
	precSum      // + -
	precProduct  // * /
	precUnary    // - (prefix)
	precPostfix  // . and calls
)

// infixPrec holds the binding power of each infix operator; 0 for tokens
// that are not infix operators.
var infixPrec = [...]int{
	lexer.CONCAT: precConcat,
	lexer.OR:     precOr,
	lexer.AND:    precAnd,
	lexer.EQ:     precEquality, lexer.NE: precEquality,
	lexer.LT: precCompare, lexer.LE: precCompare, lexer.GT: precCompare, lexer.GE: precCompare,
	lexer.IN:   precCompare,
	lexer.PLUS: precSum, lexer.MINUS: precSum,
	lexer.STAR: precProduct, lexer.SLASH: precProduct,
	lexer.DOT: precPostfix,
}

// precOf returns the binding power of k as an infix operator.
func precOf(k lexer.Kind) int {
	if int(k) < len(infixPrec) {
		return infixPrec[k]
	}
	return 0
}

// BadExpr stands for an expression that could not be parsed; it appears
// only in files that have syntax errors.
type BadExpr struct {
	Typed
	Pos lexer.Pos
}

// Position returns where the bad expression starts.
func (e *BadExpr) Position() lexer.Pos { return e.Pos }

// maxNesting bounds the nesting of expressions (parentheses, lists, calls,
// prefix operators), so that no input can exhaust the stack.
const maxNesting = 100

// parseExpr parses an expression whose operators bind tighter than prec:
// the Pratt loop. Comparisons, in and equalities do not chain.
func (p *parser) parseExpr(prec int) Expr {
	p.nesting++
	defer func() { p.nesting-- }()
	if p.nesting > maxNesting {
		p.errorf(p.tok.Pos, "expression nested too deeply: more than %d levels", maxNesting)
		return &BadExpr{Pos: p.tok.Pos}
	}
	left := p.setEnd(p.parsePrefix())
	for {
		op := p.tok
		q := precOf(op.Kind)
		if q <= prec {
			return left
		}
		if op.Kind == lexer.DOT {
			left = p.setEnd(p.parseSelector(left))
			continue
		}
		p.advance()
		left = p.setEnd(&Binary{Pos: op.Pos, Op: op.Kind, X: left, Y: p.parseExpr(q)})
		if (q == precCompare || q == precEquality) && precOf(p.tok.Kind) == q {
			p.errorf(p.tok.Pos, "comparisons do not chain; use parentheses")
		}
	}
}

// parsePrefix parses an operand: a literal, a name or global call, a
// parenthesised expression, a list, or a prefix operator and its operand.
func (p *parser) parsePrefix() Expr {
	tok := p.tok
	switch tok.Kind {
	case lexer.IDENT, lexer.CELL, lexer.PIECE: // cell and piece also name functions: cell.row
		p.advance()
		if p.tok.Kind == lexer.LPAREN {
			lparen := p.tok.Pos
			p.advance()
			if isCounting(tok) && (p.tok.Kind == lexer.PIECE || p.tok.Kind == lexer.CELL) {
				return p.parseCount(tok, lparen)
			}
			return p.parseArgsAfter(&Call{Pos: tok.Pos}, tok, lparen)
		}
		return &Ident{Pos: tok.Pos, Name: name(tok)}
	case lexer.LPAREN:
		p.advance()
		x := p.parseExpr(precLowest)
		if p.expect(lexer.RPAREN, ") to close the ( of line "+strconv.Itoa(tok.Pos.Line)) {
			parenthesize(x)
		}
		return x
	case lexer.LBRACK:
		return p.parseList()
	case lexer.MINUS:
		p.advance()
		return &Unary{Pos: tok.Pos, Op: tok.Kind, X: p.parseExpr(precUnary)}
	case lexer.NOT:
		p.advance()
		return &Unary{Pos: tok.Pos, Op: tok.Kind, X: p.parseExpr(precNot)}
	}
	if lit := literal(tok); lit != nil {
		p.advance()
		return lit
	}
	p.unexpected("an expression")
	return &BadExpr{Pos: tok.Pos, Typed: Typed{EndPos: tok.Pos}}
}

// name returns the name that an IDENT, cell or piece token spells.
func name(tok lexer.Token) string {
	if tok.Kind == lexer.IDENT {
		return tok.Text
	}
	return tok.Kind.String()
}

// literal returns the literal node for tok, or nil if tok is no literal.
func literal(tok lexer.Token) Expr {
	switch tok.Kind {
	case lexer.NUM:
		return &NumLit{Pos: tok.Pos, Text: tok.Text, Value: tok.Num, Integral: tok.Integral}
	case lexer.STRING:
		return &StringLit{Pos: tok.Pos, Value: tok.Text}
	case lexer.TRUE, lexer.FALSE:
		return &BoolLit{Pos: tok.Pos, Value: tok.Kind == lexer.TRUE}
	case lexer.ROWLIT:
		return &RowLit{Pos: tok.Pos, Row: tok.Row}
	case lexer.COLLIT:
		return &ColLit{Pos: tok.Pos, Col: tok.Col}
	case lexer.CELLLIT:
		return &CellLit{Pos: tok.Pos, Col: tok.Col, Row: tok.Row}
	}
	return nil
}

// parseSelector parses `.name` or `.name(args)` after recv.
func (p *parser) parseSelector(recv Expr) Expr {
	p.advance() // .
	tok := p.tok
	if tok.Kind != lexer.IDENT {
		p.unexpected("a function name after .")
		return &BadExpr{Pos: tok.Pos}
	}
	p.advance()
	call := &Call{Pos: tok.Pos, Recv: recv, Name: tok.Text}
	if p.tok.Kind == lexer.LPAREN {
		return p.parseArgs(call, tok)
	}
	return call
}

// parseArgs parses the parenthesised arguments of call, whose name is fn.
func (p *parser) parseArgs(call *Call, fn lexer.Token) Expr {
	lparen := p.tok.Pos
	p.advance()
	return p.parseArgsAfter(call, fn, lparen)
}

// parseArgsAfter parses the arguments of call after its "(" at lparen.
func (p *parser) parseArgsAfter(call *Call, fn lexer.Token, lparen lexer.Pos) Expr {
	call.Name = name(fn)
	call.LParen = lparen
	call.Args = []Expr{}
	for p.tok.Kind != lexer.RPAREN {
		call.Args = append(call.Args, p.parseExpr(precLowest))
		if !p.got(lexer.COMMA) {
			break
		}
	}
	p.expect(lexer.RPAREN, ", or ) in the arguments of "+call.Name)
	return call
}

// parseList parses `[a, b, ...]` or `[]`.
func (p *parser) parseList() Expr {
	list := &ListLit{Pos: p.tok.Pos, Elems: []Expr{}}
	p.advance()
	for p.tok.Kind != lexer.RBRACK {
		list.Elems = append(list.Elems, p.parseExpr(precLowest))
		if !p.got(lexer.COMMA) {
			break
		}
	}
	p.expect(lexer.RBRACK, ", or ] in the list of line "+strconv.Itoa(list.Pos.Line))
	return list
}

// setEnd records the end of the token before the current one as the end of
// e, unless e's end is already known (an expression in parentheses ends
// before its ")"). It returns e.
func (p *parser) setEnd(e Expr) Expr {
	if t := typedOf(e); t != nil && !t.EndPos.IsValid() {
		t.EndPos = p.prevEnd
	}
	return e
}

// parenthesize counts one more pair of parentheses around e.
func parenthesize(e Expr) {
	if t := typedOf(e); t != nil {
		t.Parens++
	}
}

// typedOf returns the Typed that e embeds, or nil.
func typedOf(e Expr) *Typed {
	if t, ok := e.(interface{ typed() *Typed }); ok {
		return t.typed()
	}
	return nil
}
