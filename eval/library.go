package eval

import (
	"math/bits"

	"github.com/chespel/chespel/parser"
	"github.com/chespel/chespel/types"
)

// builtin is the implementation of one library function: a function for
// its result kind, reading its receiver from the call node's x and its
// parameters from args. library holds them under the indices of
// types.Builtins, and a test keeps the keys of the two tables equal.
type builtin struct {
	key     string
	num     func(e *evaluator, n *node) num
	boolean func(e *evaluator, n *node) bool
	scalar  func(e *evaluator, n *node) int64 // rows, cols, cells, players, types, pieces
	list    func(e *evaluator, n *node) list
}

// implements reports whether b has an implementation for result type t.
func (b *builtin) implements(t parser.Type) bool {
	switch {
	case t.IsList():
		return b.list != nil
	case t == parser.Num:
		return b.num != nil
	case t == parser.Bool:
		return b.boolean != nil
	case isSmallInt(t):
		return b.scalar != nil
	}
	return false
}

// The receiver of a call, by its type.
func (e *evaluator) recv(n *node) int            { return int(e.evalInt(n.x)) }
func (e *evaluator) recvColor(n *node) int       { return e.me ^ int(e.evalInt(n.x)) }
func (e *evaluator) arg(n *node, i int) int      { return int(e.evalInt(n.args[i])) }
func (e *evaluator) argColor(n *node, i int) int { return e.me ^ int(e.evalInt(n.args[i])) }

var library = [types.NumBuiltins]builtin{
	types.FnAbs: {key: "abs", num: (*evaluator).globalNum},
	types.FnMin: {key: "min", num: (*evaluator).globalNum},
	types.FnMax: {key: "max", num: (*evaluator).globalNum},

	types.FnListLen: {key: "list.len", num: func(e *evaluator, n *node) num {
		return intNum(int64(e.evalList(n.x).len()))
	}},
	types.FnListIsEmpty: {key: "list.isEmpty", boolean: func(e *evaluator, n *node) bool {
		return e.evalList(n.x).len() == 0
	}},

	types.FnPlayerCheck: {key: "player.check", boolean: func(e *evaluator, n *node) bool {
		return e.facts.inCheck(e.recvColor(n))
	}},
	types.FnPlayerCastled: {key: "player.castled", boolean: func(e *evaluator, n *node) bool {
		c := e.recvColor(n)
		return e.facts.castledKingSide(c) || e.facts.castledQueenSide(c)
	}},
	types.FnPlayerCastledKingSide: {key: "player.castledKingSide", boolean: func(e *evaluator, n *node) bool {
		return e.facts.castledKingSide(e.recvColor(n))
	}},
	types.FnPlayerCastledQueenSide: {key: "player.castledQueenSide", boolean: func(e *evaluator, n *node) bool {
		return e.facts.castledQueenSide(e.recvColor(n))
	}},
	types.FnPlayerCanCastle: {key: "player.canCastle", boolean: func(e *evaluator, n *node) bool {
		return e.facts.castle[e.recvColor(n)]
	}},
	types.FnPlayerPieces: {key: "player.pieces", list: func(e *evaluator, n *node) list {
		return maskList(e.facts.occ[e.recvColor(n)])
	}},
	types.FnPlayerKing: {key: "player.king", scalar: func(e *evaluator, n *node) int64 {
		c := e.recvColor(n)
		k := e.facts.kingSquare(c)
		if k < 0 {
			e.fail(n, playerName(int64(c^e.me))+" has no king")
			return 0
		}
		return int64(k)
	}},
	types.FnPlayerMaterial: {key: "player.material", num: func(e *evaluator, n *node) num {
		return num{e.facts.material(e.recvColor(n)), true}
	}},
	types.FnPlayerMobility: {key: "player.mobility", num: func(e *evaluator, n *node) num {
		return intNum(int64(e.facts.playerMobility(e.recvColor(n))))
	}},
	types.FnPlayerOpponent: {key: "player.opponent", scalar: func(e *evaluator, n *node) int64 {
		return e.evalInt(n.x) ^ 1
	}},
	types.FnPlayerToMove: {key: "player.toMove", boolean: func(e *evaluator, n *node) bool {
		return e.recvColor(n) == e.facts.side
	}},
	types.FnPlayerCount: {key: "player.count", num: func(e *evaluator, n *node) num {
		return intNum(int64(bits.OnesCount64(e.facts.byType[e.recvColor(n)][e.arg(n, 0)])))
	}},

	types.FnTypeValue: {key: "type.value", num: func(e *evaluator, n *node) num {
		return num{types.TypeValues[e.recv(n)], true}
	}},

	types.FnPieceType: {key: "piece.type", scalar: func(e *evaluator, n *node) int64 {
		return int64(e.facts.typeAt[e.recv(n)])
	}},
	types.FnPiecePlayer: {key: "piece.player", scalar: func(e *evaluator, n *node) int64 {
		return int64(int(e.facts.colorAt[e.recv(n)]) ^ e.me)
	}},
	types.FnPieceCell: {key: "piece.cell", scalar: func(e *evaluator, n *node) int64 { return e.evalInt(n.x) }},
	types.FnPiecePos:  {key: "piece.pos", scalar: func(e *evaluator, n *node) int64 { return e.evalInt(n.x) }},
	types.FnPieceRow:  {key: "piece.row", scalar: func(e *evaluator, n *node) int64 { return int64(e.recv(n)/8 + 1) }},
	types.FnPieceCol:  {key: "piece.col", scalar: func(e *evaluator, n *node) int64 { return int64(e.recv(n)%8 + 1) }},
	types.FnPieceValue: {key: "piece.value", num: func(e *evaluator, n *node) num {
		return num{types.TypeValues[e.facts.typeAt[e.recv(n)]], true}
	}},
	types.FnPieceRank: {key: "piece.rank", num: func(e *evaluator, n *node) num {
		sq := e.recv(n)
		return intNum(int64(rankOf(sq, int(e.facts.colorAt[sq]))))
	}},
	types.FnPieceStartingRow: {key: "piece.startingRow", scalar: func(e *evaluator, n *node) int64 {
		sq := e.recv(n)
		return startingRow(e.facts.typeAt[sq], e.facts.colorAt[sq])
	}},
	types.FnPieceCoveredBy: {key: "piece.coveredBy", list: func(e *evaluator, n *node) list {
		sq := e.recv(n)
		return maskList(e.facts.attackers(sq, int(e.facts.colorAt[sq])))
	}},
	types.FnPieceAttackedBy: {key: "piece.attackedBy", list: func(e *evaluator, n *node) list {
		sq := e.recv(n)
		return maskList(e.facts.attackers(sq, int(e.facts.colorAt[sq])^1))
	}},
	types.FnPieceCovers: {key: "piece.covers", list: func(e *evaluator, n *node) list {
		sq := e.recv(n)
		return maskList(e.facts.attacks(sq) & e.facts.occ[e.facts.colorAt[sq]])
	}},
	types.FnPieceThreatens: {key: "piece.threatens", list: func(e *evaluator, n *node) list {
		sq := e.recv(n)
		return maskList(e.facts.attacks(sq) & e.facts.occ[e.facts.colorAt[sq]^1])
	}},
	types.FnPieceVisibleCells: {key: "piece.visibleCells", list: func(e *evaluator, n *node) list {
		return maskList(e.facts.attacks(e.recv(n)))
	}},
	types.FnPieceMobility: {key: "piece.mobility", num: func(e *evaluator, n *node) num {
		return intNum(int64(e.facts.mobility(e.recv(n))))
	}},
	types.FnPieceIsPassed: {key: "piece.isPassed", boolean: func(e *evaluator, n *node) bool {
		return e.facts.isPassed(e.recv(n))
	}},
	types.FnPieceIsIsolated: {key: "piece.isIsolated", boolean: func(e *evaluator, n *node) bool {
		return e.facts.isIsolated(e.recv(n))
	}},
	types.FnPieceIsDoubled: {key: "piece.isDoubled", boolean: func(e *evaluator, n *node) bool {
		return e.facts.isDoubled(e.recv(n))
	}},
	types.FnPieceIsPinned: {key: "piece.isPinned", boolean: func(e *evaluator, n *node) bool {
		return e.facts.pinned(e.recv(n))
	}},
	types.FnPieceIsHanging: {key: "piece.isHanging", boolean: func(e *evaluator, n *node) bool {
		sq := e.recv(n)
		c := int(e.facts.colorAt[sq])
		return e.facts.attacked(c^1)&bit(sq) != 0 && e.facts.attacked(c)&bit(sq) == 0
	}},

	types.FnCellRow: {key: "cell.row", scalar: func(e *evaluator, n *node) int64 { return int64(e.recv(n)/8 + 1) }},
	types.FnCellCol: {key: "cell.col", scalar: func(e *evaluator, n *node) int64 { return int64(e.recv(n)%8 + 1) }},
	types.FnCellPos: {key: "cell.pos", scalar: func(e *evaluator, n *node) int64 { return e.evalInt(n.x) }},
	types.FnCellIsEmpty: {key: "cell.isEmpty", boolean: func(e *evaluator, n *node) bool {
		return e.facts.all&bit(e.recv(n)) == 0
	}},
	types.FnCellPiece: {key: "cell.piece", list: func(e *evaluator, n *node) list {
		return maskList(e.facts.all & bit(e.recv(n)))
	}},
	types.FnCellAttackedBy: {key: "cell.attackedBy", list: func(e *evaluator, n *node) list {
		return maskList(e.facts.attackers(e.recv(n), e.argColor(n, 0)))
	}},
	types.FnCellIsLight: {key: "cell.isLight", boolean: func(e *evaluator, n *node) bool {
		sq := e.recv(n)
		return (sq%8+sq/8)%2 == 1
	}},
	types.FnCellInCenter: {key: "cell.inCenter", boolean: func(e *evaluator, n *node) bool {
		return centre&bit(e.recv(n)) != 0
	}},
	types.FnCellInExpandedCenter: {key: "cell.inExpandedCenter", boolean: func(e *evaluator, n *node) bool {
		return expandedCentre&bit(e.recv(n)) != 0
	}},
	types.FnCellDistance: {key: "cell.distance", num: func(e *evaluator, n *node) num {
		a, b := e.recv(n), e.arg(n, 0)
		return intNum(int64(max(absInt(a%8-b%8), absInt(a/8-b/8))))
	}},
	types.FnCellRank: {key: "cell.rank", num: func(e *evaluator, n *node) num {
		return intNum(int64(rankOf(e.recv(n), e.argColor(n, 0))))
	}},
}

// centre is d4, e4, d5, e5; expandedCentre is c3 to f6.
const (
	centre         = 0x0000001818000000
	expandedCentre = 0x00003c3c3c3c0000
)

// startingRow returns the row where pieces of type t start for colour c.
func startingRow(t, c int8) int64 {
	row := int64(1)
	if t == pawn {
		row = 2
	}
	if c == black {
		row = 9 - row
	}
	return row
}

// rankOf returns a square's row counted from colour c's side, 1-8.
func rankOf(sq, c int) int {
	if c == black {
		return 8 - sq/8
	}
	return sq/8 + 1
}

func absInt(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// material returns the sum of colour c's piece values, in thousandths.
func (f *facts) material(c int) int64 {
	var sum int64
	for t := range numTypes {
		sum += int64(bits.OnesCount64(f.byType[c][t])) * types.TypeValues[t]
	}
	return sum
}

// castledKingSide: the king on g1 with a rook on f1 (g8, f8 for black).
func (f *facts) castledKingSide(c int) bool {
	base := 56 * c
	return f.byType[c][king]&bit(base+6) != 0 && f.byType[c][rook]&bit(base+5) != 0
}

// castledQueenSide: the king on c1 or b1 with a rook on d1 (c8 or b8, d8).
func (f *facts) castledQueenSide(c int) bool {
	base := 56 * c
	return f.byType[c][king]&(bit(base+2)|bit(base+1)) != 0 && f.byType[c][rook]&bit(base+3) != 0
}
