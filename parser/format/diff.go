package format

import (
	"fmt"
	"strings"
)

// context is the number of unchanged lines shown around a change.
const context = 3

// maxCells bounds the table of the line matcher; past it the changed middle
// of the two texts is shown as one replacement.
const maxCells = 1 << 22

// Diff returns the unified diff that turns old into new, under the file
// names "a/"+name and "b/"+name, or "" when they are equal.
func Diff(name string, old, new []byte) string {
	a, b := splitLines(string(old)), splitLines(string(new))
	ops := diffLines(a, b)
	var out strings.Builder
	for _, h := range hunks(ops) {
		if out.Len() == 0 {
			fmt.Fprintf(&out, "--- a/%s\n+++ b/%s\n", name, name)
		}
		h.write(&out, ops)
	}
	return out.String()
}

// splitLines splits text into lines, each keeping its "\n".
func splitLines(text string) []string {
	if text == "" {
		return nil
	}
	lines := strings.SplitAfter(text, "\n")
	if lines[len(lines)-1] == "" {
		lines = lines[:len(lines)-1]
	}
	return lines
}

// op is one line of the diff: kept (' '), removed ('-') or added ('+'),
// with its line numbers in the old and new texts (1-based).
type op struct {
	kind         byte
	line         string
	aLine, bLine int
}

// diffLines returns the edit script from a to b: a longest common
// subsequence of lines, after the common prefix and suffix.
func diffLines(a, b []string) []op {
	pre := 0
	for pre < len(a) && pre < len(b) && a[pre] == b[pre] {
		pre++
	}
	suf := 0
	for suf < len(a)-pre && suf < len(b)-pre && a[len(a)-1-suf] == b[len(b)-1-suf] {
		suf++
	}
	var ops []op
	for i := 0; i < pre; i++ {
		ops = append(ops, op{' ', a[i], i + 1, i + 1})
	}
	ops = append(ops, middle(a[pre:len(a)-suf], b[pre:len(b)-suf], pre)...)
	for k := suf; k > 0; k-- {
		i, j := len(a)-k, len(b)-k
		ops = append(ops, op{' ', a[i], i + 1, j + 1})
	}
	return ops
}

// middle diffs the changed middles of the texts, which start after off
// common lines, with the classic table of common subsequence lengths.
func middle(a, b []string, off int) []op {
	n, m := len(a), len(b)
	var ops []op
	if n*m > maxCells {
		for i, l := range a {
			ops = append(ops, op{'-', l, off + i + 1, off})
		}
		for j, l := range b {
			ops = append(ops, op{'+', l, off + n, off + j + 1})
		}
		return ops
	}
	lcs := lcsTable(a, b)
	i, j := 0, 0
	for i < n || j < m {
		switch {
		case i < n && j < m && a[i] == b[j]:
			ops = append(ops, op{' ', a[i], off + i + 1, off + j + 1})
			i, j = i+1, j+1
		case i < n && (j == m || lcs[i+1][j] >= lcs[i][j+1]):
			ops = append(ops, op{'-', a[i], off + i + 1, off + j})
			i++
		default:
			ops = append(ops, op{'+', b[j], off + i, off + j + 1})
			j++
		}
	}
	return ops
}

// lcsTable returns the lengths of the longest common subsequences of the
// suffixes of a and b: [i][j] for a[i:] and b[j:].
func lcsTable(a, b []string) [][]int32 {
	n, m := len(a), len(b)
	lcs := make([][]int32, n+1)
	for i := range lcs {
		lcs[i] = make([]int32, m+1)
	}
	for i := n - 1; i >= 0; i-- {
		for j := m - 1; j >= 0; j-- {
			if a[i] == b[j] {
				lcs[i][j] = lcs[i+1][j+1] + 1
			} else {
				lcs[i][j] = max(lcs[i+1][j], lcs[i][j+1])
			}
		}
	}
	return lcs
}

// hunk is a run of ops, changes with their context: ops[from:to].
type hunk struct{ from, to int }

// hunks groups the changes of ops with context lines around them, merging
// groups whose context would touch.
func hunks(ops []op) []hunk {
	var hs []hunk
	for i, o := range ops {
		if o.kind == ' ' {
			continue
		}
		from, to := max(0, i-context), min(len(ops), i+context+1)
		if n := len(hs); n > 0 && from <= hs[n-1].to {
			hs[n-1].to = to
			continue
		}
		hs = append(hs, hunk{from, to})
	}
	return hs
}

// write writes the hunk's header and lines.
func (h hunk) write(out *strings.Builder, ops []op) {
	aStart, bStart, aLen, bLen := 0, 0, 0, 0
	for _, o := range ops[h.from:h.to] {
		if o.kind != '+' {
			if aLen == 0 {
				aStart = o.aLine
			}
			aLen++
		}
		if o.kind != '-' {
			if bLen == 0 {
				bStart = o.bLine
			}
			bLen++
		}
	}
	if aLen == 0 {
		aStart = ops[h.from].aLine
	}
	if bLen == 0 {
		bStart = ops[h.from].bLine
	}
	fmt.Fprintf(out, "@@ -%s +%s @@\n", span(aStart, aLen), span(bStart, bLen))
	for _, o := range ops[h.from:h.to] {
		out.WriteString(string(o.kind) + o.line)
		if !strings.HasSuffix(o.line, "\n") {
			out.WriteString("\n\\ No newline at end of file\n")
		}
	}
}

// span formats a hunk's range as unified diffs do: "3,4", "3" for one line.
func span(start, n int) string {
	if n == 1 {
		return fmt.Sprint(start)
	}
	return fmt.Sprintf("%d,%d", start, n)
}
