package board

// Move is one legal (or pseudo-legal) move. It knows the moving piece and
// what it captures, so Unmake and move ordering need no board look-up. The
// zero Move is the null move.
type Move struct {
	from, to Square
	piece    Piece    // the moving piece
	captured Piece    // the captured piece, or Empty
	promo    Piece    // the piece it becomes, or Empty
	flag     moveFlag // what else the move does
}

// moveFlag says what a move does besides moving one piece.
type moveFlag uint8

const (
	flagNormal      moveFlag = iota
	flagDouble               // a step that sets the en passant square
	flagEnPassant            // captures the piece behind the destination
	flagCastleShort          // castling: the rook moves too
	flagCastleLong
)

// From returns the origin square.
func (m Move) From() Square { return m.from }

// To returns the destination square: for castling, the royal piece's.
func (m Move) To() Square { return m.to }

// Piece returns the moving piece.
func (m Move) Piece() Piece { return m.piece }

// Captured returns the captured piece, or Empty.
func (m Move) Captured() Piece { return m.captured }

// IsCapture reports whether the move captures, en passant included.
func (m Move) IsCapture() bool { return m.captured != Empty }

// Promotion returns the kind a promoting piece becomes, and false for a
// move that does not promote.
func (m Move) Promotion() (Kind, bool) {
	if m.promo == Empty {
		return NoKind, false
	}
	return m.promo.Kind(), true
}

// IsEnPassant reports whether the move captures en passant.
func (m Move) IsEnPassant() bool { return m.flag == flagEnPassant }

// IsCastle reports whether the move castles.
func (m Move) IsCastle() bool { return m.flag == flagCastleShort || m.flag == flagCastleLong }

// IsNull reports whether m is the null move, the zero Move.
func (m Move) IsNull() bool { return m == Move{} }
