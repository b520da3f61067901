package eval

import (
	"fmt"

	"github.com/chespel/chespel/board"
	"github.com/chespel/chespel/lexer"
	"github.com/chespel/chespel/parser"
	"github.com/chespel/chespel/types"
)

// compileRule turns a checked rule into its compiled form; prefix is the
// endgame spec for a rule of an endgame block, "" otherwise. With plain,
// loops are compiled as written, without plans.
func compileRule(g *geo, r *parser.Rule, prefix string, plain bool) (*rule, error) {
	name := r.Name
	if prefix != "" {
		name = prefix + "/" + r.Name
	}
	c := &compiler{g: g, frame: r.Slots, plain: plain, done: map[parser.Stmt]*stmt{}}
	body, err := c.block(r.Body)
	if err != nil {
		return nil, err
	}
	pairFused(g, body)
	if !plain {
		colourLets(g, body, nil)
		planBlockTables(g, r.Slots, body, map[int][]*stmt{})
	}
	return &rule{name: name, sym: r.Sym, slots: r.Slots, body: body, first: body, again: body}, nil
}

// compiler compiles the statements of one rule. A loop's split plan
// (planSplit) compiles the loop's statements again as bodies of its
// sub-loops; done hands back the statements compiled already, so that
// nested split loops cost linear, not exponential, work. A compiled
// statement holds no run-time state, so two plans may share it.
type compiler struct {
	g     *geo // the game's geometry: cells, kinds
	frame int  // the rule's frame size (parser.Rule.Slots)
	plain bool // compile loops as written (plainLoop), for the tests
	done  map[parser.Stmt]*stmt
}

func (c *compiler) block(stmts []parser.Stmt) ([]*stmt, error) {
	out := make([]*stmt, 0, len(stmts))
	for _, s := range stmts {
		cs, err := c.stmt(s)
		if err != nil {
			return nil, err
		}
		out = append(out, cs)
	}
	return out, nil
}

// stmt compiles a statement, once.
func (c *compiler) stmt(s parser.Stmt) (*stmt, error) {
	if cs, ok := c.done[s]; ok {
		return cs, nil
	}
	cs, err := c.compileStmt(s)
	if err == nil {
		c.done[s] = cs
	}
	return cs, err
}

func (c *compiler) compileStmt(s parser.Stmt) (*stmt, error) {
	switch s := s.(type) {
	case *parser.ScoreStmt:
		v, err := c.compileExpr(s.Value)
		if err != nil {
			return nil, err
		}
		var reason *node
		if s.Reason != nil {
			if reason, err = c.compileExpr(s.Reason); err != nil {
				return nil, err
			}
		}
		return &stmt{kind: stScore, pos: s.Pos, value: toNum(v), reason: reason}, nil
	case *parser.LetStmt:
		v, err := c.compileExpr(s.Value)
		if err != nil {
			return nil, err
		}
		return &stmt{kind: stLet, pos: s.Pos, value: v, slot: s.Name.Slot}, nil
	case *parser.IfStmt:
		return c.ifStmt(s)
	case *parser.LoopStmt:
		l, err := c.loop(s)
		if err != nil {
			return nil, err
		}
		return &stmt{kind: stLoop, pos: s.Pos, loop: l}, nil
	}
	return nil, fmt.Errorf("%v: eval: unknown statement %T", s.Position(), s)
}

func (c *compiler) ifStmt(s *parser.IfStmt) (*stmt, error) {
	cond, err := c.compileExpr(s.Cond)
	if err != nil {
		return nil, err
	}
	then, err := c.block(s.Then)
	if err != nil {
		return nil, err
	}
	els, err := c.block(s.Else)
	if err != nil {
		return nil, err
	}
	return &stmt{kind: stIf, pos: s.Pos, value: cond, then: then, els: els}, nil
}

// compileExpr turns a checked expression into a node.
func (cp *compiler) compileExpr(e parser.Expr) (*node, error) {
	switch e := e.(type) {
	case *parser.NumLit:
		return &node{op: opNum, t: parser.Num, k: e.Value, integral: e.Integral, pos: e.Pos}, nil
	case *parser.BoolLit:
		return &node{op: opBool, t: parser.Bool, k: b2i(e.Value), pos: e.Pos}, nil
	case *parser.StringLit:
		return &node{op: opString, t: parser.String, s: e.Value, pos: e.Pos}, nil
	case *parser.RowLit:
		return &node{op: opInt, t: parser.Row, k: int64(e.Row - 1), pos: e.Pos}, nil
	case *parser.ColLit:
		return &node{op: opInt, t: parser.Col, k: int64(e.Col - 1), pos: e.Pos}, nil
	case *parser.CellLit:
		return &node{op: opInt, t: parser.Cell, k: int64(e.Index), pos: e.Pos}, nil
	case *parser.Ident:
		return cp.compileIdent(e)
	case *parser.ListLit:
		return cp.compileList(e)
	case *parser.Unary:
		return cp.compileUnary(e)
	case *parser.Binary:
		return cp.compileBinary(e)
	case *parser.Call:
		return cp.compileCall(e)
	case *parser.Count:
		return cp.compileCount(e)
	}
	return nil, fmt.Errorf("%v: eval: unexpected expression %T", e.Position(), e)
}

func b2i(b bool) int64 {
	if b {
		return 1
	}
	return 0
}

func (cp *compiler) compileIdent(e *parser.Ident) (*node, error) {
	switch e.Kind {
	case parser.Local:
		return &node{op: opSlot, t: e.Type(), k: int64(e.Slot), pos: e.Pos}, nil
	case parser.Predeclared:
		if e.Const < 0 || e.Const >= types.MaxConsts {
			return nil, fmt.Errorf("%v: eval: unknown constant %d", e.Pos, e.Const)
		}
		return &node{op: opInt, t: e.Type(), k: int64(types.ConstValue(e.Const)), pos: e.Pos}, nil
	case parser.ImplicitCall:
		recv := &node{op: opSlot, t: types.Builtins[e.Builtin].Recv, k: int64(e.Slot), pos: e.Pos}
		return cp.newCall(e.Builtin, e.Type(), recv, nil, e.Pos)
	case parser.TableRef:
		return &node{op: opInt, t: parser.Table, k: int64(e.Slot), pos: e.Pos}, nil
	case parser.GlobalCall:
		return cp.newCall(e.Builtin, e.Type(), nil, nil, e.Pos)
	}
	return nil, fmt.Errorf("%v: eval: unresolved name %s", e.Pos, e.Name)
}

func (cp *compiler) compileList(e *parser.ListLit) (*node, error) {
	n := &node{op: opList, t: e.Type(), pos: e.Pos}
	for _, el := range e.Elems {
		c, err := cp.compileExpr(el)
		if err != nil {
			return nil, err
		}
		n.args = append(n.args, c)
	}
	return n, nil
}

func (cp *compiler) compileUnary(e *parser.Unary) (*node, error) {
	x, err := cp.compileExpr(e.X)
	if err != nil {
		return nil, err
	}
	switch {
	case e.Op == lexer.NOT && x.op == opEmptyCells: // not ($b1.isEmpty and $c1.isEmpty)
		negated := *x
		negated.mask ^= 1
		return &negated, nil
	case e.Op == lexer.NOT:
		return &node{op: opNot, t: parser.Bool, x: x, pos: e.Pos}, nil
	case x.op == opNum: // -0.3: a constant
		return &node{op: opNum, t: parser.Num, k: -x.k, integral: x.integral, pos: e.Pos}, nil
	}
	return &node{op: opNeg, t: parser.Num, x: toNum(x), pos: e.Pos}, nil
}

// toNum wraps a row or col operand so that it reads as a num.
func toNum(n *node) *node {
	if o, ok := numOps[n.op]; ok {
		return &node{op: o, t: parser.Num, k: n.k, pos: n.pos}
	}
	if n.t == parser.Row || n.t == parser.Col {
		return &node{op: opToNum, t: parser.Num, x: n, pos: n.pos}
	}
	return n
}

var arithmetic = map[lexer.Kind]op{
	lexer.PLUS: opAdd, lexer.MINUS: opSub, lexer.STAR: opMul, lexer.SLASH: opDiv,
	lexer.LT: opLt, lexer.LE: opLe, lexer.GT: opGt, lexer.GE: opGe,
}

func (cp *compiler) compileBinary(e *parser.Binary) (*node, error) {
	x, err := cp.compileExpr(e.X)
	if err != nil {
		return nil, err
	}
	y, err := cp.compileExpr(e.Y)
	if err != nil {
		return nil, err
	}
	n := &node{t: e.Type(), x: x, y: y, pos: e.Pos}
	switch e.Op {
	case lexer.AND:
		n.op = opAnd
		if x.op == opEmptyCells && y.op == opEmptyCells && x.mask == 0 && y.mask == 0 { // $b1.isEmpty and $c1.isEmpty
			cells := x.set.Or(*y.set)
			n.op, n.set, n.x, n.y = opEmptyCells, &cells, nil, nil
		}
	case lexer.OR:
		n.op = opOr
	case lexer.CONCAT:
		n.op = opConcat
	case lexer.IN:
		compileIn(n)
	case lexer.EQ, lexer.NE:
		n.op = equalityOp(x.t)
		n.k = b2i(e.Op == lexer.NE)
		emptyTest(n)
	default:
		o, ok := arithmetic[e.Op]
		if !ok {
			return nil, fmt.Errorf("%v: eval: unknown operator %v", e.Pos, e.Op)
		}
		n.op, n.x, n.y = o, toNum(x), toNum(y)
		if f := cp.fuse(n); f != nil {
			return f, nil
		}
		if f := cp.fuseCounts(n); f != nil {
			return f, nil
		}
	}
	return n, nil
}

// emptyTest makes l == [] and [] == l a test of l's length.
func emptyTest(n *node) {
	if n.op != opEqList {
		return
	}
	if n.y.op == opList && len(n.y.args) == 0 {
		n.op, n.y = opEmpty, nil
	} else if n.x.op == opList && len(n.x.args) == 0 {
		n.op, n.x, n.y = opEmpty, n.y, nil
	}
	if n.op == opEmpty && n.x.op == opCall {
		unattacked(n)
	}
}

// unattacked makes an emptiness test of an attack list a test of the
// attack maps: no list is built.
func unattacked(n *node) {
	call := n.x
	var kind int64
	switch call.k {
	case types.FnPieceCoveredBy:
		kind = 0
	case types.FnPieceAttackedBy:
		kind = 1
	case types.FnCellAttackedBy:
		kind = 2
	default:
		return
	}
	n.op, n.mask, n.x = opUnattacked, uint64(n.k), call.x
	n.k = kind
	if kind == 2 {
		n.y = call.args[0]
	}
}

// equalityOp chooses the comparison for operands of type t.
func equalityOp(t parser.Type) op {
	switch {
	case t.IsList():
		return opEqList
	case t == parser.Num:
		return opEqNum
	case t == parser.Bool:
		return opEqBool
	case t == parser.String:
		return opEqStr
	}
	return opEqInt
}

// compileIn makes x in [constants] a set test where it can.
func compileIn(n *node) {
	n.op = opIn
	if !isSmallInt(n.x.t) || n.y.op != opList {
		return
	}
	var set board.Set
	for _, el := range n.y.args {
		if el.op != opInt || el.k < 0 || el.k >= maxCells {
			return
		}
		set.Add(int(el.k))
	}
	n.op, n.set, n.y = opInMask, &set, nil
}

// isSmallInt reports whether values of type t are small integers held in
// an int64: rows, cols, cells, players, types and pieces.
func isSmallInt(t parser.Type) bool {
	switch t {
	case parser.Row, parser.Col, parser.Cell, parser.Player, parser.PieceType, parser.Piece:
		return true
	}
	return false
}

func (cp *compiler) compileCall(e *parser.Call) (*node, error) {
	if e.Builtin < 0 || e.Builtin >= types.NumBuiltins {
		return nil, fmt.Errorf("%v: eval: unknown function %s", e.Pos, e.Name)
	}
	var recv *node
	args := e.Args
	switch {
	case e.Implicit:
		recv = &node{op: opSlot, t: types.Builtins[e.Builtin].Recv, k: int64(e.Slot), pos: e.Pos}
	case e.RecvFirst && len(args) > 0:
		r, err := cp.compileExpr(args[0])
		if err != nil {
			return nil, err
		}
		recv, args = r, args[1:]
	case e.Recv != nil:
		r, err := cp.compileExpr(e.Recv)
		if err != nil {
			return nil, err
		}
		recv = r
	}
	var cargs []*node
	for _, a := range args {
		c, err := cp.compileExpr(a)
		if err != nil {
			return nil, err
		}
		cargs = append(cargs, c)
	}
	return cp.newCall(e.Builtin, e.Type(), recv, cargs, e.Pos)
}

// newCall makes a call node bound to its implementation.
func (cp *compiler) newCall(fn int, t parser.Type, recv *node, args []*node, pos lexer.Pos) (*node, error) {
	b := &library[fn]
	if !b.implements(t) {
		return nil, fmt.Errorf("%v: eval: %s has no implementation returning %v", pos, types.Builtins[fn].Key(), t)
	}
	params := types.Builtins[fn].Params
	if len(args) != len(params) {
		return nil, fmt.Errorf("%v: eval: %s takes %d arguments, got %d", pos, types.Builtins[fn].Key(), len(params), len(args))
	}
	for i, a := range args {
		if params[i] == parser.Num {
			args[i] = toNum(a)
		}
	}
	if n := langCall(fn, args, &node{t: t, pos: pos}); n != nil {
		return n, nil
	}
	if fn == types.FnTypeValue && recv.op == opVarType {
		return &node{op: opVarValue, t: t, k: recv.k, pos: pos}, nil // p.type.value is p.value
	}
	if identity[fn] {
		same := *recv
		same.t = t
		return &same, nil
	}
	if fn == types.FnAbs {
		return &node{op: opAbs, t: t, x: args[0], pos: pos}, nil
	}
	if fn == types.FnPieceSafeMobility && recv.op == opSlot { // opVarMobility, safe (safe.go)
		return &node{op: opVarMobility, t: t, k: recv.k, mask: 1, pos: pos}, nil
	}
	if o, ok := varOps[fn]; ok && recv.op == opSlot {
		return &node{op: o, t: t, k: recv.k, pos: pos}, nil
	}
	if s, ok := structureOps[fn]; ok && recv.op == opSlot {
		return &node{op: opVarStruct, t: t, k: recv.k, mask: uint64(s), pos: pos}, nil
	}
	if fn == types.FnCellIsEmpty && recv.op == opInt && recv.k >= 0 && recv.k < maxCells {
		var cells board.Set // $b1.isEmpty: a constant cell
		cells.Add(int(recv.k))
		return &node{op: opEmptyCells, t: t, set: &cells, pos: pos}, nil
	}
	if o, ok := playerOps[fn]; ok && recv.op == opInt {
		return &node{op: o, t: t, k: recv.k, pos: pos}, nil // me.king, me.castled
	}
	return &node{op: opCall, t: t, x: recv, args: args, k: int64(fn), fn: b, pos: pos}, nil
}

// playerOps are the superinstructions of the player functions on a
// constant player.
var playerOps = map[int]op{types.FnPlayerKing: opPlayerKing, types.FnPlayerCastled: opPlayerCastled}

// varOps are the functions that a call on a variable turns into a
// superinstruction.
var varOps = map[int]op{
	types.FnPieceType: opVarType, types.FnPiecePlayer: opVarPlayer,
	types.FnPieceRow: opVarRow, types.FnCellRow: opVarRow,
	types.FnPieceCol: opVarCol, types.FnCellCol: opVarCol,
	types.FnPieceStartingRow: opVarStartRow, types.FnPieceValue: opVarValue,
	types.FnPieceMobility: opVarMobility,
}

// structureOps are the pawn-structure tests that a call on a variable
// turns into opVarStruct.
var structureOps = map[int]board.Structure{
	types.FnPieceIsPassed: board.StructPassed, types.FnPieceIsIsolated: board.StructIsolated,
	types.FnPieceIsDoubled: board.StructDoubled,
}

// numOps are the superinstructions that read a row or col as a num.
var numOps = map[op]op{opVarRow: opVarRowNum, opVarCol: opVarColNum, opVarStartRow: opVarStartRowNum}

// identity are the functions that return their receiver as another type:
// a piece is known by its cell, so p.cell is p seen as a cell.
var identity = map[int]bool{types.FnPieceCell: true, types.FnPiecePos: true, types.FnCellPos: true}
