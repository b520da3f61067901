package ormulogun

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Error is a malformed or unusable spec: what is wrong, at which column.
type Error struct {
	Col int // 1-based column of the offending character; 0 for the whole spec
	Msg string
}

// Error formats the error as "ormulogun: col 4: expected ..., got ...".
func (e *Error) Error() string {
	if e.Col == 0 {
		return "ormulogun: " + e.Msg
	}
	return fmt.Sprintf("ormulogun: col %d: %s", e.Col, e.Msg)
}

// isPiece reports whether c is a piece letter: an ASCII letter, upper case
// for our pieces and lower case for the opponent's. Which letters name
// pieces is the rule set's (CheckRules); chess has K Q R B N P.
func isPiece(c byte) bool { return c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' }

// Expectations, as the error messages say them.
const (
	wantPiece       = "a piece letter (A-Z ours, a-z theirs)"
	wantCoord       = "a file or rank (0-9, @, F or R)"
	wantCoordOrStar = wantCoord + ` or "*"`
)

// parser reads one spec; it stops at the first error.
type parser struct {
	src    string
	pos    int // byte offset of the next character
	spec   *Spec
	recent [128]int // for each letter, 1 + index of its most recent piece; 0 when none
}

// Parse reads an Ormulogun spec such as KQk or K{34|34}k{07|07}. The spec
// must follow the grammar exactly (no spaces); relative references F<piece>
// and R<piece> must name a piece placed before the one they filter. Piece
// letters are any ASCII letters; CheckRules tells whether a rule set has
// them. Parse accepts one piece or more (the original grammar asks for two;
// see docs/ormulogun.md); whether the spec has the kings a position needs
// is checked by CheckKings. A spec reads on any board (Geometry).
func Parse(src string) (*Spec, error) {
	p := &parser{src: src, spec: &Spec{}}
	if strings.HasPrefix(src, "{") {
		return nil, fragmentError(src)
	}
	for {
		if err := p.parsePiece(); err != nil {
			return nil, err
		}
		if p.pos == len(p.src) {
			p.spec.link()
			p.spec.tally()
			p.spec.chess = p.spec.evaluate(Chess8x8)
			return p.spec, nil
		}
	}
}

// fragmentError explains that a spec starting with "{" lacks its piece.
func fragmentError(src string) error {
	example := "K{07|*,*|07}"
	if _, err := Parse("K" + src); err == nil && len(src) < 40 {
		example = "K" + src
	}
	return &Error{Col: 1, Msg: "a filter fragment needs a piece letter before it, e.g. " + example}
}

// col returns the 1-based column of the next character.
func (p *parser) col() int { return p.pos + 1 }

// peek returns the next character, or 0 at the end of the spec.
func (p *parser) peek() byte {
	if p.pos < len(p.src) {
		return p.src[p.pos]
	}
	return 0
}

// expected reports that want was expected at the next character.
func (p *parser) expected(want string) error {
	return &Error{Col: p.col(), Msg: "expected " + want + ", got " + p.got()}
}

// got describes the next character for an error message.
func (p *parser) got() string {
	if p.pos >= len(p.src) {
		return "the end of the spec"
	}
	r, _ := utf8.DecodeRuneInString(p.src[p.pos:])
	return strconv.Quote(string(r))
}

// parsePiece reads <piece> <position-filter>.
func (p *parser) parsePiece() error {
	c := p.peek()
	if !isPiece(c) {
		return p.expected(wantPiece)
	}
	piece := PieceSpec{Letter: c, Col: p.col()}
	p.pos++
	if p.peek() == '{' {
		p.pos++
		filters, err := p.parseFilters()
		if err != nil {
			return err
		}
		piece.Filters = filters
	} else if p.pos < len(p.src) && !isPiece(p.peek()) {
		return p.expected(`a piece letter or "{"`)
	}
	compile(&piece)
	p.recent[c] = len(p.spec.Pieces) + 1
	p.spec.Pieces = append(p.spec.Pieces, piece)
	return nil
}

// parseFilters reads <position-filter-list> "}", the "{" already read.
func (p *parser) parseFilters() ([]Filter, error) {
	var filters []Filter
	for {
		files, err := p.parseCoords()
		if err != nil {
			return nil, err
		}
		if p.peek() != '|' {
			return nil, p.expected(p.after(files, `"|"`, `"+", "-" or "|"`))
		}
		p.pos++
		ranks, err := p.parseCoords()
		if err != nil {
			return nil, err
		}
		filters = append(filters, Filter{Files: files, Ranks: ranks})
		switch p.peek() {
		case ',':
			p.pos++
		case '}':
			p.pos++
			return filters, nil
		default:
			return nil, p.expected(p.after(ranks, `"," or "}"`, `"+", "-", "," or "}"`))
		}
	}
}

// after says what may follow list: after "*" only the separators in seps,
// after an item also a further item or a modifier, as listed in more.
func (p *parser) after(list Coords, seps, more string) string {
	if len(list.Items) == 0 {
		return seps + ` after "*"`
	}
	return "a file or rank, " + more
}

// parseCoords reads <file-or-rank-list>: "*" or one or more items.
func (p *parser) parseCoords() (Coords, error) {
	if p.peek() == '*' {
		p.pos++
		return Coords{}, nil
	}
	var c Coords
	for startsTerm(p.peek()) {
		it, err := p.parseItem()
		if err != nil {
			return Coords{}, err
		}
		c.Items = append(c.Items, it)
	}
	if len(c.Items) == 0 {
		return Coords{}, p.expected(wantCoordOrStar)
	}
	return c, nil
}

// startsTerm reports whether c begins a <file-or-rank>.
func startsTerm(c byte) bool {
	return c >= '0' && c <= '9' || c == '@' || c == 'F' || c == 'R'
}

// parseItem reads a term and its modifiers.
func (p *parser) parseItem() (Item, error) {
	first, err := p.parseTerm(wantCoord)
	if err != nil {
		return Item{}, err
	}
	it := Item{First: first}
	for c := p.peek(); c == '+' || c == '-'; c = p.peek() {
		p.pos++
		t, err := p.parseTerm(wantCoord + ` after "` + string(c) + `"`)
		if err != nil {
			return Item{}, err
		}
		it.Mods = append(it.Mods, Modifier{Minus: c == '-', Term: t})
	}
	return it, nil
}

// parseTerm reads <file-or-rank>; want is what an error says was expected.
func (p *parser) parseTerm(want string) (Term, error) {
	c, col := p.peek(), p.col()
	switch {
	case c >= '0' && c <= '9':
		p.pos++
		return Term{Kind: Number, Value: int(c - '0'), Col: col}, nil
	case c == '@':
		p.pos++
		return Term{Kind: Self, Col: col}, nil
	case c == 'F' || c == 'R':
		p.pos++
		return p.parseRef(c, col)
	}
	return Term{}, p.expected(want)
}

// parseRef reads the piece letter of F<piece> or R<piece> and resolves it to
// the most recent piece of that letter.
func (p *parser) parseRef(axis byte, col int) (Term, error) {
	letter := p.peek()
	if !isPiece(letter) {
		return Term{}, p.expected(wantPiece + ` after "` + string(axis) + `"`)
	}
	p.pos++
	kind := FileOf
	if axis == 'R' {
		kind = RankOf
	}
	ref := p.recent[letter] - 1
	if ref < 0 {
		return Term{}, &Error{Col: col, Msg: fmt.Sprintf("%c%c refers to %c, which is not placed before this piece", axis, letter, letter)}
	}
	return Term{Kind: kind, Letter: letter, Ref: ref, Col: col}, nil
}
