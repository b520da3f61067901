package search

import (
	"fmt"
	"strings"

	"github.com/chespel/chespel/board"
)

// BookRule is one rule of an opening module: in the position From, play
// the move that leads to the position To (both FENs).
type BookRule struct {
	From, To string
}

// BookError says which rule of an opening book is wrong and why.
type BookError struct {
	Rule int // 0-based index into the rules
	Msg  string
}

// Error returns "opening rule N: MSG", N counted from 1.
func (e *BookError) Error() string { return fmt.Sprintf("opening rule %d: %s", e.Rule+1, e.Msg) }

// OpeningBook is a Book made of position-to-position rules, matched as the
// opening module says: a rule matches when piece placement, side to move,
// castling rights and en passant square are equal, the en passant square
// counting only when a pawn can capture there; the move counters are
// ignored.
type OpeningBook struct {
	moves map[string]board.Move // by matchKey of the From position
}

// NewOpeningBook checks and compiles the rules: each FEN must read under
// rules, and a legal move of From must lead to To. The first position of
// two rules with the same From wins. The error is a *BookError.
func NewOpeningBook(rules *board.Rules, book []BookRule) (*OpeningBook, error) {
	b := &OpeningBook{moves: make(map[string]board.Move, len(book))}
	for i, rule := range book {
		from, err := rules.ParseFEN(rule.From)
		if err != nil {
			return nil, &BookError{Rule: i, Msg: "from position: " + err.Error()}
		}
		to, err := rules.ParseFEN(rule.To)
		if err != nil {
			return nil, &BookError{Rule: i, Msg: "to position: " + err.Error()}
		}
		m, ok := moveBetween(from, matchKey(to))
		if !ok {
			return nil, &BookError{Rule: i, Msg: fmt.Sprintf("no legal move leads from %q to %q", rule.From, rule.To)}
		}
		if _, dup := b.moves[matchKey(from)]; !dup {
			b.moves[matchKey(from)] = m
		}
	}
	return b, nil
}

// Lookup returns the book move for p.
func (b *OpeningBook) Lookup(p *board.Position) (board.Move, bool) {
	m, ok := b.moves[matchKey(p)]
	return m, ok
}

// Len returns the number of positions the book knows.
func (b *OpeningBook) Len() int { return len(b.moves) }

// matchKey is what the opening module compares: the first four fields of
// the FEN, which board writes with an en passant square only when a
// capture there is legal.
func matchKey(p *board.Position) string {
	fields := strings.Fields(p.FEN())
	return strings.Join(fields[:min(4, len(fields))], " ")
}

// moveBetween finds the legal move of from that leads to the position with
// the match key to.
func moveBetween(from *board.Position, to string) (board.Move, bool) {
	for _, m := range from.LegalMoves(nil) {
		u := from.Make(m)
		reached := matchKey(from) == to
		from.Unmake(m, u)
		if reached {
			return m, true
		}
	}
	return 0, false
}
