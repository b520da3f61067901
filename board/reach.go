package board

import (
	"fmt"
	"strings"

	"github.com/chespel/chespel/carn"
)

// limits is what a rule set's start position allows a legal position to
// hold, side by side: the counts of each kind (split by square colour for
// colour-bound kinds), which kinds promotion can create, and the squares
// each kind can ever stand on. Compile derives it from the start position
// and the move rules; validate (validate.go) tests a parsed FEN against it.
type limits struct {
	royals [2]int
	// count is the start position's number of each kind per side; for a
	// colour-bound kind, colour[c][k][i] splits it by square colour i.
	count  [2][]int
	colour [2][][2]int
	// promoted[k] is set when some promoting kind may become k.
	promoted []bool
	// reach[c][k][sq] is set when a piece of kind k of side c can ever
	// stand on the mailbox square sq in a game from the start position.
	reach [2][][]bool
	// maxCheckers is the most pieces that can give check at once, or 0
	// when the rule set's pieces allow no simple bound (see checkerBound).
	maxCheckers int
	// aligned is set when two checkers can never stand on one line on both
	// sides of the royal piece (no leap along a line, see checkerBound);
	// slider[k] when kind k captures along a line over empty squares, so
	// that it can give a discovered check.
	aligned bool
	slider  []bool
}

// computeLimits derives the limits from the start position's placement
// (start holds only the pieces) and the rule set's moves.
func (r *Rules) computeLimits(rs *carn.RuleSet, zones map[string]int, start *Position) *limits {
	n := len(r.kinds)
	lim := &limits{promoted: make([]bool, n)}
	for _, k := range r.kinds {
		if k.promo == nil {
			continue
		}
		for _, choice := range k.promo.choices {
			lim.promoted[choice] = true
		}
	}
	for c := White; c <= Black; c++ {
		lim.royals[c] = start.nRoyals[c]
		lim.count[c] = make([]int, n)
		lim.colour[c] = make([][2]int, n)
		lim.reach[c] = make([][]bool, n)
		for k := range lim.reach[c] {
			lim.reach[c][k] = make([]bool, r.size)
		}
		for _, sq := range start.pieces(c) {
			k := start.board[sq].Kind()
			lim.count[c][k]++
			lim.colour[c][k][r.squareColour(sq)]++
			lim.reach[c][k][sq] = true
		}
		r.spread(rs, zones, c, lim.reach[c])
	}
	return lim
}

// squareColour is 0 for a dark square (a1), 1 for a light one.
func (r *Rules) squareColour(sq Square) int { return (r.File(sq) + r.Rank(sq)) & 1 }

// spread grows each kind's reachable squares to a fixed point: a piece
// reaches every square one of its moves or captures leads to from a square
// it reaches, with the conditions on ranks and zones that do not depend on
// other pieces (@OnRank, @FromZone, @InZone); path tests, @Leg and the
// occupancy of the destination are assumed to be satisfiable. A promoting
// piece that arrives in its promotion zone makes each of its choices
// reachable there; when promotion is mandatory it does not stand there
// itself. Captures of a royal piece (@TargetRoyal) end the game and never
// move a piece, and castling moves are left out: the castling pieces reach
// their castling squares by their ordinary moves in every embedded game.
func (r *Rules) spread(rs *carn.RuleSet, zones map[string]int, c Color, reach [][]bool) {
	for changed := true; changed; {
		changed = false
		for k, piece := range rs.Pieces {
			promo := r.kinds[k].promo
			queue := []Square{}
			for _, sq := range r.squares {
				if reach[k][sq] {
					queue = append(queue, sq)
				}
			}
			for len(queue) > 0 {
				from := queue[0]
				queue = queue[1:]
				if promo != nil && promo.mandatory && int(r.relRank[c][from]) >= promo.rank {
					continue // the piece promoted on arrival
				}
				for _, to := range r.destinations(c, piece, from, zones) {
					if promo != nil && int(r.relRank[c][to]) >= promo.rank {
						for _, choice := range promo.choices {
							if !reach[choice][to] {
								reach[choice][to] = true
								changed = changed || int(choice) != k
							}
						}
					}
					if !reach[k][to] {
						reach[k][to] = true
						queue = append(queue, to)
					}
				}
			}
		}
	}
}

// destinations lists the squares a piece of side c on from may move to on
// an otherwise suitable board (see spread).
func (r *Rules) destinations(c Color, piece carn.Piece, from Square, zones map[string]int) []Square {
	var out []Square
	file, rank := r.File(from), r.Rank(from)
	for _, rule := range []carn.Rule{piece.Move, piece.Capture} {
		for _, alt := range rule.Alternatives {
			if alt.TargetRoyal || alt.Castle != carn.NoCastle {
				continue
			}
			if alt.OnRank != 0 && int(r.relRank[c][from]) != alt.OnRank-1 {
				continue
			}
			if alt.FromZone != "" && !r.zones[zones[alt.FromZone]][c][from] {
				continue
			}
			for _, v := range alt.Vectors {
				dr := v.Rank
				if c == Black {
					dr = -dr
				}
				to := r.Square(file+v.File, rank+dr)
				if to == NoSquare || (alt.InZone != "" && !r.zones[zones[alt.InZone]][c][to]) {
					continue
				}
				out = append(out, to)
			}
		}
	}
	return out
}

// compileLimits parses the start position's placement and derives the
// limits from it; the whole start FEN is parsed and validated after.
func (r *Rules) compileLimits(rs *carn.RuleSet, zones map[string]int) error {
	fields := strings.Fields(rs.StartFEN)
	if len(fields) == 0 {
		return fmt.Errorf("start FEN: %w", fenErr("", "0 fields, want 4 to 6"))
	}
	start := r.newPosition()
	if err := start.parsePlacement(fields[0]); err != nil {
		return fmt.Errorf("start FEN: %w", err)
	}
	r.limits = r.computeLimits(rs, zones, start)
	r.limits.maxCheckers, r.limits.aligned = checkerBound(rs)
	for _, p := range rs.Pieces {
		slider := false
		for _, alt := range p.Capture.Alternatives {
			for _, v := range alt.Vectors {
				slider = slider || alt.JumpOver == 0 && max(abs(v.File), abs(v.Rank)) > 1
			}
		}
		r.limits.slider = append(r.limits.slider, slider)
	}
	return nil
}

// checkerBound is 2 when one move can give at most a double check: every
// line piece moves along files, ranks and diagonals without hurdles, no
// piece has a leg that another piece could block, and en passant captures
// are single diagonal or orthogonal steps. A move then checks with the
// piece that arrives and discovers at most one line through the square it
// leaves (castling: the rook's check and the king's discovery; en passant:
// the two vacated squares are neighbours on a rank, and no square sees both
// along lines and is attacked by the capturing piece). Otherwise 0: no
// bound is applied (a xiangqi move can check with a cannon's new screen, a
// rook's opened file and the moved piece at once).
//
// aligned is also set when no leap is along a line by two squares or more
// (the alfil's (2,2); castling moves a royal piece, which never checks):
// then the arriving piece cannot have jumped over the
// royal piece, and the two checkers of a double check never stand on one
// line on both sides of it.
func checkerBound(rs *carn.RuleSet) (bound int, aligned bool) {
	aligned = true
	for _, p := range rs.Pieces {
		for _, rule := range []carn.Rule{p.Move, p.Capture} {
			for _, alt := range rule.Alternatives {
				if alt.Leg || alt.JumpOver > 0 {
					return 0, false
				}
				for _, v := range alt.Vectors {
					line := alt.JumpOver == 0 && max(abs(v.File), abs(v.Rank)) > 1
					orthodox := v.File == 0 || v.Rank == 0 || abs(v.File) == abs(v.Rank)
					if line && !orthodox || alt.EnPassant && max(abs(v.File), abs(v.Rank)) > 1 {
						return 0, false
					}
					if alt.JumpOver == carn.NoJumpOver && alt.Castle == carn.NoCastle && orthodox && max(abs(v.File), abs(v.Rank)) > 1 {
						aligned = false
					}
				}
			}
		}
	}
	return 2, aligned
}

// CanStand reports whether a piece of kind k of side c can ever stand on sq
// in a game from the start position: a square its moves reach (see spread)
// and, for a piece that must promote, outside its promotion zone. FEN
// parsing refuses a piece anywhere else; generators use it to place pieces.
func (r *Rules) CanStand(c Color, k Kind, sq Square) bool {
	if !r.onBoard(sq) || int(k) >= len(r.kinds) {
		return false
	}
	c &= 1
	if promo := r.kinds[k].promo; promo != nil && promo.mandatory && int(r.relRank[c][sq]) >= promo.rank {
		return false
	}
	return r.limits == nil || r.limits.reach[c][k][sq]
}
