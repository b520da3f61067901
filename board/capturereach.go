package board

// Quiescence generates captures only, and most pieces have none: on a
// board of at most 64 squares each kind's move table keeps, per origin,
// the squares its capture alternatives may end on, whatever stands on the
// board (kindGen.captureReach), and a piece none of whose squares holds an
// opponent is passed over without walking its moves. The moves generated
// are the same, in the same order.

// captureReach returns, for the move table g, the squares (occupied word
// bits) on which a capture from each mailbox square may end; nil on a
// board of more than 64 squares.
func (r *Rules) captureReach(g *kindGen) []uint64 {
	if len(r.squares) > 64 {
		return nil
	}
	out := make([]uint64, r.size)
	for _, sq := range r.squares {
		for _, ray := range g.rays {
			if !ray.capture {
				continue
			}
			s := int(sq)
			for k := 1; k <= ray.maxStep; k++ {
				if s += ray.delta; r.dense[s] < 0 {
					break
				}
				out[sq] |= r.bit[s]
			}
		}
		for _, l := range g.leaps {
			if s := int(sq) + l.delta; l.capture && r.dense[s] >= 0 {
				out[sq] |= r.bit[s]
			}
		}
	}
	return out
}

// foes returns the occupied word of the side not to move.
func (p *Position) foes() uint64 {
	var w uint64
	for _, sq := range p.pieces(p.side ^ 1) {
		w |= p.rules.bit[sq]
	}
	return w
}
