package parser

import "github.com/chespel/chespel/lexer"

// Expr is an expression. Every expression has a static type that the
// checker fills in (NoType until then).
type Expr interface {
	Node
	// Type returns the type that the checker set, or NoType.
	Type() Type
	// SetType records the expression's type; the checker calls it.
	SetType(Type)
}

// Typed holds what every expression node carries besides its own fields:
// the static type that the checker sets, and from the parser the end of the
// expression's text and the parentheses written around it. Every expression
// node embeds it.
type Typed struct {
	T Type
	// EndPos is the position just after the expression's last token, a
	// closing parenthesis around it excluded; see End.
	EndPos lexer.Pos
	// Parens counts the pairs of parentheses written around the expression.
	Parens int
}

// End returns the position just after the expression's text.
func (t *Typed) End() lexer.Pos { return t.EndPos }

// typed returns t itself, for the parser's bookkeeping of ends and
// parentheses.
func (t *Typed) typed() *Typed { return t }

// Type returns the type that the checker set, or NoType.
func (t *Typed) Type() Type { return t.T }

// SetType records the expression's type.
func (t *Typed) SetType(typ Type) { t.T = typ }

// IdentKind says what a name refers to, as the checker resolves it.
type IdentKind uint8

// What a name can be.
const (
	Unresolved   IdentKind = iota // not resolved yet
	Local                         // a let or loop variable: Slot is its frame slot
	Predeclared                   // a predeclared constant (me, pawn, ...): Const indexes the checker's table
	ImplicitCall                  // a bare function of a one-variable loop's variable (player == me): Slot is the variable's slot, Builtin the function
	TableRef                      // a table of the evaluation module: Slot is its index in the checked program's tables
	GlobalCall                    // a global function without arguments named bare (phase): Builtin the function
)

// Ident is a name: a variable, a predeclared constant, or a function of
// the variable of a one-variable loop called bare. The parser sets Pos and
// Name; the checker sets the rest.
type Ident struct {
	Typed
	Pos     lexer.Pos
	Name    string
	Kind    IdentKind
	Slot    int // Local, ImplicitCall: the variable's frame slot; TableRef: the table's index
	Const   int // Predeclared: the constant's index in the checker's table
	Builtin int // ImplicitCall, GlobalCall: the function's index in the checker's table
	// Decl is, for a Local, the name that declares the variable (in its let
	// or loop), and for a TableRef the table's name in its declaration,
	// which the checker links; the declaring name itself too.
	Decl *Ident
}

// Call is a function call: `f(args)`, `x.f`, `x.f(args)`. Recv is nil for
// a global call; Args is nil when the call has no parentheses.
type Call struct {
	Typed
	Pos     lexer.Pos // of the function's name
	Recv    Expr      // the value before the dot, nil for a global call
	Name    string
	Args    []Expr
	LParen  lexer.Pos // of "(", zero without parentheses
	Builtin int       // set by the checker: the function's index in its table
	// RecvFirst is set by the checker when an instance function is called
	// as a global one, its receiver being Args[0] (check(me)).
	RecvFirst bool
	// Implicit is set by the checker when a one-variable loop's condition
	// leaves out the receiver (attackedBy(me) for c.attackedBy(me)); Slot
	// is then the loop variable's frame slot.
	Implicit bool
	Slot     int
}

// NumLit is a num literal; Value is in thousandths.
type NumLit struct {
	Typed
	Pos      lexer.Pos
	Text     string // as written
	Value    int64
	Integral bool
}

// StringLit is a string literal, Value decoded.
type StringLit struct {
	Typed
	Pos   lexer.Pos
	Value string
}

// BoolLit is true or false.
type BoolLit struct {
	Typed
	Pos   lexer.Pos
	Value bool
}

// RowLit is a row literal such as $4.
type RowLit struct {
	Typed
	Pos lexer.Pos
	Row int // 1-16, as written; the checker tests it against the game's board
}

// ColLit is a col literal such as $d.
type ColLit struct {
	Typed
	Pos lexer.Pos
	Col int // 1-16, a is 1, as written
}

// CellLit is a cell literal such as $d4.
type CellLit struct {
	Typed
	Pos      lexer.Pos
	Col, Row int // 1-16 each, as written
	// Index is set by the checker: the cell's dense index on the game's
	// board, board.Rules.Index of the square (file + files*rank, 0-based).
	Index int
}

// ListLit is `[a, b, ...]` or `[]`. The checker types `[]` from context.
type ListLit struct {
	Typed
	Pos   lexer.Pos // of "["
	Elems []Expr
}

// Unary is `-X` or `not X`.
type Unary struct {
	Typed
	Pos lexer.Pos // of the operator
	Op  lexer.Kind
	X   Expr
}

// Binary is `X op Y` for the arithmetic, comparison, equality, boolean
// and ++ operators, and in.
type Binary struct {
	Typed
	Pos  lexer.Pos // of the operator
	Op   lexer.Kind
	X, Y Expr
}

// Position returns the position of the name.
func (e *Ident) Position() lexer.Pos { return e.Pos }

// Position returns the position of the function's name.
func (e *Call) Position() lexer.Pos { return e.Pos }

// Position returns the position of the literal.
func (e *NumLit) Position() lexer.Pos { return e.Pos }

// Position returns the position of the literal's opening quote.
func (e *StringLit) Position() lexer.Pos { return e.Pos }

// Position returns the position of the literal.
func (e *BoolLit) Position() lexer.Pos { return e.Pos }

// Position returns the position of the literal's $.
func (e *RowLit) Position() lexer.Pos { return e.Pos }

// Position returns the position of the literal's $.
func (e *ColLit) Position() lexer.Pos { return e.Pos }

// Position returns the position of the literal's $.
func (e *CellLit) Position() lexer.Pos { return e.Pos }

// Position returns the position of "[".
func (e *ListLit) Position() lexer.Pos { return e.Pos }

// Position returns the position of the operator.
func (e *Unary) Position() lexer.Pos { return e.Pos }

// Position returns the position of the operator.
func (e *Binary) Position() lexer.Pos { return e.Pos }
