package parser

import "github.com/chespel/chespel/lexer"

// parseFile parses the whole script: a sequence of modules, each at most
// once, the evaluation module required.
func (p *parser) parseFile() *File {
	f := &File{Name: p.file}
	for p.tok.Kind != lexer.EOF {
		switch p.tok.Kind {
		case lexer.MODULE:
			if m := p.parseModule(); m != nil {
				p.addModule(f, m)
			}
		case lexer.NEWLINE, lexer.DEDENT:
			p.advance()
		case lexer.INDENT:
			p.errorf(p.tok.Pos, "unexpected indentation: a script starts with module at the start of a line")
			p.advance()
		default:
			p.unexpected("module (search, evaluation, opening or endgame)")
			p.skipStatement()
		}
	}
	if f.Module(Evaluation) == nil && !p.bailed {
		p.errs.Add(p.file, lexer.Pos{Line: 1, Col: 1}, "missing module evaluation: every script needs one, with its rules")
	}
	return f
}

// unexpectedIndent is the error for a line indented deeper than the one
// before it, which does not open a block.
const unexpectedIndent = "unexpected indentation: the line before does not end with :"

// addModule adds m to f unless f already has a module of its kind.
func (p *parser) addModule(f *File, m *Module) {
	if first := f.Module(m.Kind); first != nil {
		p.errorf(m.NamePos, "module %s appears twice: first on line %d", m.Kind, first.Pos.Line)
		return
	}
	f.Modules = append(f.Modules, m)
}

// moduleKinds maps the names written after module to their kinds.
var moduleKinds = map[string]ModuleKind{
	"search": Search, "evaluation": Evaluation, "opening": Opening, "endgame": Endgame,
}

// parseModule parses `module NAME` and the module's body, up to the next
// module or the end of the file. The body may be indented as a whole.
func (p *parser) parseModule() *Module {
	m := &Module{Pos: p.tok.Pos}
	p.advance()
	m.NamePos = p.tok.Pos
	kind, ok := moduleKinds[p.tok.Text]
	if p.tok.Kind != lexer.IDENT || !ok {
		p.unexpected("a module name (search, evaluation, opening or endgame)")
		p.skipModule()
		return nil
	}
	m.Kind = kind
	p.advance()
	p.endStatement()
	p.got(lexer.INDENT)
	for p.tok.Kind != lexer.MODULE && p.tok.Kind != lexer.EOF {
		switch {
		case p.tok.Kind == lexer.DEDENT: // the end of an indented body
			p.advance()
		case p.tok.Kind == lexer.INDENT:
			p.errorf(p.tok.Pos, unexpectedIndent)
			p.skipBlock()
		default:
			p.moduleItem(m)
		}
	}
	return m
}

// skipModule skips to the next module keyword.
func (p *parser) skipModule() {
	for p.tok.Kind != lexer.MODULE && p.tok.Kind != lexer.EOF {
		p.advance()
	}
}

// moduleItem parses one item of a module's body, as its kind wants.
func (p *parser) moduleItem(m *Module) {
	switch m.Kind {
	case Search:
		if s := p.parseSetting(); s != nil {
			m.Settings = append(m.Settings, s)
		}
	case Opening:
		if o := p.parseOpeningRule(); o != nil {
			m.Openings = append(m.Openings, o)
		}
	case Endgame:
		if e := p.parseEndgameBlock(); e != nil {
			m.Endgames = append(m.Endgames, e)
		}
	case Evaluation:
		p.evaluationItem(m)
	}
}

// parseSetting parses `name = value` in the search module.
func (p *parser) parseSetting() *Setting {
	if p.tok.Kind != lexer.IDENT {
		p.unexpected("a setting such as maxTime = 2 in module search")
		p.skipStatement()
		return nil
	}
	s := &Setting{Pos: p.tok.Pos, Name: p.tok.Text}
	p.advance()
	if !p.expect(lexer.ASSIGN, "= after the setting's name") {
		p.skipStatement()
		return nil
	}
	s.Value = p.parseExpr(precLowest)
	p.endStatement()
	return s
}

// parseEndgameBlock parses `endgame 'SPEC':` and its rules.
func (p *parser) parseEndgameBlock() *EndgameBlock {
	if p.tok.Kind != lexer.IDENT || p.tok.Text != "endgame" {
		p.unexpected("an endgame block endgame 'SPEC': in module endgame")
		p.skipStatement()
		return nil
	}
	e := &EndgameBlock{Pos: p.tok.Pos}
	p.advance()
	if p.tok.Kind != lexer.POSITION {
		p.unexpected("an endgame spec in single quotes, such as 'KQk', after endgame")
		p.skipStatement()
		return nil
	}
	e.Spec, e.SpecPos = p.tok.Text, p.tok.Pos
	p.advance()
	if !p.expect(lexer.COLON, ": after the endgame spec") {
		p.skipStatement()
		return nil
	}
	p.block(func() {
		if r := p.parseRule(); r != nil {
			e.Rules = append(e.Rules, r)
		}
	})
	return e
}

// parseRule parses `[sym] rule NAME:` and its block.
func (p *parser) parseRule() *Rule {
	r := &Rule{Pos: p.tok.Pos}
	r.Sym = p.got(lexer.SYM)
	if !p.expect(lexer.RULE, ruleWant(r.Sym)) {
		p.skipStatement()
		return nil
	}
	if p.tok.Kind != lexer.IDENT {
		p.unexpected("the rule's name after rule")
		p.skipStatement()
		return nil
	}
	r.Name, r.NamePos = p.tok.Text, p.tok.Pos
	p.advance()
	if !p.expect(lexer.COLON, ": after the rule's name") {
		p.skipStatement()
		return nil
	}
	p.block(func() {
		if s := p.parseStmt(); s != nil {
			r.Body = append(r.Body, s)
		}
	})
	return r
}

// ruleWant says what was wanted where a rule should start.
func ruleWant(sym bool) string {
	if sym {
		return "rule after sym"
	}
	return "a rule (rule NAME: or sym rule NAME:)"
}
