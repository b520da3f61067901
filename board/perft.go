package board

import "sort"

// Perft counts the leaf nodes of the legal move tree depth plies deep, with
// a full make and unmake at every node (no counting of moves at the last
// ply), so that it measures and checks all of the board's machinery.
func (p *Position) Perft(depth int) uint64 {
	if depth <= 0 {
		return 1
	}
	bufs := make([][]Move, depth)
	for i := range bufs {
		bufs[i] = make([]Move, 0, 256)
	}
	return p.perft(depth, bufs)
}

func (p *Position) perft(depth int, bufs [][]Move) uint64 {
	if depth == 0 {
		return 1
	}
	moves := p.LegalMoves(bufs[depth-1][:0])
	bufs[depth-1] = moves[:0]
	var nodes uint64
	for _, m := range moves {
		u := p.Make(m)
		nodes += p.perft(depth-1, bufs)
		p.Unmake(m, u)
	}
	return nodes
}

// DivideEntry is one legal move and the leaf count below it.
type DivideEntry struct {
	Move  Move
	UCI   string
	Nodes uint64
}

// Divide returns, for each legal move, the perft count depth-1 plies below
// it, sorted by the move's UCI text. Their sum is Perft(depth).
func (p *Position) Divide(depth int) []DivideEntry {
	if depth <= 0 {
		return nil
	}
	var entries []DivideEntry
	for _, m := range p.LegalMoves(nil) {
		u := p.Make(m)
		n := p.Perft(depth - 1)
		p.Unmake(m, u)
		entries = append(entries, DivideEntry{Move: m, UCI: p.UCI(m), Nodes: n})
	}
	sort.Slice(entries, func(i, j int) bool { return entries[i].UCI < entries[j].UCI })
	return entries
}
