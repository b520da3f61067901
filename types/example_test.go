package types_test

import (
	"fmt"

	"github.com/chespel/chespel/types"
)

// Load checks a script and reports each mistake with its position.
func ExampleLoad() {
	src := []byte("module evaluation\nrule material:\n\tpiece p with player == me:\n\t\tscore p.valeu\n")
	prog, errs := types.Load("bot.chs", src)
	fmt.Println(prog == nil)
	fmt.Print(errs.Format(src))
	// Output:
	// true
	// bot.chs:4:11: piece has no function valeu; did you mean value?
	// 		score p.valeu
	// 		        ^
}

// Builtins is the function library: a checked call holds its index, one of
// the Fn constants, which the evaluator switches on.
func ExampleBuiltins() {
	b := types.Builtins[types.FnCellAttackedBy]
	fmt.Println(b.Signature())
	fmt.Println(b.Doc)
	// Output:
	// cell.attackedBy(player) list of piece
	// the player's pieces that attack it
}
