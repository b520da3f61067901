package board

import (
	"fmt"
	"os"
)

// A rule set compiles once; positions come from FEN; moves read and print
// in SAN and UCI.
func Example() {
	rules, err := Compile(chessRuleSet()) // carn.Chess() in the program
	if err != nil {
		fmt.Println(err)
		return
	}
	p, _ := rules.ParseFEN("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")
	for _, san := range []string{"e4", "e5", "Nf3", "Nc6", "Bb5", "a6"} {
		m, err := p.ParseSAN(san)
		if err != nil {
			fmt.Println(err)
			return
		}
		p.Make(m)
	}
	var buf [256]Move
	moves := p.LegalMoves(buf[:0])
	fmt.Println(len(moves), "legal moves")
	m, _ := p.ParseUCI("b5c6")
	fmt.Println(p.SAN(m), p.UCI(m), m.IsCapture())
	fmt.Println(p.FEN())
	fmt.Print(p.Draw())
	// Output:
	// 32 legal moves
	// Bxc6 b5c6 true
	// r1bqkbnr/1ppp1ppp/p1n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 0 4
	// 8 r . b q k b n r
	// 7 . p p p . p p p
	// 6 p . n . . . . .
	// 5 . B . . p . . .
	// 4 . . . . P . . .
	// 3 . . . . . N . .
	// 2 P P P P . P P P
	// 1 R N B Q K . . R
	//   a b c d e f g h
}

// Make returns the undo record; Unmake restores the position exactly.
func ExamplePosition_Make() {
	rules, _ := Compile(chessRuleSet())
	p := rules.StartPosition()
	before := p.Hash()
	m, _ := p.ParseSAN("Nf3")
	u := p.Make(m)
	fmt.Println(p.SideToMove(), p.Hash() != before)
	p.Unmake(m, u)
	fmt.Println(p.SideToMove(), p.Hash() == before)
	// Output:
	// black true
	// white true
}

// PerftCommand is what "chespel perft --divide" prints; the timing lines
// differ from run to run.
func ExamplePerftCommand() {
	err := PerftCommand(os.Stdout, chessRuleSet(), "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 1, true)
	fmt.Println(err)
}
