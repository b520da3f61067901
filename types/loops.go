package types

import "github.com/chespel/chespel/parser"

// CondVars returns, for each condition of a checked loop, the index in
// loop.Vars of the last loop variable that the condition uses (bare
// functions of a one-variable loop included), or -1 when it uses none. A
// loop over several variables may test a condition as soon as that
// variable is bound, instead of once per whole tuple: in `piece p1, p2 with
// p1.type == pawn, p2.col == p1.col`, the first condition needs p1 only.
func CondVars(loop *parser.LoopStmt) []int {
	index := make(map[int]int, len(loop.Vars)) // slot → variable index
	for i, v := range loop.Vars {
		index[v.Slot] = i
	}
	out := make([]int, len(loop.Conds))
	for i, cond := range loop.Conds {
		last := -1
		parser.Inspect(cond, func(n parser.Node) bool {
			if slot, ok := usedSlot(n); ok {
				if j, isVar := index[slot]; isVar {
					last = max(last, j)
				}
			}
			return true
		})
		out[i] = last
	}
	return out
}

// usedSlot returns the frame slot that a node reads: a variable, or the
// receiver of a bare function of a one-variable loop.
func usedSlot(n parser.Node) (int, bool) {
	switch n := n.(type) {
	case *parser.Ident:
		if n.Kind == parser.Local || n.Kind == parser.ImplicitCall {
			return n.Slot, true
		}
	case *parser.Call:
		if n.Implicit {
			return n.Slot, true
		}
	}
	return 0, false
}
