package carn

// This file is the plain data that carn produces and board compiles: a rule
// set with its pieces, each piece's move and capture rules expanded into
// displacements with their conditions. Nothing here knows about squares of a
// real board or about positions.
//
// Orientation (spec D10): a Vector's Rank is forward for the mover, so black's
// vectors are flipped by the board; its File is toward higher files (the
// h-file in chess) for both colours.

// MaxSize is the largest number of files or ranks a rule set may have.
const MaxSize = 16

// RuleSet is a whole game: its board, start position and pieces.
type RuleSet struct {
	Name     string
	Files    int    // number of files, 1..MaxSize
	Ranks    int    // number of ranks, 1..MaxSize
	StartFEN string // the start position
	// Pieces in document order. Each has a distinct Name and Letter.
	Pieces []Piece
	// Zones maps a zone's name to its squares, the same for both sides in
	// the mover's frame (ranks counted from the mover's side).
	Zones map[string]Zone
	// Castling is nil when the game has no castling.
	Castling *Castling
	// End holds the game-end rules beyond checkmate (the zero value: a
	// stalemate is a draw, nothing else ends the game early).
	End GameEnd
}

// GameEnd is how a game ends besides checkmate, as Fairy-Stockfish plays
// the embedded games.
type GameEnd struct {
	// Stalemate is the result for the side that cannot move and is not in
	// check: "draw" (or ""), "loss" or "win".
	Stalemate string
	// BareKing: a side left with only royal pieces loses when the other side
	// is to move and still has another piece; the bared side, to move, may
	// first bare the other (then the game goes on). Fairy-Stockfish's
	// bareKingMove.
	BareKing bool
	// Counting names a counting rule: "" (none) or "makruk" (the board's
	// and the pieces' honour, see docs/carn.md).
	Counting string
}

// Piece is one kind of piece.
type Piece struct {
	Name   string // "knight"
	Letter byte   // upper-case FEN letter, 'N'; black's is the lower case
	Value  int    // in thousandths of a pawn: a pawn is 1000
	Royal  bool   // the game is lost when a royal piece can be captured
	// Move holds the rules for moves to an empty square, Capture those that
	// take an opponent piece (spec D26: the entry kind decides the target).
	Move, Capture Rule
	// Promotion is nil for pieces that never promote.
	Promotion *Promotion
}

// Rule is one CARN text and what it expands to. A piece's moves of one kind
// are the union of its alternatives.
type Rule struct {
	Text         string
	Alternatives []Alternative
}

// Alternative is one "|"-separated part of a rule: a set of displacements
// and the conditions that all must hold (spec D20: functions apply to the
// whole alternative).
type Alternative struct {
	// Vectors are the displacements, never (0,0), each at most once, sorted
	// by Rank then File.
	Vectors []Vector
	// JumpOver is the exact number of occupied squares required on the path
	// (the lattice squares strictly between origin and destination, D22),
	// or NoJumpOver when the path is not tested (a leap).
	JumpOver int
	// OnRank, when not zero, is the origin's rank counted from the mover's
	// side, 1-based (@OnRank(2) for the pawn's double step).
	OnRank int
	// FromZone and InZone, when not empty, name a zone that the origin
	// (@FromZone) or the destination (@InZone) must lie in.
	FromZone, InZone string
	// Leg, for a (2,1)-type leap, requires the square one orthogonal step
	// from the origin along the longer axis to be empty (@Leg, the xiangqi
	// horse).
	Leg bool
	// TargetRoyal, valid in capture rules only, requires the captured piece to
	// be royal (@TargetRoyal, the flying general).
	TargetRoyal bool
	// EnPassant, valid in capture rules only, means the destination is the en
	// passant square and the captured piece stands behind it (@EnPassant).
	EnPassant bool
	// Castle, valid in the castling piece's move rule only, makes the
	// alternative a castling move of that side (@CanShortCastle,
	// @CanLongCastle).
	Castle CastleSide
}

// NoJumpOver is Alternative.JumpOver when the path is not tested.
const NoJumpOver = -1

// Vector is one displacement in the mover's frame.
type Vector struct {
	File int // toward higher files, for both colours
	Rank int // forward for the mover
}

// CastleSide says which castling an alternative is.
type CastleSide uint8

// The castling sides.
const (
	NoCastle CastleSide = iota
	ShortCastle
	LongCastle
)

// Zone is a named set of squares in the mover's frame.
type Zone struct {
	Name    string
	Squares []Square
}

// Square is a square in the mover's frame: File 0 is the a-file, Rank 0 the
// mover's back rank.
type Square struct {
	File, Rank int
}

// Promotion says when and into what a piece promotes.
type Promotion struct {
	// Rank is the first rank, counted from the mover's side and 1-based, on
	// which the piece promotes: 8 for chess pawns, 6 in makruk. A move whose
	// destination is on that rank or beyond promotes.
	Rank int
	// Choices are the names of the pieces it may become, each its own move.
	Choices []string
	// Mandatory is true when the piece must promote (chess); otherwise
	// staying unpromoted is one more choice.
	Mandatory bool
}

// Castling is a game's castling geometry. Files are 0-based. KingFile and
// each side's RookFile are where the pieces start in the game's own start
// position; a FEN may put the king and its castling rooks on other files of
// the back rank (Chess960), the rights being held per rook (X-FEN KQkq or
// Shredder-FEN file letters). KingTo and RookTo hold for every castling.
type Castling struct {
	King     string // name of the piece that castles ("king")
	Rook     string // name of the piece it castles with ("rook")
	KingFile int    // the king's start file
	Short    CastleGeometry
	Long     CastleGeometry
}

// CastleGeometry is one side's castling: where the rook starts by default
// and where the king and rook end. The king's CARN vector must equal
// KingTo - KingFile (the default files).
type CastleGeometry struct {
	RookFile, KingTo, RookTo int
}
