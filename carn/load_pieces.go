package carn

import (
	"errors"
	"strconv"
	"strings"

	"go.yaml.in/yaml/v3"
)

// The keys of a piece.
var pieceKeys = []string{"letter", "value", "royal", "move", "capture", "both", "promotion"}

// pieces reads "pieces:", a mapping from piece names to pieces, in document
// order. castling is the castling block, if any, which says which piece may
// castle.
func (l *loader) pieces(n *yaml.Node, rs *RuleSet, castling *yaml.Node) []Piece {
	fields := l.mapping("pieces", n, nil)
	if len(fields) == 0 && n.Kind == yaml.MappingNode {
		l.errorf("pieces", n, "expected at least one piece")
	}
	castler := castlingPiece(castling)
	var pieces []Piece
	letters := map[byte]string{}
	for _, f := range fields {
		path := join("pieces", f.key.Value)
		p, ok := l.piece(path, f, rs, castler)
		if !ok {
			continue // its name is not one that anything could refer to
		}
		if other, dup := letters[p.Letter]; dup && p.Letter != 0 {
			l.errorf(path+".letter", l.nodes[path+".letter"], "letter %c is already %s's", p.Letter, other)
		}
		letters[p.Letter] = p.Name
		pieces = append(pieces, p)
	}
	for i := range pieces {
		l.checkChoices(promotionNode(fields, pieces[i].Name), &pieces[i], pieces)
	}
	return pieces
}

// castlingPiece is the name of the piece that the castling block says
// castles, or "".
func castlingPiece(castling *yaml.Node) string {
	if castling == nil || castling.Kind != yaml.MappingNode {
		return ""
	}
	for i := 0; i+1 < len(castling.Content); i += 2 {
		if castling.Content[i].Value == "king" {
			return castling.Content[i+1].Value
		}
	}
	return ""
}

// piece reads one piece.
func (l *loader) piece(path string, f field, rs *RuleSet, castler string) (Piece, bool) {
	p := Piece{Name: f.key.Value}
	if !isIdent(p.Name) {
		l.errorf(path, f.key, "piece name %q: want a name of letters, digits and _", p.Name)
		return p, false
	}
	fields := l.mapping(path, f.value, pieceKeys)
	if fields == nil {
		return p, true
	}
	if n := l.require(path, f.value, fields, "letter"); n != nil {
		l.nodes[path+".letter"] = n
		p.Letter = l.letter(path+".letter", n)
	}
	if n := lookup(fields, "value"); n != nil {
		p.Value = l.value(path+".value", n)
	}
	if n := lookup(fields, "royal"); n != nil {
		p.Royal = l.boolean(path+".royal", n)
	}
	p.Move, p.Capture = l.entries(path, f.value, fields, rs, p.Name == castler)
	if n := lookup(fields, "promotion"); n != nil {
		p.Promotion = l.promotion(path+".promotion", n, rs.Ranks)
	}
	return p, true
}

// letter reads a piece's FEN letter, upper case.
func (l *loader) letter(path string, n *yaml.Node) byte {
	s, ok := l.str(path, n)
	if ok && (len(s) != 1 || s[0] < 'A' || s[0] > 'Z') {
		l.errorf(path, n, "got %q, want one upper-case letter A to Z (black's is the lower case)", s)
		return 0
	}
	if !ok {
		return 0
	}
	return s[0]
}

// value reads a decimal number of pawns, at most three decimals, into
// thousandths.
func (l *loader) value(path string, n *yaml.Node) int {
	whole, frac, _ := strings.Cut(n.Value, ".")
	w, err := strconv.Atoi(whole)
	ok := n.Kind == yaml.ScalarNode && (n.Tag == "!!int" || n.Tag == "!!float") && err == nil &&
		w >= 0 && w <= 1000 && len(frac) <= 3 && whole == strconv.Itoa(w)
	thousandths := w * 1000
	for i := 0; ok && i < 3; i++ {
		thousandths, ok = addDigit(thousandths, frac, i)
	}
	if !ok {
		l.errorf(path, n, "got %s, want a number of pawns from 0 to 1000 with at most three decimals, like 3 or 3.25", describeNode(n))
		return 0
	}
	return thousandths
}

// addDigit adds the i-th decimal of frac to thousandths.
func addDigit(thousandths int, frac string, i int) (int, bool) {
	if i >= len(frac) {
		return thousandths, true
	}
	if !isDigit(frac[i]) {
		return 0, false
	}
	scale := [3]int{100, 10, 1}[i]
	return thousandths + int(frac[i]-'0')*scale, true
}

// entries reads a piece's move and capture rules: "move" and "capture", or
// "both" for one text that serves as either.
func (l *loader) entries(path string, parent *yaml.Node, fields []field, rs *RuleSet, castles bool) (move, capture Rule) {
	both := lookup(fields, "both")
	moveNode, captureNode := lookup(fields, "move"), lookup(fields, "capture")
	switch {
	case both != nil && (moveNode != nil || captureNode != nil):
		l.errorf(path+".both", both, `"both" stands for "move" and "capture": want it alone or neither`)
		return
	case both != nil:
		before := l.found
		move = l.rule(path+".both", both, rs, MoveEntry, castles)
		if l.found > before {
			return move, move // one text, one report
		}
		return move, l.rule(path+".both", both, rs, CaptureEntry, false)
	case moveNode == nil || captureNode == nil:
		l.errorf(path, parent, `missing key %q: want "move" and "capture", or "both"`, missingOf(moveNode, "move", "capture"))
		return
	}
	return l.rule(path+".move", moveNode, rs, MoveEntry, castles), l.rule(path+".capture", captureNode, rs, CaptureEntry, false)
}

func missingOf(moveNode *yaml.Node, move, capture string) string {
	if moveNode == nil {
		return move
	}
	return capture
}

// rule compiles one CARN text, turning its error's column into the
// document's.
func (l *loader) rule(path string, n *yaml.Node, rs *RuleSet, kind EntryKind, castles bool) Rule {
	l.nodes[path] = n
	text, ok := l.str(path, n)
	if !ok {
		return Rule{}
	}
	if n.Style != yaml.DoubleQuotedStyle && n.Style != yaml.SingleQuotedStyle {
		l.errorf(path, n, `expected a quoted CARN text: write "%s" (in YAML a plain * starts an alias and @ cannot start a value)`,
			strings.TrimSpace(text))
		return Rule{}
	}
	rule, err := Compile(text, Env{Files: rs.Files, Ranks: rs.Ranks, Entry: kind, Zones: rs.Zones, Castling: castles})
	var carnErr *Error
	if errors.As(err, &carnErr) {
		l.add(l.textError(path, n, carnErr))
	}
	return rule
}

// textError places a CARN error in the document: on the text's line, at the
// column of the offending character when the quoted text is written as it
// reads (no escapes), else with the column inside the text in the message.
func (l *loader) textError(path string, n *yaml.Node, err *Error) *DocError {
	e := &DocError{Path: path, Line: n.Line, Msg: err.Msg}
	if l.writtenAsIs(n) {
		e.Col = n.Column + err.Col // n.Column is the opening quote's
	} else {
		e.Msg = "col " + strconv.Itoa(err.Col) + " of the text: " + err.Msg
	}
	return e
}

// writtenAsIs reports whether a quoted scalar's value stands in the
// document exactly as it reads, right after the opening quote, so that
// columns in the value are columns in the line.
func (l *loader) writtenAsIs(n *yaml.Node) bool {
	if n.Line < 1 || n.Line > len(l.lines) || strings.ContainsRune(n.Value, '\n') {
		return false
	}
	line := l.lines[n.Line-1]
	start := n.Column // the byte after the quote, when the line is ASCII up to it
	return start <= len(line) && strings.HasPrefix(line[start:], n.Value)
}

// The keys of a promotion block.
var promotionKeys = []string{"rank", "choices", "mandatory"}

// promotion reads "promotion: {rank: 8, choices: [queen, ...], mandatory:
// true}"; the choices are checked once every piece is known.
func (l *loader) promotion(path string, n *yaml.Node, ranks int) *Promotion {
	fields := l.mapping(path, n, promotionKeys)
	if fields == nil {
		return nil
	}
	p := &Promotion{}
	if r := l.require(path, n, fields, "rank"); r != nil {
		p.Rank, _ = l.integer(path+".rank", r, 1, ranks)
	}
	if c := l.require(path, n, fields, "choices"); c != nil {
		p.Choices = l.list(path+".choices", c)
		if len(p.Choices) == 0 && c.Kind == yaml.SequenceNode {
			l.errorf(path+".choices", c, "expected at least one piece to promote to")
		}
	}
	if m := lookup(fields, "mandatory"); m != nil {
		p.Mandatory = l.boolean(path+".mandatory", m)
	}
	return p
}

// checkChoices checks that a piece's promotion choices name pieces, each
// once.
func (l *loader) checkChoices(node *yaml.Node, p *Piece, pieces []Piece) {
	if p.Promotion == nil {
		return
	}
	path := "pieces." + p.Name + ".promotion.choices"
	seen := map[string]bool{}
	for i, choice := range p.Promotion.Choices {
		at := choicesNode(node, i)
		switch {
		case seen[choice]:
			l.errorf(path, at, "%q is listed twice", choice)
		case choice == p.Name:
			l.errorf(path, at, "%q is the piece itself: a piece promotes to another kind", choice)
		case pieceIndex(pieces, choice) < 0:
			l.errorf(path, at, "unknown piece %q: want one of %s", choice, pieceNames(pieces))
		}
		seen[choice] = true
	}
}

// promotionNode finds the promotion block of the named piece.
func promotionNode(pieces []field, name string) *yaml.Node {
	piece := lookup(pieces, name)
	if piece == nil || piece.Kind != yaml.MappingNode {
		return nil
	}
	for i := 0; i+1 < len(piece.Content); i += 2 {
		if piece.Content[i].Value == "promotion" {
			return piece.Content[i+1]
		}
	}
	return nil
}

// choicesNode finds the node of the i-th promotion choice, for its line.
func choicesNode(promotion *yaml.Node, i int) *yaml.Node {
	if promotion == nil || promotion.Kind != yaml.MappingNode {
		return nil
	}
	for j := 0; j+1 < len(promotion.Content); j += 2 {
		if c := promotion.Content[j+1]; promotion.Content[j].Value == "choices" && i < len(c.Content) {
			return c.Content[i]
		}
	}
	return promotion
}

// pieceIndex finds a piece by name, or -1.
func pieceIndex(pieces []Piece, name string) int {
	for i := range pieces {
		if pieces[i].Name == name {
			return i
		}
	}
	return -1
}

func pieceNames(pieces []Piece) string {
	names := make([]string, len(pieces))
	for i := range pieces {
		names[i] = pieces[i].Name
	}
	return strings.Join(names, ", ")
}
