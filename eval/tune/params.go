package tune

import (
	"fmt"
	"strings"

	"github.com/chespel/chespel/lexer"
	"github.com/chespel/chespel/parser"
	"github.com/chespel/chespel/types"
)

// Param is one number of a bot's script that tuning may change: a number
// literal that is a factor of a score statement's value.
type Param struct {
	Rule  string    // the rule that holds it
	Pos   lexer.Pos // of the literal
	Score lexer.Pos // of the keyword score of its statement
	Text  string    // the literal as written
	Value int64     // in thousandths
	Fixed bool      // left alone: -fix names its rule, or a "tune: fixed" comment
}

// fixedMark is the comment that fixes the numbers of its line, or of a
// whole rule when it is on the rule's line.
const fixedMark = "tune: fixed"

// Params returns the tunable numbers of a checked program in source order:
// for each score statement of the evaluation module and of the endgame
// blocks, the first number literal among the factors of its value. The
// rules named in fix, and the lines that carry a "tune: fixed" comment,
// are marked Fixed. A name of fix that no rule has is an error.
func Params(prog *types.Program, fix []string) ([]Param, error) {
	marked := markedLines(prog.File.Comments)
	rules := append([]*parser.Rule(nil), prog.Evaluation...)
	for _, g := range prog.Endgames {
		rules = append(rules, g.Rules...)
	}
	named := map[string]bool{}
	var ps []Param
	for _, r := range rules {
		named[r.Name] = true
		fixed := contains(fix, r.Name) || marked[r.Pos.Line] || marked[r.NamePos.Line]
		walkScores(r.Body, func(s *parser.ScoreStmt) {
			if lit := factorLiteral(s.Value); lit != nil {
				ps = append(ps, Param{Rule: r.Name, Pos: lit.Pos, Score: s.Pos, Text: lit.Text,
					Value: lit.Value, Fixed: fixed || marked[lit.Pos.Line]})
			}
		})
	}
	for _, name := range fix {
		if !named[name] {
			return nil, fmt.Errorf("-fix: no rule is named %q", name)
		}
	}
	return ps, nil
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

// walkScores calls f on every score statement of body, nested ones
// included, in source order.
func walkScores(body []parser.Stmt, f func(*parser.ScoreStmt)) {
	for _, s := range body {
		switch s := s.(type) {
		case *parser.ScoreStmt:
			f(s)
		case *parser.IfStmt:
			walkScores(s.Then, f)
			walkScores(s.Else, f)
		case *parser.LoopStmt:
			walkScores(s.Body, f)
		}
	}
}

// factorLiteral returns the first number literal among the factors of e,
// or nil: e itself, the operands of a product, the operand of a negation,
// the dividend of a division. The value is linear in such a literal.
func factorLiteral(e parser.Expr) *parser.NumLit {
	switch e := e.(type) {
	case *parser.NumLit:
		return e
	case *parser.Unary:
		if e.Op == lexer.MINUS {
			return factorLiteral(e.X)
		}
	case *parser.Binary:
		switch e.Op {
		case lexer.STAR:
			if lit := factorLiteral(e.X); lit != nil {
				return lit
			}
			return factorLiteral(e.Y)
		case lexer.SLASH:
			return factorLiteral(e.X)
		}
	}
	return nil
}
