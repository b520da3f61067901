package parser

import "github.com/chespel/chespel/lexer"

// Decl is a declaration of the evaluation module besides its rules: a
// module-level *LetStmt (computed once per position, visible in every
// rule), a *TableDecl or a *PhaseDecl.
type Decl interface {
	Node
	declNode()
}

// TableDecl is `table NAME = [v1, v2, ...]`: one value per cell of the
// board, rank by rank from the top rank down, each rank from the a-file
// across (chess: a8..h8, a7..h7, ..., a1..h1).
type TableDecl struct {
	Pos   lexer.Pos // of the word table
	Name  *Ident    // the checker sets its Slot to the table's index in types.Program.Tables
	Value *ListLit
}

// PhaseDecl is `phase weights: TYPE = W, ...`: the bot's own weights of
// the piece types in the game phase (types not listed weigh 0).
type PhaseDecl struct {
	Pos     lexer.Pos // of the word phase
	Weights []*PhaseWeight
}

// PhaseWeight is one `TYPE = W` of a PhaseDecl.
type PhaseWeight struct {
	Pos   lexer.Pos // of the type's name
	Type  string
	Value Expr
}

func (*LetStmt) declNode()   {}
func (*TableDecl) declNode() {}
func (*PhaseDecl) declNode() {}

// Position returns the position of the word table.
func (d *TableDecl) Position() lexer.Pos { return d.Pos }

// Position returns the position of the word phase.
func (d *PhaseDecl) Position() lexer.Pos { return d.Pos }

// Position returns the position of the type's name.
func (w *PhaseWeight) Position() lexer.Pos { return w.Pos }

// The words that start a declaration in the evaluation module. They are
// not keywords: a script may still name a variable table or phase.
const (
	wordTable = "table"
	wordPhase = "phase"
)

// evaluationItem parses one item of the evaluation module: a rule, or a
// declaration (let, table, phase weights).
func (p *parser) evaluationItem(m *Module) {
	var d Decl
	switch {
	case p.tok.Kind == lexer.LET:
		if s, ok := p.parseLet().(*LetStmt); ok {
			d = s
		}
	case p.tok.Kind == lexer.IDENT && p.tok.Text == wordTable:
		d = p.parseTable()
	case p.tok.Kind == lexer.IDENT && p.tok.Text == wordPhase:
		d = p.parsePhase()
	default:
		if r := p.parseRule(); r != nil {
			m.Rules = append(m.Rules, r)
		}
		return
	}
	if d != nil {
		m.Decls = append(m.Decls, d)
	}
}

// parseTable parses `table NAME = [v1, ...]`; the list may span lines.
func (p *parser) parseTable() Decl {
	d := &TableDecl{Pos: p.tok.Pos}
	p.advance()
	if d.Name = p.parseNameAssign("the table's name", "table"); d.Name == nil {
		return nil
	}
	if p.tok.Kind != lexer.LBRACK {
		p.unexpected("[ and the table's values, one per cell, after table " + d.Name.Name + " =")
		p.skipStatement()
		return nil
	}
	d.Value, _ = p.setEnd(p.parseList()).(*ListLit)
	p.endStatement()
	return d
}

// parsePhase parses `phase weights: TYPE = W, ...`.
func (p *parser) parsePhase() Decl {
	d := &PhaseDecl{Pos: p.tok.Pos}
	p.advance()
	if p.tok.Kind != lexer.IDENT || p.tok.Text != "weights" {
		p.unexpected("weights after phase (phase weights: knight = 1, ...)")
		p.skipStatement()
		return nil
	}
	p.advance()
	if !p.expect(lexer.COLON, ": after phase weights") {
		p.skipStatement()
		return nil
	}
	for {
		w := p.parsePhaseWeight()
		if w == nil {
			p.skipStatement()
			return nil
		}
		d.Weights = append(d.Weights, w)
		if !p.got(lexer.COMMA) {
			break
		}
	}
	p.endStatement()
	return d
}

// parsePhaseWeight parses one `TYPE = W` of phase weights.
func (p *parser) parsePhaseWeight() *PhaseWeight {
	if p.tok.Kind != lexer.IDENT {
		p.unexpected("a piece type and its weight (knight = 1)")
		return nil
	}
	w := &PhaseWeight{Pos: p.tok.Pos, Type: p.tok.Text}
	p.advance()
	if !p.expect(lexer.ASSIGN, "= after "+w.Type+" in phase weights") {
		return nil
	}
	w.Value = p.parseExpr(precLowest)
	return w
}

// TableRankWidth returns how many values of a table of n values make one
// rank when nothing else tells: the side of a square board (8 for 64
// values), or 0 when n is not the square of a side from 4 to 16.
func TableRankWidth(n int) int {
	for w := 4; w <= 16; w++ {
		if w*w == n {
			return w
		}
	}
	return 0
}
