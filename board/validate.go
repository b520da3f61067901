package board

import (
	"errors"
	"fmt"
	"strings"
)

// This file is the FEN check that runs after parsing: a position is
// accepted only if a game by the rule set could reach it. Each test names
// the reason it fails. The tests are necessary conditions, not a proof of
// reachability (see docs/carn.md, "Which positions a FEN may give").

// validate tests the parsed pieces against the rule set's limits: royal
// pieces, the counts of each kind with promotions counted, the squares each
// kind can stand on, then the side not to move in check.
func (p *Position) validate(epGiven bool) error {
	r := p.rules
	const field = "piece placement"
	for c := White; c <= Black; c++ {
		if r.royalMask != 0 && p.nRoyals[c] == 0 {
			return fenErr(field, "%s has no royal piece (%s)", c, r.royalNames())
		}
		for _, sq := range p.pieces(c) {
			k := p.board[sq].Kind()
			if promo := r.kinds[k].promo; promo != nil && promo.mandatory && int(r.relRank[c][sq]) >= promo.rank {
				return fenErr(field, "%s %s on %s, where it must have promoted", c, r.kinds[k].name, r.SquareName(sq))
			}
		}
		if r.limits == nil {
			continue // the start position itself, while compiling
		}
		for _, sq := range p.pieces(c) {
			k := p.board[sq].Kind()
			if !r.limits.reach[c][k][sq] {
				name := r.kinds[k].name
				return fenErr(field, "%s %s on %s: no %s %s can ever stand there in a game from the start position", c, name, r.SquareName(sq), c, name)
			}
		}
		if err := p.checkCounts(c); err != nil {
			return err
		}
	}
	if p.inCheck(p.side ^ 1) {
		return fenErr("side to move", "%s is in check but it is %s's move", p.side^1, p.side)
	}
	return p.checkCheckers(epGiven)
}

// checkCheckers refuses a side to move checked by more pieces than one move
// can give check with (limits.maxCheckers), and a double check that no move
// gives: two checkers neither of which can have been uncovered (a discovered
// check comes from a line piece at least two squares away along a file,
// rank or diagonal), or, without an en passant square, two checkers on one
// line on both sides of the royal piece.
func (p *Position) checkCheckers(epGiven bool) error {
	r := p.rules
	if r.limits == nil || r.limits.maxCheckers == 0 || p.nRoyals[p.side] != 1 {
		return nil
	}
	var buf [16]Square
	royal := p.royals[p.side][0]
	name := fmt.Sprintf("%s's %s on %s", p.side, r.kinds[p.board[royal].Kind()].name, r.SquareName(royal))
	checkers := p.Attackers(royal, p.side^1, buf[:0])
	if len(checkers) > r.limits.maxCheckers {
		return fenErr("piece placement", "%s is attacked by %d pieces, and one move gives at most a double check", name, len(checkers))
	}
	if len(checkers) != 2 {
		return nil
	}
	a, b := checkers[0], checkers[1]
	da, db := r.lineTo(a, royal), r.lineTo(b, royal)
	both := fmt.Sprintf("%s on %s and %s on %s", r.kinds[p.board[a].Kind()].name, r.SquareName(a), r.kinds[p.board[b].Kind()].name, r.SquareName(b))
	if !(da.dist > 1 && r.limits.slider[p.board[a].Kind()]) && !(db.dist > 1 && r.limits.slider[p.board[b].Kind()]) {
		return fenErr("piece placement", "%s is checked by the %s, and neither can have given a discovered check", name, both)
	}
	if !epGiven && r.limits.aligned && da.dist > 0 && db.dist > 0 && da.df == -db.df && da.dr == -db.dr {
		return fenErr("piece placement", "%s is checked by the %s, on one line on both sides of it: no move gives that check", name, both)
	}
	return nil
}

// line is the direction of a file, rank or diagonal from one square to
// another, with the number of steps; dist is 0 when they share none.
type line struct{ df, dr, dist int }

// lineTo returns the line from a to b.
func (r *Rules) lineTo(a, b Square) line {
	df, dr := r.File(b)-r.File(a), r.Rank(b)-r.Rank(a)
	if df != 0 && dr != 0 && abs(df) != abs(dr) {
		return line{}
	}
	return line{sign(df), sign(dr), max(abs(df), abs(dr))}
}

// checkCounts tests side c's pieces against the start position: no more
// royal pieces; no more of a promoting kind; no more of a kind that nothing
// promotes to (per square colour for a colour-bound kind such as the
// bishop); and no more pieces beyond the start position's counts than
// promoting pieces are missing. Promoting kinds are pooled: the missing
// pieces of any promoting kind pay for an extra piece of any kind that some
// promotion gives, which is exact when one kind promotes (every embedded
// game).
func (p *Position) checkCounts(c Color) error {
	n := len(p.rules.kinds)
	count := make([]int, n)
	colour := make([][2]int, n)
	for _, sq := range p.pieces(c) {
		k := p.board[sq].Kind()
		count[k]++
		colour[k][p.rules.squareColour(sq)]++
	}
	return p.rules.checkCounts(c, count, colour)
}

// CheckMaterial reports whether side c may have count[k] pieces of each
// kind k in a position of the rule set, by the counts of checkCounts
// (royal pieces, promotions counted; square colours are not known here).
// It names the reason, as a FEN error does.
func (r *Rules) CheckMaterial(c Color, count []int) error {
	if len(count) != len(r.kinds) {
		return fmt.Errorf("%d piece counts for %d kinds", len(count), len(r.kinds))
	}
	if r.royalMask != 0 && r.royalCount(count) == 0 {
		return fmt.Errorf("%s has no royal piece (%s)", c, r.royalNames())
	}
	if err := r.checkCounts(c, count, nil); err != nil {
		var fe *FENError
		if errors.As(err, &fe) {
			return errors.New(fe.Msg) // counts, not a FEN: no field to name
		}
		return err
	}
	return nil
}

// checkCounts is the test of Position.checkCounts on counts: count[k] is
// side c's number of pieces of kind k, colour[k] the same by square colour
// (nil when unknown: colour-bound kinds are then counted as one).
func (r *Rules) checkCounts(c Color, count []int, colour [][2]int) error {
	lim := r.limits
	const field = "piece placement"
	if nRoyals := r.royalCount(count); nRoyals > lim.royals[c] && !r.promotesToRoyal() {
		return fenErr(field, "%s has %d royal pieces (%s), the start position gives it %d", c, nRoyals, r.royalNames(), lim.royals[c])
	}
	missing, promoters := 0, []string{}
	for k, info := range r.kinds {
		if info.promo == nil || lim.promoted[k] {
			continue
		}
		if count[k] > lim.count[c][k] {
			return fenErr(field, "%s has %d %s, the start position gives it %d", c, count[k], pluralN(info.name, count[k]), lim.count[c][k])
		}
		missing += lim.count[c][k] - count[k]
		promoters = append(promoters, info.name)
	}
	extra, needed := 0, []string{}
	for k, info := range r.kinds {
		if info.promo != nil && !lim.promoted[k] {
			continue
		}
		over, err := r.excess(c, Kind(k), count, colour)
		if err != nil {
			return err
		}
		if over == 0 {
			continue
		}
		extra += over
		needed = append(needed, fmt.Sprintf("%d %s", over, pluralN(info.name, over)))
	}
	if extra > missing {
		for i := range promoters {
			promoters[i] = pluralN(promoters[i], missing)
		}
		return fenErr(field, "%s has %s more than the start position: %d %s, but only %d %s missing", c,
			joinList(needed, "and"), extra, pluralN("promotion", extra), missing, joinList(promoters, "or"))
	}
	return nil
}

// excess returns how many pieces of kind k side c has beyond the start
// position's (counted per square colour for a colour-bound kind when
// colour is known), and an error when there are some and no promotion
// gives that kind.
func (r *Rules) excess(c Color, k Kind, count []int, colour [][2]int) (int, error) {
	const field = "piece placement"
	lim, info := r.limits, r.kinds[k]
	over := max(0, count[k]-lim.count[c][k])
	if info.colorbound && colour != nil {
		over = 0
		for i, name := range [2]string{"dark", "light"} {
			have, start := colour[k][i], lim.colour[c][k][i]
			if have > start && !lim.promoted[k] {
				return 0, fenErr(field, "%s has %d %s on %s squares, the start position gives it %d, and no piece promotes to %s", c, have, pluralN(info.name, have), name, start, article(info.name))
			}
			over += max(0, have-start)
		}
	}
	if over > 0 && !lim.promoted[k] {
		return 0, fenErr(field, "%s has %d %s, the start position gives it %d, and no piece promotes to %s", c, count[k], pluralN(info.name, count[k]), lim.count[c][k], article(info.name))
	}
	return over, nil
}

// royalCount is the number of royal pieces among count[k] pieces of each
// kind k.
func (r *Rules) royalCount(count []int) int {
	n := 0
	for k, nk := range count {
		if r.kinds[k].royal {
			n += nk
		}
	}
	return n
}

// promotesToRoyal reports whether some promotion gives a royal piece.
func (r *Rules) promotesToRoyal() bool {
	for k := range r.kinds {
		if r.limits.promoted[k] && r.kinds[k].royal {
			return true
		}
	}
	return false
}

// validEnPassant reports whether sq can be the en passant square with the
// side to move's opponent having just moved: an opponent piece that makes
// en passant double steps stands right in front of sq (seen from the
// opponent), and one of its double steps could have brought it there from
// an empty origin over empty squares, sq included.
func (p *Position) validEnPassant(sq Square) bool {
	r := p.rules
	them := p.side ^ 1
	if !r.onBoard(sq) || p.board[sq] != Empty {
		return false
	}
	to := Square(int(sq) + r.forward[them])
	pc := p.board[to]
	if !pc.is(them) {
		return false
	}
	g := &r.gen[them][pc.Kind()]
	clear := func(from Square, delta, n int) bool {
		for i := range n {
			if p.board[int(from)+i*delta] != Empty {
				return false
			}
		}
		return true
	}
	inZone := func(cd cond) bool { return cd.inZone == 0 || r.zones[cd.inZone-1][them][to] }
	for _, l := range g.leaps {
		from := Square(int(to) - l.delta)
		if l.double && r.onBoard(from) && p.originOK(l.cond, from, them) && inZone(l.cond) && p.board[from] == Empty {
			return true
		}
	}
	for _, ray := range g.rays {
		if ray.epStep == 0 {
			continue
		}
		for n := ray.epStep; n <= ray.maxStep; n++ {
			from := Square(int(to) - n*ray.delta)
			if ray.steps>>n&1 != 0 && r.onBoard(from) && p.originOK(ray.cond, from, them) && inZone(ray.cond) && clear(from, ray.delta, n) {
				return true
			}
		}
	}
	return false
}

// plural is a piece name's plural ("pawns").
func plural(name string) string { return name + "s" }

// pluralN is name for one, else its plural.
func pluralN(name string, n int) string {
	if n == 1 {
		return name
	}
	return plural(name)
}

// article is a name with "a" or "an" before it.
func article(name string) string {
	if name != "" && strings.ContainsRune("aeiou", rune(name[0])) {
		return "an " + name
	}
	return "a " + name
}

// joinList writes "a", "a and b", "a, b and c" (with word for "and").
func joinList(items []string, word string) string {
	if len(items) < 2 {
		return strings.Join(items, "")
	}
	return strings.Join(items[:len(items)-1], ", ") + " " + word + " " + items[len(items)-1]
}
