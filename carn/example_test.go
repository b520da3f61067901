package carn_test

import (
	"fmt"

	"github.com/chespel/chespel/carn"
)

// The shogi silver, as the CARN seed writes it: three squares forward, two
// diagonally back.
func ExampleCompile() {
	rule, err := carn.Compile("Rank +1 File ~1 | Rank -1 File 1", carn.Env{Files: 9, Ranks: 9})
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, alt := range rule.Alternatives {
		fmt.Println(alt.Vectors)
	}
	// Output:
	// [{-1 1} {0 1} {1 1}]
	// [{-1 -1} {1 -1}]
}

func ExampleCompile_error() {
	_, err := carn.Compile("Rank 1|Rank |", carn.Env{Files: 8, Ranks: 8})
	fmt.Println(err)
	// Output:
	// carn: col 13: expected a count after axis "Rank", got "|"
}

func ExampleChess() {
	for _, p := range carn.Chess().Pieces {
		fmt.Printf("%c %-6s %q\n", p.Letter, p.Name, p.Move.Text)
	}
	// Output:
	// P pawn   "Rank +1 | @OnRank(2) Rank +2 @JumpOver(0)"
	// N knight "*# 2 *# 1"
	// B bishop "*# $n *# $n @JumpOver(0)"
	// R rook   "*# * @JumpOver(0)"
	// Q queen  "**# $n @JumpOver(0)"
	// K king   "**# 1 | @CanShortCastle File +2 | @CanLongCastle File -2"
}

func ExampleLoad() {
	_, err := carn.Load([]byte(`name: tiny
board: {files: 3, ranks: 3}
start: "k2/3/2K w - - 0 1"
pieces:
  king:
    letter: K
    royal: true
    both: "**# 1 @Jumpover(0)"
`))
	fmt.Println(err)
	// Output:
	// pieces.king.both: line 8: col 18: unknown function @Jumpover: did you mean @JumpOver? (names are case-sensitive)
}

func ExampleFormat() {
	text, _ := carn.Format("Rank+1,File ~1|Rank -1 File 1")
	fmt.Println(text)
	// Output:
	// Rank +1 File ~1 | Rank -1 File 1
}
