package eval

import (
	"github.com/chespel/chespel/board"
	"github.com/chespel/chespel/lexer"
	"github.com/chespel/chespel/parser"
)

// op is what a compiled expression node does. The evaluator switches on it.
type op uint8

const (
	opNum    op = iota // a num constant: k thousandths, integral
	opBool             // a bool constant: k is 0 or 1
	opInt              // a row, col, cell, player or type constant: k
	opString           // a string constant: s
	opSlot             // the frame slot k
	opToNum            // a row or col x as a num
	opNeg              // -x
	opNot              // not x
	opAnd              // x and y
	opOr               // x or y
	opAdd              // x + y
	opSub              // x - y
	opMul              // x * y
	opDiv              // x / y
	opLt               // x < y
	opLe               // x <= y
	opGt               // x > y
	opGe               // x >= y
	opEqNum            // x == y on nums; k = 1 for !=
	opEqInt            // x == y on rows, cols, cells, players, types, pieces
	opEqBool           // x == y on bools
	opEqStr            // x == y on strings
	opEqList           // x == y on lists
	opEmpty            // x == []; k = 1 for !=
	opIn               // x in the list y
	opInMask           // x in a constant list: x in set
	opConcat           // x ++ y
	opList             // a list literal of args
	opCall             // the builtin fn on the receiver x and args

	// Superinstructions: a cheap function of the variable in slot k,
	// in one dispatch instead of three (call, receiver, conversion).
	opVarType        // its piece type
	opVarPlayer      // its piece's player
	opVarRow         // its row
	opVarCol         // its col
	opVarStartRow    // its piece's starting row
	opVarRowNum      // its row as a num
	opVarColNum      // its col as a num
	opVarStartRowNum // its piece's starting row as a num
	opVarValue       // its piece's value
	opVarMobility    // its piece's mobility (the default bot's sum(...: p.mobility)); mask 1: its safeMobility (safe.go)
	opVarStruct      // a pawn-structure test of its piece: mask is the board.Structure (isPassed, isIsolated, isDoubled)
	opAbs            // abs(x)

	// opUnattacked is x.coveredBy == [] (k = 0), x.attackedBy == [] (k = 1)
	// or x.attackedBy(y) == [] (k = 2, y the player), by the attack maps;
	// mask 1 negates it (!= []).
	opUnattacked

	opPhase     // the game phase (phase.go)
	opTaper     // taper(x, y) (phase.go)
	opKindCount // a fused count: the weighted counts of pieces by player and type in fused.counts (kindcount.go)
	opZoneCount // a fused count with king-zone attacks: the weighted counts of fused.counts (kindcount.go)
	opByColour  // a bool by the colour me stands for: x for white, y for black (colour.go)
	opKingThen  // the bool k, after reading the king of x (opPlayerKing), which fails without one (colour.go)
	opCount     // count(...) (a num, k = 0), exists(...) (a bool, k = 1) or sum(...) (a num, k = 2) over the loop count (count.go); a fused sum (k = 3, fuse.go) in fused
	// opEmptyCells: no piece stands on any cell of set, constant cells
	// (c.isEmpty, and such tests joined by and: $b1.isEmpty and $c1.isEmpty);
	// mask 1 negates it (not (...): a piece stands on one of them).
	opEmptyCells

	// Superinstructions of a player function whose receiver is a constant
	// player, k (0 me, 1 foe): no library call and no receiver dispatched.
	opPlayerKing    // k.king
	opPlayerCastled // k.castled

	// opOccupiedAt: a piece stands on the cell of col x and rank y of the
	// player args[0] (exists(piece q with col == X, cell.rank(P) == Y),
	// occupied.go).
	opOccupiedAt
)

// node is a compiled expression: the checked AST turned into one struct
// kind, so that evaluation is a switch on op with typed results.
type node struct {
	// The fields that evaluation reads come first, in the node's first 64
	// bytes; a node is 128 bytes, so that they share one cache line.
	op       op
	t        parser.Type // the static type of the result
	integral bool
	x, y     *node
	k        int64
	fn       *builtin
	args     []*node
	mask     uint64     // opUnattacked, opEmptyCells: 1 negates the test
	set      *board.Set // opInMask: the constants; opEmptyCells: the cells
	s        string
	count    *loop     // opCount: the counting loop
	fused    *fusedSum // opCount: a fused expression's table (fuse.go); opKindCount: its terms (kindcount.go)
	pos      lexer.Pos
}

// stmtKind says what a compiled statement does.
type stmtKind uint8

const (
	stScore stmtKind = iota
	stIf
	stLet
	stLoop
	// stTable: an if statement's score, or with lets a let's value, read
	// off a table (blocktable.go); then holds the statement as written.
	stTable
)

// stmt is a compiled statement.
type stmt struct {
	kind   stmtKind
	pos    lexer.Pos
	value  *node // score's value, let's value, if's condition
	reason *node // score's justification, nil without one
	slot   int   // let's slot
	cache  int32 // let's entry in the per-position cache, 0 for none (letcache.go)
	// sides: with cache, 1 when the let's value depends on the side scored
	// for (one entry per side), 0 when it does not (one entry for both).
	sides int
	then  []*stmt
	els   []*stmt
	loop  *loop
	table *pieceSquareTable // stTable's: the score by the piece in slot
	lets  *letTable         // a let's stTable: its value by the piece it is computed from
}

// loop is a compiled piece or cell loop, planned at load time.
type loop struct {
	cells bool
	small bool // a board of at most 64 cells: sets of cells on one word (words.go)
	// wordTable: small, with a table and no condition before the loop: the
	// loop reads its table on words, first thing (exec.go).
	wordTable bool
	// mobilityWord: small, summed by sumMobility or sumSafeMobility with
	// nothing before the bind: sum(...: p.mobility) (or p.safeMobility)
	// reads its candidates' mobility at once
	// (count.go).
	mobilityWord bool
	pre          []*node // conditions that use no loop variable, tested once
	vars         []loopVar
	body         []*stmt
	// sum: how the non-verbose path adds up the body's scores, when not
	// by running it for each binding.
	sum sumPlan
	// table: the body is one score that depends on the piece's square,
	// type and colour only; outside verbose mode the loop adds up the
	// table's entries (pst.go).
	table *pieceSquareTable
	// split: one loop per statement of the block, run instead of this one
	// outside verbose mode (plan.go).
	split []*loop
	// unswitch: the block is an if whose condition reads no loop
	// variable; outside verbose mode, one loop per branch (plan.go).
	unswitch *unswitch
	// cases: with sumCases, the counted cases of the last variable
	// (countcases.go).
	cases *countCases
	// pairs: with sumCases, a loop of two variables whose first variable's
	// bindings are counted too (paircases.go); nil else.
	pairs *countPairs
}

// sumPlan says how a loop's bind adds up its body's scores outside
// verbose mode.
type sumPlan uint8

const (
	sumEach sumPlan = iota // run the body for each binding
	// sumByType: the body is one score that depends on the piece only
	// through its type; summed by type (aggregate.go).
	sumByType
	// sumMobility: the body is score p.mobility; the mobilities are
	// summed (aggregate.go).
	sumMobility
	// sumSafeMobility: the body is score p.safeMobility (safe.go).
	sumSafeMobility
	// sumCountLast: the body is one score that does not read the last
	// variable, whose conditions all chose candidates: its bindings are
	// counted (cases.go).
	sumCountLast
	// sumCases: the body is an if chain over tests of the earlier
	// variables and dynamic tests of the last one, each branch one score
	// that does not read the last variable: the last variable's bindings
	// are counted per case (countcases.go).
	sumCases
)

// loopVar is one loop variable: its slot, where its values come from, and
// the conditions tested as soon as it is bound (those whose last variable
// it is).
type loopVar struct {
	// The fields that choosing the candidates reads come first.
	player int    // -1 for any player, else the piece's owner (0 me, 1 foe)
	kind   int    // the one kind that types allows among the game's, -1 for none or several
	slot   int    // the variable's frame slot
	types  uint32 // the allowed piece types (kinds), one bit each
	// byColour: per colour of the pieces (white, black), mask and the
	// squares allowed by folded conditions that read the piece's colour
	// (its rank, its starting row), for a variable whose player is known
	// (fold.go).
	byColour [2]board.Set
	dyn      []dynCond     // emptiness tests of its attack lists
	tables   []squareTable // folded conditions that read another square
	conds    []*node       // conditions to test once this variable is bound
	mask     board.Set     // the squares allowed by folded conditions
	// byColourW and maskW: byColour and mask on one word, on a board of at
	// most 64 cells (words.go).
	byColourW [2]uint64
	maskW     uint64
	// plain: a piece variable of one player and one kind whose conditions
	// are all folded into byColourW (no dynamic test, no table).
	plain bool
}

// rule is a compiled rule.
type rule struct {
	name  string // the rule's name; spec/name inside an endgame block
	sym   bool
	slots int
	body  []*stmt
	// first and again: the statements of the first pass, and of a sym
	// rule's second pass: the body after the lets whose values are in
	// their slots already (planPasses).
	first, again []*stmt
	// loops: the loop that is the whole of first, and of again, run
	// without a block (nil for none).
	loops [2]*loop
	// tables: a group of sym rules that are each one word-table loop, run
	// in place of a body outside verbose mode (tablerules.go); nil else.
	tables []*loop
	// shared: the if that is the whole of again, whose test reads only the
	// lets of the same value for both sides (sharedif.go); nil for none.
	shared *stmt
}

// endgame is a compiled endgame block.
type endgame struct {
	spec   string
	pieces int // the spec's pieces: a position with another count never matches
	rules  []*rule
}
