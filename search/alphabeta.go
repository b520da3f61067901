package search

import (
	"math"

	"github.com/chespel/chespel/board"
)

// Pruning constants, in plies and thousandths of a pawn.
const (
	nullMinDepth    = 3
	lmrMinDepth     = 3
	lmrFirstMove    = 3 // moves before this index are never reduced
	futilityDepth   = 2
	reverseFutDepth = 3
	lmpDepth        = 3
	seePruneDepth   = 6
)

// seeCaptureMargin and seeQuietMargin set how much material a move may lose
// by static exchange near the leaves before it is skipped: a capture up to
// seeCaptureMargin per ply left, a quiet move up to seeQuietMargin times the
// square of the plies left.
const (
	seeCaptureMargin = 900
	seeQuietMargin   = 150
)

// lmpCount is, by remaining depth, the number of moves searched at a node
// off the principal variation before the quiet moves left are skipped
// (late move pruning): the ordering has put the likely cutoffs first.
var lmpCount = [lmpDepth + 1]int{0, 5, 8, 13}

// futilityMargin is, by remaining depth, how far below alpha the static
// evaluation must be for quiet moves to be skipped; reverseMargin, how far
// above beta for the node to be cut.
var (
	futilityMargin = [futilityDepth + 1]int32{0, 1500, 3000}
	reverseMargin  = [reverseFutDepth + 1]int32{0, 1200, 2400, 3600}
)

// lmrTable holds the late move reduction by depth and move index.
var lmrTable = func() (t [64][64]int8) {
	for d := 1; d < 64; d++ {
		for i := 1; i < 64; i++ {
			t[d][i] = int8(0.75 + math.Log(float64(d))*math.Log(float64(i))/2.25)
		}
	}
	return t
}()

// alphaBeta is the negamax principal variation search at an interior node:
// depth plies left, ply plies from the root. It is long because the steps
// of a node share its locals (the hash move, the static evaluation, the
// check status); BenchmarkSearch guards it.
func (s *searcher) alphaBeta(depth, ply int, alpha, beta int32, nullOK bool) int32 {
	s.pvLen[ply] = ply
	pos := s.pos
	if ply > 0 {
		if s.countNode() {
			return 0
		}
		if pos.IsRepetition() {
			return 0
		}
		if pos.HalfmoveClock() >= 100 {
			return s.fiftyMoves(ply)
		}
		if pos.CountExpired() {
			return 0
		}
		alpha, beta = max(alpha, matedIn(ply)), min(beta, mateIn(ply+1))
		if alpha >= beta {
			return alpha
		}
		if ply >= MaxPly-1 {
			return s.evaluate()
		}
	}
	inCheck := pos.InCheck()
	if inCheck {
		depth++
	}
	if depth <= 0 {
		return s.quiesce(ply, alpha, beta)
	}
	pvNode := beta-alpha > 1
	key := pos.Hash()
	var hashMove board.Move
	if e, ok := s.tt.probe(key); ok {
		hashMove = e.move
		if v := fromTT(e.score, ply); !pvNode && int(e.depth) >= depth && cuts(e.bound, v, alpha, beta) {
			return v
		}
	}
	if ply == 0 && !s.rootBest.IsNull() {
		hashMove = s.rootBest
	}
	static := -infinity
	if !pvNode && !inCheck {
		static = s.evaluate()
		if s.stopped {
			return 0
		}
		if depth <= reverseFutDepth && static-reverseMargin[depth] >= beta && beta > -mateBound && beta < mateBound {
			return static
		}
		if nullOK && depth >= nullMinDepth && static >= beta && s.hasBigPiece() {
			if v, cut := s.nullMove(depth, ply, beta); cut || s.stopped {
				return v
			}
		}
	}
	taken, busy := s.crumbs.enter(key, ply, s.thread)
	if taken != nil {
		defer taken.leave()
	}
	// Near the leaves a legal hash move is searched before the other moves
	// are generated, which its cut-off often makes needless; they are
	// scored afterwards with the history of before (journal.go), so the
	// node searches what it would have searched after generating first.
	var moves []board.Move
	var scores []int32
	first := ply > 0 && depth <= hashFirstDepth && !hashMove.IsNull() && pos.IsLegal(hashMove, s.buffers(ply))
	mark := 0
	if first {
		mark = s.ord.openJournal()
	} else {
		moves, scores = s.nodeMoves(ply, hashMove)
		if len(moves) == 0 {
			return noMoves(pos, ply)
		}
	}
	futile := !pvNode && !inCheck && depth <= futilityDepth && static+futilityMargin[depth] <= alpha && alpha < mateBound

	lateQuiet := !pvNode && !inCheck && depth <= lmpDepth && alpha > -mateBound
	prunable := ply > 0 && !inCheck && depth <= seePruneDepth
	best, bestMove, origAlpha := -infinity, board.Move(0), alpha
	for i := 0; ; i++ {
		if i == 1 && first { // the hash move did not cut off
			moves, scores = s.laterMoves(ply, hashMove, mark)
		}
		m := hashMove
		if i > 0 || !first {
			if i == len(moves) {
				break
			}
			m = pickChecked(pos, moves, scores, i)
		}
		if ply == 0 {
			s.reportCurrMove(depth, m, i+1)
		}
		quiet := isQuiet(m)
		// A move after the first is skipped, unless it gives check, when it
		// is a late or futile quiet move or, failing that, when its static
		// exchange loses too much (computed only then: it scans attackers;
		// a capture picked in the good band is known not to lose any).
		skip := i > 0 && ((futile || lateQuiet && i >= lmpCount[depth]) && quiet ||
			prunable && best > -mateBound && !goodCapture(scores[i]) && !pos.SEEGE(m, seeThreshold(quiet, depth)))
		if skip && !pos.GivesCheck(m) {
			continue
		}
		u := pos.Make(m)
		givesCheck := pos.InCheck()
		var v int32
		if i == 0 {
			v = -s.alphaBeta(depth-1, ply+1, -beta, -alpha, true)
		} else {
			r := 0
			if depth >= lmrMinDepth && i >= lmrFirstMove && quiet && !inCheck && !givesCheck && scores[i] < orderKiller {
				r = int(lmrTable[min(depth, 63)][min(i, 63)])
				if pvNode {
					r--
				}
				if busy {
					r++
				}
				r = max(0, min(r, depth-2))
			}
			v = -s.alphaBeta(depth-1-r, ply+1, -alpha-1, -alpha, true)
			if v > alpha && r > 0 && !s.stopped {
				v = -s.alphaBeta(depth-1, ply+1, -alpha-1, -alpha, true)
			}
			if v > alpha && v < beta && !s.stopped {
				v = -s.alphaBeta(depth-1, ply+1, -beta, -alpha, true)
			}
		}
		pos.Unmake(m, u)
		if s.stopped {
			return 0
		}
		if v <= best {
			continue
		}
		best, bestMove = v, m
		if v <= alpha {
			continue
		}
		alpha = v
		s.updatePV(ply, m)
		if ply == 0 {
			s.iterBest, s.iterScore = m, v
		}
		if v >= beta {
			if quiet {
				s.ord.cutoff(m, ply, depth, moves[:i])
			}
			break
		}
	}
	if first && moves == nil { // the hash move cut off
		s.ord.closeJournal()
	}
	if ply > 0 || !s.rootRestricted() {
		s.tt.store(key, bestMove, toTT(best, ply), depth, boundOf(best, origAlpha, beta))
	}
	return best
}

// hashFirstDepth is the most plies from the leaves at which a node searches
// its hash move before generating the others: the history changes of the
// hash move's subtree, which the journal keeps until the node goes on,
// stay few.
var hashFirstDepth = 4

// nodeMoves generates the legal moves of the node at ply (at the root, of
// the lines searched) and their ordering scores.
func (s *searcher) nodeMoves(ply int, hashMove board.Move) ([]board.Move, []int32) {
	moves := s.pos.LegalMoves(s.buffers(ply))
	s.keep(ply, moves)
	if ply == 0 && s.rootRestricted() {
		moves = s.filterRoot(moves)
	}
	scores := s.scoreBuffer(ply, len(moves))
	s.ord.score(moves, scores, hashMove, ply)
	return moves, scores
}

// laterMoves generates the legal moves of the node at ply after its hash
// move was searched first and did not cut off: scored with the history of
// mark, when the node began, and the hash move picked into place 0, as the
// node would have had them had it generated them first.
func (s *searcher) laterMoves(ply int, hashMove board.Move, mark int) ([]board.Move, []int32) {
	moves := s.pos.LegalMoves(s.buffers(ply))
	s.keep(ply, moves)
	scores := s.scoreBuffer(ply, len(moves))
	s.ord.scoreAsOf(mark, moves, scores, hashMove, ply)
	s.ord.closeJournal()
	pickChecked(s.pos, moves, scores, 0)
	return moves, scores
}

// seeThreshold is the static exchange below which a move is skipped at
// depth plies from the leaves (see seeCaptureMargin).
func seeThreshold(quiet bool, depth int) int {
	if quiet {
		return -seeQuietMargin * depth * depth
	}
	return -seeCaptureMargin * depth
}

// nullMove tries passing: if the opponent, moving twice, still cannot get
// below beta in a reduced search, the node fails high.
func (s *searcher) nullMove(depth, ply int, beta int32) (int32, bool) {
	r := 3 + depth/6
	u := s.pos.MakeNull()
	v := -s.alphaBeta(depth-1-r, ply+1, -beta, -beta+1, false)
	s.pos.UnmakeNull(u)
	if s.stopped || v < beta {
		return 0, false
	}
	if v >= mateBound {
		v = beta
	}
	return v, true
}

// cuts reports whether a stored score v with bound b decides a node
// searched with the window (alpha, beta).
func cuts(b bound, v, alpha, beta int32) bool {
	switch b {
	case boundExact:
		return true
	case boundLower:
		return v >= beta
	case boundUpper:
		return v <= alpha
	}
	return false
}

// boundOf says what the best score of a node means for its window.
func boundOf(best, alpha, beta int32) bound {
	switch {
	case best >= beta:
		return boundLower
	case best > alpha:
		return boundExact
	}
	return boundUpper
}

// fiftyMoves scores a position after a hundred reversible plies: a draw,
// unless the last move mated.
func (s *searcher) fiftyMoves(ply int) int32 {
	if s.pos.InCheck() && len(s.pos.LegalMoves(s.buffers(ply))) == 0 {
		return matedIn(ply)
	}
	return 0
}
