package parser

import (
	"strconv"

	"github.com/chespel/chespel/lexer"
)

// Count is a counting expression: `count(piece p with COND, ...)` (a num,
// the number of bindings of the variables that satisfy the conditions),
// `exists(...)` (a bool, whether there is one) or `sum(piece p with COND,
// ...: VALUE)` (a num, VALUE added up over those bindings). Its variables
// and conditions are a loop's: `piece|cell VARS [with CONDS]`.
type Count struct {
	Typed
	Pos    lexer.Pos // of count, exists or sum
	Exists bool
	Loop   *LoopStmt // the loop header: Kind, Vars and Conds; no Body
	Value  Expr      // sum's value after the ":", nil for count and exists
}

// Position returns the position of the word count or exists.
func (e *Count) Position() lexer.Pos { return e.Pos }

// The words of the counting expressions. They are not keywords: count(me,
// pawn) is still the player function count.
const (
	wordCount  = "count"
	wordExists = "exists"
	wordSum    = "sum"
)

// isCounting reports whether tok, followed by "(" and the keyword piece or
// cell, starts a counting expression.
func isCounting(tok lexer.Token) bool {
	return tok.Kind == lexer.IDENT && (tok.Text == wordCount || tok.Text == wordExists || tok.Text == wordSum)
}

// parseCount parses the rest of `count(` or `exists(` (p.tok is the piece
// or cell keyword): the variables, the optional with and its conditions,
// and the closing parenthesis.
func (p *parser) parseCount(fn lexer.Token, lparen lexer.Pos) Expr {
	c := &Count{Pos: fn.Pos, Exists: fn.Text == wordExists}
	l, ok := p.parseLoopHead("a variable name after ", " in "+fn.Text+"(...)")
	if !ok {
		return &BadExpr{Pos: fn.Pos}
	}
	if fn.Text == wordSum {
		if !p.expect(lexer.COLON, ": and the value to add up after the variables of sum (sum(piece p with ...: p.value))") {
			return &BadExpr{Pos: fn.Pos}
		}
		c.Value = p.parseExpr(precLowest)
	}
	if !p.expect(lexer.RPAREN, "with, or ) to close the ( of "+fn.Text+" on line "+strconv.Itoa(lparen.Line)) {
		return &BadExpr{Pos: fn.Pos}
	}
	c.Loop = l
	return c
}

// CountWord returns the word that starts e: count, exists or sum.
func CountWord(e *Count) string {
	if e.Value != nil {
		return wordSum
	}
	if e.Exists {
		return wordExists
	}
	return wordCount
}
