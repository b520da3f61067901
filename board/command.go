package board

import (
	"context"
	"fmt"
	"io"
	"sort"
	"time"

	"github.com/chespel/chespel/carn"
)

// PerftCommand is PerftCommandContext with no progress and no way to stop.
func PerftCommand(w io.Writer, rs *carn.RuleSet, position string, depth int, divide bool) error {
	return PerftCommandContext(context.Background(), w, nil, rs, position, depth, divide)
}

// PerftCommandContext is the body of "chespel perft": it compiles a rule set,
// reads position ("startpos", "960:N" or a FEN, then moves: see
// Rules.ParsePosition) and prints the leaf count depth
// plies deep as "nodes: N", "seconds: S" and "nps: N" lines. With divide it
// first prints "MOVE: N" for each legal move, sorted by the move's UCI text.
// When progress is not nil (a terminal), it first prints on it each
// shallower depth's count as it completes, for long runs. When ctx ends
// (Ctrl-C) it stops and returns ctx's error.
func PerftCommandContext(ctx context.Context, w, progress io.Writer, rs *carn.RuleSet, position string, depth int, divide bool) error {
	r, err := Compile(rs)
	if err != nil {
		return err
	}
	if depth < 0 {
		return fmt.Errorf("depth %d, want 0 or more", depth)
	}
	p, err := r.ParsePosition(position)
	if err != nil {
		return err
	}
	start := time.Now()
	if progress != nil && !divide {
		for d := 1; d < depth; d++ {
			n, err := p.PerftContext(ctx, d)
			if err != nil {
				return fmt.Errorf("stopped at depth %d after %d nodes", d, n)
			}
			fmt.Fprintf(progress, "depth %d: %d nodes, %.3fs\n", d, n, time.Since(start).Seconds())
		}
		start = time.Now()
	}
	var nodes uint64
	if divide && depth > 0 {
		moves := p.LegalMoves(nil)
		sort.Slice(moves, func(i, j int) bool { return p.UCI(moves[i]) < p.UCI(moves[j]) })
		for _, m := range moves {
			u := p.Make(m)
			n, err := p.PerftContext(ctx, depth-1)
			p.Unmake(m, u)
			nodes += n
			if err != nil {
				return fmt.Errorf("stopped after %d nodes", nodes)
			}
			fmt.Fprintf(w, "%s: %d\n", p.UCI(m), n)
		}
	} else if nodes, err = p.PerftContext(ctx, depth); err != nil {
		return fmt.Errorf("stopped at depth %d after %d nodes", depth, nodes)
	}
	seconds := time.Since(start).Seconds()
	fmt.Fprintf(w, "nodes: %d\nseconds: %.3f\nnps: %.0f\n", nodes, seconds, float64(nodes)/max(seconds, 1e-9))
	return nil
}
