package carn

import (
	"bytes"
	"io"
	"strconv"
	"strings"

	"go.yaml.in/yaml/v3"
)

// The top-level keys of a rule-set document.
var topKeys = []string{"name", "board", "start", "zones", "castling", "pieces", "game_end"}

// Load reads a rule-set document (YAML, see docs/carn.md) and compiles every
// piece's CARN texts. A bad document gets DocErrors naming every mistake by
// its path and line.
func Load(data []byte) (*RuleSet, error) {
	var doc yaml.Node
	dec := yaml.NewDecoder(bytes.NewReader(data))
	if err := dec.Decode(&doc); err != nil && err != io.EOF {
		return nil, DocErrors{yamlError(err)}
	}
	if doc.Kind != yaml.DocumentNode || len(doc.Content) == 0 {
		return nil, DocErrors{{Msg: "expected a rule-set document, got an empty one"}}
	}
	var next yaml.Node
	if err := dec.Decode(&next); err != io.EOF {
		if err != nil {
			return nil, DocErrors{yamlError(err)}
		}
		return nil, DocErrors{{Line: secondDocumentLine(data, &next), Msg: "a second YAML document starts here: a rule set is one document (remove the \"---\" line and what follows it, or put each rule set in its own file)"}}
	}
	l := &loader{nodes: map[string]*yaml.Node{}, lines: strings.Split(string(data), "\n")}
	rs := l.ruleSet(doc.Content[0])
	if l.found > 0 {
		return nil, l.report()
	}
	return rs, nil
}

// ruleSet reads the top-level mapping. Each part is read even when an
// earlier one failed, so that one run reports as much as it can.
func (l *loader) ruleSet(root *yaml.Node) *RuleSet {
	fields := l.mapping("", root, topKeys)
	if fields == nil {
		return nil
	}
	rs := &RuleSet{}
	if n := l.require("", root, fields, "name"); n != nil {
		rs.Name, _ = l.str("name", n)
	}
	if n := l.require("", root, fields, "board"); n != nil {
		rs.Files, rs.Ranks = l.board(n)
	}
	if rs.Files == 0 {
		return rs // nothing below can be checked without the board
	}
	if n := lookup(fields, "zones"); n != nil {
		rs.Zones = l.zones(n, rs.Files, rs.Ranks)
	}
	pieces := l.require("", root, fields, "pieces")
	castling := lookup(fields, "castling")
	before := l.found
	if pieces != nil {
		rs.Pieces = l.pieces(pieces, rs, castling)
	}
	// Castling and the start position refer to the pieces: checking them
	// against pieces with mistakes would only repeat those mistakes.
	piecesOK := pieces != nil && l.found == before
	if castling != nil && piecesOK {
		rs.Castling = l.castling(castling, rs)
	}
	if n := lookup(fields, "game_end"); n != nil {
		rs.End = l.gameEnd(n, rs, piecesOK)
	}
	if n := l.require("", root, fields, "start"); n != nil {
		if fen, ok := l.str("start", n); ok {
			rs.StartFEN = fen
			if piecesOK {
				l.checkStart(n, rs)
			}
		}
	}
	return rs
}

// yamlError turns a YAML syntax error ("yaml: line 3: ...") into a
// DocError with its line, and a hint where an unquoted CARN text is the
// likely cause (D9).
func yamlError(err error) *DocError {
	e := &DocError{Msg: strings.TrimPrefix(err.Error(), "yaml: ")}
	if rest, ok := strings.CutPrefix(e.Msg, "line "); ok {
		num, msg, found := strings.Cut(rest, ": ")
		if line, convErr := strconv.Atoi(num); found && convErr == nil {
			e.Line, e.Msg = line, msg
		}
	}
	for _, sign := range []string{"alphabetic or numeric character", "cannot start any token", "unknown anchor"} {
		if strings.Contains(e.Msg, sign) {
			e.Msg += ` (quote CARN texts: in YAML a plain "*" starts an alias and "@" cannot start a value)`
		}
	}
	return e
}

// board reads "board: {files: F, ranks: R}".
func (l *loader) board(n *yaml.Node) (files, ranks int) {
	fields := l.mapping("board", n, []string{"files", "ranks"})
	if fields == nil {
		return 0, 0
	}
	f, r := l.require("board", n, fields, "files"), l.require("board", n, fields, "ranks")
	if f == nil || r == nil {
		return 0, 0
	}
	files, okF := l.integer("board.files", f, 1, MaxSize)
	ranks, okR := l.integer("board.ranks", r, 1, MaxSize)
	if !okF || !okR {
		return 0, 0
	}
	return files, ranks
}

// secondDocumentLine is the line of the "---" that starts the document
// after the first, or else the line of its first node.
func secondDocumentLine(data []byte, next *yaml.Node) int {
	line := next.Line
	if len(next.Content) > 0 {
		line = next.Content[0].Line
	}
	lines := strings.Split(string(data), "\n")
	for i := min(line, len(lines)) - 1; i >= 0; i-- {
		if strings.HasPrefix(lines[i], "---") {
			return i + 1
		}
	}
	return line
}
