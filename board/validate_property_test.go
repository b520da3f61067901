package board

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/chespel/chespel/carn"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// This file checks FEN validation from outside: random placements, most of
// them impossible, and every FEN the board accepts is tested against the
// rule set's invariants written here again, plainly, from the carn data:
// royal counts, promotion ranks, piece counts with promotions counted,
// squares that pieces moving only forward or only inside a zone never
// leave, the side not to move not in check (by the reference generator of
// naive_test.go), no more than two checkers where no piece jumps, and the
// en passant square.

// TestRandomFENsKeepTheInvariants: of 3,000 random FENs, 185 that a strict
// chess library rejects were accepted.
func TestRandomFENsKeepTheInvariants(t *testing.T) {
	rng := rand.New(rand.NewPCG(17, 15))
	for _, name := range []string{"chess", "capablanca", "xiangqi", "makruk", "shatranj", "knightmate"} {
		rs, err := carn.Embedded(name)
		require.NoError(t, err, name)
		r, err := Compile(rs)
		require.NoError(t, err, name)
		start := startCells(rs)
		accepted := 0
		const n = 3000
		for range n {
			fen, ep := randomFEN(rng, rs, start)
			p, err := r.ParseFEN(fen)
			if err != nil {
				continue
			}
			accepted++
			g := gridOf(p, rs)
			if why := impossible(rs, start, g, ep); !assert.Empty(t, why, "%s accepted %s", name, fen) {
				return
			}
		}
		assert.Greater(t, accepted, n/50, "%s: too few random FENs accepted (%d) to test anything", name, accepted)
		t.Logf("%s: %d of %d random FENs accepted", name, accepted, n)
	}
}

// startCells reads the start FEN's placement plainly: cells[file][rank].
func startCells(rs *carn.RuleSet) [][]Piece {
	cells := make([][]Piece, rs.Files)
	for f := range cells {
		cells[f] = make([]Piece, rs.Ranks)
	}
	placement, _, _ := strings.Cut(rs.StartFEN, " ")
	for i, row := range strings.Split(placement, "/") {
		rank, file := rs.Ranks-1-i, 0
		for j := 0; j < len(row); j++ {
			ch := row[j]
			if ch >= '0' && ch <= '9' {
				n := int(ch - '0')
				if j+1 < len(row) && row[j+1] >= '0' && row[j+1] <= '9' {
					n = n*10 + int(row[j+1]-'0')
					j++
				}
				file += n
				continue
			}
			cells[file][rank] = MakePiece(colorOfLetter(ch), kindOfLetter(rs, ch))
			file++
		}
	}
	return cells
}

func kindOfLetter(rs *carn.RuleSet, ch byte) Kind {
	up := strings.ToUpper(string(ch))[0]
	for k, p := range rs.Pieces {
		if p.Letter == up {
			return Kind(k)
		}
	}
	return NoKind
}

// randomFEN makes a wild or a tame placement (one time in two each), with
// a random side to move and, one time in four, a random en passant square.
func randomFEN(rng *rand.Rand, rs *carn.RuleSet, start [][]Piece) (fen, ep string) {
	cells := make([][]byte, rs.Files)
	var free [][2]int
	for f := range cells {
		cells[f] = make([]byte, rs.Ranks)
		for r := range cells[f] {
			free = append(free, [2]int{f, r})
		}
	}
	rng.Shuffle(len(free), func(i, j int) { free[i], free[j] = free[j], free[i] })
	if rng.IntN(2) == 0 {
		tame(rng, rs, start, cells)
	} else {
		wild(rng, rs, start, cells, free)
	}
	var b strings.Builder
	for rank := rs.Ranks - 1; rank >= 0; rank-- {
		empty := 0
		for f := range rs.Files {
			if cells[f][rank] == 0 {
				empty++
				continue
			}
			if empty > 0 {
				fmt.Fprint(&b, empty)
				empty = 0
			}
			b.WriteByte(cells[f][rank])
		}
		if empty > 0 {
			fmt.Fprint(&b, empty)
		}
		if rank > 0 {
			b.WriteByte('/')
		}
	}
	side := "wb"[rng.IntN(2)]
	ep = "-"
	if rng.IntN(4) == 0 {
		ep = fmt.Sprintf("%c%d", 'a'+rng.IntN(rs.Files), 1+rng.IntN(rs.Ranks))
	}
	return fmt.Sprintf("%s %c - %s 0 1", b.String(), side, ep), ep
}

// wild places, for each side, zero to three royal pieces (mostly one) and
// up to two more than the start position's count of every other kind
// (mostly fewer) on random squares.
func wild(rng *rand.Rand, rs *carn.RuleSet, start [][]Piece, cells [][]byte, free [][2]int) {
	counts := startCounts(rs, start)
	for c := White; c <= Black; c++ {
		for k, p := range rs.Pieces {
			n := rng.IntN(counts[c][k] + 1)
			if rng.IntN(8) == 0 {
				n = counts[c][k] + 1 + rng.IntN(2)
			}
			if p.Royal {
				n = []int{0, 1, 1, 1, 1, 1, 1, 2, 3}[rng.IntN(9)]
			}
			for ; n > 0 && len(free) > 0; n-- {
				sq := free[0]
				free = free[1:]
				cells[sq[0]][sq[1]] = letterOf(p, c)
			}
		}
	}
}

// tame starts from the start position, removes each piece but the royal
// ones with probability 3/5, and moves each piece left with probability
// 3/10 to a random empty square.
func tame(rng *rand.Rand, rs *carn.RuleSet, start [][]Piece, cells [][]byte) {
	var left [][2]int
	for f := range start {
		for r, pc := range start[f] {
			if pc != Empty && (rs.Pieces[pc.Kind()].Royal || rng.IntN(5) >= 3) {
				cells[f][r] = letterOf(rs.Pieces[pc.Kind()], pc.Color())
				left = append(left, [2]int{f, r})
			}
		}
	}
	for _, sq := range left {
		if rng.IntN(10) >= 3 {
			continue
		}
		f, r := rng.IntN(rs.Files), rng.IntN(rs.Ranks)
		if cells[f][r] == 0 {
			cells[f][r], cells[sq[0]][sq[1]] = cells[sq[0]][sq[1]], 0
		}
	}
}

func letterOf(p carn.Piece, c Color) byte {
	if c == Black {
		return p.Letter + 'a' - 'A'
	}
	return p.Letter
}

func startCounts(rs *carn.RuleSet, start [][]Piece) [2][]int {
	counts := [2][]int{make([]int, len(rs.Pieces)), make([]int, len(rs.Pieces))}
	for f := range start {
		for _, pc := range start[f] {
			if pc != Empty {
				counts[pc.Color()][pc.Kind()]++
			}
		}
	}
	return counts
}

// impossible returns the first invariant that g breaks, or "".
func impossible(rs *carn.RuleSet, start [][]Piece, g grid, ep string) string {
	for c := White; c <= Black; c++ {
		if why := impossibleSide(rs, start, g, c); why != "" {
			return fmt.Sprintf("%s: %s", c, why)
		}
	}
	for _, m := range g.pseudo(g.side, true) {
		if rs.Pieces[g.cells[m.tf][m.tr].Kind()].Royal {
			return "the side not to move is in check"
		}
	}
	checkers := map[[2]int]bool{}
	for _, m := range g.pseudo(g.side^1, true) {
		if rs.Pieces[g.cells[m.tf][m.tr].Kind()].Royal {
			checkers[[2]int{m.ff, m.fr}] = true
		}
	}
	if len(checkers) > 2 && rs.Name != "xiangqi" {
		return "three checkers without hoppers"
	}
	if ep != "-" {
		return impossibleEP(rs, g, ep)
	}
	return ""
}

func impossibleSide(rs *carn.RuleSet, start [][]Piece, g grid, c Color) string {
	n := len(rs.Pieces)
	have, was := make([]int, n), startCounts(rs, start)[c]
	colour, wasColour := make([][2]int, n), make([][2]int, n)
	royals, startRoyals := 0, 0
	for f := range rs.Files {
		for r := range rs.Ranks {
			if pc := start[f][r]; pc != Empty && pc.Color() == c {
				wasColour[pc.Kind()][(f+r)%2]++
				if rs.Pieces[pc.Kind()].Royal {
					startRoyals++
				}
			}
			pc := g.cells[f][r]
			if pc == Empty || pc.Color() != c {
				continue
			}
			k := pc.Kind()
			p := rs.Pieces[k]
			have[k]++
			colour[k][(f+r)%2]++
			if p.Royal {
				royals++
			}
			if p.Promotion != nil && p.Promotion.Mandatory && g.rel(r, c) >= p.Promotion.Rank-1 {
				return fmt.Sprintf("a %s on its promotion rank", p.Name)
			}
			if why := neverThere(rs, start, g, c, k, f, r); why != "" {
				return why
			}
		}
	}
	if royals == 0 || royals > startRoyals {
		return fmt.Sprintf("%d royal pieces, started with %d", royals, startRoyals)
	}
	promoted := map[string]bool{}
	missing := 0
	for k, p := range rs.Pieces {
		if p.Promotion != nil {
			if have[k] > was[k] {
				return fmt.Sprintf("%d %s, started with %d", have[k], p.Name, was[k])
			}
			missing += was[k] - have[k]
			for _, choice := range p.Promotion.Choices {
				promoted[choice] = true
			}
		}
	}
	extra := 0
	for k, p := range rs.Pieces {
		if p.Promotion != nil {
			continue
		}
		over := max(0, have[k]-was[k])
		if keepsColour(p) {
			over = max(0, colour[k][0]-wasColour[k][0]) + max(0, colour[k][1]-wasColour[k][1])
		}
		if over > 0 && !promoted[p.Name] {
			return fmt.Sprintf("%d more %s than at the start, and none is promoted", over, p.Name)
		}
		extra += over
	}
	if extra > missing {
		return fmt.Sprintf("%d pieces beyond the start position, %d promoting pieces missing", extra, missing)
	}
	return ""
}

// neverThere tests the two plain reasons a piece cannot stand on a square:
// it only moves forward and stands behind every start square of its kind,
// or every move ends in one zone and it stands outside it (a start square
// excepted). Promoted kinds are left out.
func neverThere(rs *carn.RuleSet, start [][]Piece, g grid, c Color, k Kind, f, r int) string {
	p := rs.Pieces[k]
	for _, q := range rs.Pieces {
		if q.Promotion != nil && strings.Contains(" "+strings.Join(q.Promotion.Choices, " ")+" ", " "+p.Name+" ") {
			return ""
		}
	}
	lowest := rs.Ranks
	for sf := range rs.Files {
		for sr := range rs.Ranks {
			if start[sf][sr] == MakePiece(c, k) {
				lowest = min(lowest, g.rel(sr, c))
				if sf == f && sr == r {
					return ""
				}
			}
		}
	}
	forward, zone := true, ""
	for i, rule := range []carn.Rule{p.Move, p.Capture} {
		for j, alt := range rule.Alternatives {
			if alt.TargetRoyal {
				continue
			}
			for _, v := range alt.Vectors {
				forward = forward && v.Rank > 0
			}
			if i == 0 && j == 0 {
				zone = alt.InZone
			} else if alt.InZone != zone {
				zone = ""
			}
		}
	}
	if forward && g.rel(r, c) < lowest {
		return fmt.Sprintf("a %s behind its start rank", p.Name)
	}
	if zone != "" && !g.inZone(zone, f, r, c) {
		return fmt.Sprintf("a %s outside %s", p.Name, zone)
	}
	return ""
}

// keepsColour reports whether every vector of p keeps the square colour.
func keepsColour(p carn.Piece) bool {
	for _, rule := range []carn.Rule{p.Move, p.Capture} {
		for _, alt := range rule.Alternatives {
			for _, v := range alt.Vectors {
				if (v.File+v.Rank)%2 != 0 {
					return false
				}
			}
		}
	}
	return true
}

// impossibleEP tests an accepted en passant square: empty, the side not to
// move's double-stepping piece right in front of it, its origin right
// behind it empty and on the rank of the double step.
func impossibleEP(rs *carn.RuleSet, g grid, ep string) string {
	f, r := int(ep[0]-'a'), 0
	fmt.Sscan(ep[1:], &r)
	r--
	them := g.side ^ 1
	dir := 1
	if them == Black {
		dir = -1
	}
	if !g.on(f, r+dir) || !g.on(f, r-dir) || g.cells[f][r] != Empty || g.cells[f][r-dir] != Empty {
		return "an en passant square that is not empty, or whose origin is not"
	}
	pc := g.cells[f][r+dir]
	if pc == Empty || pc.Color() != them {
		return "an en passant square without the double-stepped piece in front"
	}
	for _, alt := range rs.Pieces[pc.Kind()].Move.Alternatives {
		for _, v := range alt.Vectors {
			if v.File == 0 && v.Rank == 2 && (alt.OnRank == 0 || alt.OnRank-1 == g.rel(r-dir, them)) {
				return ""
			}
		}
	}
	return "an en passant square no double step crosses"
}
