package carn

import "strings"

// parser reads tokens into a ruleNode, following the EBNF of spec D1:
//
//	rule        = alternative { "|" alternative } ;
//	alternative = term { [ "," ] term } ;
//	term        = axis_term | call ;
//	axis_term   = axis count { count } ;
//	axis        = ident | "*#" | "**" | "**#" ;
//	count       = [ "+" | "-" ] magnitude ;
//	magnitude   = "*" | int | int "~" [ int ] | "~" int | expr ;
//	expr        = eterm { ( "+" | "-" ) eterm } ;  eterm = efac { "*" efac } ;
//	efac        = int | "$" ident | "(" expr ")" ;
//	call        = "@" ident [ "(" [ arg { "," arg } ] ")" ] ;
//	arg         = count | ident ;
type parser struct {
	text  string
	toks  []token
	pos   int
	depth int // parentheses open in the current expression
	word  int // index of the first token of the count being read
}

// maxDepth bounds the nesting of parentheses in an expression.
const maxDepth = 16

// parse reads a whole CARN text.
func parse(text string) (*ruleNode, error) {
	toks, err := lex(text)
	if err != nil {
		return nil, err
	}
	p := &parser{text: text, toks: toks}
	rule := &ruleNode{}
	for {
		alt, err := p.alternative()
		if err != nil {
			return nil, err
		}
		rule.alts = append(rule.alts, alt)
		switch tok := p.peek(); tok.kind {
		case tokPipe:
			p.next()
		case tokEOF:
			return rule, nil
		default:
			return nil, p.errorf(tok, `expected an axis, a call, "|" or the end, got %s`, tok.describe())
		}
	}
}

func (p *parser) peek() token { return p.toks[p.pos] }

func (p *parser) next() token {
	tok := p.toks[p.pos]
	if tok.kind != tokEOF {
		p.pos++
	}
	return tok
}

func (p *parser) errorf(tok token, format string, args ...any) error {
	return errorAt(p.text, tok.offset, format, args...)
}

// alternative reads terms up to "|" or the end; it needs one axis term.
func (p *parser) alternative() (*altNode, error) {
	alt := &altNode{offset: p.peek().offset}
	for {
		if err := p.term(alt); err != nil {
			return nil, err
		}
		if p.peek().kind == tokComma {
			p.next()
			continue
		}
		if k := p.peek().kind; k == tokPipe || k == tokEOF {
			break
		}
	}
	if len(alt.axes) == 0 {
		return nil, errorAt(p.text, alt.offset, "expected at least one axis term in the alternative, got only calls")
	}
	return alt, nil
}

// term reads an axis term or a call into alt.
func (p *parser) term(alt *altNode) error {
	tok := p.peek()
	if err := p.checkGlued(tok); err != nil {
		return err
	}
	switch tok.kind {
	case tokAt:
		call, err := p.call()
		if err != nil {
			return err
		}
		alt.calls = append(alt.calls, call)
		alt.order = append(alt.order, call)
	case tokIdent, tokStarHash, tokStarStar, tokStarStarHash:
		term, err := p.axisTerm()
		if err != nil {
			return err
		}
		alt.axes = append(alt.axes, term)
		alt.order = append(alt.order, term)
	case tokStar:
		return p.errorf(tok, `expected an axis, got "*", which is a count: want "*#", "**" or "**#"`)
	default:
		return p.errorf(tok, "expected an axis or a call, got %s", tok.describe())
	}
	return nil
}

// checkGlued rejects a word written against the one before it with no
// blank and no reserved symbol between them (D2): "**1" or "@Leg*# 1".
func (p *parser) checkGlued(tok token) error {
	if tok.blank || p.pos == 0 {
		return nil
	}
	prev := p.toks[p.pos-1]
	if endsPlain(prev.kind) && startsPlain(tok.kind) {
		return p.errorf(tok, "expected a blank between %s and %s", prev.describe(), tok.describe())
	}
	return nil
}

// endsPlain reports whether a token of kind k ends with a character that is
// not a reserved symbol.
func endsPlain(k tokenKind) bool {
	return k == tokIdent || k == tokInt || k == tokStar || k == tokStarStar
}

// startsPlain reports whether a token of kind k starts with a character
// that is not a reserved symbol.
func startsPlain(k tokenKind) bool {
	return endsPlain(k) || k == tokStarHash || k == tokStarStarHash
}

// axisTerm reads an axis and its counts.
func (p *parser) axisTerm() (*axisTerm, error) {
	tok := p.next()
	term := &axisTerm{offset: tok.offset, name: tok.text}
	switch tok.kind {
	case tokStarHash:
		term.kind = axisAnon
	case tokStarStar:
		term.kind = axisAll
	case tokStarStarHash:
		term.kind = axisSubsets
	}
	if startsCount(p.peek().kind) {
		if err := p.checkGlued(p.peek()); err != nil {
			return nil, err
		}
	}
	for startsCount(p.peek().kind) {
		if len(term.counts) > 0 && !p.peek().blank {
			return nil, p.errorf(p.peek(), "expected a blank between two counts, got %s", p.peek().describe())
		}
		count, err := p.count()
		if err != nil {
			return nil, err
		}
		term.counts = append(term.counts, count)
	}
	if len(term.counts) == 0 {
		return nil, p.errorf(p.peek(), "expected a count after axis %q, got %s", tok.text, p.peek().describe())
	}
	return term, nil
}

// startsCount reports whether a token of kind k can begin a count.
func startsCount(k tokenKind) bool {
	switch k {
	case tokPlus, tokMinus, tokStar, tokTilde, tokInt, tokDollar, tokLParen:
		return true
	}
	return false
}

// count reads one blank-free count, and checks that the word ends there.
func (p *parser) count() (*countNode, error) {
	first := p.peek()
	p.word = p.pos
	c := &countNode{offset: first.offset}
	if first.kind == tokPlus || first.kind == tokMinus {
		c.sign = 1
		if first.kind == tokMinus {
			c.sign = -1
		}
		p.next()
		if !startsMagnitude(p.peek()) {
			return nil, p.errorf(p.peek(), "expected a count after the sign %q, got %s", first.text, p.peek().describe())
		}
	}
	if err := p.magnitude(c); err != nil {
		return nil, err
	}
	return c, p.endOfWord("count")
}

// startsMagnitude reports whether tok begins a magnitude written right
// after a sign (no blank between them).
func startsMagnitude(tok token) bool {
	switch tok.kind {
	case tokStar, tokTilde, tokInt, tokDollar, tokLParen:
		return !tok.blank
	}
	return false
}

// endOfWord checks that what follows a count is a blank or a symbol that may
// end it.
func (p *parser) endOfWord(what string) error {
	tok := p.peek()
	switch tok.kind {
	case tokEOF, tokComma, tokPipe, tokAt, tokRParen:
		return nil
	}
	if tok.blank {
		return nil
	}
	return p.errorf(tok, "expected a blank after the %s, got %s", what, tok.describe())
}

// magnitude reads "*", a number, a range or an expression into c.
func (p *parser) magnitude(c *countNode) error {
	tok := p.peek()
	switch {
	case tok.kind == tokStar:
		p.next()
		c.kind = countAny
		return nil
	case tok.kind == tokTilde:
		p.next()
		return p.rangeEnd(c, 0, false)
	case tok.kind == tokInt && p.toks[p.pos+1].kind == tokTilde && !p.toks[p.pos+1].blank:
		p.next()
		p.next()
		return p.rangeEnd(c, tok.value, true)
	}
	expr, err := p.expr()
	if err != nil {
		return err
	}
	if n, ok := expr.(*intExpr); ok {
		c.kind, c.lo, c.hi = countFixed, n.value, n.value
		return nil
	}
	if !hasVariable(expr) {
		written := strings.TrimRight(p.text[c.offset+signLen(c.sign):p.peek().offset], " \t\r\n")
		return errorAt(p.text, expr.exprOffset(),
			"expected a $variable in the expression %q: write a plain number as it is, and a blank before a second count's sign", written)
	}
	c.kind, c.expr = countExpr, expr
	return nil
}

// rangeEnd reads what follows "~": a number, or nothing for "a~". lo is the
// range's start, hasLo whether it was written.
func (p *parser) rangeEnd(c *countNode, lo int, hasLo bool) error {
	c.kind, c.lo, c.hi = countRange, lo, unbounded
	if tok := p.peek(); tok.kind == tokInt && !tok.blank {
		p.next()
		c.hi = tok.value
	} else if !hasLo {
		return p.errorf(tok, `expected a number after "~", got %s`, tok.describe())
	}
	if c.hi != unbounded && c.hi < c.lo {
		return errorAt(p.text, c.offset, "empty range %d~%d: want the smaller bound first", c.lo, c.hi)
	}
	return nil
}

// signLen is the number of bytes a count's sign takes.
func signLen(sign int) int {
	if sign != 0 {
		return 1
	}
	return 0
}
