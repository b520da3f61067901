package types

import (
	"fmt"
	"strings"

	"github.com/chespel/chespel/parser"
)

// call resolves a call to a builtin and types it.
func (c *checker) call(call *parser.Call) parser.Type {
	if call.Recv != nil {
		return c.methodCall(call)
	}
	return c.globalCall(call)
}

// methodCall resolves x.f and x.f(args) by x's type.
func (c *checker) methodCall(call *parser.Call) parser.Type {
	rt := c.receiver(call.Recv)
	types := c.argTypes(call.Args)
	if rt == parser.NoType {
		return parser.NoType
	}
	id, ok := method(rt, call.Name)
	if !ok {
		c.noMethod(call, rt)
		return parser.NoType
	}
	call.Builtin = id
	if call.Args != nil && len(call.Args) == 0 {
		c.errorf(call.LParen, "%s takes no arguments: drop the ()", call.Name)
		return parser.NoType
	}
	return c.checkArgs(call, id, call.Args, types, 0)
}

// noMethod reports a function that the receiver's type does not have.
func (c *checker) noMethod(call *parser.Call, rt parser.Type) {
	names := methodNames(rt)
	if len(names) == 0 {
		c.errorf(call.Pos, "a %s has no function %s: only players, types, pieces, cells and lists have functions", typeName(rt), call.Name)
		return
	}
	if ids, ok := builtinsByName[call.Name]; ok {
		c.errorf(call.Pos, "%s is a function of %s, not of %s", call.Name, receiverNames(ids), typeName(rt))
		return
	}
	c.errorf(call.Pos, "%s has no function %s%s", typeName(rt), call.Name, suggest(call.Name, names))
}

// globalCall resolves f(args): a global function, a function of the
// variable of a one-variable loop (in its conditions), or an instance
// function called with its receiver first, check(me).
func (c *checker) globalCall(call *parser.Call) parser.Type {
	types := c.argTypes(call.Args)
	if id, ok := global(call.Name); ok {
		call.Builtin = id
		return c.checkArgs(call, id, call.Args, types, 0)
	}
	if v := c.implicit; v != nil {
		if _, ok := method(v.ident.T, call.Name); ok {
			v.used = true // even when the arguments are wrong: it is meant
		}
		if id, ok := method(v.ident.T, call.Name); ok && len(Builtins[id].Params) == len(call.Args) {
			call.Builtin, call.Implicit, call.Slot = id, true, v.ident.Slot
			return c.checkArgs(call, id, call.Args, types, 0)
		}
	}
	if len(call.Args) > 0 && types[0] != parser.NoType {
		if id, ok := method(types[0], call.Name); ok {
			call.Builtin, call.RecvFirst = id, true
			return c.checkArgs(call, id, call.Args[1:], types[1:], 1)
		}
	}
	c.noGlobal(call, types)
	return parser.NoType
}

// noGlobal reports a global call that resolves to nothing.
func (c *checker) noGlobal(call *parser.Call, types []parser.Type) {
	ids, ok := builtinsByName[call.Name]
	switch {
	case !ok:
		var names []string
		for _, b := range Builtins {
			names = append(names, b.Name)
		}
		c.errorf(call.Pos, "unknown function %s%s", call.Name, suggest(call.Name, names))
	case len(call.Args) == 0:
		c.errorf(call.Pos, "%s is a function of %s: write it after a value, as in %s.%s",
			call.Name, receiverNames(ids), exampleValue[Builtins[ids[0]].Recv], call.Name)
	case types[0] == parser.NoType:
		// the receiver has an error already
	default:
		c.errorf(call.Args[0].Position(), "%s is a function of %s, got a %s as its receiver",
			call.Name, receiverNames(ids), typeName(types[0]))
	}
}

// argTypes types the arguments of a call.
func (c *checker) argTypes(args []parser.Expr) []parser.Type {
	types := make([]parser.Type, len(args))
	for i, a := range args {
		types[i] = c.expr(a)
	}
	return types
}

// checkArgs checks the arguments of a call of builtin id against its
// parameters and returns the call's type. skip is the number of written
// arguments before args (1 when the receiver is written first), for the
// argument numbers of messages.
func (c *checker) checkArgs(call *parser.Call, id int, args []parser.Expr, types []parser.Type, skip int) parser.Type {
	b := Builtins[id]
	if !c.applies(call.Pos, id) {
		return parser.NoType
	}
	if len(args) != len(b.Params) {
		c.errorf(call.Pos, "%s takes %s (%s), got %d", b.Key(), plural(len(b.Params), "argument"), paramList(b), len(args))
		return parser.NoType
	}
	ok := true
	for i, want := range b.Params {
		got := fitEmpty(args[i], types[i], want)
		if got != parser.NoType && got != want {
			c.errorf(args[i].Position(), "argument %d of %s must be a %s, got %s%s", i+1+skip, call.Name, typeName(want), typeName(got), hint(want, got))
			ok = false
		}
	}
	if !ok {
		return parser.NoType
	}
	return b.Result
}

// paramList lists the parameter types of a builtin, "none" when it has none.
func paramList(b Builtin) string {
	if len(b.Params) == 0 {
		return "none"
	}
	names := make([]string, len(b.Params))
	for i, p := range b.Params {
		names[i] = typeName(p)
	}
	return strings.Join(names, ", ")
}

// receiverNames lists the receiver types of builtins: "piece and cell".
func receiverNames(ids []int) string {
	var names []string
	for _, id := range ids {
		name := typeName(Builtins[id].Recv)
		if Builtins[id].Recv == tNone {
			name = "no value (a global)"
		}
		names = append(names, name)
	}
	if len(names) == 1 {
		return names[0]
	}
	return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
}

// plural writes n things: "1 argument", "2 arguments", "no arguments".
func plural(n int, thing string) string {
	switch n {
	case 0:
		return "no " + thing + "s"
	case 1:
		return "1 " + thing
	}
	return fmt.Sprintf("%d %ss", n, thing)
}

// receiver types the receiver of x.f: a table's name is a value only
// there (pst.at(c)), anything else is an expression.
func (c *checker) receiver(x parser.Expr) parser.Type {
	if id, ok := x.(*parser.Ident); ok && c.scope.lookup(id.Name) == nil {
		if i, isTable := c.tables[id.Name]; isTable {
			id.Kind, id.Slot, id.Decl, id.T = parser.TableRef, i, c.tableAt[i], parser.Table
			return parser.Table
		}
	}
	return c.expr(x)
}
