package types

// Examples holds, for each builtin's Key, one statement that uses it in a
// rule where p is a piece and c a cell: what the language server shows
// under a function's signature and doc. A test checks that every builtin
// has one and that each one compiles.
var Examples = map[string]string{
	"abs":                     `score -abs(p.col - 4.5) * 0.1 "away from the centre col"`,
	"min":                     `score min(p.value, 3) "value, at most 3"`,
	"max":                     `score max(p.mobility, 1) * 0.02`,
	"list.len":                `score len(p.attackedBy) * -0.1 "attacked"`,
	"list.isEmpty":            `if (p.coveredBy.isEmpty) score -0.1 "undefended"`,
	"player.check":            `if (foe.check) score 0.2 "giving check"`,
	"player.castled":          `if (me.castled) score 0.3 "castled"`,
	"player.castledKingSide":  `if (me.castledKingSide) score 0.3 "castled short"`,
	"player.castledQueenSide": `if (me.castledQueenSide) score 0.2 "castled long"`,
	"player.canCastle":        `if (not me.canCastle) score -0.3 "lost castling"`,
	"player.pieces":           `score len(me.pieces) * 0.01`,
	"player.king":             `score -me.king.pos.distance(c) * 0.01`,
	"player.material":         `if (foe.material <= 14) score 0.1 "endgame"`,
	"player.mobility":         `score me.mobility * 0.03 "mobility"`,
	"player.opponent":         `if (p.player == me.opponent) score -0.1`,
	"player.toMove":           `if (me.toMove) score 0.1 "tempo"`,
	"player.count":            `if (me.count(bishop) == 2) score 0.3 "bishop pair"`,
	"type.value":              `score queen.value * 0.01`,
	"piece.type":              `if (p.type == knight) score 0.1`,
	"piece.player":            `if (p.player == me) score p.value`,
	"piece.cell":              `if (p.cell.inCenter) score 0.2 "central"`,
	"piece.pos":               `score -p.pos.distance(foe.king.pos) * 0.05 "close to their king"`,
	"piece.row":               `if (p.row == $7) score 0.25 "on the seventh"`,
	"piece.col":               `score -abs(p.col - 4.5) * 0.05`,
	"piece.value":             `score p.value "material"`,
	"piece.rank":              `score (p.rank - 2) * 0.05 "advanced"`,
	"piece.startingRow":       `if (p.row == p.startingRow) score -0.15 "undeveloped"`,
	"piece.coveredBy":         `score len(p.coveredBy) * 0.05 "defended"`,
	"piece.attackedBy":        `if (not p.attackedBy.isEmpty) score -0.1 "attacked"`,
	"piece.covers":            `score len(p.covers) * 0.02`,
	"piece.threatens":         `score len(p.threatens) * 0.05 "threats"`,
	"piece.visibleCells":      `score len(p.visibleCells) * 0.04 "open lines"`,
	"piece.mobility":          `score p.mobility * 0.02`,
	"piece.isPassed":          `if (p.isPassed) score 0.5 "passed pawn"`,
	"piece.isIsolated":        `if (p.isIsolated) score -0.15 "isolated pawn"`,
	"piece.isDoubled":         `if (p.isDoubled) score -0.15 "doubled pawn"`,
	"piece.isPinned":          `if (p.isPinned) score -0.2 "pinned"`,
	"piece.isHanging":         `if (p.isHanging) score -0.1 * p.value "hanging"`,
	"cell.row":                `if (c.row == $4) score 0.01`,
	"cell.col":                `if (c.col == $d) score 0.01`,
	"cell.pos":                `if (c.pos == $e4) score 0.01`,
	"cell.isEmpty":            `if (c.isEmpty) score 0.01`,
	"cell.piece":              `if (not c.piece.isEmpty) score 0.01`,
	"cell.attackedBy":         `score len(c.attackedBy(foe)) * -0.06 "attacked cell"`,
	"cell.isLight":            `if (c.isLight) score 0.01`,
	"cell.inCenter":           `if (c.inCenter and c.isEmpty) score 0.01`,
	"cell.inExpandedCenter":   `if (c.inExpandedCenter) score 0.01`,
	"cell.distance":           `score -c.distance(me.king.pos) * 0.01`,
	"cell.rank":               `if (c.rank(me) >= 5) score 0.01`,

	"col.isOpen":              `if (p.type == rook and p.col.isOpen) score 0.25 "rook on an open file"`,
	"col.isHalfOpen":          `if (p.type == rook and p.col.isHalfOpen(p.player)) score 0.1 "rook on a half-open file"`,
	"piece.isBackward":        `if (p.isBackward) score -0.15 "backward pawn"`,
	"piece.isConnected":       `if (p.isConnected) score 0.05 * p.rank "connected pawn"`,
	"piece.isCandidate":       `if (p.isCandidate) score 0.1 "candidate passed pawn"`,
	"piece.isProtectedPassed": `if (p.isProtectedPassed) score 0.2 "protected passed pawn"`,
	"cell.isOutpost":          `if (p.type == knight and p.cell.isOutpost(p.player)) score 0.3 "knight on an outpost"`,
	"player.kingZone":         `score -len(me.kingZone) * 0.01`,
	"player.kingAttacks":      `score foe.kingAttacks(queen) * -0.05 "queen near my king"`,
	"player.kingAttackers":    `if (foe.kingAttackers(knight) + foe.kingAttackers(rook) >= 2) score -0.3 "king attacked"`,
	"cell.see":                `if (c.see(me) > 0) score 0.1 * c.see(me) "winning capture"`,
	"cell.attackers":          `score -len(c.attackers(foe, pawn)) * 0.05`,
	"piece.promotionDistance": `if (p.isPassed) score 0.5 / p.promotionDistance "close to promotion"`,
	"piece.kingInSquare":      `if (p.isPassed and not p.kingInSquare) score 2 "unstoppable pawn"`,
	"piece.safeMobility":      `if (p.type == knight) score 0.04 * p.safeMobility "knight mobility"`,
	"player.safeChecks":       `score -0.3 * foe.safeChecks(knight) "knight checks on my king"`,
	"phase":                   `score 0.3 * phase "king shelter, worth most with the pieces on"`,
	"taper":                   `if (p.type == pawn) score taper(0.05, 0.2) * p.rank "pawn advance"`,
	"table.at":                `score pst.at(c) * 0.01`,
	"table.of":                `score pst.of(p) * 0.01 "piece-square"`,
}

// exampleTable is the table that the examples of table.at and table.of
// read (pst), declared in the evaluation module before their rule: 64
// zeros, a chess board's table.
const exampleTable = "table pst = [" + zeros64 + "]\n"

const zeros64 = "0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, " +
	"0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0"
