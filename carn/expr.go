package carn

// Expressions: evaluation and the facts the expander needs about them.

// saturation bounds intermediate values of expressions, far beyond any board.
const saturation = 1 << 20

// eval computes an expression, saturating far beyond any board.
func eval(e exprNode, vals map[string]int) int {
	switch e := e.(type) {
	case *intExpr:
		return e.value
	case *varExpr:
		return vals[e.name]
	case *parenExpr:
		return eval(e.x, vals)
	case *binaryExpr:
		a, b := eval(e.x, vals), eval(e.y, vals)
		switch e.op {
		case '+':
			return clamp(a + b)
		case '-':
			return clamp(a - b)
		}
		return clamp(a * b)
	}
	return 0
}

func clamp(v int) int { return max(-saturation, min(v, saturation)) }

// sumNumbers adds up the numbers written in an expression.
func sumNumbers(e exprNode) int {
	switch e := e.(type) {
	case *intExpr:
		return e.value
	case *parenExpr:
		return sumNumbers(e.x)
	case *binaryExpr:
		return clamp(sumNumbers(e.x) + sumNumbers(e.y))
	}
	return 0
}

// variables lists the variables of an alternative's counts, each once, in
// the order they first appear.
func variables(alt *altNode) []string {
	var names []string
	seen := map[string]bool{}
	var walk func(e exprNode)
	walk = func(e exprNode) {
		switch e := e.(type) {
		case *varExpr:
			if !seen[e.name] {
				seen[e.name] = true
				names = append(names, e.name)
			}
		case *parenExpr:
			walk(e.x)
		case *binaryExpr:
			walk(e.x)
			walk(e.y)
		}
	}
	for _, term := range alt.axes {
		for _, c := range term.counts {
			if c.kind == countExpr {
				walk(c.expr)
			}
		}
	}
	return names
}

// hasVariable reports whether an expression mentions a variable.
func hasVariable(e exprNode) bool {
	switch e := e.(type) {
	case *varExpr:
		return true
	case *binaryExpr:
		return hasVariable(e.x) || hasVariable(e.y)
	case *parenExpr:
		return hasVariable(e.x)
	}
	return false
}
