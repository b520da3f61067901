package uci

import (
	"strings"

	"github.com/chespel/chespel/search"
	"github.com/chespel/chespel/search/polyglot"
)

// bookFileOption is how the BookFile option is announced: a string whose
// default, no file, is written <empty> as GUIs expect.
const bookFileOption = "option name BookFile type string default <empty>"

// setBookFile handles "setoption name BookFile value PATH": the Polyglot
// book in PATH is consulted after the bot's own book (and after the book
// of chespel run --book), from the next search on; an empty value or
// <empty> removes it. A file that cannot be read, or a book for a game
// other than chess, is an error and leaves the book as it was.
func (s *session) setBookFile(value string) {
	path := strings.TrimSpace(value)
	if path == "" || path == "<empty>" {
		s.bookFile, s.polyBook = "", nil
		s.bookOwed = true
		s.startWork()
		return
	}
	b, err := polyglot.OpenFor(s.cfg.Rules, path)
	if err != nil {
		s.errorf("setoption BookFile: %v", err)
		return
	}
	s.bookFile, s.polyBook = path, b
	s.bookOwed = true
	s.startWork()
}

// engineBook is the book the engine consults: the bot's, then the
// BookFile's when there is one and the game is chess.
func (s *session) engineBook() search.Book {
	if s.polyBook == nil {
		return s.cfg.Book
	}
	if _, err := polyglot.Key(s.cfg.Rules.StartPosition()); err != nil {
		return s.cfg.Book
	}
	if s.cfg.Book == nil {
		return s.polyBook
	}
	return search.Books{s.cfg.Book, s.polyBook}
}
