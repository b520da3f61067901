package parser

import "github.com/chespel/chespel/lexer"

// Node is any node of the syntax tree.
type Node interface {
	// Position returns the position of the node's keyword, operator or
	// name: where an error about the node points.
	Position() lexer.Pos
}

// File is a parsed script: its modules in source order.
type File struct {
	Name    string // the file name given to ParseFile
	Modules []*Module
	// Comments are the file's comments in source order, which the tree
	// itself does not hold: the formatter puts them back by position.
	Comments []lexer.Comment
}

// Module returns the file's module of the kind, or nil.
func (f *File) Module(kind ModuleKind) *Module {
	for _, m := range f.Modules {
		if m.Kind == kind {
			return m
		}
	}
	return nil
}

// ModuleKind says which of the four modules a module is.
type ModuleKind uint8

// The modules.
const (
	Search ModuleKind = iota
	Evaluation
	Opening
	Endgame
)

var moduleNames = [...]string{Search: "search", Evaluation: "evaluation", Opening: "opening", Endgame: "endgame"}

// String returns the module's name as written after the keyword module.
func (k ModuleKind) String() string {
	if int(k) < len(moduleNames) {
		return moduleNames[k]
	}
	return "?"
}

// Module is one `module NAME` section. Only the fields of its kind are
// used: Settings for search, Openings for opening, Endgames for endgame,
// Rules and Decls for evaluation.
type Module struct {
	Pos      lexer.Pos // of the keyword module
	Kind     ModuleKind
	NamePos  lexer.Pos
	Settings []*Setting
	Openings []*OpeningRule
	Endgames []*EndgameBlock
	Rules    []*Rule
	// Decls are the evaluation module's declarations (module-level lets,
	// tables, phase weights), in source order.
	Decls []Decl
}

// Position returns the position of the keyword module.
func (m *Module) Position() lexer.Pos { return m.Pos }

// Setting is `name = value` in the search module.
type Setting struct {
	Pos   lexer.Pos // of the name
	Name  string
	Value Expr
}

// Position returns the position of the setting's name.
func (s *Setting) Position() lexer.Pos { return s.Pos }

// OpeningRule is `'POSITION' -> 'REPLY';` in the opening module: the reply
// To to the position From. From is a FEN or `startpos` (the game's start),
// either followed by `moves` and moves played from it; To is the position
// after the reply (a FEN) or the reply itself, one move.
type OpeningRule struct {
	Pos      lexer.Pos // of the arrow
	From, To string    // the texts, without quotes
	FromPos  lexer.Pos
	ToPos    lexer.Pos
	Start    string     // From's position before its moves: a FEN, or "startpos"
	Moves    []MoveText // From's moves after the word moves, in order
	Reply    *MoveText  // To as one move (SAN or coordinates), nil when To is a FEN
}

// MoveText is a move as an opening rule writes it (SAN such as Nf3 or
// coordinates such as g1f3), with its position in the source.
type MoveText struct {
	Text string
	Pos  lexer.Pos
}

// Position returns the position of the arrow.
func (o *OpeningRule) Position() lexer.Pos { return o.Pos }

// EndgameBlock is `endgame 'SPEC':` in the endgame module with its rules.
type EndgameBlock struct {
	Pos     lexer.Pos // of the word endgame
	Spec    string    // the Ormulogun spec, without quotes
	SpecPos lexer.Pos
	Rules   []*Rule
}

// Position returns the position of the word endgame.
func (e *EndgameBlock) Position() lexer.Pos { return e.Pos }

// Rule is `[sym] rule NAME:` and its block.
type Rule struct {
	Pos     lexer.Pos // of sym, or of rule when not sym
	Sym     bool
	Name    string
	NamePos lexer.Pos
	Body    []Stmt
	// Slots is filled in by the checker: how many variable slots (lets and
	// loop variables) the rule's frame needs.
	Slots int
}

// Position returns the position of the rule's first keyword.
func (r *Rule) Position() lexer.Pos { return r.Pos }

// Stmt is a statement: *ScoreStmt, *IfStmt, *LetStmt or *LoopStmt.
type Stmt interface {
	Node
	stmtNode()
}

// ScoreStmt is `score VALUE [REASON];`.
type ScoreStmt struct {
	Pos    lexer.Pos // of the keyword score
	Value  Expr
	Reason Expr // the justification, nil when there is none
}

// IfStmt is `if (COND):` with its block, or the inline `if (COND) score
// ...;`, and an optional else. An `else if` is an Else holding one IfStmt.
type IfStmt struct {
	Pos     lexer.Pos // of the keyword if
	Cond    Expr
	Then    []Stmt
	ElsePos lexer.Pos // of the keyword else, zero without else
	Else    []Stmt    // nil without else
	Inline  bool      // the then branch was written on the if's line
	// ElseInline reports that the else branch was written on the else's
	// line (else score ...;).
	ElseInline bool
}

// LetStmt is `let NAME = VALUE;`.
type LetStmt struct {
	Pos   lexer.Pos // of the keyword let
	Name  *Ident    // the checker sets its slot and type
	Value Expr
}

// LoopKind says what a loop iterates over.
type LoopKind uint8

// The loops.
const (
	PieceLoop LoopKind = iota
	CellLoop
)

// String returns the loop's keyword.
func (k LoopKind) String() string {
	if k == CellLoop {
		return "cell"
	}
	return "piece"
}

// LoopStmt is `piece|cell VARS [with CONDS]:` and its block.
type LoopStmt struct {
	Pos   lexer.Pos // of the keyword piece or cell
	Kind  LoopKind
	Vars  []*Ident // the checker sets their slots and types
	Conds []Expr   // nil when there is no with
	Body  []Stmt
}

func (*ScoreStmt) stmtNode() {}
func (*IfStmt) stmtNode()    {}
func (*LetStmt) stmtNode()   {}
func (*LoopStmt) stmtNode()  {}

// Position returns the position of the keyword score.
func (s *ScoreStmt) Position() lexer.Pos { return s.Pos }

// Position returns the position of the keyword if.
func (s *IfStmt) Position() lexer.Pos { return s.Pos }

// Position returns the position of the keyword let.
func (s *LetStmt) Position() lexer.Pos { return s.Pos }

// Position returns the position of the loop's keyword.
func (s *LoopStmt) Position() lexer.Pos { return s.Pos }

// Position returns the start of the file.
func (f *File) Position() lexer.Pos { return lexer.Pos{Line: 1, Col: 1} }
