package carn

// call reads "@Name" with optional arguments.
func (p *parser) call() (*callNode, error) {
	at := p.next()
	name := p.peek()
	if name.kind != tokIdent {
		return nil, p.errorf(name, `expected a function name after "@", got %s`, name.describe())
	}
	p.next()
	call := &callNode{offset: at.offset, name: name.text}
	if p.peek().kind != tokLParen {
		return call, nil
	}
	p.next()
	call.parens = true
	if p.peek().kind == tokRParen {
		p.next()
		return call, nil
	}
	for {
		arg, err := p.arg()
		if err != nil {
			return nil, err
		}
		call.args = append(call.args, arg)
		switch tok := p.next(); tok.kind {
		case tokRParen:
			return call, nil
		case tokComma:
		default:
			return nil, p.errorf(tok, `expected "," or ")" after an argument of @%s, got %s`, call.name, tok.describe())
		}
	}
}

// arg reads a name or a count.
func (p *parser) arg() (*argNode, error) {
	tok := p.peek()
	if tok.kind == tokIdent {
		p.next()
		return &argNode{offset: tok.offset, ident: tok.text}, nil
	}
	if !startsCount(tok.kind) {
		return nil, p.errorf(tok, "expected an argument (a name or a count), got %s", tok.describe())
	}
	count, err := p.count()
	if err != nil {
		return nil, err
	}
	return &argNode{offset: tok.offset, count: count}, nil
}
