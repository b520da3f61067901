package eval

import (
	"github.com/chespel/chespel/board"
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
	// set, for a function whose list is a set of cells or pieces, returns
	// the set itself (sets.go derives list from it).
	set func(e *evaluator, n *node) board.Set
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

// king returns colour c's king, or fails at n when c has none.
func (e *evaluator) king(n *node, c int) int64 {
	k := e.facts.king(c)
	if k < 0 {
		e.fail(n, playerName(int64(c^e.me))+" has no king")
		return 0
	}
	return int64(k)
}

// playerKing evaluates opPlayerKing.
func (e *evaluator) playerKing(n *node) int64 { return e.king(n, e.me^int(n.k)) }

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
		return intNum(int64(e.listLen(n.x)))
	}},
	types.FnListIsEmpty: {key: "list.isEmpty", boolean: func(e *evaluator, n *node) bool {
		return e.listLen(n.x) == 0
	}},

	types.FnPlayerCheck: {key: "player.check", boolean: func(e *evaluator, n *node) bool {
		return e.facts.inCheck(e.recvColor(n))
	}},
	types.FnPlayerCastled: {key: "player.castled", boolean: func(e *evaluator, n *node) bool {
		return e.facts.castledEither(e.recvColor(n))
	}},
	types.FnPlayerCastledKingSide: {key: "player.castledKingSide", boolean: func(e *evaluator, n *node) bool {
		return e.facts.castled(e.recvColor(n), true)
	}},
	types.FnPlayerCastledQueenSide: {key: "player.castledQueenSide", boolean: func(e *evaluator, n *node) bool {
		return e.facts.castled(e.recvColor(n), false)
	}},
	types.FnPlayerCanCastle: {key: "player.canCastle", boolean: func(e *evaluator, n *node) bool {
		return e.facts.castle[e.recvColor(n)]
	}},
	types.FnPlayerPieces: {key: "player.pieces", set: func(e *evaluator, n *node) board.Set {
		return e.facts.occ(e.recvColor(n))
	}},
	types.FnPlayerKing: {key: "player.king", scalar: func(e *evaluator, n *node) int64 {
		return e.king(n, e.recvColor(n))
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
		return intNum(int64(e.facts.ofKind(e.recvColor(n), e.arg(n, 0)).Count()))
	}},

	types.FnTypeValue: {key: "type.value", num: func(e *evaluator, n *node) num {
		return e.g.value(e.recv(n))
	}},

	types.FnPieceType: {key: "piece.type", scalar: func(e *evaluator, n *node) int64 {
		return int64(e.facts.typeAt(e.recv(n)))
	}},
	types.FnPiecePlayer: {key: "piece.player", scalar: func(e *evaluator, n *node) int64 {
		return int64(int(e.facts.colorAt(e.recv(n))) ^ e.me)
	}},
	types.FnPieceCell: {key: "piece.cell", scalar: func(e *evaluator, n *node) int64 { return e.evalInt(n.x) }},
	types.FnPiecePos:  {key: "piece.pos", scalar: func(e *evaluator, n *node) int64 { return e.evalInt(n.x) }},
	types.FnPieceRow:  {key: "piece.row", scalar: func(e *evaluator, n *node) int64 { return e.g.row(e.recv(n)) }},
	types.FnPieceCol:  {key: "piece.col", scalar: func(e *evaluator, n *node) int64 { return e.g.col(e.recv(n)) }},
	types.FnPieceValue: {key: "piece.value", num: func(e *evaluator, n *node) num {
		return e.g.value(int(e.facts.typeAt(e.recv(n))))
	}},
	types.FnPieceRank: {key: "piece.rank", num: func(e *evaluator, n *node) num {
		sq := e.recv(n)
		return intNum(e.g.rank(sq, int(e.facts.colorAt(sq))))
	}},
	types.FnPieceStartingRow: {key: "piece.startingRow", scalar: func(e *evaluator, n *node) int64 {
		sq := e.recv(n)
		return e.g.startRow(e.facts.typeAt(sq), e.facts.colorAt(sq))
	}},
	types.FnPieceCoveredBy: {key: "piece.coveredBy", set: func(e *evaluator, n *node) board.Set {
		sq := e.recv(n)
		return e.facts.attackers(sq, int(e.facts.colorAt(sq)))
	}},
	types.FnPieceAttackedBy: {key: "piece.attackedBy", set: func(e *evaluator, n *node) board.Set {
		sq := e.recv(n)
		return e.facts.attackers(sq, int(e.facts.colorAt(sq))^1)
	}},
	types.FnPieceCovers: {key: "piece.covers", set: func(e *evaluator, n *node) board.Set {
		sq := e.recv(n)
		return e.facts.attacks(sq).And(e.facts.occ(int(e.facts.colorAt(sq))))
	}},
	types.FnPieceThreatens: {key: "piece.threatens", set: func(e *evaluator, n *node) board.Set {
		sq := e.recv(n)
		return e.facts.attacks(sq).And(e.facts.occ(int(e.facts.colorAt(sq)) ^ 1))
	}},
	types.FnPieceVisibleCells: {key: "piece.visibleCells", set: func(e *evaluator, n *node) board.Set {
		return e.facts.attacks(e.recv(n))
	}},
	types.FnPieceMobility: {key: "piece.mobility", num: func(e *evaluator, n *node) num {
		return intNum(int64(e.facts.view.Mobility(e.recv(n))))
	}},
	types.FnPieceIsPassed: {key: "piece.isPassed", boolean: func(e *evaluator, n *node) bool {
		return e.facts.view.Passed(e.recv(n))
	}},
	types.FnPieceIsIsolated: {key: "piece.isIsolated", boolean: func(e *evaluator, n *node) bool {
		return e.facts.view.Isolated(e.recv(n))
	}},
	types.FnPieceIsDoubled: {key: "piece.isDoubled", boolean: func(e *evaluator, n *node) bool {
		return e.facts.view.Doubled(e.recv(n))
	}},
	types.FnPieceIsPinned: {key: "piece.isPinned", boolean: func(e *evaluator, n *node) bool {
		return e.facts.view.Pinned(e.recv(n))
	}},
	types.FnPieceIsHanging: {key: "piece.isHanging", boolean: func(e *evaluator, n *node) bool {
		sq := e.recv(n)
		c := int(e.facts.colorAt(sq))
		enemy, own := e.facts.attacked(c^1), e.facts.attacked(c)
		return enemy.Has(sq) && !own.Has(sq)
	}},

	types.FnCellRow: {key: "cell.row", scalar: func(e *evaluator, n *node) int64 { return e.g.row(e.recv(n)) }},
	types.FnCellCol: {key: "cell.col", scalar: func(e *evaluator, n *node) int64 { return e.g.col(e.recv(n)) }},
	types.FnCellPos: {key: "cell.pos", scalar: func(e *evaluator, n *node) int64 { return e.evalInt(n.x) }},
	types.FnCellIsEmpty: {key: "cell.isEmpty", boolean: func(e *evaluator, n *node) bool {
		all := e.facts.view.All()
		return !all.Has(e.recv(n))
	}},
	types.FnCellPiece: {key: "cell.piece", set: func(e *evaluator, n *node) board.Set {
		var s board.Set
		if i := e.recv(n); e.g.onBoard(i) {
			s.Add(i)
		}
		return s.And(e.facts.view.All())
	}},
	types.FnCellAttackedBy: {key: "cell.attackedBy", set: func(e *evaluator, n *node) board.Set {
		return e.facts.attackers(e.recv(n), e.argColor(n, 0))
	}},
	types.FnCellIsLight: {key: "cell.isLight", boolean: func(e *evaluator, n *node) bool {
		return e.g.light.Has(e.recv(n))
	}},
	types.FnCellInCenter: {key: "cell.inCenter", boolean: func(e *evaluator, n *node) bool {
		return e.g.centre.Has(e.recv(n))
	}},
	types.FnCellInExpandedCenter: {key: "cell.inExpandedCenter", boolean: func(e *evaluator, n *node) bool {
		return e.g.wideCentre.Has(e.recv(n))
	}},
	types.FnCellDistance: {key: "cell.distance", num: func(e *evaluator, n *node) num {
		a, b := e.recv(n), e.arg(n, 0)
		return intNum(max(absInt64(e.g.col(a)-e.g.col(b)), absInt64(e.g.row(a)-e.g.row(b))))
	}},
	types.FnCellRank: {key: "cell.rank", num: func(e *evaluator, n *node) num {
		return intNum(e.g.rank(e.recv(n), e.argColor(n, 0)))
	}},

	// lang: phase, taper, tables.
	types.FnPhase:   {key: "phase", num: phaseNum},
	types.FnTaper:   {key: "taper", num: taperNum},
	types.FnTableAt: {key: "table.at", num: tableAt},
	types.FnTableOf: {key: "table.of", num: tableOf},
}

func absInt64(x int64) int64 {
	if x < 0 {
		return -x
	}
	return x
}
