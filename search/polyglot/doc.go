// Package polyglot reads opening books in the Polyglot format (.bin), the
// books that most chess engines and GUIs share: 16-byte entries (key, move,
// weight, learn), big-endian, sorted by key, where the key is the
// position's hash in Polyglot's own Zobrist scheme (Key) and not the
// board's.
//
// Polyglot books are chess books: Key and Book answer only for positions
// of a rule set that is chess (8×8, the pieces P N B R Q K); for any other
// game Key returns an error and Lookup finds nothing. A Book satisfies
// search.Book. Lookup is deterministic by default (the move of highest
// weight, the first in the file on a tie); with a *rand.Rand it draws a
// move with a probability proportional to its weight, as Polyglot does.
package polyglot
