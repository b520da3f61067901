package polyglot_test

import (
	"bytes"
	"encoding/binary"
	"fmt"

	"github.com/chespel/chespel/board"
	"github.com/chespel/chespel/search/polyglot"
)

// A book is usually read with Open from a .bin file; here it is written in
// memory: two answers to the start position, 1. e4 of weight 1 and 1. d4 of
// weight 3.
func ExampleBook_Lookup() {
	r, _ := board.Chess()
	start := r.StartPosition()
	key, _ := polyglot.Key(start)
	fmt.Printf("key %016x\n", key)

	var file bytes.Buffer
	for _, e := range []polyglot.Entry{
		{Key: key, Move: 4<<6 | 1<<9 | 4 | 3<<3, Weight: 1}, // e2e4: from e2, to e4
		{Key: key, Move: 3<<6 | 1<<9 | 3 | 3<<3, Weight: 3}, // d2d4
	} {
		_ = binary.Write(&file, binary.BigEndian, e)
	}
	book, err := polyglot.Read(&file)
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, c := range book.Moves(start) {
		fmt.Println(start.UCI(c.Move), c.Weight)
	}
	m, _ := book.Lookup(start)
	fmt.Println("plays", start.SAN(m))
	// Output:
	// key 463b96181691fc9c
	// d2d4 3
	// e2e4 1
	// plays d4
}
