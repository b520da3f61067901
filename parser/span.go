package parser

import (
	"unicode/utf8"

	"github.com/chespel/chespel/lexer"
)

// Start returns the position of the first token of n: the left operand's
// for a binary expression, the receiver's for a call on a value.
func Start(n Node) lexer.Pos {
	switch n := n.(type) {
	case *Binary:
		return Start(n.X)
	case *Call:
		if n.Recv != nil {
			return Start(n.Recv)
		}
	case *OpeningRule:
		return n.FromPos
	}
	return n.Position()
}

// End returns the position just after the last token of n: an
// expression's end, or the end of the last statement of a block.
func End(n Node) lexer.Pos {
	switch n := n.(type) {
	case interface{ End() lexer.Pos }: // expressions
		return n.End()
	case *File:
		if len(n.Modules) == 0 {
			return n.Position()
		}
		return End(n.Modules[len(n.Modules)-1])
	case *Module:
		return lastEnd(children(n), after(n.NamePos, n.Kind.String()))
	case *Setting:
		return End(n.Value)
	case *PhaseWeight:
		return End(n.Value)
	case *TableDecl, *PhaseDecl:
		return lastEnd(children(n), after(n.Position(), "x"))
	case *OpeningRule:
		return after(n.ToPos, "'"+n.To+"'")
	case *EndgameBlock:
		return lastEnd(children(n), after(n.SpecPos, "'"+n.Spec+"':"))
	case *Rule:
		return lastEnd(children(n), after(n.NamePos, n.Name+":"))
	case Stmt:
		return lastEnd(children(n), after(n.Position(), "x"))
	}
	return n.Position()
}

// lastEnd returns the end of the last node of list, or def when list is
// empty.
func lastEnd(list []Node, def lexer.Pos) lexer.Pos {
	if len(list) == 0 {
		return def
	}
	return End(list[len(list)-1])
}

// after returns the position after text written at pos on one line.
func after(pos lexer.Pos, text string) lexer.Pos {
	return lexer.Pos{Line: pos.Line, Col: pos.Col + utf8.RuneCountInString(text)}
}

// Contains reports whether pos lies within n's text, its end included (a
// cursor just after a name is on the name).
func Contains(n Node, pos lexer.Pos) bool {
	return !pos.Before(Start(n)) && !End(n).Before(pos)
}

// PathAt returns the nodes under root that contain pos, from root down to
// the innermost one, or nil when root does not contain pos.
func PathAt(root Node, pos lexer.Pos) []Node {
	if root == nil || !Contains(root, pos) {
		return nil
	}
	path := []Node{root}
	for {
		next := childAt(path[len(path)-1], pos)
		if next == nil {
			return path
		}
		path = append(path, next)
	}
}

// childAt returns the child of n that contains pos; when pos is just
// after one child and on the next (a cursor between "a" and "+"), the one
// it is strictly inside wins.
func childAt(n Node, pos lexer.Pos) Node {
	var touching Node
	for _, c := range children(n) {
		start, end := Start(c), End(c)
		if pos.Before(start) || end.Before(pos) {
			continue
		}
		if pos.Before(end) {
			return c
		}
		if touching == nil {
			touching = c
		}
	}
	return touching
}

// Parens returns the pairs of parentheses written around e.
func Parens(e Expr) int {
	if t := typedOf(e); t != nil {
		return t.Parens
	}
	return 0
}
