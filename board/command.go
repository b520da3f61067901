package board

import (
	"fmt"
	"io"
	"time"

	"github.com/chespel/chespel/carn"
)

// PerftCommand is the body of "chespel perft": it compiles a rule set,
// reads position ("startpos", "960:N" or a FEN, see PositionFEN) and prints the leaf count depth
// plies deep as "nodes: N", "seconds: S" and "nps: N" lines. With divide it
// first prints "MOVE: N" for each legal move, sorted by the move's UCI text.
func PerftCommand(w io.Writer, rs *carn.RuleSet, position string, depth int, divide bool) error {
	r, err := Compile(rs)
	if err != nil {
		return err
	}
	if depth < 0 {
		return fmt.Errorf("depth %d, want 0 or more", depth)
	}
	fen, err := r.PositionFEN(position)
	if err != nil {
		return err
	}
	p, err := r.ParseFEN(fen)
	if err != nil {
		return err
	}
	start := time.Now()
	var nodes uint64
	if divide && depth > 0 {
		for _, e := range p.Divide(depth) {
			fmt.Fprintf(w, "%s: %d\n", e.UCI, e.Nodes)
			nodes += e.Nodes
		}
	} else {
		nodes = p.Perft(depth)
	}
	seconds := time.Since(start).Seconds()
	fmt.Fprintf(w, "nodes: %d\nseconds: %.3f\nnps: %.0f\n", nodes, seconds, float64(nodes)/max(seconds, 1e-9))
	return nil
}
