// Package pgn reads and writes games in Portable Game Notation: the Seven
// Tag Roster first, FEN and SetUp for a game that does not start from the
// rule set's start position, Variant for a game other than chess, moves in
// SAN with move numbers, a closing comment and the result.
//
// The reader takes what other tools write: tags in any order, comments in
// braces and after semicolons, numeric annotation glyphs, variations (skipped),
// move numbers with or without dots, and escape lines. Moves are checked
// against the board, so a game that reads is a legal game.
//
// It may import board.
package pgn
