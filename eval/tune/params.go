package tune

import (
	"fmt"
	"strings"

	"github.com/chespel/chespel/lexer"
	"github.com/chespel/chespel/parser"
	"github.com/chespel/chespel/types"
)

// Param is one number of a bot's script that tuning may change: a number
// literal in which a score statement's value is linear (linear.go), or the
// value of a let whose every use is a factor of a score statement's value.
type Param struct {
	Rule   string      // the rule that holds it
	Pos    lexer.Pos   // of the literal
	Scores []lexer.Pos // of the keyword score of each statement linear in it
	Text   string      // the literal as written
	Value  int64       // in thousandths
	Fixed  bool        // left alone: -fix names its rule, or a "tune: fixed" comment
	// IsTable marks a table's value: the value written Cell-th (from 0)
	// in the table of index Table. Its feature is how often score
	// statements read the cell (tables.go); Scores is empty.
	IsTable     bool
	Table, Cell int
}

// fixedMark is the comment that fixes the numbers of its line, or of a
// whole rule when it is on the rule's line.
const fixedMark = "tune: fixed"

// Params returns the tunable numbers of a checked program (the evaluation
// module's lets, its rules, then the endgame blocks' rules), statement by
// statement: the tunable lets (score x * w after let w = 0.3: a let whose
// value is a number and whose every use is a factor), and the literals in
// which each score statement is linear (linearWalk.linear). The rules (or
// module-level lets) named in fix, and the lines that carry a "tune:
// fixed" comment, are marked Fixed. A name of fix that no rule or let has
// is an error.
func Params(prog *types.Program, fix []string) ([]Param, error) {
	marked := markedLines(prog.File.Comments)
	rules := allRules(prog)
	lw := newLinearWalk(prog, tunableLets(prog, rules))
	named := map[string]bool{}
	var ps []Param
	at := map[*parser.Ident]int{} // a tunable let's index in ps
	for _, l := range prog.Lets {
		named[l.Name.Name] = true
		if lit, ok := lw.lets[l.Name]; ok {
			at[l.Name] = len(ps)
			fixed := contains(fix, l.Name.Name) || marked[lit.Pos.Line] || marked[l.Pos.Line]
			ps = append(ps, Param{Rule: "let " + l.Name.Name, Pos: lit.Pos, Text: lit.Text, Value: lit.Value, Fixed: fixed})
		}
	}
	for _, r := range rules {
		named[r.Name] = true
		fixed := contains(fix, r.Name) || marked[r.Pos.Line] || marked[r.NamePos.Line]
		n := len(ps)
		ps = ruleParams(r, lw, at, ps)
		for i := n; i < len(ps); i++ {
			ps[i].Fixed = fixed || marked[ps[i].Pos.Line]
		}
	}
	_, decls := tableSites(prog, lw)
	if m := prog.File.Module(parser.Evaluation); m != nil {
		for _, d := range m.Decls {
			td, ok := d.(*parser.TableDecl)
			if !ok {
				continue
			}
			named[td.Name.Name] = true
			if decls[td.Name.Slot] == nil {
				continue
			}
			fixed := contains(fix, td.Name.Name) || marked[td.Pos.Line]
			for _, p := range tableParams(td) {
				p.Fixed = fixed || marked[p.Pos.Line]
				ps = append(ps, p)
			}
		}
	}
	for _, name := range fix {
		if !named[name] {
			return nil, fmt.Errorf("-fix: no rule, module-level let or table is named %q", name)
		}
	}
	return ps, nil
}

// allRules returns the evaluation module's rules, then the endgame
// blocks'.
func allRules(prog *types.Program) []*parser.Rule {
	rules := append([]*parser.Rule(nil), prog.Evaluation...)
	for _, g := range prog.Endgames {
		rules = append(rules, g.Rules...)
	}
	return rules
}

// ruleParams appends the tunable numbers of one rule to ps, statement by
// statement, and the rule's score statements to the tunable lets they use.
func ruleParams(r *parser.Rule, lw *linearWalk, at map[*parser.Ident]int, ps []Param) []Param {
	walkStmts(r.Body, func(s parser.Stmt) {
		switch s := s.(type) {
		case *parser.LetStmt:
			if lit, ok := lw.lets[s.Name]; ok {
				at[s.Name] = len(ps)
				ps = append(ps, Param{Rule: r.Name, Pos: lit.Pos, Text: lit.Text, Value: lit.Value})
			}
		case *parser.ScoreStmt:
			for _, site := range lw.linear(s.Value) {
				if site.let != nil {
					ps[at[site.let]].Scores = append(ps[at[site.let]].Scores, s.Pos)
				} else {
					ps = append(ps, Param{Rule: r.Name, Pos: site.lit.Pos, Scores: []lexer.Pos{s.Pos}, Text: site.lit.Text, Value: site.lit.Value})
				}
			}
		}
	})
	return ps
}

// tunableLets returns the lets (module-level, or in the rules) whose value
// is a number literal and whose every use is a factor of a score
// statement's value, once in that statement, with no other such let beside
// it: the score is then linear in the let's number.
func tunableLets(prog *types.Program, rules []*parser.Rule) map[*parser.Ident]*parser.NumLit {
	cand := map[*parser.Ident]*parser.NumLit{}
	addLet := func(l *parser.LetStmt) {
		if lit, ok := l.Value.(*parser.NumLit); ok {
			cand[l.Name] = lit
		}
	}
	for _, l := range prog.Lets {
		addLet(l)
	}
	for _, r := range rules {
		walkStmts(r.Body, func(s parser.Stmt) {
			if l, ok := s.(*parser.LetStmt); ok {
				addLet(l)
			}
		})
	}
	if len(cand) == 0 {
		return nil
	}
	uses, factorUses := map[*parser.Ident]int{}, map[*parser.Ident]int{}
	bad := map[*parser.Ident]bool{}
	parser.Inspect(prog.File, func(n parser.Node) bool {
		if id, ok := n.(*parser.Ident); ok && id.Decl != nil && id.Decl != id {
			uses[id.Decl]++
		}
		return true
	})
	for _, r := range rules {
		walkStmts(r.Body, func(s parser.Stmt) {
			sc, ok := s.(*parser.ScoreStmt)
			if !ok {
				return
			}
			var here []*parser.Ident
			for _, f := range factors(sc.Value) {
				if id, ok := f.(*parser.Ident); ok && cand[id.Decl] != nil {
					here = append(here, id.Decl)
					factorUses[id.Decl]++
				}
			}
			if len(here) > 1 { // w * w, or w * v: not linear in each alone
				for _, d := range here {
					bad[d] = true
				}
			}
		})
	}
	for d := range cand {
		if bad[d] || uses[d] == 0 || uses[d] != factorUses[d] {
			delete(cand, d)
		}
	}
	return cand
}

// letFactor returns the tunable let among the factors of e, or nil.
func letFactor(e parser.Expr, lets map[*parser.Ident]*parser.NumLit) *parser.Ident {
	for _, f := range factors(e) {
		if id, ok := f.(*parser.Ident); ok && lets[id.Decl] != nil {
			return id.Decl
		}
	}
	return nil
}

// markedLines returns the lines that hold a "tune: fixed" comment.
func markedLines(comments []lexer.Comment) map[int]bool {
	m := map[int]bool{}
	for _, c := range comments {
		if strings.Contains(c.Text, fixedMark) {
			m[c.Pos.Line] = true
		}
	}
	return m
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// walkStmts calls f on every statement of body, nested ones included, in
// source order.
func walkStmts(body []parser.Stmt, f func(parser.Stmt)) {
	for _, s := range body {
		f(s)
		switch s := s.(type) {
		case *parser.IfStmt:
			walkStmts(s.Then, f)
			walkStmts(s.Else, f)
		case *parser.LoopStmt:
			walkStmts(s.Body, f)
		}
	}
}

// factors returns the factors of e, in which e is linear: e itself, the
// factors of a product's operands, of a negation's operand, of a
// division's dividend.
func factors(e parser.Expr) []parser.Expr {
	switch e := e.(type) {
	case *parser.Unary:
		if e.Op == lexer.MINUS {
			return factors(e.X)
		}
	case *parser.Binary:
		switch e.Op {
		case lexer.STAR:
			return append(factors(e.X), factors(e.Y)...)
		case lexer.SLASH:
			return factors(e.X)
		}
	}
	return []parser.Expr{e}
}

// factorLiteral returns the first number literal among the factors of e,
// or nil.
func factorLiteral(e parser.Expr) *parser.NumLit {
	for _, f := range factors(e) {
		if lit, ok := f.(*parser.NumLit); ok {
			return lit
		}
	}
	return nil
}
