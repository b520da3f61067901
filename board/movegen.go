package board

import "math/bits"

// This file is pseudo-legal move generation: every move the rule set's
// tables allow, before the royalty test of legal.go. The loops are long on
// purpose: they are the hot path of perft and search (BenchmarkPerft).

// genMode says which moves to generate.
type genMode uint8

const (
	genAll      genMode = iota
	genCaptures         // captures and promotions
)

// pseudoMoves appends the pseudo-legal moves of the side to move to buf.
func (p *Position) pseudoMoves(buf []Move, mode genMode) []Move {
	gens := p.rules.gen[p.side]
	var foes uint64 // with genCaptures, the opponent's squares (capturereach.go)
	if mode == genCaptures {
		foes = p.foes()
	}
	for _, from := range p.pieces(p.side) {
		pc := p.board[from]
		g := &gens[pc&kindMask]
		if g.promo == nil || !g.promoFrom[from] { // originMoves's common case, without a call
			if mode == genCaptures && g.captureReach != nil && g.captureReach[from]&foes == 0 && (g.epDeltas == nil || p.ep == NoSquare) {
				continue // no capture
			}
			buf = p.pieceMoves(buf, from, pc, g, mode == genAll)
			continue
		}
		buf = p.originMoves(buf, from, pc, g, mode)
	}
	return buf
}

// originMoves appends the pseudo-legal moves of the piece pc on from, whose
// move table is g, promotions expanded.
func (p *Position) originMoves(buf []Move, from Square, pc Piece, g *kindGen, mode genMode) []Move {
	if g.promo == nil || !g.promoFrom[from] {
		return p.pieceMoves(buf, from, pc, g, mode == genAll)
	}
	start := len(buf)
	buf = p.pieceMoves(buf, from, pc, g, true)
	return p.expandPromotions(buf, start, g.promo, mode)
}

// pieceMoves appends the pseudo-legal moves of the piece pc on from; quiet
// moves only when quietOK.
func (p *Position) pieceMoves(buf []Move, from Square, pc Piece, g *kindGen, quietOK bool) []Move {
	board := &p.board
	them := colorFlag[p.side^1]
	start := len(buf)
	base := newMove(from, NoSquare, pc, Empty, flagNormal)
	if g.slides != nil { // a rider: every ray plain, quiet and capturing
		for _, d := range g.slides {
			for to := int(from) + d; ; to += d {
				c := board[to]
				if c == Empty {
					if quietOK {
						buf = append(buf, base|Move(uint16(to))<<16)
					}
					continue
				}
				if c&them != 0 {
					buf = append(buf, base|Move(uint16(to))<<16|Move(c)<<40)
				}
				break
			}
		}
	} else {
		for i := range g.rays {
			ray := &g.rays[i]
			switch {
			case ray.push > 0 && quietOK:
				buf = p.pushMove(buf, from, pc, ray)
				continue
			case ray.push > 0:
				continue // quiet moves only
			case !ray.plain:
				buf = p.rayMoves(buf, from, pc, ray, quietOK)
				continue
			}
			for to := int(from) + ray.delta; ; to += ray.delta {
				c := board[to]
				if c == Empty {
					if ray.quiet && quietOK {
						buf = append(buf, base|Move(uint16(to))<<16)
					}
					continue
				}
				if c&them != 0 && ray.capture {
					buf = append(buf, base|Move(uint16(to))<<16|Move(c)<<40)
				}
				break
			}
		}
	}
	if g.jumps != nil { // a leaper: every leap free, quiet and capturing
		for _, d := range g.jumps {
			to := int(from) + d
			if c := board[to]; c == Empty {
				if quietOK {
					buf = append(buf, base|Move(uint16(to))<<16)
				}
			} else if c&them != 0 {
				buf = append(buf, base|Move(uint16(to))<<16|Move(c)<<40)
			}
		}
	} else {
		for i := range g.leaps {
			l := &g.leaps[i]
			to := Square(int(from) + l.delta)
			c := board[to]
			// A free leap (the common case) is decided by its destination
			// alone: an offBoard cell is neither empty nor the foe's.
			if !l.free {
				switch {
				case c == offBoard:
					continue
				case l.leg != 0 && board[int(from)+l.leg] != Empty:
					continue
				case !l.cond.none() && !p.condOK(l.cond, from, to, c):
					continue
				}
			}
			switch {
			case c == Empty:
				if l.quiet && quietOK {
					flag := flagNormal
					if l.double {
						flag = flagDouble
					}
					buf = append(buf, base|Move(uint16(to))<<16|Move(flag)<<56)
				}
			case c&them != 0 && l.capture:
				buf = append(buf, base|Move(uint16(to))<<16|Move(c)<<40)
			}
		}
	}
	if g.epDeltas != nil && p.ep != NoSquare {
		buf = p.enPassantMoves(buf, from, pc, g)
	}
	if (g.castles[1] || g.castles[2]) && quietOK {
		buf = p.castleMoves(buf, from, pc, g)
	}
	if g.dedupe {
		buf = dedupe(buf, start)
	}
	return buf
}

// slides returns the deltas of rays when every ray is plain, quiet and
// capturing (kindGen.slides), nil otherwise.
func slides(rays []genRay) []int {
	var out []int
	for _, ray := range rays {
		if !ray.plain || !ray.quiet || !ray.capture {
			return nil
		}
		out = append(out, ray.delta)
	}
	return out
}

// pushStep returns genRay.push for the ray.
func (ray *genRay) pushStep() int {
	if ray.hurdles != 0 || ray.capture || !ray.quiet || ray.cond.fromZone != 0 || ray.cond.inZone != 0 || ray.cond.targetRoyal || bits.OnesCount32(ray.steps) != 1 {
		return 0
	}
	return bits.TrailingZeros32(ray.steps)
}

// pushMove appends the move of the ray ray.push steps from from when the
// origin is on the ray's rank (if it has one) and the path is empty, as
// rayMoves would.
func (p *Position) pushMove(buf []Move, from Square, pc Piece, ray *genRay) []Move {
	if ray.cond.onRank != 0 && int(p.rules.relRank[p.side][from]) != int(ray.cond.onRank)-1 {
		return buf
	}
	to := int(from)
	for range ray.push {
		if to += ray.delta; p.board[to] != Empty {
			return buf
		}
	}
	flag := flagNormal
	if ray.epStep > 0 && ray.push >= ray.epStep {
		flag = flagDouble
	}
	return append(buf, newMove(from, Square(to), pc, Empty, flag))
}

// jumps returns the deltas of leaps when every leap is free, quiet and
// capturing and none is a double step (kindGen.jumps), nil otherwise.
func jumps(leaps []genLeap) []int {
	var out []int
	for _, l := range leaps {
		if !l.free || !l.quiet || !l.capture || l.double {
			return nil
		}
		out = append(out, l.delta)
	}
	return out
}

// promotionOrigins returns, for a kind that promotes (nil for another),
// whether a move of side c's kind with move table g from each mailbox
// square may end in the promotion zone, whatever stands on the board: from
// a square where none may, its moves need no expanding, and quiescence
// wants only its captures.
func (r *Rules) promotionOrigins(c Color, g *kindGen) []bool {
	if g.promo == nil {
		return nil
	}
	out := make([]bool, r.size)
	promotes := func(s int) bool { return r.dense[s] >= 0 && int(r.relRank[c][s]) >= g.promo.rank }
	for _, sq := range r.squares {
		may := g.castles[1] || g.castles[2]
		for _, ray := range g.rays {
			s := int(sq)
			for k := 1; k <= ray.maxStep && !may; k++ {
				s += ray.delta
				if r.dense[s] < 0 {
					break
				}
				may = ray.steps>>k&1 != 0 && promotes(s)
			}
		}
		for _, l := range g.leaps {
			may = may || promotes(int(sq)+l.delta)
		}
		for _, d := range g.epDeltas {
			may = may || promotes(int(sq)+d)
		}
		out[sq] = may
	}
	return out
}

// expandPromotions turns each move of buf[start:] that ends in the
// promotion zone into one move per choice (D31), keeping the unpromoted move
// too when promotion is optional. With genCaptures it keeps only captures
// and promotions.
func (p *Position) expandPromotions(buf []Move, start int, promo *promotion, mode genMode) []Move {
	rel := p.rules.relRank[p.side]
	end := len(buf)
	for i := start; i < end; i++ {
		m := buf[i]
		if int(rel[m.To()]) < promo.rank {
			continue
		}
		first := 0
		if promo.mandatory {
			buf[i] = m.withPromo(MakePiece(p.side, promo.choices[0]))
			first = 1
		}
		for _, k := range promo.choices[first:] {
			buf = append(buf, m.withPromo(MakePiece(p.side, k)))
		}
	}
	if mode == genAll {
		return buf
	}
	out := start
	for _, m := range buf[start:] {
		if m.Captured() != Empty || m.promoPiece() != Empty {
			buf[out] = m
			out++
		}
	}
	return buf[:out]
}

// rayMoves walks one ray that is not plain: limited steps, hurdles or
// conditions.
func (p *Position) rayMoves(buf []Move, from Square, pc Piece, ray *genRay, quietOK bool) []Move {
	if ray.cond.onRank != 0 || ray.cond.fromZone != 0 {
		if !p.originOK(ray.cond, from, p.side) {
			return buf
		}
	}
	them := colorFlag[p.side^1]
	count := 0
	to := int(from)
	for k := 1; k <= ray.maxStep; k++ {
		to += ray.delta
		c := p.board[to]
		if c == offBoard {
			break
		}
		if count == ray.hurdles && ray.steps>>k&1 != 0 {
			switch {
			case ray.cond.inZone != 0 && !p.rules.zones[ray.cond.inZone-1][p.side][to]:
			case c == Empty:
				if ray.quiet && quietOK {
					flag := flagNormal
					if ray.epStep > 0 && k >= ray.epStep {
						flag = flagDouble
					}
					buf = append(buf, newMove(from, Square(to), pc, Empty, flag))
				}
			case c&them != 0 && ray.capture && (!ray.cond.targetRoyal || p.rules.IsRoyal(c.Kind())):
				buf = append(buf, newMove(from, Square(to), pc, c, flagNormal))
			}
		}
		if c != Empty {
			count++
			if count > ray.hurdles {
				break
			}
		}
	}
	return buf
}

// originOK tests the origin conditions of an alternative for side c.
func (p *Position) originOK(cd cond, from Square, c Color) bool {
	r := p.rules
	if cd.onRank != 0 && int(r.relRank[c][from]) != int(cd.onRank)-1 {
		return false
	}
	return cd.fromZone == 0 || r.zones[cd.fromZone-1][c][from]
}

// condOK tests all conditions of a leap of the side to move landing on to,
// which holds c.
func (p *Position) condOK(cd cond, from, to Square, c Piece) bool {
	if !p.originOK(cd, from, p.side) {
		return false
	}
	if cd.inZone != 0 && !p.rules.zones[cd.inZone-1][p.side][to] {
		return false
	}
	return !cd.targetRoyal || (c != Empty && p.rules.IsRoyal(c.Kind()))
}

// enPassantMoves appends the en passant captures of the piece on from.
func (p *Position) enPassantMoves(buf []Move, from Square, pc Piece, g *kindGen) []Move {
	for _, d := range g.epDeltas {
		if int(from)+d != int(p.ep) {
			continue
		}
		captured := p.board[int(p.ep)-p.rules.forward[p.side]]
		if captured.is(p.side ^ 1) {
			buf = append(buf, newMove(from, p.ep, pc, captured, flagEnPassant))
		}
	}
	return buf
}

// castleMoves appends the castling moves of the royal piece on from (D29):
// the right is held, the squares between are empty, and the king neither
// starts on nor crosses an attacked square.
func (p *Position) castleMoves(buf []Move, from Square, pc Piece, g *kindGen) []Move {
	rook := MakePiece(p.side, p.rules.castling.rook)
	for side := 1; side <= 2; side++ {
		m := &p.castles.moves[p.side][side]
		if !g.castles[side] || p.castle&m.right == 0 || from != m.kingFrom || p.board[m.rookFrom] != rook {
			continue
		}
		if !p.allEmpty(m.empty) || p.anyAttacked(m.path, p.side^1) {
			continue
		}
		buf = append(buf, newMove(from, m.kingTo, pc, Empty, flagCastleShort+moveFlag(side-1)))
	}
	return buf
}

func (p *Position) allEmpty(squares []Square) bool {
	for _, sq := range squares {
		if p.board[sq] != Empty {
			return false
		}
	}
	return true
}

func (p *Position) anyAttacked(squares []Square, by Color) bool {
	for _, sq := range squares {
		if p.attacked(sq, by, true) {
			return true
		}
	}
	return false
}

// dedupe drops the repeated moves of buf[start:] (D19).
func dedupe(buf []Move, start int) []Move {
	out := start
	for i := start; i < len(buf); i++ {
		seen := false
		for j := start; j < out; j++ {
			if buf[j] == buf[i] {
				seen = true
				break
			}
		}
		if !seen {
			buf[out] = buf[i]
			out++
		}
	}
	return buf[:out]
}
