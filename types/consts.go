package types

import (
	"github.com/chespel/chespel/board"
	"github.com/chespel/chespel/parser"
)

// Const is a predeclared constant: a player or a piece type. The checker
// stores its index in the program's table (Program.Consts) in
// parser.Ident.Const.
type Const struct {
	Name  string
	Type  parser.Type
	Value int // the player (0 me, 1 foe) or the piece type's board.Kind (chess: 0 pawn ... 5 king)
}

// The indices of the predeclared constants in chess's table, Consts. A
// name's index is also its value's meaning: ConstMe and ConstFoe are players
// 0 and 1, ConstPawn to ConstKing are piece types 0 to 5 (the order of
// TypeNames and of the chess rule set's kinds). In every game, ConstMe and
// ConstFoe are the players and ConstPawn+k is the piece type of kind k.
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

// Consts is chess's table of predeclared constants; Program.Consts is the
// table of the script's game (equal to this one for chess). Every game
// also accepts rock for a piece type called rook.
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

// MaxConsts bounds the index of a predeclared constant in any game:
// Program.Consts has ConstPawn+k entries for a game of k piece kinds.
const MaxConsts = ConstPawn + board.MaxKinds

// ConstValue returns the value of the predeclared constant at index i of
// any game's table: the player for ConstMe and ConstFoe, the board.Kind of
// the piece type otherwise (index ConstPawn+k is kind k). The evaluator
// reads constants through it, without the program's table.
func ConstValue(i int) int {
	if i < ConstPawn {
		return i
	}
	return i - ConstPawn
}
