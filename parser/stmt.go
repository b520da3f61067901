package parser

import "github.com/chespel/chespel/lexer"

// parseStmt parses one statement of a block, or reports an error and skips
// it (returning nil).
func (p *parser) parseStmt() Stmt {
	switch p.tok.Kind {
	case lexer.SCORE:
		return p.parseScore()
	case lexer.IF:
		return p.parseIf()
	case lexer.LET:
		return p.parseLet()
	case lexer.PIECE, lexer.CELL:
		return p.parseLoop()
	case lexer.INDENT:
		p.errorf(p.tok.Pos, unexpectedIndent)
	case lexer.ELSE:
		p.errorf(p.tok.Pos, "else without if: else must follow an if's block or inline score")
	case lexer.RULE, lexer.SYM, lexer.MODULE:
		p.errorf(p.tok.Pos, "unexpected %s inside a block: start it at the left margin, unindented", describe(p.tok.Kind))
	default:
		p.unexpected("a statement (score, if, let, piece or cell)")
	}
	p.skipStatement()
	return nil
}

// parseScore parses `score VALUE [REASON];`. The value is an expression
// above ++ so that `score 1 "a " ++ b` reads the justification after 1.
func (p *parser) parseScore() *ScoreStmt {
	s := &ScoreStmt{Pos: p.tok.Pos}
	p.advance()
	s.Value = p.parseExpr(precConcat)
	if !p.atStatementEnd() {
		s.Reason = p.parseExpr(precLowest)
	}
	p.endStatement()
	return s
}

// parseLet parses `let NAME = VALUE;`.
func (p *parser) parseLet() Stmt {
	s := &LetStmt{Pos: p.tok.Pos}
	p.advance()
	if s.Name = p.parseNameAssign("a variable name", "let"); s.Name == nil {
		return nil
	}
	s.Value = p.parseExpr(precLowest)
	p.endStatement()
	return s
}

// parseIf parses an if statement: `if COND:` and a block, or the inline
// `if COND score ...;`, then an optional else.
func (p *parser) parseIf() Stmt {
	s := &IfStmt{Pos: p.tok.Pos}
	p.advance()
	s.Cond = p.parseExpr(precLowest)
	then, inline, ok := p.parseBranch("if")
	if !ok {
		return nil
	}
	s.Then, s.Inline = then, inline
	if p.tok.Kind != lexer.ELSE {
		return s
	}
	s.ElsePos = p.tok.Pos
	p.advance()
	if p.tok.Kind == lexer.IF {
		if elseIf := p.parseIf(); elseIf != nil {
			s.Else = []Stmt{elseIf}
		}
		return s
	}
	s.Else, s.ElseInline, _ = p.parseBranch("else")
	return s
}

// parseBranch parses what follows an if's condition or an else: a ":" and
// a block, or one inline score statement. of names the keyword that the
// branch belongs to (if or else), for errors.
func (p *parser) parseBranch(of string) (stmts []Stmt, inline, ok bool) {
	switch p.tok.Kind {
	case lexer.COLON:
		p.advance()
		var body []Stmt
		p.block(func() {
			if s := p.parseStmt(); s != nil {
				body = append(body, s)
			}
		})
		return body, false, true
	case lexer.SCORE:
		return []Stmt{p.parseScore()}, true, true
	case lexer.LET, lexer.IF, lexer.PIECE, lexer.CELL:
		p.errorf(p.tok.Pos, "an inline %s holds one score statement, got %s: put a : and the block on the next lines",
			of, describe(p.tok.Kind))
	default:
		p.unexpected(": or an inline score after " + map[string]string{"if": "the if's condition", "else": "else"}[of])
	}
	p.skipStatement()
	return nil, false, false
}

// parseLoop parses `piece|cell VAR, ... [with COND, ...]:` and its block.
// Line breaks may follow the commas and with.
func (p *parser) parseLoop() Stmt {
	s, ok := p.parseLoopHead("a loop variable name after ", "")
	if !ok {
		p.skipStatement()
		return nil
	}
	if !p.expect(lexer.COLON, "with or : after the loop variables") {
		p.skipStatement()
		return nil
	}
	p.block(func() {
		if st := p.parseStmt(); st != nil {
			s.Body = append(s.Body, st)
		}
	})
	return s
}

// parseNameAssign parses `NAME =` after the keyword of a let or a table
// (p.tok follows the keyword); on an error, reported as want after the
// keyword, it skips the statement and returns nil.
func (p *parser) parseNameAssign(want, keyword string) *Ident {
	if p.tok.Kind != lexer.IDENT {
		p.unexpected(want + " after " + keyword)
		p.skipStatement()
		return nil
	}
	name := &Ident{Pos: p.tok.Pos, Name: p.tok.Text, Typed: Typed{EndPos: p.tok.End}}
	p.advance()
	if !p.expect(lexer.ASSIGN, "= after "+keyword+" "+name.Name) {
		p.skipStatement()
		return nil
	}
	return name
}

// parseLoopHead parses `piece|cell VAR, ... [with COND, ...]`, the head of
// a loop statement and of count(...) (p.tok is the piece or cell keyword).
// A missing variable name is reported as want + the keyword + in, and ok
// is false.
func (p *parser) parseLoopHead(want, in string) (l *LoopStmt, ok bool) {
	l = &LoopStmt{Pos: p.tok.Pos, Kind: PieceLoop}
	if p.tok.Kind == lexer.CELL {
		l.Kind = CellLoop
	}
	p.advance()
	for {
		if p.tok.Kind != lexer.IDENT {
			p.unexpected(want + l.Kind.String() + in)
			return l, false
		}
		l.Vars = append(l.Vars, &Ident{Pos: p.tok.Pos, Name: p.tok.Text, Typed: Typed{EndPos: p.tok.End}})
		p.advance()
		if !p.got(lexer.COMMA) {
			break
		}
	}
	if p.got(lexer.WITH) {
		l.Conds = p.parseExprList()
	}
	return l, true
}

// parseExprList parses expressions separated by commas.
func (p *parser) parseExprList() []Expr {
	list := []Expr{p.parseExpr(precLowest)}
	for p.got(lexer.COMMA) {
		list = append(list, p.parseExpr(precLowest))
	}
	return list
}
