package tune

import (
	"github.com/chespel/chespel/lexer"
	"github.com/chespel/chespel/parser"
	"github.com/chespel/chespel/types"
)

// site is a number that a score statement is linear in: a literal of the
// statement (or of a let that only it reads), or a tunable let.
type site struct {
	lit *parser.NumLit
	let *parser.Ident // the let's declaration, when the number is a tunable let
}

// linearWalk finds the numbers that score statements are linear in.
type linearWalk struct {
	lets   map[*parser.Ident]*parser.NumLit  // the tunable lets: shared numbers
	inline map[*parser.Ident]*parser.LetStmt // the rules' lets read once, followed into
}

// newLinearWalk gathers the lets of the rules that are read exactly once
// (and are not tunable lets themselves): a statement that reads one is
// linear in the numbers of its value as if it were written in place.
func newLinearWalk(prog *types.Program, lets map[*parser.Ident]*parser.NumLit) *linearWalk {
	lw := &linearWalk{lets: lets, inline: map[*parser.Ident]*parser.LetStmt{}}
	uses := map[*parser.Ident]int{}
	parser.Inspect(prog.File, func(n parser.Node) bool {
		if id, ok := n.(*parser.Ident); ok && id.Decl != nil && id.Decl != id {
			uses[id.Decl]++
		}
		return true
	})
	for _, r := range allRules(prog) {
		walkStmts(r.Body, func(s parser.Stmt) {
			if l, ok := s.(*parser.LetStmt); ok && uses[l.Name] == 1 && lets[l.Name] == nil {
				lw.inline[l.Name] = l
			}
		})
	}
	return lw
}

// linear returns the numbers that e is linear in, jointly: the literals
// and tunable lets reached through sums and differences, negations,
// dividends, the two values of taper(mg, eg) (but a literal 0 there), the value of sum(...), and
// the lets read once. Of a product it takes one factor's numbers only
// (a tunable let among the factors, else a literal among them, else the
// first factor that has some), so that the others are constants.
func (lw *linearWalk) linear(e parser.Expr) []site {
	switch e := e.(type) {
	case *parser.NumLit:
		return []site{{lit: e}}
	case *parser.Ident:
		if lw.lets[e.Decl] != nil {
			return []site{{let: e.Decl}}
		}
		if l := lw.inline[e.Decl]; l != nil {
			return lw.linear(l.Value)
		}
	case *parser.Unary:
		if e.Op == lexer.MINUS {
			return lw.linear(e.X)
		}
	case *parser.Binary:
		switch e.Op {
		case lexer.PLUS, lexer.MINUS:
			return append(lw.linear(e.X), lw.linear(e.Y)...)
		case lexer.STAR, lexer.SLASH:
			return lw.product(e)
		}
	case *parser.Call:
		if e.Builtin == types.FnTaper && e.Recv == nil && len(e.Args) == 2 {
			return append(lw.taperArg(e.Args[0]), lw.taperArg(e.Args[1])...)
		}
	case *parser.Count:
		if e.Value != nil {
			return lw.linear(e.Value)
		}
	}
	return nil
}

// taperArg returns the numbers of one value of taper(mg, eg); none for a
// literal 0, which says that the term has no value in that phase
// (taper(-attacks, 0)): it stays 0.
func (lw *linearWalk) taperArg(e parser.Expr) []site {
	if lit, ok := e.(*parser.NumLit); ok && lit.Value == 0 {
		return nil
	}
	return lw.linear(e)
}

// product returns the numbers of one factor of a product (or of a
// quotient's dividend).
func (lw *linearWalk) product(e parser.Expr) []site {
	if id := letFactor(e, lw.lets); id != nil {
		return []site{{let: id}}
	}
	if lit := factorLiteral(e); lit != nil {
		return []site{{lit: lit}}
	}
	for _, f := range factors(e) {
		if s := lw.linear(f); len(s) > 0 {
			return s
		}
	}
	return nil
}
