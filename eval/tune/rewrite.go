package tune

import (
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
	for i, ed := range edits {
		off, ok := offset(src, ed.pos)
		if !ok || !strings.HasPrefix(string(src[off:]), ed.old) {
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
	line, off := 1, 0
	for line < pos.Line {
		i := strings.IndexByte(string(src[off:]), '\n')
		if i < 0 {
			return 0, false
		}
		off += i + 1
		line++
	}
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
