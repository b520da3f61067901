package types

import (
	"strings"

	"github.com/chespel/chespel/parser"
)

// Builtin is the signature of one library function: the one table that the
// checker resolves calls against and that the evaluator implements, entry for
// entry, under the same index.
type Builtin struct {
	Name   string
	Recv   parser.Type   // the receiver's type; NoType for a global function, AnyList for any list
	Params []parser.Type // the parameters after the receiver
	Result parser.Type
	Doc    string // what it means, in one line
}

// AnyList is the receiver type of the list functions: a list of any
// element type.
const AnyList = parser.Type(0x80) // parser.ListOf(parser.NoType)

// Key returns the name under which the builtin is documented and
// implemented: "abs" for a global function, "piece.attackedBy" for an
// instance function.
func (b Builtin) Key() string {
	if b.Recv == parser.NoType {
		return b.Name
	}
	return typeName(b.Recv) + "." + b.Name
}

// Signature returns the builtin as the documentation writes it:
// "cell.attackedBy(player) list of piece".
func (b Builtin) Signature() string {
	var s strings.Builder
	s.WriteString(b.Key())
	if len(b.Params) > 0 {
		names := make([]string, len(b.Params))
		for i, p := range b.Params {
			names[i] = typeName(p)
		}
		s.WriteString("(" + strings.Join(names, ", ") + ")")
	}
	s.WriteString(" " + typeName(b.Result))
	return s.String()
}

// typeName names a type as messages and the documentation do.
func typeName(t parser.Type) string {
	switch t {
	case AnyList:
		return "list"
	case parser.EmptyList:
		return "[]"
	}
	return t.String()
}

// The builtins' indices in Builtins: the value that the checker stores in
// parser.Call.Builtin and parser.Ident.Builtin and that the evaluator
// switches on.
const (
	FnAbs = iota
	FnMin
	FnMax

	FnListLen
	FnListIsEmpty

	FnPlayerCheck
	FnPlayerCastled
	FnPlayerCastledKingSide
	FnPlayerCastledQueenSide
	FnPlayerCanCastle
	FnPlayerPieces
	FnPlayerKing
	FnPlayerMaterial
	FnPlayerMobility
	FnPlayerOpponent
	FnPlayerToMove
	FnPlayerCount

	FnTypeValue

	FnPieceType
	FnPiecePlayer
	FnPieceCell
	FnPiecePos
	FnPieceRow
	FnPieceCol
	FnPieceValue
	FnPieceRank
	FnPieceStartingRow
	FnPieceCoveredBy
	FnPieceAttackedBy
	FnPieceCovers
	FnPieceThreatens
	FnPieceVisibleCells
	FnPieceMobility
	FnPieceIsPassed
	FnPieceIsIsolated
	FnPieceIsDoubled
	FnPieceIsPinned
	FnPieceIsHanging

	FnCellRow
	FnCellCol
	FnCellPos
	FnCellIsEmpty
	FnCellPiece
	FnCellAttackedBy
	FnCellIsLight
	FnCellInCenter
	FnCellInExpandedCenter
	FnCellDistance
	FnCellRank

	// Chess knowledge (docs/language.md, "Chess knowledge").
	FnColIsOpen
	FnColIsHalfOpen
	FnPieceIsBackward
	FnPieceIsConnected
	FnPieceIsCandidate
	FnPieceIsProtectedPassed
	FnCellIsOutpost
	FnPlayerKingZone
	FnPlayerKingAttacks
	FnPlayerKingAttackers
	FnCellSee
	FnCellAttackers
	FnPiecePromotionDistance
	FnPieceKingInSquare
	FnPieceSafeMobility
	FnPlayerSafeChecks

	// The phase, tapering and tables (lang's block).
	FnPhase
	FnTaper
	FnTableAt
	FnTableOf

	NumBuiltins // the number of builtins
)

// Short names for the table below.
const (
	tBool   = parser.Bool
	tNum    = parser.Num
	tRow    = parser.Row
	tCol    = parser.Col
	tCell   = parser.Cell
	tPlayer = parser.Player
	tType   = parser.PieceType
	tPiece  = parser.Piece
	tTable  = parser.Table
	tNone   = parser.NoType
)

var (
	listOfPiece = parser.ListOf(parser.Piece)
	listOfCell  = parser.ListOf(parser.Cell)
)

// Builtins is the function library: every function with its signature and
// meaning, indexed by the Fn constants. docs/language.md documents the same
// table; the evaluator implements it under the same indices.
var Builtins = [NumBuiltins]Builtin{
	FnAbs: {"abs", tNone, []parser.Type{tNum}, tNum, "the absolute value"},
	FnMin: {"min", tNone, []parser.Type{tNum, tNum}, tNum, "the smaller of two nums"},
	FnMax: {"max", tNone, []parser.Type{tNum, tNum}, tNum, "the larger of two nums"},

	FnListLen:     {"len", AnyList, nil, tNum, "the number of elements; len(l) is l.len"},
	FnListIsEmpty: {"isEmpty", AnyList, nil, tBool, "the list has no element"},

	FnPlayerCheck:            {"check", tPlayer, nil, tBool, "its king (royal piece) is attacked"},
	FnPlayerCastled:          {"castled", tPlayer, nil, tBool, "either castledKingSide or castledQueenSide"},
	FnPlayerCastledKingSide:  {"castledKingSide", tPlayer, nil, tBool, "its king and rook where its short castling puts them (chess: g1 and f1, g8 and f8 for black)"},
	FnPlayerCastledQueenSide: {"castledQueenSide", tPlayer, nil, tBool, "its king and rook where its long castling puts them (chess: king c1 or b1, rook d1; c8 or b8, d8 for black)"},
	FnPlayerCanCastle:        {"canCastle", tPlayer, nil, tBool, "it still holds a castling right, on either side"},
	FnPlayerPieces:           {"pieces", tPlayer, nil, listOfPiece, "its pieces, in board order"},
	FnPlayerKing:             {"king", tPlayer, nil, tPiece, "its king: its royal piece"},
	FnPlayerMaterial:         {"material", tPlayer, nil, tNum, "the sum of its pieces' values (royal pieces 0)"},
	FnPlayerMobility:         {"mobility", tPlayer, nil, tNum, "its pseudo-legal moves (destinations empty or holding an opponent piece), as if it were to move"},
	FnPlayerOpponent:         {"opponent", tPlayer, nil, tPlayer, "the other player"},
	FnPlayerToMove:           {"toMove", tPlayer, nil, tBool, "it is the side to move"},
	FnPlayerCount:            {"count", tPlayer, []parser.Type{tType}, tNum, "the number of its pieces of the type"},

	FnTypeValue: {"value", tType, nil, tNum, "its value in the game's rule set (chess: pawn 1, knight 3, bishop 3, rook 5, queen 9, king 0)"},

	FnPieceType:         {"type", tPiece, nil, tType, "its type"},
	FnPiecePlayer:       {"player", tPiece, nil, tPlayer, "its owner"},
	FnPieceCell:         {"cell", tPiece, nil, tCell, "the cell it stands on"},
	FnPiecePos:          {"pos", tPiece, nil, tCell, "the cell it stands on (as cell)"},
	FnPieceRow:          {"row", tPiece, nil, tRow, "the row of its cell"},
	FnPieceCol:          {"col", tPiece, nil, tCol, "the col of its cell"},
	FnPieceValue:        {"value", tPiece, nil, tNum, "its type's value"},
	FnPieceRank:         {"rank", tPiece, nil, tNum, "its row counted from its own side, from 1"},
	FnPieceStartingRow:  {"startingRow", tPiece, nil, tRow, "the row where its type starts for its player (chess: 2 or 7 for pawns, 1 or 8 otherwise)"},
	FnPieceCoveredBy:    {"coveredBy", tPiece, nil, listOfPiece, "pieces of its own side that attack its cell (defend it)"},
	FnPieceAttackedBy:   {"attackedBy", tPiece, nil, listOfPiece, "opponent pieces that attack it"},
	FnPieceCovers:       {"covers", tPiece, nil, listOfPiece, "pieces of its own side that it defends"},
	FnPieceThreatens:    {"threatens", tPiece, nil, listOfPiece, "opponent pieces that it attacks"},
	FnPieceVisibleCells: {"visibleCells", tPiece, nil, listOfCell, "the cells it attacks, up to and including the first piece on each line"},
	FnPieceMobility:     {"mobility", tPiece, nil, tNum, "its pseudo-legal destinations (empty or holding an opponent piece)"},
	FnPieceIsPassed:     {"isPassed", tPiece, nil, tBool, "a pawn (a piece that promotes) with no opposing pawn ahead of it on its own or an adjacent col"},
	FnPieceIsIsolated:   {"isIsolated", tPiece, nil, tBool, "a pawn with no own pawn on an adjacent col"},
	FnPieceIsDoubled:    {"isDoubled", tPiece, nil, tBool, "a pawn with another own pawn on its col"},
	FnPieceIsPinned:     {"isPinned", tPiece, nil, tBool, "absolutely pinned to its own king (royal piece)"},
	FnPieceIsHanging:    {"isHanging", tPiece, nil, tBool, "attacked by the opponent and not defended"},

	FnCellRow:              {"row", tCell, nil, tRow, "its row"},
	FnCellCol:              {"col", tCell, nil, tCol, "its col"},
	FnCellPos:              {"pos", tCell, nil, tCell, "the cell itself"},
	FnCellIsEmpty:          {"isEmpty", tCell, nil, tBool, "no piece stands on it"},
	FnCellPiece:            {"piece", tCell, nil, listOfPiece, "the piece on it: a list of 0 or 1 piece"},
	FnCellAttackedBy:       {"attackedBy", tCell, []parser.Type{tPlayer}, listOfPiece, "the player's pieces that attack it"},
	FnCellIsLight:          {"isLight", tCell, nil, tBool, "a light square (a1 is dark, h1 light)"},
	FnCellInCenter:         {"inCenter", tCell, nil, tBool, "one of the central cells (chess: d4, e4, d5, e5)"},
	FnCellInExpandedCenter: {"inExpandedCenter", tCell, nil, tBool, "within the central cells and the ring around them (chess: c3-f6, 16 cells)"},
	FnCellDistance:         {"distance", tCell, []parser.Type{tCell}, tNum, "the king steps between the two cells"},
	FnCellRank:             {"rank", tCell, []parser.Type{tPlayer}, tNum, "its row counted from the player's side, from 1"},

	FnColIsOpen:              {"isOpen", tCol, nil, tBool, "no pawn of either player stands on it"},
	FnColIsHalfOpen:          {"isHalfOpen", tCol, []parser.Type{tPlayer}, tBool, "no pawn of the player stands on it, and a pawn of its opponent does"},
	FnPieceIsBackward:        {"isBackward", tPiece, nil, tBool, "a pawn with no own pawn beside it on its row or behind on an adjacent col, whose stop cell an opposing pawn attacks"},
	FnPieceIsConnected:       {"isConnected", tPiece, nil, tBool, "a pawn defended by an own pawn or with one beside it on its row"},
	FnPieceIsCandidate:       {"isCandidate", tPiece, nil, tBool, "a pawn that is not passed, with no opposing pawn ahead on its col and at least as many own pawns beside or behind on the adjacent cols as opposing pawns ahead on them"},
	FnPieceIsProtectedPassed: {"isProtectedPassed", tPiece, nil, tBool, "a passed pawn defended by an own pawn"},
	FnCellIsOutpost:          {"isOutpost", tCell, []parser.Type{tPlayer}, tBool, "a cell of the player's ranks 4 to 6 (chess) that no opposing pawn can ever attack, defended by a pawn of the player"},
	FnPlayerKingZone:         {"kingZone", tPlayer, nil, listOfCell, "its king's cell and the cells its king attacks"},
	FnPlayerKingAttacks:      {"kingAttacks", tPlayer, []parser.Type{tType}, tNum, "the attacks of its pieces of the type into the opponent's king zone, each piece counted once per zone cell"},
	FnPlayerKingAttackers:    {"kingAttackers", tPlayer, []parser.Type{tType}, tNum, "the number of its pieces of the type that attack the opponent's king zone"},
	FnCellSee:                {"see", tCell, []parser.Type{tPlayer}, tNum, "the static exchange evaluation of the player capturing on it: the material it wins (or loses) when both sides recapture with their least valuable attackers"},
	FnCellAttackers:          {"attackers", tCell, []parser.Type{tPlayer, tType}, listOfPiece, "the player's pieces of the type that attack it"},
	FnPiecePromotionDistance: {"promotionDistance", tPiece, nil, tNum, "the moves a pawn needs to promote on an empty board (its double step counted); 0 for other pieces"},
	FnPieceKingInSquare:      {"kingInSquare", tPiece, nil, tBool, "a pawn whose opposing king stands in its square: it catches the pawn in a race, counting whose move it is"},
	FnPieceSafeMobility:      {"safeMobility", tPiece, nil, tNum, "its pseudo-legal destinations that no opposing pawn (a piece that promotes) attacks; its mobility where nothing promotes"},
	FnPlayerSafeChecks:       {"safeChecks", tPlayer, []parser.Type{tType}, tNum, "the cells from which one of its pieces of the type could check the opponent's king with one pseudo-legal move, that the opponent does not attack"},
	FnPhase:                  {"phase", tNone, nil, tNum, "the game phase: min(1, M / M0), M the weighted material of the pieces that neither promote nor are royal, M0 the same at the game's start (chess: 62); 1 at the start, 0 with none left; written bare, phase"},
	FnTaper:                  {"taper", tNone, []parser.Type{tNum, tNum}, tNum, "mg * phase + eg * (1 - phase), computed exactly and rounded once"},
	FnTableAt:                {"at", tTable, []parser.Type{tCell}, tNum, "the table's value of the cell, as written"},
	FnTableOf:                {"of", tTable, []parser.Type{tPiece}, tNum, "the table's value of the piece's cell seen from its owner's side (ranks turned for the second player)"},
}

// builtinsByName lists, for each name, the builtins that have it.
var builtinsByName = func() map[string][]int {
	m := map[string][]int{}
	for id, b := range Builtins {
		m[b.Name] = append(m[b.Name], id)
	}
	return m
}()

// method returns the builtin called name on a receiver of type recv.
func method(recv parser.Type, name string) (int, bool) {
	for _, id := range builtinsByName[name] {
		if receives(Builtins[id].Recv, recv) {
			return id, true
		}
	}
	return 0, false
}

// global returns the global builtin called name.
func global(name string) (int, bool) {
	return method(tNone, name)
}

// receives reports whether a function whose receiver type is want takes a
// receiver of type got.
func receives(want, got parser.Type) bool {
	if want == AnyList {
		return got.IsList() || got == parser.EmptyList
	}
	return want == got
}

// methodNames returns the names of the functions of a receiver type.
func methodNames(recv parser.Type) []string {
	var names []string
	for _, b := range Builtins {
		if b.Recv != tNone && receives(b.Recv, recv) {
			names = append(names, b.Name)
		}
	}
	return names
}
