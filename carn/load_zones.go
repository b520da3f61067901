package carn

import (
	"fmt"
	"strconv"
	"strings"

	"go.yaml.in/yaml/v3"
)

// zones reads "zones: {Name: {files: d~f, ranks: 1~3}}". Files are letters,
// ranks count from the mover's side starting at 1; both default to the whole
// board, and each is a blank-separated union of single values and ranges.
func (l *loader) zones(n *yaml.Node, files, ranks int) map[string]Zone {
	zones := map[string]Zone{}
	for _, f := range l.mapping("zones", n, nil) {
		name := f.key.Value
		path := join("zones", name)
		if !isIdent(name) {
			l.errorf(path, f.key, "zone name %q: want a name of letters, digits and _ (CARN calls it as @InZone(%s))", name, name)
			continue
		}
		// A zone with mistakes is still declared, so that the rules that
		// name it do not repeat its mistakes.
		zones[name] = Zone{Name: name}
		fields := l.mapping(path, f.value, []string{"files", "ranks"})
		if fields == nil {
			continue
		}
		fileSet, okF := l.lineSet(path+".files", lookup(fields, "files"), files, parseFile)
		rankSet, okR := l.lineSet(path+".ranks", lookup(fields, "ranks"), ranks, parseRank)
		if okF && okR {
			zones[name] = Zone{Name: name, Squares: zoneSquares(fileSet, rankSet)}
		}
	}
	return zones
}

// lineSet reads a set of files or ranks, "a~c f" or "1~3"; a missing node is
// every line. parseOne reads one file or rank to its 0-based index.
func (l *loader) lineSet(path string, n *yaml.Node, size int, parseOne func(string) (int, bool)) ([]bool, bool) {
	set := make([]bool, size)
	if n == nil {
		for i := range set {
			set[i] = true
		}
		return set, true
	}
	if n.Kind != yaml.ScalarNode {
		l.errorf(path, n, "expected a set like \"1~3\" or \"a~c f\", got %s", describeNode(n))
		return nil, false
	}
	for _, word := range strings.Fields(n.Value) {
		loText, hiText, isRange := strings.Cut(word, "~")
		if !isRange {
			hiText = loText
		}
		lo, okLo := parseOne(loText)
		hi, okHi := parseOne(hiText)
		if !okLo || !okHi || lo > hi || hi >= size {
			l.errorf(path, n, "bad item %q: want a value or a range a~b within the board (%s)", word, lineRange(size, parseOne))
			return nil, false
		}
		for i := lo; i <= hi; i++ {
			set[i] = true
		}
	}
	return set, true
}

// lineRange describes the valid files or ranks of a board for messages.
func lineRange(size int, parseOne func(string) (int, bool)) string {
	if _, isFile := parseOne("a"); isFile {
		return "a~" + fileName(size-1)
	}
	return "1~" + strconv.Itoa(size)
}

// zoneSquares is every square of a file set × a rank set, by rank then file.
func zoneSquares(files, ranks []bool) []Square {
	var squares []Square
	for r, inR := range ranks {
		for f, inF := range files {
			if inR && inF {
				squares = append(squares, Square{File: f, Rank: r})
			}
		}
	}
	return squares
}

// parseFile reads a file letter, "a" to "p", to its 0-based index.
func parseFile(s string) (int, bool) {
	if len(s) != 1 || s[0] < 'a' || s[0] >= 'a'+MaxSize {
		return 0, false
	}
	return int(s[0] - 'a'), true
}

// parseRank reads a 1-based rank number to its 0-based index.
func parseRank(s string) (int, bool) {
	v, err := strconv.Atoi(s)
	if err != nil || v < 1 || v > MaxSize || s != strconv.Itoa(v) {
		return 0, false
	}
	return v - 1, true
}

// fileName is the letter of a 0-based file.
func fileName(f int) string { return string(rune('a' + f)) }

// isIdent reports whether s is a CARN identifier (D7).
func isIdent(s string) bool {
	if s == "" || isDigit(s[0]) {
		return false
	}
	for i := 0; i < len(s); i++ {
		if !isLetter(s[i]) && !isDigit(s[i]) {
			return false
		}
	}
	return true
}

// formatLines writes a set of 0-based lines back as "a~c f" or "1~3".
func formatLines(set []bool, name func(int) string) string {
	var words []string
	for i := 0; i < len(set); i++ {
		if !set[i] {
			continue
		}
		j := i
		for j+1 < len(set) && set[j+1] {
			j++
		}
		if i == j {
			words = append(words, name(i))
		} else {
			words = append(words, fmt.Sprintf("%s~%s", name(i), name(j)))
		}
		i = j
	}
	return strings.Join(words, " ")
}
