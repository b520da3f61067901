package board

import (
	"strconv"
	"strings"
	"testing"

	"github.com/chespel/chespel/carn"
)

// byteReader hands out fuzz bytes as small numbers, zeros once used up.
type byteReader struct {
	data []byte
}

func (b *byteReader) next(n int) int {
	if len(b.data) == 0 || n <= 0 {
		return 0
	}
	v := int(b.data[0]) % n
	b.data = b.data[1:]
	return v
}

// randomAlternative draws an alternative: up to four vectors with
// coordinates in -3..3, a path test, and sometimes a condition.
func randomAlternative(b *byteReader, capture bool, ranks int) carn.Alternative {
	alt := carn.Alternative{JumpOver: b.next(4) - 1}
	seen := map[carn.Vector]bool{}
	for range 1 + b.next(4) {
		v := carn.Vector{File: b.next(7) - 3, Rank: b.next(7) - 3}
		if (v.File != 0 || v.Rank != 0) && !seen[v] {
			seen[v] = true
			alt.Vectors = append(alt.Vectors, v)
		}
	}
	switch b.next(8) {
	case 1:
		alt.OnRank = 1 + b.next(ranks)
	case 2:
		alt.InZone = "Z"
	case 3:
		alt.FromZone = "Z"
	case 4:
		alt.TargetRoyal = capture
	case 5:
		alt.Leg = alt.JumpOver == carn.NoJumpOver
	}
	return alt
}

// randomGame draws a rule set: a royal king and up to three other pieces,
// on a board of up to 9×9, and a FEN with one king a side.
func randomGame(data []byte) (*carn.RuleSet, string) {
	b := &byteReader{data: data}
	files, ranks := 2+b.next(8), 2+b.next(8)
	king := leap(rider(1, true, true)...)
	rs := &carn.RuleSet{Name: "fuzz", Files: files, Ranks: ranks,
		Pieces: []carn.Piece{{Name: "king", Letter: 'K', Royal: true, Move: rule("", king), Capture: rule("", king)}},
		Zones:  map[string]carn.Zone{"Z": {Name: "Z"}}}
	for i := range files * ranks {
		if b.next(2) == 1 {
			z := rs.Zones["Z"]
			z.Squares = append(z.Squares, carn.Square{File: i % files, Rank: i / files})
			rs.Zones["Z"] = z
		}
	}
	for i := range 1 + b.next(3) {
		p := carn.Piece{Name: "p" + strconv.Itoa(i), Letter: byte('A' + i)}
		for range 1 + b.next(2) {
			p.Move.Alternatives = append(p.Move.Alternatives, randomAlternative(b, false, ranks))
		}
		for range 1 + b.next(2) {
			p.Capture.Alternatives = append(p.Capture.Alternatives, randomAlternative(b, true, ranks))
		}
		rs.Pieces = append(rs.Pieces, p)
	}
	cells := make([]byte, files*ranks)
	for i := range cells {
		cells[i] = '.'
		if b.next(3) == 0 {
			k := b.next(len(rs.Pieces)-1) + 1
			cells[i] = rs.Pieces[k].Letter + byte(b.next(2))*('a'-'A')
		}
	}
	cells[b.next(len(cells))] = 'K'
	cells[b.next(len(cells))] = 'k'
	var rows []string
	for r := ranks - 1; r >= 0; r-- {
		rows = append(rows, fenRow(cells[r*files:(r+1)*files]))
	}
	fen := strings.Join(rows, "/") + " " + "wb"[b.next(2):][:1] + " - - 0 1"
	rs.StartFEN = fen
	return rs, fen
}

// FuzzRuleSet compiles random rule sets and compares the legal moves of a
// random position, two plies deep, with the reference generator of
// naive_test.go. Compile and ParseFEN may refuse; nothing may panic.
func FuzzRuleSet(f *testing.F) {
	f.Add([]byte{7, 7, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16})
	f.Add([]byte("a larger seed with many bytes to draw pieces, vectors and a crowded board from"))
	f.Add([]byte{3, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 1, 1, 5, 5, 3, 3, 1, 2, 2, 2})
	f.Fuzz(func(t *testing.T, data []byte) {
		rs, fen := randomGame(data)
		r, err := Compile(rs)
		if err != nil {
			return
		}
		p, err := r.ParseFEN(fen)
		if err != nil {
			return
		}
		compareTree(t, p, gridOf(p, rs), 2)
	})
}

// fenRow writes one rank of cells ('.' empty) in FEN.
func fenRow(cells []byte) string {
	var b strings.Builder
	empty := 0
	for _, c := range cells {
		if c == '.' {
			empty++
			continue
		}
		if empty > 0 {
			b.WriteString(strconv.Itoa(empty))
			empty = 0
		}
		b.WriteByte(c)
	}
	if empty > 0 {
		b.WriteString(strconv.Itoa(empty))
	}
	return b.String()
}
