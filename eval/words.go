package eval

import (
	"math/bits"

	"github.com/chespel/chespel/board"
)

// On a board of at most 64 cells (seven of the nine embedded games) every
// set of cells is one word: a piece-square table loop chooses its
// candidates and adds up its entries on words, without the four-word
// sets that larger boards need.

// candidatesWord is candidates on a board of at most 64 cells.
func (e *evaluator) candidatesWord(l *loop, v *loopVar) uint64 {
	if v.plain { // my (or the foe's) pieces of one kind on folded squares
		c := (e.me ^ v.player) & 1
		w, _ := e.facts.view.OfKind(board.Color(c), board.Kind(v.kind)).Low()
		return v.byColourW[c] & w
	}
	var m uint64
	if v.player >= 0 {
		m = v.byColourW[(e.me^v.player)&1]
	} else {
		m = v.maskW
	}
	if !l.cells {
		view := &e.facts.view
		var w uint64
		switch {
		case v.kind >= 0 && v.player >= 0:
			w, _ = view.OfKind(board.Color(e.me^v.player), board.Kind(v.kind)).Low()
		case v.kind >= 0: // either player's pieces of one kind (kingSafety's pawns)
			w, _ = view.OfKind(board.White, board.Kind(v.kind)).Low()
			b, _ := view.OfKind(board.Black, board.Kind(v.kind)).Low()
			w |= b
		case v.types == allKinds && v.player >= 0: // all of a player's pieces
			w, _ = view.Occupied(board.Color(e.me ^ v.player)).Low()
		case v.player >= 0: // a player's pieces of some kinds (the mobility's minors)
			w = e.facts.ofKindsWord(e.me^v.player, v.types)
		default:
			w, _ = e.pieces(v).Low()
		}
		m &= w
	}
	for _, d := range v.dyn { // dynWord, by hand: a call per test costs the default bot about 50 instructions per evaluation
		var w uint64
		if v.player >= 0 && !l.cells {
			w = e.facts.dynamicWord(d, e.me^v.player)
		} else {
			w = e.facts.dynamicWord(d, white) | e.facts.dynamicWord(d, black)
		}
		m &= w
	}
	for i := range v.tables {
		t := &v.tables[i]
		if t.lazy && m == 0 { // as tableCandidates
			continue
		}
		sq := int64(0)
		if t.slot >= 0 { // another variable, a piece let: no call, and no read of the node
			sq = e.slots[t.slot].x
		} else {
			sq = e.evalInt(t.square)
		}
		if sq = t.at(e, v, sq); sq >= 0 && int(sq) < len(t.words) {
			m &= t.words[sq]
		} else {
			m = 0
		}
	}
	return m
}

// dynWord returns the pieces (or cells) of v's players that pass the
// dynamic test d, on one word.
func (e *evaluator) dynWord(l *loop, v *loopVar, d dynCond) uint64 {
	if v.player >= 0 && !l.cells {
		return e.facts.dynamicWord(d, e.me^v.player)
	}
	return e.facts.dynamicWord(d, white) | e.facts.dynamicWord(d, black)
}

// sumTableWord is sumTable on a board of at most 64 cells.
func (e *evaluator) sumTableWord(l *loop, w uint64) {
	t := l.table
	view := &e.facts.view
	if t.perKind != nil {
		e.total += e.sumCountsWord(t, w) * e.sign
		return
	}
	var sum int64
	var fraction uint64
	if t.row[0] != nil && t.player >= 0 { // one colour, one row
		c := (e.me ^ t.player) & 1
		fraction = w & t.rowFraction[c]
		if levels := t.levels[c]; levels != nil { // few values: a count per value
			for _, l := range levels {
				sum += l.v * int64(bits.OnesCount64(w&l.cells))
			}
		} else {
			row := t.row[c]
			for ; w != 0; w &= w - 1 {
				sum += int64(row[bits.TrailingZeros64(w)&63])
			}
		}
	} else { // a kind at a time
		for c := range 2 {
			if t.player >= 0 && c != e.me^t.player {
				continue
			}
			values := t.values[c]
			for ks := t.kinds; ks != 0; ks &= ks - 1 {
				k := bits.TrailingZeros32(ks)
				wk, _ := view.OfKind(board.Color(c), board.Kind(k)).Low()
				wk &= w
				fraction |= wk & t.fraction[c][k&board.MaxKinds]
				for off := int(t.off[k&board.MaxKinds]); wk != 0; wk &= wk - 1 {
					sum += int64(values[off+bits.TrailingZeros64(wk)])
				}
			}
		}
	}
	e.total += sum * e.sign
	e.allInt = e.allInt && fraction == 0
}

// sumCountsWord is sumCounts on a board of at most 64 cells.
func (e *evaluator) sumCountsWord(t *pieceSquareTable, w uint64) int64 {
	view := &e.facts.view
	if t.player >= 0 && (t.uniform || t.kind >= 0) {
		return int64(bits.OnesCount64(w)) * t.perKind[(e.me^t.player)&1][t.first]
	}
	var sum int64
	for c := range 2 {
		if t.player >= 0 && c != e.me^t.player {
			continue
		}
		for ks := t.kinds; ks != 0; ks &= ks - 1 {
			k := bits.TrailingZeros32(ks)
			wk, _ := view.OfKind(board.Color(c), board.Kind(k)).Low()
			sum += int64(bits.OnesCount64(w&wk)) * t.perKind[c][k&board.MaxKinds]
		}
	}
	return sum
}

// dynamicWord is dynamicOf on a board of at most 64 cells: a pawn-structure
// test (example5's doubled and isolated pawns) reads the view's word with
// no set copied through holds.
func (f *facts) dynamicWord(d dynCond, c int) uint64 {
	var m uint64
	if d.kind >= dynPassed && d.kind <= dynDoubled {
		m, _ = f.view.PawnStructure(board.Color(c), board.Structure(d.kind-dynPassed)).Low()
	} else {
		m, _ = f.holds(d, c).Low()
	}
	if d.neg {
		o, _ := f.occ(c).Low()
		return o &^ m
	}
	return m
}
