package search

import "github.com/chespel/chespel/board"

// deltaMargin is the safety margin of delta pruning in quiescence: a capture
// is skipped when even winning the captured piece and this much more leaves
// the score below alpha.
const deltaMargin = 2000

// quiesce searches captures and promotions until the position is quiet,
// standing pat on the static evaluation. In check there is no standing
// pat: every evasion is searched, and no evasion is a mate. Out of check,
// a capture that cannot reach alpha (delta pruning) or whose static
// exchange loses material (board.Position.SEEGE) is skipped.
func (s *searcher) quiesce(ply int, alpha, beta int32) int32 {
	s.pvLen[ply] = ply
	if s.countNode() {
		return 0
	}
	s.seldepth = max(s.seldepth, ply)
	pos := s.pos
	if ply >= MaxPly-1 {
		return s.evaluate()
	}
	inCheck := pos.InCheck()
	best := -infinity
	stand := -infinity
	var moves []board.Move
	if inCheck {
		moves = pos.LegalMoves(s.buffers(ply))
		s.keep(ply, moves)
		if len(moves) == 0 {
			return noMoves(pos, ply)
		}
	} else {
		stand = s.evaluate()
		if s.stopped || stand >= beta {
			return stand
		}
		best = stand
		alpha = max(alpha, stand)
		moves = pos.Captures(s.buffers(ply))
		s.keep(ply, moves)
	}
	scores := s.scoreBuffer(ply, len(moves))
	s.ord.score(moves, scores, 0, ply)
	for i := range moves {
		m := pick(moves, scores, i)
		if !inCheck && (s.futileCapture(m, stand, alpha) || !pos.SEEGE(m, 0)) {
			continue
		}
		u := pos.Make(m)
		v := -s.quiesce(ply+1, -beta, -alpha)
		pos.Unmake(m, u)
		if s.stopped {
			return 0
		}
		if v <= best {
			continue
		}
		best = v
		if v <= alpha {
			continue
		}
		alpha = v
		s.updatePV(ply, m)
		if v >= beta {
			break
		}
	}
	return best
}

// futileCapture reports whether a capture cannot lift the score to alpha
// even with a margin (delta pruning). Promotions are always tried.
func (s *searcher) futileCapture(m board.Move, stand, alpha int32) bool {
	if _, promotes := m.Promotion(); promotes {
		return false
	}
	return stand+s.ord.value(m.Captured())+deltaMargin <= alpha
}
