package eval

import (
	"github.com/chespel/chespel/board"
	"github.com/chespel/chespel/types"
)

// The chess-knowledge functions of the library (types.FnColIsOpen to
// types.FnPieceKingInSquare): each reads the position's board.View, whose
// answers come from the game's compiled move tables (board/knowledge.go,
// board/see.go). They are set into library under their types.Builtins
// indices when the package is initialised, so that library.go's table of
// the original functions stays as it is.
func init() {
	for id, b := range knowledgeLibrary {
		library[id] = b
	}
}

// knowledgeLibrary holds the chess-knowledge implementations by builtin
// index.
var knowledgeLibrary = map[int]builtin{
	types.FnColIsOpen: {key: "col.isOpen", boolean: func(e *evaluator, n *node) bool {
		return e.facts.view.FileOpen(e.recv(n))
	}},
	types.FnColIsHalfOpen: {key: "col.isHalfOpen", boolean: func(e *evaluator, n *node) bool {
		return e.facts.view.FileHalfOpen(e.recv(n), board.Color(e.argColor(n, 0)))
	}},
	types.FnPieceIsBackward: {key: "piece.isBackward", boolean: func(e *evaluator, n *node) bool {
		return e.facts.view.Backward(e.recv(n))
	}},
	types.FnPieceIsConnected: {key: "piece.isConnected", boolean: func(e *evaluator, n *node) bool {
		return e.facts.view.Connected(e.recv(n))
	}},
	types.FnPieceIsCandidate: {key: "piece.isCandidate", boolean: func(e *evaluator, n *node) bool {
		return e.facts.view.Candidate(e.recv(n))
	}},
	types.FnPieceIsProtectedPassed: {key: "piece.isProtectedPassed", boolean: func(e *evaluator, n *node) bool {
		return e.facts.view.ProtectedPassed(e.recv(n))
	}},
	types.FnCellIsOutpost: {key: "cell.isOutpost", boolean: func(e *evaluator, n *node) bool {
		return e.facts.view.Outpost(e.recv(n), board.Color(e.argColor(n, 0)))
	}},
	types.FnPlayerKingZone: {key: "player.kingZone", list: func(e *evaluator, n *node) list {
		return setList(e.facts.view.KingZone(board.Color(e.recvColor(n))))
	}},
	types.FnPlayerKingAttacks: {key: "player.kingAttacks", num: func(e *evaluator, n *node) num {
		attacks, _ := e.facts.view.ZoneAttacks(board.Color(e.recvColor(n)), board.Kind(e.arg(n, 0)))
		return intNum(int64(attacks))
	}},
	types.FnPlayerKingAttackers: {key: "player.kingAttackers", num: func(e *evaluator, n *node) num {
		_, attackers := e.facts.view.ZoneAttacks(board.Color(e.recvColor(n)), board.Kind(e.arg(n, 0)))
		return intNum(int64(attackers))
	}},
	types.FnCellSee: {key: "cell.see", num: func(e *evaluator, n *node) num {
		v := int64(e.facts.view.SEE(e.recv(n), board.Color(e.argColor(n, 0))))
		return num{v, v%1000 == 0}
	}},
	types.FnCellAttackers: {key: "cell.attackers", list: func(e *evaluator, n *node) list {
		return setList(e.facts.view.AttackersOfKind(e.recv(n), board.Color(e.argColor(n, 0)), board.Kind(e.arg(n, 1))))
	}},
	types.FnPiecePromotionDistance: {key: "piece.promotionDistance", num: func(e *evaluator, n *node) num {
		return intNum(int64(e.facts.view.PromotionDistance(e.recv(n))))
	}},
	types.FnPieceKingInSquare: {key: "piece.kingInSquare", boolean: func(e *evaluator, n *node) bool {
		return e.facts.view.KingInSquare(e.recv(n))
	}},
	types.FnPieceSafeMobility: {key: "piece.safeMobility", num: func(e *evaluator, n *node) num {
		return intNum(int64(e.facts.view.SafeMobility(e.recv(n))))
	}},
	types.FnPlayerSafeChecks: {key: "player.safeChecks", num: func(e *evaluator, n *node) num {
		return intNum(int64(e.facts.view.SafeChecks(board.Color(e.recvColor(n)), board.Kind(e.arg(n, 0)))))
	}},
}
