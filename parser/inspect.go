package parser

// Inspect walks the tree under n in source order: it calls f(n), and when
// f returns true, inspects each child of n. A nil child is skipped.
func Inspect(n Node, f func(Node) bool) {
	if n == nil || !f(n) {
		return
	}
	for _, c := range children(n) {
		Inspect(c, f)
	}
}

// children returns the direct children of n in source order.
func children(n Node) []Node {
	var out []Node
	add := func(nodes ...Node) {
		for _, c := range nodes {
			if c != nil { // a nil Expr converts to a nil Node
				out = append(out, c)
			}
		}
	}
	switch n := n.(type) {
	case *File:
		for _, m := range n.Modules {
			add(m)
		}
	case *Module:
		moduleChildren(n, add)
	case *Setting:
		add(n.Value)
	case *EndgameBlock:
		for _, r := range n.Rules {
			add(r)
		}
	case *TableDecl:
		add(n.Name, n.Value)
	case *PhaseDecl:
		for _, w := range n.Weights {
			add(w)
		}
	case *PhaseWeight:
		add(n.Value)
	case *Rule:
		addStmts(n.Body, add)
	case Stmt:
		stmtChildren(n, add)
	case Expr:
		exprChildren(n, add)
	}
	return out
}

// moduleChildren adds the items of a module.
func moduleChildren(m *Module, add func(...Node)) {
	for _, s := range m.Settings {
		add(s)
	}
	for _, o := range m.Openings {
		add(o)
	}
	for _, e := range m.Endgames {
		add(e)
	}
	rules, decls := m.Rules, m.Decls
	for len(rules) > 0 || len(decls) > 0 { // merged in source order
		if len(decls) > 0 && (len(rules) == 0 || decls[0].Position().Before(rules[0].Pos)) {
			add(decls[0])
			decls = decls[1:]
		} else {
			add(rules[0])
			rules = rules[1:]
		}
	}
}

// addStmts adds a list of statements.
func addStmts(list []Stmt, add func(...Node)) {
	for _, s := range list {
		add(s)
	}
}

// stmtChildren adds the parts of a statement.
func stmtChildren(s Stmt, add func(...Node)) {
	switch s := s.(type) {
	case *ScoreStmt:
		add(s.Value)
		if s.Reason != nil {
			add(s.Reason)
		}
	case *LetStmt:
		add(s.Name, s.Value)
	case *IfStmt:
		add(s.Cond)
		addStmts(s.Then, add)
		addStmts(s.Else, add)
	case *LoopStmt:
		for _, v := range s.Vars {
			add(v)
		}
		for _, c := range s.Conds {
			add(c)
		}
		addStmts(s.Body, add)
	}
}

// exprChildren adds the operands of an expression.
func exprChildren(e Expr, add func(...Node)) {
	switch e := e.(type) {
	case *Binary:
		add(e.X, e.Y)
	case *Unary:
		add(e.X)
	case *Call:
		if e.Recv != nil {
			add(e.Recv)
		}
		for _, a := range e.Args {
			add(a)
		}
	case *ListLit:
		for _, x := range e.Elems {
			add(x)
		}
	case *Count:
		for _, v := range e.Loop.Vars {
			add(v)
		}
		for _, c := range e.Loop.Conds {
			add(c)
		}
		if e.Value != nil {
			add(e.Value)
		}
	}
}
