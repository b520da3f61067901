package board

import (
	"fmt"
	"slices"
	"sort"
	"testing"

	"github.com/chespel/chespel/carn"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// This file is a reference move generator written straight from the spec
// (D22 paths, D23 JumpOver, D26 entry kinds, D28 royalty, D35 zones, @Leg,
// @OnRank, @TargetRoyal, promotion), slow and obvious, to check the compiled
// tables on boards and pieces that no other engine plays. It leaves out
// castling and en passant, which the chess perft suite covers.

// grid is a plain board: grid[file][rank].
type grid struct {
	rs    *carn.RuleSet
	cells [][]Piece
	side  Color
}

func gridOf(p *Position, rs *carn.RuleSet) grid {
	r := p.Rules()
	g := grid{rs: rs, side: p.SideToMove(), cells: make([][]Piece, r.Files())}
	for f := range g.cells {
		g.cells[f] = make([]Piece, r.Ranks())
		for rank := range g.cells[f] {
			g.cells[f][rank] = p.At(r.Square(f, rank))
		}
	}
	return g
}

func (g grid) on(f, r int) bool { return f >= 0 && f < g.rs.Files && r >= 0 && r < g.rs.Ranks }

func (g grid) rel(r int, c Color) int {
	if c == Black {
		return g.rs.Ranks - 1 - r
	}
	return r
}

func (g grid) inZone(name string, f, r int, c Color) bool {
	return slices.Contains(g.rs.Zones[name].Squares, carn.Square{File: f, Rank: g.rel(r, c)})
}

// naiveMove is a move on a grid.
type naiveMove struct {
	ff, fr, tf, tr int
	promo          Piece
}

func (g grid) uci(m naiveMove) string {
	s := fmt.Sprintf("%c%d%c%d", 'a'+m.ff, m.fr+1, 'a'+m.tf, m.tr+1)
	if m.promo != Empty {
		s += string(rune(g.rs.Pieces[m.promo.Kind()].Letter + 'a' - 'A'))
	}
	return s
}

// pseudo lists side c's moves (captures only when capturesOnly).
func (g grid) pseudo(c Color, capturesOnly bool) []naiveMove {
	var out []naiveMove
	for f := range g.rs.Files {
		for r := range g.rs.Ranks {
			pc := g.cells[f][r]
			if pc == Empty || pc.Color() != c {
				continue
			}
			piece := g.rs.Pieces[pc.Kind()]
			for _, m := range g.pieceMoves(f, r, c, piece, capturesOnly) {
				out = append(out, g.promote(m, c, piece)...)
			}
		}
	}
	return out
}

func (g grid) pieceMoves(f, r int, c Color, piece carn.Piece, capturesOnly bool) []naiveMove {
	var out []naiveMove
	for _, entry := range []struct {
		rule    carn.Rule
		capture bool
	}{{piece.Move, false}, {piece.Capture, true}} {
		if capturesOnly && !entry.capture {
			continue
		}
		for _, alt := range entry.rule.Alternatives {
			if alt.OnRank != 0 && g.rel(r, c) != alt.OnRank-1 || alt.FromZone != "" && !g.inZone(alt.FromZone, f, r, c) {
				continue
			}
			for _, v := range alt.Vectors {
				if m, ok := g.tryVector(f, r, c, v, alt, entry.capture); ok && !slices.Contains(out, m) {
					out = append(out, m)
				}
			}
		}
	}
	return out
}

func (g grid) tryVector(f, r int, c Color, v carn.Vector, alt carn.Alternative, capture bool) (naiveMove, bool) {
	df, dr := v.File, v.Rank
	if c == Black {
		dr = -dr
	}
	tf, tr := f+df, r+dr
	if !g.on(tf, tr) || alt.InZone != "" && !g.inZone(alt.InZone, tf, tr, c) {
		return naiveMove{}, false
	}
	n := gcd(abs(df), abs(dr))
	occupied := 0
	for i := 1; i < n; i++ {
		if g.cells[f+df*i/n][r+dr*i/n] != Empty {
			occupied++
		}
	}
	if alt.JumpOver != carn.NoJumpOver && occupied != alt.JumpOver {
		return naiveMove{}, false
	}
	if alt.Leg {
		lf, lr := f, r
		if abs(dr) > abs(df) {
			lr += sign(dr)
		} else {
			lf += sign(df)
		}
		if g.cells[lf][lr] != Empty {
			return naiveMove{}, false
		}
	}
	target := g.cells[tf][tr]
	switch {
	case !capture && target != Empty:
		return naiveMove{}, false
	case capture && (target == Empty || target.Color() == c):
		return naiveMove{}, false
	case alt.TargetRoyal && !g.rs.Pieces[target.Kind()].Royal:
		return naiveMove{}, false
	}
	return naiveMove{ff: f, fr: r, tf: tf, tr: tr}, true
}

func (g grid) promote(m naiveMove, c Color, piece carn.Piece) []naiveMove {
	pr := piece.Promotion
	if pr == nil || g.rel(m.tr, c) < pr.Rank-1 {
		return []naiveMove{m}
	}
	var out []naiveMove
	if !pr.Mandatory {
		out = append(out, m)
	}
	for _, name := range pr.Choices {
		for k, p := range g.rs.Pieces {
			if p.Name == name {
				m.promo = MakePiece(c, Kind(k))
				out = append(out, m)
			}
		}
	}
	return out
}

func (g grid) play(m naiveMove) grid {
	next := grid{rs: g.rs, side: g.side ^ 1, cells: make([][]Piece, len(g.cells))}
	for f := range g.cells {
		next.cells[f] = slices.Clone(g.cells[f])
	}
	pc := next.cells[m.ff][m.fr]
	if m.promo != Empty {
		pc = m.promo
	}
	next.cells[m.ff][m.fr] = Empty
	next.cells[m.tf][m.tr] = pc
	return next
}

// legal is D28 read literally: after the move, no opponent capture takes a
// royal piece of the mover.
func (g grid) legal() []naiveMove {
	var out []naiveMove
	for _, m := range g.pseudo(g.side, false) {
		next := g.play(m)
		safe := true
		for _, reply := range next.pseudo(next.side, true) {
			if g.rs.Pieces[next.cells[reply.tf][reply.tr].Kind()].Royal {
				safe = false
				break
			}
		}
		if safe {
			out = append(out, m)
		}
	}
	return out
}

// compareTree checks the legal move lists of p and g depth plies deep.
// checkShortcuts compares the answers that take shortcuts where the
// opponent's attacks are all steps and lines (givescheck.go,
// capturereach.go) with the plain ones, given the legal moves of p:
// InCheck with the full test of every royal, Captures with the captures
// and promotions among the legal moves, GivesCheck with InCheck after
// Make.
func checkShortcuts(t *testing.T, p *Position, legal []Move) bool {
	ok := assert.Equal(t, p.inCheck(p.side), p.InCheck(), "InCheck of %s", p.FEN())
	var captures []Move
	for _, m := range legal {
		if m.IsCapture() || m.promoPiece() != Empty {
			captures = append(captures, m)
		}
		u := p.Make(m)
		check := p.InCheck()
		p.Unmake(m, u)
		ok = assert.Equal(t, check, p.GivesCheck(m), "GivesCheck %s in %s", p.UCI(m), p.FEN()) && ok
	}
	return assert.ElementsMatch(t, captures, p.Captures(nil), "captures of %s", p.FEN()) && ok
}

func compareTree(t *testing.T, p *Position, g grid, depth int) bool {
	var want, got []string
	moves := g.legal()
	for _, m := range moves {
		want = append(want, g.uci(m))
	}
	legal := p.LegalMoves(nil)
	for _, m := range legal {
		got = append(got, p.UCI(m))
	}
	sort.Strings(want)
	sort.Strings(got)
	if !assert.Equal(t, want, got, "legal moves of %s", p.FEN()) {
		return false
	}
	if !checkShortcuts(t, p, legal) {
		return false
	}
	if depth <= 1 {
		return true
	}
	for i, m := range moves {
		mv, err := p.ParseUCI(g.uci(m))
		require.NoError(t, err)
		u := p.Make(mv)
		ok := compareTree(t, p, g.play(moves[i]), depth-1)
		p.Unmake(mv, u)
		if !ok {
			return false
		}
	}
	return true
}

// oddRuleSet is a 16×16 game of pieces that stress the compiler: a
// nightrider, a diagonal hopper over exactly two, a jumping alfil, a
// teleporting rook that jumps anything, a lame horse, a piece whose two
// alternatives overlap, a zone-bound piece, and a pawn with an @OnRank step
// that promotes optionally.
func oddRuleSet(files, ranks int) *carn.RuleSet {
	limit := max(files, ranks) - 1
	v := func(file, rank int) carn.Vector { return carn.Vector{File: file, Rank: rank} }
	nightrider := vecs(func(add func(int, int)) {
		for n := 1; n <= limit; n++ {
			for _, s := range leaper(2, 1) {
				add(s.File*n, s.Rank*n)
			}
		}
	})
	teleport := vecs(func(add func(int, int)) {
		for n := 1; n <= limit; n++ {
			add(n, 0)
			add(-n, 0)
		}
	})
	hopper := with(slide(rider(limit, false, true)), func(a *carn.Alternative) { a.JumpOver = 2 })
	horse := with(leap(leaper(2, 1)...), func(a *carn.Alternative) { a.Leg = true })
	guard := with(leap(rider(1, true, true)...), func(a *carn.Alternative) { a.InZone = "Home" })
	stepper := with(slide([]carn.Vector{v(0, 3)}), func(a *carn.Alternative) { a.OnRank = 2 })
	pawn := rule("Rank +1 | @OnRank(2) Rank +3 @JumpOver(0)", leap(v(0, 1)), stepper)
	home := carn.Zone{Name: "Home"}
	for r := range 3 {
		for f := range files {
			home.Squares = append(home.Squares, carn.Square{File: f, Rank: r})
		}
	}
	return &carn.RuleSet{
		Name: "odd", Files: files, Ranks: ranks,
		Pieces: []carn.Piece{
			{Name: "king", Letter: 'K', Royal: true, Move: rule("**# 1", leap(rider(1, true, true)...)), Capture: rule("**# 1", leap(rider(1, true, true)...))},
			{Name: "nightrider", Letter: 'N', Move: rule("*# 2*$n *# $n @JumpOver(0)", slide(nightrider)), Capture: rule("*# 2*$n *# $n @JumpOver(0)", slide(nightrider))},
			{Name: "hopper", Letter: 'H', Move: rule("*# $n *# $n @JumpOver(0)", slide(rider(limit, false, true))), Capture: rule("*# $n *# $n @JumpOver(2)", hopper)},
			{Name: "alfil", Letter: 'A', Move: rule("*# 2 *# 2", leap(leaper(2, 2)...)), Capture: rule("*# 2 *# 2", leap(leaper(2, 2)...))},
			{Name: "teleport", Letter: 'T', Move: rule("File *", leap(teleport...)), Capture: rule("File *", leap(teleport...))},
			{Name: "horse", Letter: 'M', Move: rule("*# 2 *# 1 @Leg", horse), Capture: rule("*# 2 *# 1 @Leg", horse)},
			{Name: "dragon", Letter: 'D', Move: rule("*# * @JumpOver(0) | *# 1", slide(rider(limit, true, false)), leap(rider(1, true, true)...)),
				Capture: rule("*# * @JumpOver(0) | *# 1", slide(rider(limit, true, false)), leap(rider(1, true, true)...))},
			{Name: "guard", Letter: 'G', Move: rule("**# 1 @InZone(Home)", guard), Capture: rule("**# 1 @InZone(Home)", guard)},
			{Name: "pawn", Letter: 'P', Move: pawn, Capture: rule("Rank +1 File 1", leap(v(-1, 1), v(1, 1))),
				Promotion: &carn.Promotion{Rank: ranks, Choices: []string{"dragon", "hopper"}}},
		},
		Zones: map[string]carn.Zone{"Home": home},
	}
}

func TestAgainstReferenceGenerator(t *testing.T) {
	cases := []struct {
		files, ranks int
		fen          string
		depth        int
	}{
		{16, 16, "16/7k8/16/3n4h7/16/10T5/8p7/16/16/2a13/16/5D4M5/16/1PPP12/3G6d5/K15 w - - 0 1", 2},
		{16, 16, "k15/16/16/16/16/16/16/16/16/16/16/16/4H11/16/4p11/K1t7n4N w - - 0 1", 3},
		{10, 6, "k4m4/1p2P5/2H4h2/4N5/1t1G4A1/4K3D1 b - - 0 1", 3},
		{5, 5, "k1h2/5/P1n2/1m1d1/K3T w - - 0 1", 4},
	}
	for _, c := range cases {
		rs := oddRuleSet(c.files, c.ranks)
		rs.StartFEN = c.fen
		r, err := Compile(rs)
		require.NoError(t, err, c.fen)
		p := mustFEN(t, r, c.fen)
		compareTree(t, p, gridOf(p, rs), c.depth)
		walk(t, p, 2, []string{c.fen})
	}
}
