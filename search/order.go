package search

import "github.com/chespel/chespel/board"

// Move ordering scores: the hash move first, then captures and promotions
// that do not lose material (static exchange at least 0) by MVV-LVA, then
// the two killer moves of the ply, then quiet moves by their history, then
// the losing captures, again by MVV-LVA.
const (
	orderHash       = 1 << 30
	orderCapture    = 1 << 28
	orderKiller     = 1 << 27
	historyMax      = 1 << 24
	orderBadCapture = -orderCapture // added to a losing capture's score
)

// orderer holds what move ordering learns during one search: killers per
// ply and a history score per side, piece kind and destination.
type orderer struct {
	values  [board.MaxKinds + 1]int32 // piece values by kind, thousandths
	byPiece [256]int32                // piece values by Piece, 0 for Empty
	killers [MaxPly + 1][2]board.Move
	history []int32       // [piece index][mailbox square]
	cells   int           // the mailbox's cells, a row of history
	journal []historyEdit // the history changes while a node waits (journal.go)
	waiting int           // the nodes waiting
}

// newOrderer sizes the tables for a rule set.
func newOrderer(r *board.Rules) *orderer {
	o := &orderer{cells: r.NumCells()}
	for k := range r.NumKinds() {
		o.values[k] = int32(r.Value(board.Kind(k)))
		for c := range board.Color(2) {
			o.byPiece[board.MakePiece(c, board.Kind(k))] = o.values[k]
		}
	}
	o.history = make([]int32, board.NumPieceIndexes*o.cells)
	return o
}

// reset forgets the killers and the history, so that each search starts
// alike and a fixed-depth search is deterministic.
func (o *orderer) reset() {
	clear(o.history)
	clear(o.killers[:])
	o.journal, o.waiting = o.journal[:0], 0
}

// value returns the value of a piece, 0 for Empty.
func (o *orderer) value(pc board.Piece) int32 { return o.byPiece[pc] }

// historyIndex returns m's place in the history table: by the moving
// piece and the mailbox square it goes to (no look-up of a dense index).
func (o *orderer) historyIndex(m board.Move) int {
	return m.Piece().Index()*o.cells + int(m.To())
}

// isQuiet reports whether m neither captures nor promotes.
func isQuiet(m board.Move) bool { return m.IsQuiet() }

// score fills scores with the ordering score of each move. A capture or
// promotion is scored as if it did not lose material: at an interior node
// pickChecked tests its static exchange only when it comes up (a cut-off
// often comes first), and quiescence, which skips those moves out of check
// and orders the evasions without static exchange, uses pick.
func (o *orderer) score(moves []board.Move, scores []int32, hashMove board.Move, ply int) {
	k := &o.killers[ply]
	scores = scores[:len(moves)] // no bounds test at each move
	for i, m := range moves {
		switch {
		case m == hashMove:
			scores[i] = orderHash
		case !isQuiet(m):
			scores[i] = o.captureScore(m)
		case m == k[0]:
			scores[i] = orderKiller + 1
		case m == k[1]:
			scores[i] = orderKiller
		default:
			scores[i] = o.history[o.historyIndex(m)]
		}
	}
}

// captureScore is MVV-LVA: the most valuable victim first, then the least
// valuable attacker; a promotion adds the value of the new piece.
func (o *orderer) captureScore(m board.Move) int32 {
	s := orderCapture + o.value(m.Captured())*64 - o.value(m.Piece())/16
	if k, ok := m.Promotion(); ok {
		s += o.values[k] * 64
	}
	return s
}

// pick moves the best-scored move of moves[i:] to place i and returns it:
// a selection sort done lazily, since a cut-off often comes early.
func pick(moves []board.Move, scores []int32, i int) board.Move {
	return take(moves, scores, i, bestIndex(scores, i))
}

// bestIndex returns the index of the highest score of scores[i:], the first of
// equal ones. The inner loop passes the scores that are not higher, where
// only j changes: one loop carrying b and top as well compiles to register
// moves at every score (session 10, docs/performance.md).
func bestIndex(scores []int32, i int) int {
	b, top := i, scores[i]
	for j := i + 1; ; j++ {
		for j < len(scores) && scores[j] <= top {
			j++
		}
		if j >= len(scores) {
			return b
		}
		b, top = j, scores[j]
	}
}

// take swaps the move at b into place i and returns it.
func take(moves []board.Move, scores []int32, i, b int) board.Move {
	moves[i], moves[b] = moves[b], moves[i]
	scores[i], scores[b] = scores[b], scores[i]
	return moves[i]
}

// pickChecked is pick at an interior node of pos: the capture or promotion
// that comes up with a score in the good capture band (goodCapture) has its
// static exchange tested now, and one that loses material goes down to the
// losing captures' band (orderBadCapture), where it stays, before the pick
// is made again. A move in the band is unchecked until it comes up, and an
// unchecked score is never below its checked one, so the move taken, ties
// included, and the order left behind are those of pick over scores whose
// exchanges were all tested first; and a move returned with a score in the
// band is known not to lose material.
func pickChecked(pos *board.Position, moves []board.Move, scores []int32, i int) board.Move {
	for {
		b := bestIndex(scores, i)
		if !goodCapture(scores[b]) || pos.SEEGE(moves[b], 0) {
			return take(moves, scores, i, b)
		}
		scores[b] += orderBadCapture - orderCapture
	}
}

// goodCapture reports whether an ordering score is in the band of the
// captures and promotions that do not lose material (captureScore): above
// the killers and below the hash move.
func goodCapture(score int32) bool { return score > orderKiller+1 && score < orderHash }

// cutoff records a quiet move that caused a beta cut-off: it becomes the
// ply's first killer and gains history; the quiet moves tried before it
// lose some.
func (o *orderer) cutoff(m board.Move, ply, depth int, tried []board.Move) {
	k := &o.killers[ply]
	if k[0] != m {
		k[1], k[0] = k[0], m
	}
	bonus := int32(min(depth*depth, 400))
	o.addHistory(m, bonus)
	for _, q := range tried {
		if q != m && isQuiet(q) {
			o.addHistory(q, -bonus)
		}
	}
}

// addHistory moves a history score towards ±historyMax, so that it never
// overflows into the killer and capture bands. The product is taken in 64
// bits: a score near historyMax times a bonus does not fit in 32.
func (o *orderer) addHistory(m board.Move, bonus int32) {
	at := o.historyIndex(m)
	h := &o.history[at]
	if o.waiting > 0 {
		o.journal = append(o.journal, historyEdit{int32(at), *h})
	}
	*h += bonus - int32(int64(*h)*int64(abs32(bonus))/historyMax)
}

func abs32(v int32) int32 {
	if v < 0 {
		return -v
	}
	return v
}
