package types

import "github.com/chespel/chespel/parser"

// count checks a counting expression, count(piece p with ...) or
// exists(...): its variables are declared in a scope of their own that
// holds its conditions, as a loop's are; the conditions may read the
// names of the enclosing scopes. A variable of a one-variable count's
// conditions may be left out (count(piece p with type == pawn)).
func (c *checker) count(e *parser.Count) parser.Type {
	l := e.Loop
	t := parser.Piece
	if l.Kind == parser.CellLoop {
		t = parser.Cell
	}
	outer := c.implicit
	c.openScope()
	var vars []*variable
	for i, id := range l.Vars {
		if c.repeatedVar(l.Vars[:i], id) {
			continue
		}
		v := c.declare(id, t, "variable")
		v.used = true // counting needs no use of the variable
		vars = append(vars, v)
	}
	c.implicit = nil
	if len(l.Vars) == 1 && len(vars) == 1 {
		c.implicit = vars[0]
	}
	for _, cond := range l.Conds {
		c.want(cond, parser.Bool, "condition of "+parser.CountWord(e))
	}
	if e.Value != nil {
		c.implicit = nil // as in a loop's block, the value names the variables
		c.want(e.Value, parser.Num, "value of sum")
	}
	c.implicit = outer
	c.closeScope()
	if e.Exists && e.Value == nil {
		return parser.Bool
	}
	return parser.Num
}
