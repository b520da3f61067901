// Package board is the mailbox board: positions of any rectangular game that a
// compiled rule set describes, FEN, legal move generation compiled from CARN
// data, make and unmake, Zobrist hashing, move text (UCI and SAN), game end,
// and perft.
//
// It may import carn. It never imports the language packages.
package board
