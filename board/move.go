package board

// Move is one legal (or pseudo-legal) move. It knows the moving piece and
// what it captures, so Unmake and move ordering need no board look-up. It is
// a packed integer, compared with ==; the zero Move is the null move.
//
// Bits: 0-15 origin, 16-31 destination, 32-39 moving piece, 40-47 captured
// piece, 48-55 promoted piece, 56-63 flag.
type Move uint64

// newMove packs a move.
func newMove(from, to Square, pc, captured Piece, flag moveFlag) Move {
	return Move(uint16(from)) | Move(uint16(to))<<16 | Move(pc)<<32 | Move(captured)<<40 | Move(flag)<<56
}

// withPromo returns m promoting to pc.
func (m Move) withPromo(pc Piece) Move { return m&^(0xFF<<48) | Move(pc)<<48 }

func (m Move) promoPiece() Piece { return Piece(m >> 48) }

func (m Move) kind() moveFlag { return moveFlag(m >> 56) }

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
func (m Move) From() Square { return Square(uint16(m)) }

// To returns the destination square: for castling, the royal piece's.
func (m Move) To() Square { return Square(uint16(m >> 16)) }

// Piece returns the moving piece.
func (m Move) Piece() Piece { return Piece(m >> 32) }

// Captured returns the captured piece, or Empty.
func (m Move) Captured() Piece { return Piece(m >> 40) }

// IsCapture reports whether the move captures, en passant included.
func (m Move) IsCapture() bool { return m.Captured() != Empty }

// IsQuiet reports whether the move neither captures nor promotes: one test
// of the captured and promoted pieces' bytes together.
func (m Move) IsQuiet() bool { return uint16(m>>40) == 0 }

// Promotion returns the kind a promoting piece becomes, and false for a
// move that does not promote.
func (m Move) Promotion() (Kind, bool) {
	if m.promoPiece() == Empty {
		return NoKind, false
	}
	return m.promoPiece().Kind(), true
}

// IsEnPassant reports whether the move captures en passant.
func (m Move) IsEnPassant() bool { return m.kind() == flagEnPassant }

// IsCastle reports whether the move castles.
func (m Move) IsCastle() bool { return m.kind() == flagCastleShort || m.kind() == flagCastleLong }

// IsNull reports whether m is the null move, the zero Move.
func (m Move) IsNull() bool { return m == 0 }
