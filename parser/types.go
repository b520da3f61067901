package parser

// Type is the static type of an expression, which the checker records in
// the tree: one of the basic types, or a list of one (ListOf). The zero
// Type, NoType, means "not checked yet".
type Type uint8

// The basic types. A list type is a basic type with the list bit set.
const (
	NoType Type = iota
	Bool
	Num
	String
	Row
	Col
	Cell
	Player
	PieceType // the type called "type": pawn, knight, ...
	Piece
	EmptyList // the type of [] before the checker learns its element type
	Table     // a table of the evaluation module, read with .at(cell) and .of(piece)

	listBit Type = 0x80
)

var typeNames = [...]string{
	NoType: "?", Bool: "bool", Num: "num", String: "string", Row: "row", Col: "col",
	Cell: "cell", Player: "player", PieceType: "type", Piece: "piece", EmptyList: "[]", Table: "table",
}

// ListOf returns the type of lists of elem.
func ListOf(elem Type) Type { return elem | listBit }

// IsList reports whether t is a list type.
func (t Type) IsList() bool { return t&listBit != 0 }

// Elem returns the element type of a list type, and t itself otherwise.
func (t Type) Elem() Type { return t &^ listBit }

// String names the type as the language does: num, piece, list of piece.
func (t Type) String() string {
	if t.IsList() {
		return "list of " + t.Elem().String()
	}
	if int(t) < len(typeNames) && typeNames[t] != "" {
		return typeNames[t]
	}
	return "?"
}
