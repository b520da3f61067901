package shell

import (
	"fmt"
	"strings"

	"github.com/chespel/chespel/search"
	"github.com/chespel/chespel/search/polyglot"
)

// bookCommand is "book" (show the books and their moves in the current
// position), "book FILE" (consult the Polyglot book FILE after the bot's
// own book, in place of the one set before) or "book off" (no book file).
func (s *shell) bookCommand(arg string) {
	switch {
	case arg == "":
		s.showBooks()
	case strings.EqualFold(arg, "off"):
		s.bookFile, s.polyBook = "", nil
		s.engine.SetBook(s.engineBook())
		fmt.Fprintln(s.out, "book file: none")
	default:
		b, err := polyglot.OpenFor(s.cfg.Rules, arg)
		if err != nil {
			s.errorf("book: %v", err)
			return
		}
		s.bookFile, s.polyBook = arg, b
		s.engine.SetBook(s.engineBook())
		fmt.Fprintf(s.out, "book file: %s (%d entries)\n", arg, b.Len())
	}
}

// showBooks prints the books consulted before each search, in order, and
// the move they give in the current position.
func (s *shell) showBooks() {
	var books []string
	if s.cfg.Book != nil {
		books = append(books, "the bot's own")
	}
	if s.polyBook != nil {
		books = append(books, fmt.Sprintf("%s (%d entries)", s.bookFile, s.polyBook.Len()))
	}
	if len(books) == 0 {
		books = append(books, "none")
	}
	fmt.Fprintf(s.out, "books: %s\n", strings.Join(books, ", then "))
	if m, ok := search.LookupBook(s.engineBook(), s.pos, search.Limits{}); ok {
		fmt.Fprintf(s.out, "book move here: %s\n", s.pos.SAN(m))
	} else {
		fmt.Fprintln(s.out, "book move here: none")
	}
	if moves := s.polyBook.Moves(s.pos); len(moves) > 0 {
		words := make([]string, len(moves))
		for i, c := range moves {
			words[i] = fmt.Sprintf("%s %d", s.pos.SAN(c.Move), c.Weight)
		}
		fmt.Fprintf(s.out, "book file moves here (weights): %s\n", strings.Join(words, ", "))
	}
}

// engineBook is the book the searches consult: the bot's, then the book
// file's.
func (s *shell) engineBook() search.Book {
	switch {
	case s.polyBook == nil:
		return s.cfg.Book
	case s.cfg.Book == nil:
		return s.polyBook
	}
	return search.Books{s.cfg.Book, s.polyBook}
}
