// Package board is the mailbox board: positions of any rectangular game that
// a compiled rule set describes, FEN, legal move generation compiled from
// CARN data, make and unmake, Zobrist hashing, move text (UCI and SAN), game
// end, and perft.
//
// It may import carn. It never imports the language packages.
//
// # Rules
//
// Compile turns a carn.RuleSet into *Rules once: the board geometry, the
// pieces (a Kind is an index into the rule set's pieces; PieceIndex finds
// one by name) and per-side move tables. Rules never changes afterwards and
// is safe to share between goroutines. It converts squares: Square(file,
// rank) with 0-based coordinates, File, Rank, RelativeRank, Index (a dense
// 0-based index for tables), SquareAt, Squares (every real square),
// SquareName and ParseSquare ("e4", "a10").
//
// # The mailbox
//
// A Square is an index into a padded mailbox: the board's ranks with pad
// empty rows below and above and pad cells between rows, where pad is the
// longest single step of any piece (a leap, or a ray's primitive direction;
// 2 for chess, whose knight leaps two). One step from a real square thus
// lands on the board or on padding, so off-board tests are a byte compare.
//
// # Moves
//
// Each alternative of a piece's move and capture rules compiles to rays and
// leaps. A ray is one primitive direction with the set of multiples that are
// vectors and the exact number of occupied squares required strictly between
// origin and destination (@JumpOver, spec D22 and D23): a rook and a cannon
// are the same walk, stopping once the count of occupied squares passes the
// number. A leap has no path test, except @Leg's square. The entry kind
// decides the target (D26): a move entry needs an empty square, a capture
// entry an opponent piece. Promotion multiplies moves (D31); castling and en
// passant are built in (D29, D30).
//
// Legality comes from royalty (D28): a move is legal when afterwards no
// royal piece of the mover can be captured by an opponent capture entry.
// Attacks are found by walking outwards from the target with tables built
// from capture entries only. See legal.go for the fast path that skips the
// after-move test for most moves in games without hoppers or legs.
//
// # Positions
//
// A Position is changed in place by Make and restored by Unmake with the
// value-type Undo that Make returns; MakeNull and UnmakeNull pass. Move
// generation appends to a caller's buffer (LegalMoves, Captures) and does not
// allocate. Hash is an incremental Zobrist hash with keys from a fixed seed;
// IsRepetition, RepetitionCount and HalfmoveClock serve the search; Outcome
// tells checkmate, stalemate, insufficient material, the fifty-move rule and
// threefold repetition, and the rule set's game-end rules (gameend.go: a
// stalemate that loses, the bare king, makruk's counting), which
// NoMovesResult and CountExpired give the search; SEE and SEEGE give it a
// move's static exchange, read from the same attack tables on the mailbox
// (see_move.go), so that it holds in every game. Move text goes both ways:
// UCI and ParseUCI, SAN and ParseSAN. Perft and Divide count the move tree;
// PerftCommand is the body of "chespel perft".
//
// # Which positions exist
//
// ParseFEN refuses a position that no game from the rule set's start
// position reaches (validate.go): too many royal pieces, more pieces than
// the start position and promotions give, a piece where its moves never
// bring it (reach.go follows every piece's moves from the start position
// once, at Compile), the side not to move in check, checks that no move
// gives, and an en passant square without its double step. CanStand and
// CheckMaterial let a generator ask the same questions.
package board
