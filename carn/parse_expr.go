package carn

// expr reads sums of products.
func (p *parser) expr() (exprNode, error) {
	x, err := p.eterm()
	if err != nil {
		return nil, err
	}
	for tok := p.peek(); (tok.kind == tokPlus || tok.kind == tokMinus) && !tok.blank; tok = p.peek() {
		p.next()
		y, err := p.eterm()
		if err != nil {
			return nil, err
		}
		x = &binaryExpr{offset: tok.offset, op: tok.text[0], x: x, y: y}
	}
	return x, nil
}

// eterm reads products.
func (p *parser) eterm() (exprNode, error) {
	x, err := p.efac()
	if err != nil {
		return nil, err
	}
	for tok := p.peek(); tok.kind == tokStar && !tok.blank; tok = p.peek() {
		p.next()
		y, err := p.efac()
		if err != nil {
			return nil, err
		}
		x = &binaryExpr{offset: tok.offset, op: '*', x: x, y: y}
	}
	return x, nil
}

// efac reads a number, a variable or a parenthesized expression.
func (p *parser) efac() (exprNode, error) {
	tok := p.peek()
	if tok.blank && p.pos != p.word {
		return nil, p.errorf(tok, "expected no blank inside a count, got one before %s", tok.describe())
	}
	switch tok.kind {
	case tokInt:
		p.next()
		return &intExpr{offset: tok.offset, value: tok.value}, nil
	case tokDollar:
		p.next()
		name := p.peek()
		if name.kind != tokIdent || name.blank {
			return nil, p.errorf(name, `expected a variable name after "$", got %s`, name.describe())
		}
		p.next()
		return &varExpr{offset: tok.offset, name: name.text}, nil
	case tokLParen:
		return p.paren()
	}
	return nil, p.errorf(tok, "expected a number, a $variable or \"(\", got %s", tok.describe())
}

// paren reads "(" expr ")".
func (p *parser) paren() (exprNode, error) {
	open := p.next()
	if p.depth >= maxDepth {
		return nil, p.errorf(open, "expected at most %d nested parentheses", maxDepth)
	}
	p.depth++
	x, err := p.expr()
	p.depth--
	if err != nil {
		return nil, err
	}
	tok := p.peek()
	if tok.blank {
		return nil, p.errorf(tok, "expected no blank inside a count, got one before %s", tok.describe())
	}
	if tok.kind != tokRParen {
		return nil, p.errorf(tok, `expected ")" to close the "(" at col %d, got %s`, errorAt(p.text, open.offset, "").Col, tok.describe())
	}
	p.next()
	return &parenExpr{offset: open.offset, x: x}, nil
}
