package board

import "context"

// PerftContext is Perft that gives up when ctx ends: it then returns the
// nodes counted so far and ctx's error. It checks ctx at every node three
// or more plies from the leaves, so that it stops within a moment.
func (p *Position) PerftContext(ctx context.Context, depth int) (uint64, error) {
	if depth <= 0 {
		return 1, nil
	}
	bufs := make([][]Move, depth)
	for i := range bufs {
		bufs[i] = make([]Move, 0, 256)
	}
	var nodes uint64
	err := p.perftContext(ctx, depth, bufs, &nodes)
	return nodes, err
}

func (p *Position) perftContext(ctx context.Context, depth int, bufs [][]Move, nodes *uint64) error {
	if depth < 3 {
		*nodes += p.perft(depth, bufs)
		return nil
	}
	if err := ctx.Err(); err != nil {
		return err
	}
	moves := p.LegalMoves(bufs[depth-1][:0])
	bufs[depth-1] = moves[:0]
	for _, m := range moves {
		u := p.Make(m)
		err := p.perftContext(ctx, depth-1, bufs, nodes)
		p.Unmake(m, u)
		if err != nil {
			return err
		}
	}
	return nil
}
