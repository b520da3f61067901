package types

import "github.com/chespel/chespel/parser"

// Const is a predeclared constant: a player or a piece type. The checker
// stores its index in Consts in parser.Ident.Const.
type Const struct {
	Name  string
	Type  parser.Type
	Value int // the player (0 me, 1 foe) or the piece type (0 pawn ... 5 king)
}

// The indices of the predeclared constants in Consts. A name's index is also
// its value's meaning: ConstMe and ConstFoe are players 0 and 1, ConstPawn
// to ConstKing are piece types 0 to 5 (the order of TypeNames).
const (
	ConstMe = iota
	ConstFoe
	ConstPawn
	ConstKnight
	ConstBishop
	ConstRook
	ConstQueen
	ConstKing
	NumConsts // the number of predeclared constants
)

// Players are the values of player: index 0 is me, the side to move.
const (
	Me  = 0
	Foe = 1
)

// The values of type, in the order of TypeNames.
const (
	Pawn = iota
	Knight
	Bishop
	Rook
	Queen
	King
)

// TypeNames are the text forms of the piece types, indexed by their value;
// they are also the names of the chess pieces in the rule set.
var TypeNames = [...]string{Pawn: "pawn", Knight: "knight", Bishop: "bishop", Rook: "rook", Queen: "queen", King: "king"}

// TypeValues are the values of the piece types in thousandths, indexed by
// their value: pawn 1, knight 3, bishop 3, rook 5, queen 9, king 0.
var TypeValues = [...]int64{Pawn: 1000, Knight: 3000, Bishop: 3000, Rook: 5000, Queen: 9000, King: 0}

// Consts is the table of predeclared constants.
var Consts = [NumConsts]Const{
	ConstMe:     {"me", parser.Player, Me},
	ConstFoe:    {"foe", parser.Player, Foe},
	ConstPawn:   {"pawn", parser.PieceType, Pawn},
	ConstKnight: {"knight", parser.PieceType, Knight},
	ConstBishop: {"bishop", parser.PieceType, Bishop},
	ConstRook:   {"rook", parser.PieceType, Rook},
	ConstQueen:  {"queen", parser.PieceType, Queen},
	ConstKing:   {"king", parser.PieceType, King},
}

// predeclared maps every predeclared name to its constant; rock is another
// name for rook.
var predeclared = map[string]int{
	"me": ConstMe, "foe": ConstFoe, "pawn": ConstPawn, "knight": ConstKnight,
	"bishop": ConstBishop, "rook": ConstRook, "rock": ConstRook, "queen": ConstQueen, "king": ConstKing,
}
