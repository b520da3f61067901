package eval

// tableValue returns the value of table t at dense cell index sq.
func (e *evaluator) tableValue(n *node, t, sq int) num {
	d := e.g.decl
	if d == nil || t < 0 || t >= len(d.tables) || sq < 0 || sq >= len(d.tables[t]) {
		e.fail(n, "internal error: no such table cell")
		return num{}
	}
	v := d.tables[t][sq]
	return num{v.V, v.Integral}
}

// tableAt implements table.at(cell): the cell as written.
func tableAt(e *evaluator, n *node) num {
	return e.tableValue(n, e.recv(n), e.arg(n, 0))
}

// tableOf implements table.of(piece): the piece's cell seen from its
// owner's side, the ranks turned for the second player (black), so that
// one table written from the first player's side serves both.
func tableOf(e *evaluator, n *node) num {
	sq := e.arg(n, 0) & (maxCells - 1)
	if int(e.facts.colorAt(sq)) == black {
		sq = e.g.cell(int(e.g.col(sq)), e.g.ranks-1-int(e.g.row(sq)))
	}
	return e.tableValue(n, e.recv(n), sq)
}
