package types

import (
	"github.com/chespel/chespel/carn"
	"github.com/chespel/chespel/lexer"
)

// Need is what a function of the library needs of a game to mean
// something there.
type Need uint8

// The needs. A function without one applies in every game.
const (
	NoNeed        Need = iota
	NeedsCastling      // the game has castling
	NeedsPawns         // some piece promotes: the game's pawns
	NeedsRoyal         // some piece is royal: the game's king
	numNeeds
)

// NeedNames are the needs as docs/language.md names them.
var NeedNames = [numNeeds]string{
	NoNeed:        "every game",
	NeedsCastling: "games with castling",
	NeedsPawns:    "games with pieces that promote",
	NeedsRoyal:    "games with a royal piece",
}

// Needs is the one applicability table of the library, indexed like
// Builtins: what each function needs of the game. Calling a function in a
// game that lacks its need is a compile error, never a silent zero.
//
// The pawn structure functions read "pawn" as a piece that promotes (the
// soldiers of xiangqi do not, so xiangqi has no passed pawns); check, king
// and pins read "king" as the royal piece. Everything else (attacks,
// mobility, rank counted from a side, the centre, square colour) is defined
// on any board.
var Needs = [NumBuiltins]Need{
	FnPlayerCheck:            NeedsRoyal,
	FnPlayerCastled:          NeedsCastling,
	FnPlayerCastledKingSide:  NeedsCastling,
	FnPlayerCastledQueenSide: NeedsCastling,
	FnPlayerCanCastle:        NeedsCastling,
	FnPlayerKing:             NeedsRoyal,
	FnPieceIsPassed:          NeedsPawns,
	FnPieceIsIsolated:        NeedsPawns,
	FnPieceIsDoubled:         NeedsPawns,
	FnPieceIsPinned:          NeedsRoyal,

	FnColIsOpen:              NeedsPawns,
	FnColIsHalfOpen:          NeedsPawns,
	FnPieceIsBackward:        NeedsPawns,
	FnPieceIsConnected:       NeedsPawns,
	FnPieceIsCandidate:       NeedsPawns,
	FnPieceIsProtectedPassed: NeedsPawns,
	FnCellIsOutpost:          NeedsPawns,
	FnPlayerKingZone:         NeedsRoyal,
	FnPlayerKingAttacks:      NeedsRoyal,
	FnPlayerKingAttackers:    NeedsRoyal,
	FnPiecePromotionDistance: NeedsPawns,
	FnPieceKingInSquare:      NeedsPawns,
	FnPlayerSafeChecks:       NeedsRoyal,
}

// lacks says, for each need, why a rule set lacks it ("" when it has it).
func lacks(rs *carn.RuleSet) [numNeeds]string {
	var why [numNeeds]string
	if rs.Castling == nil {
		why[NeedsCastling] = "it has no castling"
	}
	why[NeedsPawns] = "no piece of it promotes, so it has no pawns"
	why[NeedsRoyal] = "it has no royal piece (no king)"
	for _, p := range rs.Pieces {
		if p.Promotion != nil {
			why[NeedsPawns] = ""
		}
		if p.Royal {
			why[NeedsRoyal] = ""
		}
	}
	return why
}

// applies reports an error at pos when builtin id means nothing in the
// script's game.
func (c *checker) applies(pos lexer.Pos, id int) bool {
	why := c.game.lacks[Needs[id]]
	if why == "" {
		return true
	}
	c.errorf(pos, "%s means nothing in %s: %s", Builtins[id].Name, c.gameName(), why)
	return false
}
