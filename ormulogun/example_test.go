package ormulogun_test

import (
	"fmt"
	"math/rand/v2"

	"github.com/chespel/chespel/board"
	"github.com/chespel/chespel/ormulogun"
)

func ExampleParse() {
	s, err := ormulogun.Parse("K{34|34}k{07|07}")
	fmt.Println(s, err)
	_, err = ormulogun.Parse("Kk{x|*}")
	fmt.Println(err)
	// Output:
	// K{34|34}k{07|07} <nil>
	// ormulogun: col 4: expected a file or rank (0-9, @, F or R) or "*", got "x"
}

func ExampleSpec_Allowed() {
	s, _ := ormulogun.Parse("KB{*|@}k{FK-2|RK,FK+2|RK}")
	fmt.Println(s.Allowed(1, nil))
	e4 := ormulogun.SquareAt(4, 3)
	fmt.Println(s.Allowed(2, []ormulogun.Square{e4, ormulogun.SquareAt(0, 0)}))
	// Output:
	// a1 b2 c3 d4 e5 f6 g7 h8
	// c4 g4
}

func ExampleSpec_Match() {
	s, _ := ormulogun.Parse("KkPP{FP|RP+1}")
	at := ormulogun.SquareAt
	pieces := []ormulogun.Piece{
		{Letter: 'K', Square: at(0, 0)}, {Letter: 'k', Square: at(7, 7)},
		{Letter: 'P', Square: at(4, 2)}, {Letter: 'P', Square: at(4, 1)},
	}
	fmt.Println(s.Match(pieces))
	pieces[2].Square = at(4, 4)
	fmt.Println(s.Match(pieces))
	// Output:
	// true
	// false
}

func ExamplePosition_FEN() {
	at := ormulogun.SquareAt
	pos := ormulogun.Position{Pieces: []ormulogun.Piece{
		{Letter: 'K', Square: at(0, 0)}, {Letter: 'R', Square: at(0, 1)}, {Letter: 'k', Square: at(4, 7)},
	}}
	fmt.Println(pos.FEN())
	pos.Black = true
	fmt.Println(pos.FEN())
	// Output:
	// 4k3/8/8/8/8/8/R7/K7 w - - 0 1
	// 7k/7r/8/8/8/8/8/3K4 b - - 0 1
}

func ExampleBoardGenerator() {
	s, _ := ormulogun.Parse("K{34|34}k{07|07}")
	rules, _ := board.Chess()
	g, _ := ormulogun.NewBoardGenerator(s, rules, rand.New(rand.NewPCG(1, 0)))
	for range 3 {
		pos, _ := g.Next()
		fmt.Println(pos.FEN())
	}
	// Output:
	// k7/8/8/4K3/8/8/8/8 w - - 0 1
	// 8/8/8/8/3K4/8/8/k7 w - - 0 1
	// 7K/8/8/8/4k3/8/8/8 b - - 0 1
}

func ExampleMatch() {
	s, _ := ormulogun.Parse("K{*|0}k")
	rules, _ := board.Chess()
	pos, _ := rules.ParseFEN("8/8/8/4k3/8/8/8/4K3 w - - 0 1")
	fmt.Println(ormulogun.Match(s, pos, board.White), ormulogun.Match(s, pos, board.Black))
	// Output:
	// true false
}
