package board

// Color is a side. White moves first; Black's ranks count from the other end.
type Color uint8

// The two sides.
const (
	White Color = 0
	Black Color = 1
)

// Other returns the opponent of c.
func (c Color) Other() Color { return c ^ 1 }

// String returns "white" or "black".
func (c Color) String() string {
	if c == White {
		return "white"
	}
	return "black"
}

// Square is a square of a board: an index into the padded mailbox of the
// Rules that made it. Squares of different rule sets do not mix. Use
// Rules.Square, Rules.File, Rules.Rank and Rules.Index to convert.
type Square int16

// NoSquare is the zero Square; it is never a square of the board.
const NoSquare Square = 0

// Kind is a kind of piece: an index into the rule set's pieces, in document
// order. Rules.PieceIndex finds one by name.
type Kind uint8

// NoKind is the Kind that no piece has.
const NoKind Kind = 0xFF

// MaxKinds is the largest number of piece kinds a rule set may have.
const MaxKinds = 31

// Piece is what a square holds: Empty, or a kind of piece of a colour.
type Piece uint8

// Empty is the Piece of an empty square.
const Empty Piece = 0

// The bits of a mailbox cell: a colour flag and the kind, or offBoard.
const (
	kindMask  = 0x1F
	offBoard  = 0x20
	whiteFlag = 0x40
	blackFlag = 0x80
)

// colorFlag is the cell bit of each colour's pieces.
var colorFlag = [2]Piece{whiteFlag, blackFlag}

// MakePiece returns the piece of kind k and colour c.
func MakePiece(c Color, k Kind) Piece { return colorFlag[c] | Piece(k) }

// IsEmpty reports whether p is Empty.
func (p Piece) IsEmpty() bool { return p == Empty }

// Color returns the colour of a piece that is not Empty.
func (p Piece) Color() Color { return Color(p >> 7) }

// NumPieceIndexes is the number of values of Piece.Index.
const NumPieceIndexes = 2 * (MaxKinds + 1)

// Index returns a number below NumPieceIndexes for a piece that is not
// Empty, the same for pieces of the same colour and kind and different for
// others: for tables by piece, without Kind's test of Empty.
func (p Piece) Index() int { return int(p>>7)<<5 | int(p&kindMask) }

// Kind returns the kind of a piece, or NoKind for Empty.
func (p Piece) Kind() Kind {
	if p == Empty {
		return NoKind
	}
	return Kind(p & kindMask)
}

// is reports whether p is a piece of colour c.
func (p Piece) is(c Color) bool { return p&colorFlag[c] != 0 }
