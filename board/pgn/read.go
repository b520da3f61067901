package pgn

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/chespel/chespel/board"
)

// Error is a mistake in a PGN text: the line it is on and what is wrong.
type Error struct {
	Line int
	Msg  string
}

// Error returns "pgn: line 12: MSG".
func (e *Error) Error() string { return fmt.Sprintf("pgn: line %d: %s", e.Line, e.Msg) }

// Reader reads games one after the other from a PGN text.
type Reader struct {
	rules *board.Rules
	src   *bufio.Reader
	line  int  // the line of the next byte
	atBOL bool // the next byte starts a line
}

// NewReader returns a reader of the games in r, played under rules (a game
// whose Variant tag names another game is still read with rules).
func NewReader(r io.Reader, rules *board.Rules) *Reader {
	return &Reader{rules: rules, src: bufio.NewReader(r), line: 1, atBOL: true}
}

// ReadAll reads every game of r.
func ReadAll(r io.Reader, rules *board.Rules) ([]*Game, error) {
	rd := NewReader(r, rules)
	var games []*Game
	for {
		g, err := rd.Next()
		if errors.Is(err, io.EOF) {
			return games, nil
		}
		if err != nil {
			return games, err
		}
		games = append(games, g)
	}
}

// Next returns the next game, or io.EOF when there is none left. A game
// with an illegal or unreadable move is an *Error naming the line.
func (r *Reader) Next() (*Game, error) {
	g := &Game{Result: "*"}
	tok, err := r.token()
	if err != nil {
		return nil, err
	}
	for tok.kind == tokTag {
		g.Tags = append(g.Tags, tok.tag)
		if tok, err = r.token(); err != nil {
			return nil, r.eofInGame(err)
		}
	}
	if err := r.setStart(g, tok.line); err != nil {
		return nil, err
	}
	pos := g.Start.Clone()
	for ; tok.kind != tokResult; tok, err = r.token() {
		if err != nil {
			if errors.Is(err, io.EOF) && (len(g.Tags) > 0 || len(g.Moves) > 0) {
				return g, nil // a game without its result: take what is there
			}
			return nil, err
		}
		if err := r.apply(g, pos, tok); err != nil {
			return nil, err
		}
	}
	g.Result = tok.text
	return g, nil
}

// eofInGame turns the end of the text after tags into an error.
func (r *Reader) eofInGame(err error) error {
	if errors.Is(err, io.EOF) {
		return &Error{r.line, "the text ends after the tags, want moves or a result"}
	}
	return err
}

// setStart sets the game's start position from its FEN tag, or the rule
// set's start position.
func (r *Reader) setStart(g *Game, line int) error {
	fen := g.Tag("FEN")
	if fen == "" {
		g.Start = r.rules.StartPosition()
		return nil
	}
	p, err := r.rules.ParseFEN(fen)
	if err != nil {
		return &Error{line, fmt.Sprintf("FEN tag: %v", err)}
	}
	g.Start = p
	return nil
}

// apply plays one movetext token on pos.
func (r *Reader) apply(g *Game, pos *board.Position, tok token) error {
	switch tok.kind {
	case tokComment:
		g.Comment = tok.text
		return nil
	case tokTag:
		return &Error{tok.line, fmt.Sprintf("tag [%s] inside the moves, want a result before the next game", tok.tag.Name)}
	}
	m, err := pos.ParseSAN(tok.text)
	if err != nil {
		if m2, err2 := pos.ParseUCI(tok.text); err2 == nil {
			m, err = m2, nil
		}
	}
	if err != nil {
		return &Error{tok.line, fmt.Sprintf("move %d %q: %v", len(g.Moves)+1, tok.text, err)}
	}
	pos.Make(m)
	g.Moves = append(g.Moves, m)
	return nil
}

// String returns the game as Write writes it.
func (g *Game) String() string {
	var b strings.Builder
	_ = Write(&b, g)
	return b.String()
}
