package carn

// The syntax tree of one CARN text. Every node keeps the byte offset of its
// first character so that later checks can point at it.

// ruleNode is a whole text: its "|"-separated alternatives.
type ruleNode struct {
	alts []*altNode
}

// altNode is one alternative: axis terms and calls in written order.
type altNode struct {
	offset int
	axes   []*axisTerm
	calls  []*callNode
	order  []any // *axisTerm and *callNode as written, for the formatter
}

// axisKind says which kind of axis an axis term names.
type axisKind uint8

// The axis kinds.
const (
	axisNamed   axisKind = iota // File, Rank
	axisAnon                    // *#: one axis not otherwise named
	axisAll                     // **: every axis left
	axisSubsets                 // **#: any non-empty subset of the axes left
)

// axisTerm is an axis followed by the union of its counts.
type axisTerm struct {
	offset int
	kind   axisKind
	name   string // for axisNamed
	counts []*countNode
}

// countKind says what a count's magnitude is.
type countKind uint8

// The count kinds.
const (
	countFixed countKind = iota // 3
	countRange                  // 1~3, ~3, 1~
	countAny                    // *
	countExpr                   // an expression with a variable
)

// unbounded is countNode.hi for "a~".
const unbounded = -1

// countNode is one blank-free count: a direction sign and a magnitude.
type countNode struct {
	offset int
	sign   int // +1, -1, or 0 for both directions
	kind   countKind
	lo, hi int      // the value (countFixed) or the bounds (countRange)
	expr   exprNode // for countExpr
}

// exprNode is an expression over integers and variables.
type exprNode interface{ exprOffset() int }

// intExpr is a number in an expression.
type intExpr struct {
	offset, value int
}

// varExpr is "$name".
type varExpr struct {
	offset int
	name   string
}

// binaryExpr is x op y with op one of '+', '-', '*'.
type binaryExpr struct {
	offset int // the operator's
	op     byte
	x, y   exprNode
}

// parenExpr is "(" x ")", kept so that the formatter can print it back.
type parenExpr struct {
	offset int
	x      exprNode
}

func (e *intExpr) exprOffset() int    { return e.offset }
func (e *varExpr) exprOffset() int    { return e.offset }
func (e *binaryExpr) exprOffset() int { return e.x.exprOffset() }
func (e *parenExpr) exprOffset() int  { return e.offset }

// callNode is "@Name" or "@Name(args)".
type callNode struct {
	offset int
	name   string
	parens bool
	args   []*argNode
}

// argNode is one argument: a name or a count.
type argNode struct {
	offset int
	ident  string     // set for a name
	count  *countNode // set otherwise
}
