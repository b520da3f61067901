package tune

import (
	"bytes"
	"fmt"
	"sort"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/chespel/chespel/lexer"
)

// edit replaces the literal old written at pos with text.
type edit struct {
	pos  lexer.Pos
	old  string
	text string
}

// rewrite returns src with each edit's literal replaced, every other byte
// as it was. It refuses an edit whose position does not hold its literal.
func rewrite(src []byte, edits []edit) ([]byte, error) {
	offs := make([]int, len(edits))
	lines := lineStarts(src)
	for i, ed := range edits {
		off, ok := offsetIn(src, lines, ed.pos)
		if !ok || !bytes.HasPrefix(src[off:], []byte(ed.old)) {
			return nil, fmt.Errorf("%s: the number %s is not where the parser put it", ed.pos, ed.old)
		}
		offs[i] = off
	}
	order := make([]int, len(edits))
	for i := range order {
		order[i] = i
	}
	sort.Slice(order, func(a, b int) bool { return offs[order[a]] < offs[order[b]] })
	var out []byte
	last := 0
	for _, i := range order {
		out = append(out, src[last:offs[i]]...)
		out = append(out, edits[i].text...)
		last = offs[i] + len(edits[i].old)
	}
	return append(out, src[last:]...), nil
}

// offset returns the byte offset of pos (line and column in runes, a tab
// one column) in src.
func offset(src []byte, pos lexer.Pos) (int, bool) {
	return offsetIn(src, lineStarts(src), pos)
}

// lineStarts returns the offset of each line of src, the first line's
// first.
func lineStarts(src []byte) []int {
	starts := []int{0}
	for i, b := range src {
		if b == '\n' {
			starts = append(starts, i+1)
		}
	}
	return starts
}

// offsetIn is offset with the line starts of src.
func offsetIn(src []byte, lines []int, pos lexer.Pos) (int, bool) {
	if pos.Line < 1 || pos.Line > len(lines) {
		return 0, false
	}
	off := lines[pos.Line-1]
	for col := 1; col < pos.Col; col++ {
		if off >= len(src) || src[off] == '\n' {
			return 0, false
		}
		_, n := utf8.DecodeRune(src[off:])
		off += n
	}
	return off, true
}

// literal writes v (thousandths) as a number literal: an integer when v is
// whole and like was written as one, else with one to three decimals.
func literal(v int64, like string) string {
	if v < 0 {
		return "-" + literal(-v, like)
	}
	whole := v / 1000
	if v%1000 == 0 && !strings.Contains(like, ".") {
		return strconv.FormatInt(whole, 10)
	}
	s := fmt.Sprintf("%d.%03d", whole, v%1000)
	s = strings.TrimRight(s, "0")
	if strings.HasSuffix(s, ".") {
		s += "0"
	}
	return s
}
